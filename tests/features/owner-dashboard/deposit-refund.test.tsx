import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '@/features/owner-dashboard/components/dashboard-page';
import { refundWait } from '@/features/owner-dashboard/hooks/use-owner-dashboard';

import type { DepositRefundResult, OwnerBillingPort, OwnerWaitlist } from '@/lib/billing';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling, createOwnerOrder } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

const paid: OwnerWaitlist = { queuePosition: 517, depositPaid: true, depositAmount: 99, status: 'confirmed', refundedAt: null };
const refunded: OwnerWaitlist = {
  queuePosition: 517,
  depositPaid: false,
  depositAmount: 99,
  status: 'refunded',
  refundedAt: '2026-11-24T18:30:00Z',
};

async function renderDashboard(billing: OwnerBillingPort) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <WithAppRoot parts={{ auth: createFakeAuth(createAuthUser({ firstName: 'Dana' })).port, ownerBilling: billing }}>
        <DashboardPage />
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

/** A paid owner whose refund request answers `result`; once `refundLands` is called, reads show it refunded. */
function paidOwner(result: DepositRefundResult = { kind: 'requested' }, subscription: string | null = 'not_started') {
  let current = paid;
  const billing = createFakeOwnerBilling({
    subscriptionStatus: async () => subscription,
    orders: async () => [createOwnerOrder({ orderDate: '2026-11-22T12:00:00Z', status: current === paid ? 'completed' : 'refunded' })],
    waitlist: async () => current,
    requestDepositRefund: vi.fn(async () => {
      if (result.kind === 'requested') current = refunded;
      return result;
    }),
  });
  return billing;
}

const depositCard = () => within(screen.getByTestId('deposit-card'));

describe('the deposit card on the dashboard', () => {
  it("shows the deposit's receipt facts: amount, date paid, place in line and the refund terms", async () => {
    await renderDashboard(paidOwner());
    const card = depositCard();
    expect(card.getByRole('heading', { name: 'Your $99 deposit' })).toBeInTheDocument();
    expect(card.getByText('$99.00')).toBeInTheDocument();
    expect(card.getByText('November 22, 2026')).toBeInTheDocument();
    expect(card.getByText('#517')).toBeInTheDocument();
    expect(card.getByText(/Fully refundable until your onboarding starts/)).toHaveTextContent(
      'credited to your first month',
    );
    expect(card.getByRole('button', { name: 'Request refund' })).toBeInTheDocument();
  });

  it('asks for confirmation first, and keeping the deposit sends nothing', async () => {
    const billing = paidOwner();
    await renderDashboard(billing);
    fireEvent.click(depositCard().getByRole('button', { name: 'Request refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund your $99 deposit?' });
    expect(dialog).toHaveTextContent('place #517 in line');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my deposit' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(billing.requestDepositRefund).not.toHaveBeenCalled();
  });

  it("confirming refunds once, then shows 'Deposit refunded' and the 2% lock as released", async () => {
    const billing = paidOwner();
    await renderDashboard(billing);
    expect(screen.getByText('2% lifetime rate locked in')).toBeInTheDocument();
    fireEvent.click(depositCard().getByRole('button', { name: 'Request refund' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund $99' }));
    });
    expect(await screen.findByRole('heading', { name: 'Deposit refunded' }, { timeout: 4_000 })).toBeInTheDocument();
    expect(billing.requestDepositRefund).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Deposit refunded');
    expect(screen.getByText('2% rate lock released')).toBeInTheDocument();
    expect(screen.queryByText('2% lifetime rate locked in')).toBeNull();
    expect(depositCard().getByText('November 24, 2026')).toBeInTheDocument();
    // The order itself reads refunded, though Stripe's payment_status stays 'paid'.
    expect(within(screen.getByTestId('order-row')).getByText('refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request refund' })).toBeNull();
    // No longer holding a place: the reserve step is back in Next Steps.
    expect(screen.getByRole('link', { name: 'Reserve your spot - $99' })).toBeInTheDocument();
  });

  it('after Stripe took the refund, reads again each second until the webhook has marked the deposit refunded, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let readsUntilRefunded = Infinity;
      const waitlist = vi.fn(async () => (readsUntilRefunded-- <= 0 ? refunded : paid));
      const billing = createFakeOwnerBilling({
        subscriptionStatus: async () => 'not_started',
        orders: async () => [createOwnerOrder({ orderDate: '2026-11-22T12:00:00Z' })],
        waitlist,
        // Stripe has taken it; the webhook marks the row refunded only on the third read after the request.
        requestDepositRefund: vi.fn(async () => {
          readsUntilRefunded = 2;
          return { kind: 'requested' as const };
        }),
      });
      await renderDashboard(billing);
      fireEvent.click(depositCard().getByRole('button', { name: 'Request refund' }));
      await act(async () => {
        fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund $99' }));
      });
      expect(screen.queryByRole('heading', { name: 'Deposit refunded' })).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(refundWait.everyMs * 3));
      expect(await screen.findByRole('heading', { name: 'Deposit refunded' })).toBeInTheDocument();
      const readsWhenRefunded = waitlist.mock.calls.length;
      await act(async () => vi.advanceTimersByTimeAsync(refundWait.everyMs * 5));
      expect(waitlist.mock.calls.length).toBe(readsWhenRefunded);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refund Stripe declines shows its message and keeps the deposit as it was', async () => {
    const message = 'Stripe could not refund your deposit, so nothing has changed: your deposit is still paid.';
    const billing = paidOwner({ kind: 'refused', reason: 'declined', message });
    await renderDashboard(billing);
    fireEvent.click(depositCard().getByRole('button', { name: 'Request refund' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund $99' }));
    });
    const alert = depositCard().getByRole('alert');
    expect(alert).toHaveTextContent('Your refund did not go through');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Waitlist Member');
    expect(screen.getByText('2% lifetime rate locked in')).toBeInTheDocument();
    expect(depositCard().getByText('#517')).toBeInTheDocument();
  });

  it('offers no refund once onboarding has started: the deposit is credited instead', async () => {
    await renderDashboard(paidOwner({ kind: 'requested' }, 'active'));
    expect(depositCard().queryByRole('button', { name: 'Request refund' })).toBeNull();
    expect(depositCard().getByText(/credited to your first month/, { selector: 'p' })).toBeInTheDocument();
  });

  it('offers no refund once the owner is onboarding or live, whatever the subscription says', async () => {
    for (const onboardingStatus of ['onboarding', 'live']) {
      const billing = createFakeOwnerBilling({
        subscriptionStatus: async () => 'not_started',
        orders: async () => [createOwnerOrder({ orderDate: '2026-11-22T12:00:00Z', status: 'completed' })],
        waitlist: async () => ({ ...paid, onboardingStatus }),
      });
      await renderDashboard(billing);
      expect(depositCard().queryByRole('button', { name: 'Request refund' })).toBeNull();
      expect(depositCard().getByText(/credited to your first month/, { selector: 'p' })).toBeInTheDocument();
      cleanup();
    }
  });

  it('marks Go live done once the admin has moved the owner to live', async () => {
    const stepItems = () => screen.getByRole('list', { name: 'Next Steps' }).querySelectorAll('li[data-state]');
    const stepOf = (title: string) => [...stepItems()].find((item) => item.textContent?.includes(title));
    for (const [onboardingStatus, state] of [['onboarding', 'todo'], ['live', 'done']] as const) {
      await renderDashboard(
        createFakeOwnerBilling({
          subscriptionStatus: async () => 'not_started',
          orders: async () => [createOwnerOrder({ orderDate: '2026-11-22T12:00:00Z', status: 'completed' })],
          waitlist: async () => ({ ...paid, onboardingStatus }),
        }),
      );
      expect(stepOf('Go live')).toHaveAttribute('data-state', state);
      cleanup();
    }
  });

  it('shows no deposit card before the deposit is paid', async () => {
    await renderDashboard(createFakeOwnerBilling({ waitlist: async () => ({ ...paid, depositPaid: false, status: 'pending_payment' }) }));
    expect(screen.queryByTestId('deposit-card')).toBeNull();
  });
});
