import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutReceiptPage } from '@/features/checkout/components/checkout-receipt-page';
import { DashboardPage } from '@/features/owner-dashboard/components/dashboard-page';
import type { OwnerWaitlist } from '@/lib/billing';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling, createOwnerOrder } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

const paid: OwnerWaitlist = { queuePosition: 517, depositPaid: true, depositAmount: 99, status: 'confirmed', refundedAt: null };
const refunded: OwnerWaitlist = { ...paid, depositPaid: false, status: 'refunded', refundedAt: '2026-11-24T18:30:00Z' };

/** A paid owner whose orders and waitlist row read refunded once the refund has been requested. */
function paidOwner() {
  let refundRequested = false;
  return createFakeOwnerBilling({
    subscriptionStatus: async () => 'not_started',
    orders: vi.fn(async () => [createOwnerOrder({ status: refundRequested ? 'refunded' : 'completed' })]),
    waitlist: vi.fn(async () => (refundRequested ? refunded : paid)),
    requestDepositRefund: vi.fn(async () => {
      refundRequested = true;
      return { kind: 'requested' as const };
    }),
  });
}

/** TanStack Query hands a read's answer to the page on a later task: let those tasks run. */
async function settle() {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The receipt of the deposit open beside the dashboard, both below one app root (one query client). */
async function renderReceiptBesideDashboard(billing: ReturnType<typeof paidOwner>) {
  render(
    <MemoryRouter initialEntries={['/checkout/receipt?reference=DK-RES-7KQ2M9XA']}>
      <WithAppRoot parts={{ auth: createFakeAuth(createAuthUser({ firstName: 'Dana' })).port, ownerBilling: billing }}>
        <Routes>
          <Route
            path="/checkout/receipt"
            element={
              <>
                <section aria-label="Receipt view">
                  <CheckoutReceiptPage />
                </section>
                <section aria-label="Dashboard view">
                  <DashboardPage />
                </section>
              </>
            }
          />
        </Routes>
      </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
  await settle();
}

const receiptStatus = () =>
  within(screen.getByRole('region', { name: 'Receipt view' })).getByText('Status', { selector: 'dt' }).nextElementSibling;

describe("the owner's orders, read by the dashboard and the receipt", () => {
  it('are read once for both views, which share what the server answered', async () => {
    const billing = paidOwner();
    await renderReceiptBesideDashboard(billing);
    expect(receiptStatus()).toHaveTextContent('Paid');
    expect(screen.getByTestId('order-row')).toHaveTextContent('DK-RES-7KQ2M9XA');
    expect(billing.orders).toHaveBeenCalledTimes(1);
  });

  it("after a refund on the dashboard, the receipt open beside it says 'Refunded' too", async () => {
    const billing = paidOwner();
    await renderReceiptBesideDashboard(billing);
    expect(receiptStatus()).toHaveTextContent('Paid');
    fireEvent.click(within(screen.getByTestId('deposit-card')).getByRole('button', { name: 'Request refund' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund $99' }));
    });
    expect(await screen.findByRole('heading', { name: 'Deposit refunded' }, { timeout: 4_000 })).toBeInTheDocument();
    await settle();
    expect(receiptStatus()).toHaveTextContent('Refunded');
  });
});
