import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutReceiptPage } from '@/features/checkout/components/checkout-receipt-page';
import type { AuthPort } from '@/lib/auth';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import type { OwnerBillingPort } from '@/lib/billing';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling, createOwnerOrder } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderReceipt(port: AuthPort, billing: OwnerBillingPort, search = '?reference=DK-RES-7KQ2M9XA') {
  render(
    <MemoryRouter initialEntries={[`/checkout/receipt${search}`]}>
      <WithAppRoot parts={{ auth: port, ownerBilling: billing }}>
        <Routes>
          <Route path="/checkout/receipt" element={<CheckoutReceiptPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
  await settle();
}

/** TanStack Query hands a read's answer to the page on a later task: let those tasks run. */
async function settle() {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const owner = () => createFakeAuth(createAuthUser({ fullName: 'Dana Owner', email: 'dana@example.com' })).port;
const withOrders = (...orders: ReturnType<typeof createOwnerOrder>[]) => createFakeOwnerBilling({ orders: vi.fn(async () => orders) });
/** The value printed beside a receipt label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('CheckoutReceiptPage', () => {
  it('shows the receipt of the owner’s order named by its reference, with the facts a receipt needs', async () => {
    const billing = withOrders(
      createOwnerOrder({ reference: 'DK-RES-WXYZ2345', orderDate: '2026-10-01T10:00:00Z' }),
      createOwnerOrder({ reference: 'DK-RES-7KQ2M9XA', orderDate: '2026-11-22T12:00:00Z', amountTotal: 9900 }),
    );
    await renderReceipt(owner(), billing);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
    expect(fact('Reference')).toHaveTextContent(/^DK-RES-7KQ2M9XA$/);
    expect(fact('Date paid')).toHaveTextContent('November 22, 2026');
    expect(fact('Billed to')).toHaveTextContent('Dana Owner');
    expect(fact('Billed to')).toHaveTextContent('dana@example.com');
    expect(fact('Status')).toHaveTextContent('Paid');
    const item = screen.getByRole('table', { name: 'What you paid for' });
    expect(within(item).getByText('Reservation deposit')).toBeInTheDocument();
    expect(item).toHaveTextContent(/2% lifetime rate/);
    expect(within(item).getAllByText('$99.00')).toHaveLength(2);
    // The refund terms: refundable before onboarding, else credited to month one.
    const terms = screen.getByRole('region', { name: 'Refund terms' });
    expect(terms).toHaveTextContent(/fully refundable/i);
    expect(terms).toHaveTextContent(/before onboarding/i);
    expect(terms).toHaveTextContent(/credited 100% to your first month/i);
    // Who issued it, so a printed copy stands on its own.
    expect(screen.getByText('support@doorkeep.example')).toBeInTheDocument();
    expect(screen.getByText(/1200 Example Ave/)).toBeInTheDocument();
    expect(screen.queryByText(/#\d+/)).toBeNull();
  });

  it("prints with the browser's own dialog (where 'Save as PDF' lives)", async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderReceipt(owner(), withOrders(createOwnerOrder()));
    fireEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says a refunded deposit was refunded', async () => {
    await renderReceipt(owner(), withOrders(createOwnerOrder({ status: 'refunded' })));
    expect(fact('Status')).toHaveTextContent('Refunded');
  });

  it.each([
    ['a reference that is not one of the owner’s orders', '?reference=DK-RES-NTMNE234'],
    ['no reference at all', ''],
  ])('says it cannot find the receipt for %s, with a way to the dashboard', async (_case, search) => {
    await renderReceipt(owner(), withOrders(createOwnerOrder()), search);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find this receipt');
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });

  it('has no receipt for a checkout that was never paid', async () => {
    await renderReceipt(owner(), withOrders(createOwnerOrder({ status: 'pending', paymentStatus: 'unpaid' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find this receipt');
  });

  it('offers a retry when the orders cannot be read', async () => {
    let fail = true;
    const billing = createFakeOwnerBilling({
      orders: vi.fn(async () => {
        if (fail) throw new Error('Failed to fetch');
        return [createOwnerOrder()];
      }),
    });
    await renderReceipt(owner(), billing);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not load your receipt');
    expect(screen.queryByText('Failed to fetch')).toBeNull();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt');
  });

  it('sends a signed-out visitor to log in and back to this receipt', async () => {
    await renderReceipt(createFakeAuth(null).port, createFakeOwnerBilling());
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fcheckout%2Freceipt%3Freference%3DDK-RES-7KQ2M9XA');
  });

  it('says payments are not configured in a browser-only build', async () => {
    await renderReceipt(browserOnlyAuth, createFakeOwnerBilling({ configured: false }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payments are not configured');
  });

  it('is kept out of search results', async () => {
    document.head.querySelector('meta[name="robots"]')?.remove();
    await renderReceipt(owner(), withOrders(createOwnerOrder()));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
