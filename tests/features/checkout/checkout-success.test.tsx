import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutSuccessPage } from '@/features/checkout/components/checkout-success-page';
import type { AuthPort } from '@/lib/auth';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import type { CheckoutStatus, OwnerBillingPort } from '@/lib/billing';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

const timings = { minLoading: 1000, pollEvery: 2000, pollFor: 20_000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderPage(port: AuthPort, billing: OwnerBillingPort, search = '?session_id=cs_test_1') {
  render(
    <MemoryRouter initialEntries={[`/checkout-success${search}`]}>
      <WithAppRoot parts={{ auth: port, ownerBilling: billing }}>
        <Routes>
          <Route path="/checkout-success" element={<CheckoutSuccessPage timings={timings} />} />
          <Route path="*" element={<Where />} />
        </Routes>
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const paid: CheckoutStatus = {
  kind: 'found',
  reference: 'DK-RES-7KQ2M9XA',
  amountTotal: 9900,
  currency: 'usd',
  paymentStatus: 'paid',
  status: 'completed',
  queuePosition: 503,
};
const pending: CheckoutStatus = { ...paid, reference: null, paymentStatus: 'unpaid', status: 'pending' };
/** Moves the clock by `ms`, then lets the answers read meanwhile reach the page (TanStack Query hands them on a 0 ms timer). */
async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 3; i++) await act(async () => vi.advanceTimersByTimeAsync(0));
}
/**
 * An answer read while the clock moves reaches the page a moment later: the fake clock runs TanStack Query's 0 ms
 * hand-on timers a millisecond after the read.
 */
const handOn = 1;

describe('CheckoutSuccessPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());
  const owner = () => createFakeAuth(createAuthUser()).port;

  it('waits at least 1 s, then shows the real order', async () => {
    const billing = createFakeOwnerBilling({ checkoutStatus: vi.fn(async () => paid) });
    await renderPage(owner(), billing);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checking your payment');
    await advance(999);
    expect(billing.checkoutStatus).not.toHaveBeenCalled();
    await advance(1);
    expect(billing.checkoutStatus).toHaveBeenCalledWith('cs_test_1', expect.any(AbortSignal));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful!');
    // The customer's reference, never the table's counter.
    expect(screen.getByTestId('order-reference')).toHaveTextContent(/^DK-RES-7KQ2M9XA$/);
    expect(screen.queryByText(/order id/i)).toBeNull();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#503');
    expect(screen.getByTestId('amount-paid')).toHaveTextContent('$99.00');
    expect(screen.getByRole('heading', { name: 'What Happens Next' })).toBeInTheDocument();
    // The paid order's receipt e-mail is queued with the payment, so the first step points to the inbox.
    expect(screen.getByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/receipt is on its way by e-mail/)).toBeInTheDocument();
    // The receipt is a printable page of its own, not a downloaded text file.
    expect(screen.queryByRole('button', { name: /download/i })).toBeNull();
    expect(screen.getByRole('link', { name: 'View printable receipt' })).toHaveAttribute(
      'href',
      '/checkout/receipt?reference=DK-RES-7KQ2M9XA',
    );
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    // The help centre's answers, not the contact form.
    expect(screen.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute('href', '/resources/help');
  });

  it("polls a payment not yet confirmed ('Confirming your payment…'), then shows it once the webhook lands", async () => {
    const answers = [pending, pending, paid];
    const billing = createFakeOwnerBilling({ checkoutStatus: vi.fn(async () => answers.shift() ?? paid) });
    await renderPage(owner(), billing);
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirming your payment…');
    await advance(4000 + handOn);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful!');
  });

  it('stops polling after 20 s and never claims a success', async () => {
    const billing = createFakeOwnerBilling({ checkoutStatus: vi.fn(async () => pending) });
    await renderPage(owner(), billing);
    await advance(1000 + 22_000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your payment is still being confirmed');
    const calls = vi.mocked(billing.checkoutStatus).mock.calls.length;
    await advance(10_000);
    expect(vi.mocked(billing.checkoutStatus).mock.calls.length).toBe(calls);
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it.each([
    ['still on its way', pending],
    ['cancelled or declined', { ...pending, status: 'canceled' } as CheckoutStatus],
    ['refunded', { ...paid, status: 'refunded' } as CheckoutStatus],
  ])('a checkout that is %s promises no place and no rate lock', async (_case, answer) => {
    await renderPage(owner(), createFakeOwnerBilling({ checkoutStatus: vi.fn(async () => answer) }));
    await advance(1000);
    expect(screen.queryByText(/locked in/i)).not.toBeInTheDocument();
    expect(screen.queryByText('Queue position')).not.toBeInTheDocument();
    expect(screen.queryByText('#503')).not.toBeInTheDocument();
  });

  it("says so for an unknown or someone else's session, with a link to the dashboard", async () => {
    await renderPage(owner(), createFakeOwnerBilling());
    await advance(1000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find this payment');
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says so when there is no session_id at all', async () => {
    await renderPage(owner(), createFakeOwnerBilling(), '');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not find this payment');
  });

  it('sends a signed-out visitor to log in and back here', async () => {
    await renderPage(createFakeAuth(null).port, createFakeOwnerBilling());
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fcheckout-success%3Fsession_id%3Dcs_test_1');
  });

  it('says payments are not configured in a browser-only build', async () => {
    await renderPage(browserOnlyAuth, createFakeOwnerBilling());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payments are not configured');
  });
});
