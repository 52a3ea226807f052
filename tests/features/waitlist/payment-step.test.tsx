import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeProduct } from '@/config/stripe-config';
import { PaymentStep, queueLookup } from '@/features/waitlist/components/payment-step';
import type { LoginRouteState } from '@/lib/auth';
import {
  alreadyReservedMessage,
  checkoutConnectionMessages,
  checkoutMessages,
  paymentsNotConfiguredMessage,
  type BillingPort,
  type OwnerBillingPort,
  type OwnerWaitlist,
} from '@/lib/billing';
import { browserOnlyBilling } from '@/lib/billing-browser';
import { createSupabaseBilling } from '@/lib/billing-supabase';
import { CheckoutError } from '@/lib/checkout-error';
import { createFakeOwnerBilling } from '../../factories/auth';
import { renderInAppRoot } from '../../factories/backend';
import { createWaitlistSignup } from '../../factories/submissions';

const signup = createWaitlistSignup({ email: 'step2@example.com', queuePosition: 501 });
const browserOnly = createFakeOwnerBilling({ configured: false });
const working: BillingPort = { startCheckout: async () => ({ url: 'https://pay.example/c/1' }) };

function Login() {
  const location = useLocation();
  const state = location.state as LoginRouteState;
  return <p data-testid="login">{`${location.pathname}${location.search}|${state.email}|${state.message}|${state.from}`}</p>;
}

async function renderStep(props: { billing?: BillingPort; ownerBilling?: OwnerBillingPort; onError?: (message: string) => void }) {
  const view = renderInAppRoot(
    <MemoryRouter initialEntries={['/waitlist']}>
      <Routes>
        <Route
          path="/waitlist"
          element={
            <PaymentStep
              signup={signup}
              billing={props.billing ?? working}
              headingRef={createRef()}
              onBack={() => undefined}
              onError={props.onError}
            />
          }
        />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
    { ownerBilling: props.ownerBilling ?? browserOnly },
  );
  await act(async () => {});
  return view;
}

const pay = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot - $99' })));
const paymentErrorBox = () => within(screen.getByRole('alert'));

describe('PaymentStep: place in line', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  /**
   * Moves the clock by `ms`, and the millisecond after it in which the answers read meanwhile reach the page
   * (TanStack Query hands them on with a 0 ms timer, which the fake clock runs a millisecond after the read).
   */
  const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms + 1));

  it("browser-only builds keep this browser's number and ask no server", async () => {
    await renderStep({ ownerBilling: browserOnly });
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#501');
    expect(browserOnly.waitlist).not.toHaveBeenCalled();
  });

  it("with a backend shows a skeleton, then the server's number instead of the local one", async () => {
    let answer: (value: OwnerWaitlist) => void = () => undefined;
    const ownerBilling = createFakeOwnerBilling({ waitlist: vi.fn(() => new Promise<OwnerWaitlist>((resolve) => (answer = resolve))) });
    await renderStep({ ownerBilling });
    expect(screen.getByTestId('queue-position-loading')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Looking up your place in line');
    expect(screen.queryByTestId('queue-position')).not.toBeInTheDocument();
    await act(async () => answer({ queuePosition: 612, depositPaid: false, depositAmount: 0, status: 'pending_payment' }));
    await advance(0);
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#612');
    expect(screen.queryByTestId('queue-position-loading')).not.toBeInTheDocument();
    expect(ownerBilling.waitlist).toHaveBeenCalledTimes(1);
  });

  it('asks again while the row is not linked yet and shows the number once the server has it', async () => {
    const waitlist = vi
      .fn<OwnerBillingPort['waitlist']>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('permission denied'))
      .mockResolvedValueOnce({ queuePosition: null, depositPaid: false, depositAmount: 0, status: 'pending_payment' })
      .mockResolvedValue({ queuePosition: 640, depositPaid: false, depositAmount: 0, status: 'pending_payment' });
    await renderStep({ ownerBilling: createFakeOwnerBilling({ waitlist }) });
    expect(waitlist).toHaveBeenCalledTimes(1);
    await advance(queueLookup.intervalMs);
    await advance(queueLookup.intervalMs);
    expect(screen.getByTestId('queue-position-loading')).toBeInTheDocument();
    await advance(queueLookup.intervalMs);
    expect(waitlist).toHaveBeenCalledTimes(4);
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#640');
    await advance(queueLookup.intervalMs * 3);
    expect(waitlist).toHaveBeenCalledTimes(4);
  });

  it('shows no number rather than a wrong one when the server has none after about 5 s, and stops asking', async () => {
    const ownerBilling = createFakeOwnerBilling({ waitlist: vi.fn(async () => null) });
    await renderStep({ ownerBilling });
    await advance(queueLookup.intervalMs * (queueLookup.attempts - 2));
    expect(screen.getByTestId('queue-position-loading')).toBeInTheDocument();
    await advance(queueLookup.intervalMs);
    expect(queueLookup.intervalMs * (queueLookup.attempts - 1)).toBeLessThanOrEqual(5000);
    expect(ownerBilling.waitlist).toHaveBeenCalledTimes(queueLookup.attempts);
    expect(screen.queryByTestId('queue-position')).not.toBeInTheDocument();
    expect(screen.queryByTestId('queue-position-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('queue-position-unconfirmed')).toHaveTextContent('Confirmed as soon as your deposit is paid');
    expect(screen.queryByText(/#\d+/)).not.toBeInTheDocument();
    await advance(queueLookup.intervalMs * 4);
    expect(ownerBilling.waitlist).toHaveBeenCalledTimes(queueLookup.attempts);
  });

  it('stops asking once the step is gone', async () => {
    const ownerBilling = createFakeOwnerBilling({ waitlist: vi.fn(async () => null) });
    const view = await renderStep({ ownerBilling });
    expect(screen.getByTestId('queue-position-loading')).toBeInTheDocument();
    view.unmount();
    await advance(queueLookup.intervalMs * queueLookup.attempts);
    expect(ownerBilling.waitlist).toHaveBeenCalledTimes(1);
  });
});

const product: StripeProduct = { id: 'reserve-spot', priceId: 'price_test', name: 'Reserve Spot', description: 'Deposit', mode: 'payment', price: 99 };

/** The real checkout adapter, its function answered by `response`. */
function adapter(response: Response | Error, overrides: Partial<StripeProduct> = {}): BillingPort {
  return createSupabaseBilling(
    { ...product, ...overrides },
    {
      session: async () => ({ userId: 'u1', token: 'tok' }),
      fetch: (async () => {
        if (response instanceof Error) throw response;
        return response;
      }) as typeof fetch,
      functionsUrl: 'http://127.0.0.1:1/functions/v1',
      publishableKey: 'anon',
      origin: () => 'http://127.0.0.1:5173',
    },
  );
}

const throwing = (error: unknown): BillingPort => ({
  startCheckout: async () => {
    throw error;
  },
});

describe("PaymentStep: the 'Payment Error' box", () => {
  it.each([
    ['checkout answered not ok', throwing(new CheckoutError(checkoutMessages.notOk)), 'Failed to create checkout session'],
    ['checkout answered without a url', throwing(new CheckoutError(checkoutMessages.noUrl)), 'No checkout URL received'],
    ['an unexpected exception', throwing(new CheckoutError(checkoutMessages.unexpected)), 'An unexpected error occurred'],
    ['a thrown non-Error', throwing('boom'), 'An unexpected error occurred'],
    ['the product is not configured', throwing(new CheckoutError(checkoutMessages.noProduct)), 'Product configuration error. Please try again later.'],
    ['payments are not configured (browser-only)', browserOnlyBilling, paymentsNotConfiguredMessage],
    ['an answer that is not a web address', { startCheckout: async () => ({ url: 'javascript:alert(1)' }) }, 'No checkout URL received'],
    ['adapter: 500 without error text', adapter(new Response('{}', { status: 500 })), 'Failed to create checkout session'],
    ['adapter: the function says why', adapter(new Response(JSON.stringify({ error: 'Unknown price_id' }), { status: 400 })), 'Unknown price_id'],
    ['adapter: 200 without url', adapter(new Response('{}', { status: 200 })), 'No checkout URL received'],
    // No answer at all is the connection, said as the other forms say it; any other exception is the catalogue's.
    ['adapter: network failure', adapter(new TypeError('Failed to fetch')), checkoutConnectionMessages.unavailable],
    ['adapter: an exception', adapter(new Error('boom')), 'An unexpected error occurred'],
    ['adapter: no price id', adapter(new Response('{}'), { priceId: undefined }), 'Product configuration error. Please try again later.'],
  ] as const)('%s → its message in the box and in onError', async (_case, billing, message) => {
    const onError = vi.fn();
    await renderStep({ billing, onError });
    await pay();
    const box = paymentErrorBox();
    expect(box.getByText('Payment Error')).toBeInTheDocument();
    expect(box.getByText(message)).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(message);
    // The visitor can try again: the button is back and the step is still here.
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeEnabled();
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it.each([
    ['no user', checkoutMessages.noUser, 'Please log in to continue with your purchase'],
    ['an expired session', checkoutMessages.noToken, 'Authentication session expired. Please log in again.'],
  ] as const)('%s → /login with the notice and the email, coming back to /waitlist', async (_case, thrown, message) => {
    const onError = vi.fn();
    await renderStep({ billing: throwing(new CheckoutError(thrown, true)), onError });
    await pay();
    expect(onError).toHaveBeenCalledWith(message);
    expect(screen.getByTestId('login')).toHaveTextContent(`/login?next=%2Fwaitlist|step2@example.com|${message}|/waitlist`);
  });

  it('a 409 (deposit already paid) says the spot is already reserved and links to the dashboard, with no Payment Error', async () => {
    const onError = vi.fn();
    await renderStep({ billing: adapter(new Response(JSON.stringify({ error: 'Conflict' }), { status: 409 })), onError });
    await pay();
    const box = within(screen.getByRole('alert'));
    expect(box.getByText('Your spot is already reserved')).toBeInTheDocument();
    expect(box.getByText(alreadyReservedMessage)).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Payment Error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeDisabled();
    expect(onError).toHaveBeenCalledWith(alreadyReservedMessage);
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('a 401 from the checkout function also sends the visitor to /login', async () => {
    await renderStep({ billing: adapter(new Response('{}', { status: 401 })) });
    await pay();
    expect(screen.getByTestId('login')).toHaveTextContent('Authentication session expired. Please log in again.');
  });
});
