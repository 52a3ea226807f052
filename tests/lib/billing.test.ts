import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import type { StripeProduct } from '@/config/stripe-config';
import { alreadyReservedMessage, checkoutConnectionMessages, checkoutMessages, refundRequestMessages } from '@/lib/billing';
import { createSupabaseBilling, createSupabaseOwnerBilling } from '@/lib/billing-supabase';
import { CheckoutError } from '@/lib/checkout-error';

const product: StripeProduct = {
  id: 'reserve-spot',
  priceId: 'price_test',
  name: 'Reserve Spot',
  description: 'Deposit',
  mode: 'payment',
  price: 99,
};

function adapter(options: { session?: { userId: string; token: string } | null; response?: Response | Error; product?: StripeProduct }) {
  const fetchSpy = vi.fn(async () => {
    if (options.response instanceof Error) throw options.response;
    return options.response ?? new Response(JSON.stringify({ url: 'https://pay.example/c/1' }), { status: 200 });
  });
  const billing = createSupabaseBilling(options.product ?? product, {
    session: async () => (options.session === undefined ? { userId: 'u1', token: 'tok' } : options.session),
    fetch: fetchSpy as unknown as typeof fetch,
    functionsUrl: 'http://127.0.0.1:1/functions/v1',
    publishableKey: 'anon',
    origin: () => 'http://127.0.0.1:5173',
  });
  return { billing, fetchSpy };
}

const start = (billing: ReturnType<typeof adapter>['billing']) => billing.startCheckout({ email: 'a@example.com', waitlistId: 'WAIT-AAAAAAAAA' });

describe('the Supabase checkout adapter', () => {
  it('POSTs the deposit with the bearer token and the allow-listed return URLs', async () => {
    const { billing, fetchSpy } = adapter({});
    await expect(start(billing)).resolves.toEqual({ url: 'https://pay.example/c/1' });
    expect(fetchSpy).toHaveBeenCalledWith('http://127.0.0.1:1/functions/v1/stripe-checkout', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok', apikey: 'anon', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        price_id: 'price_test',
        mode: 'payment',
        success_url: 'http://127.0.0.1:5173/checkout-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://127.0.0.1:5173/waitlist?checkout=canceled',
      }),
    });
  });

  it('a cancel on the payment page returns to the page that started it, which is told that nothing was charged', async () => {
    const { billing, fetchSpy } = adapter({});
    await billing.startCheckout({ email: 'a@example.com', waitlistId: '', cancelPath: '/dashboard' });
    const body = JSON.parse(((fetchSpy.mock.calls[0] as unknown[])[1] as RequestInit).body as string) as Record<string, string>;
    expect(body.cancel_url).toBe('http://127.0.0.1:5173/dashboard?checkout=canceled');
  });

  it('no answer at all: says the connection is gone (offline) or the server is out of reach, and that nothing was charged', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const offline = await start(adapter({ response: new TypeError('Failed to fetch') }).billing).catch((caught: unknown) => caught);
      expect((offline as CheckoutError).message).toBe(checkoutConnectionMessages.offline);
      expect(checkoutConnectionMessages.offline).toMatch(/offline.*Nothing was charged/);
      online.mockReturnValue(true);
      const unreachable = await start(adapter({ response: new TypeError('Failed to fetch') }).billing).catch((caught: unknown) => caught);
      expect((unreachable as CheckoutError).message).toBe(checkoutConnectionMessages.unavailable);
    } finally {
      online.mockRestore();
    }
  });

  it.each([
    ['no user', { session: null }, checkoutMessages.noUser, true],
    ['no access token', { session: { userId: 'u1', token: '' } }, checkoutMessages.noToken, true],
    ['not ok without error text', { response: new Response('{}', { status: 500 }) }, checkoutMessages.notOk, false],
    ['not ok with error text', { response: new Response(JSON.stringify({ error: 'Unknown price_id' }), { status: 400 }) }, 'Unknown price_id', false],
    ['no url', { response: new Response('{}', { status: 200 }) }, checkoutMessages.noUrl, false],
    ['an exception that is not the connection', { response: new Error('boom') }, checkoutMessages.unexpected, false],
    ['no price id', { product: { ...product, priceId: undefined } }, checkoutMessages.noProduct, false],
  ] as const)('%s → its catalogue message', async (_case, options, message, loginRequired) => {
    const { billing } = adapter(options as Parameters<typeof adapter>[0]);
    const error = await start(billing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).message).toBe(message);
    expect((error as CheckoutError).loginRequired).toBe(loginRequired);
  });

  it('409 (the owner already holds a paid deposit) → the already-reserved message, flagged for the dashboard link', async () => {
    const { billing } = adapter({ response: new Response(JSON.stringify({ error: 'whatever the server says' }), { status: 409 }) });
    const error = await start(billing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).message).toBe(alreadyReservedMessage);
    expect(alreadyReservedMessage).toBe('Your $99 deposit has been paid, so your place in line is held.');
    expect((error as CheckoutError).alreadyReserved).toBe(true);
    expect((error as CheckoutError).loginRequired).toBe(false);
  });

  it('uses the exact strings of the error catalogue', () => {
    expect(checkoutMessages).toEqual({
      noUser: 'Please log in to continue with your purchase',
      noToken: 'Authentication session expired. Please log in again.',
      notOk: 'Failed to create checkout session',
      noUrl: 'No checkout URL received',
      unexpected: 'An unexpected error occurred',
      noProduct: 'Product configuration error. Please try again later.',
    });
  });
});

/** The owner reads' adapter: checkout-status answered by `response`, the view read from a fake client. */
function ownerAdapter(options: {
  response?: Response | Error;
  session?: { userId: string; token: string } | null;
  row?: Record<string, unknown> | null;
}) {
  const fetchSpy = vi.fn(async () => {
    if (options.response instanceof Error) throw options.response;
    return options.response ?? new Response('{}', { status: 200 });
  });
  const from = vi.fn(() => ({
    select: () => ({
      setHeader: () => ({ limit: () => ({ maybeSingle: async () => ({ data: options.row ?? null, error: null }) }) }),
    }),
  }));
  const billing = createSupabaseOwnerBilling({
    client: async () => ({ from }) as unknown as SupabaseClient,
    session: async () => (options.session === undefined ? { userId: 'u1', token: 'tok' } : options.session),
    fetch: fetchSpy as unknown as typeof fetch,
    functionsUrl: 'http://127.0.0.1:1/functions/v1',
    publishableKey: 'anon',
  });
  return { billing, fetchSpy, from };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const paidBody = { reference: 'DK-RES-7KQ2M9XA', amountTotal: 9900, currency: 'usd', paymentStatus: 'paid', status: 'completed', queuePosition: 503 };

describe('checkoutStatus of the owner reads', () => {
  it('POSTs the session id with the bearer token and maps a paid order', async () => {
    const { billing, fetchSpy } = ownerAdapter({ response: json(paidBody) });
    await expect(billing.checkoutStatus('cs_test_1')).resolves.toEqual({ kind: 'found', ...paidBody });
    expect(fetchSpy).toHaveBeenCalledWith('http://127.0.0.1:1/functions/v1/checkout-status', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok', apikey: 'anon', 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: 'cs_test_1' }),
    });
  });

  it('maps a payment still on its way to pending with no order yet', async () => {
    const { billing } = ownerAdapter({
      response: json({ reference: null, amountTotal: null, currency: null, paymentStatus: 'unpaid', status: 'pending', queuePosition: null }),
    });
    await expect(billing.checkoutStatus('cs_test_1')).resolves.toEqual({
      kind: 'found',
      reference: null,
      amountTotal: null,
      currency: null,
      paymentStatus: 'unpaid',
      status: 'pending',
      queuePosition: null,
    });
  });

  it('never reads an unknown or missing order state as completed', async () => {
    for (const status of ['paid', undefined, 42]) {
      const { billing } = ownerAdapter({ response: json({ ...paidBody, status }) });
      await expect(billing.checkoutStatus('cs_test_1')).resolves.toMatchObject({ kind: 'found', status: 'pending' });
    }
  });

  it('keeps canceled and refunded as the server says', async () => {
    for (const status of ['canceled', 'refunded'] as const) {
      const { billing } = ownerAdapter({ response: json({ ...paidBody, status }) });
      await expect(billing.checkoutStatus('cs_test_1')).resolves.toMatchObject({ status });
    }
  });

  it.each([404, 400])('%i → not found', async (status) => {
    const { billing } = ownerAdapter({ response: json({ error: 'Checkout session not found' }, status) });
    await expect(billing.checkoutStatus('cs_someone_else')).resolves.toEqual({ kind: 'not-found' });
  });

  it('without a session → not found, and nothing is asked', async () => {
    const { billing, fetchSpy } = ownerAdapter({ session: null });
    await expect(billing.checkoutStatus('cs_test_1')).resolves.toEqual({ kind: 'not-found' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([401, 403, 500, 502, 503])('%i → an error (the page offers a retry)', async (status) => {
    const { billing } = ownerAdapter({ response: json({ error: 'nope' }, status) });
    await expect(billing.checkoutStatus('cs_test_1')).rejects.toThrow(`checkout-status answered ${status}`);
  });

  it('a network failure → an error', async () => {
    const { billing } = ownerAdapter({ response: new TypeError('Failed to fetch') });
    await expect(billing.checkoutStatus('cs_test_1')).rejects.toThrow('Failed to fetch');
  });

  it('a 200 whose body is not JSON still answers, with nothing made up', async () => {
    const { billing } = ownerAdapter({ response: new Response('<html>', { status: 200 }) });
    await expect(billing.checkoutStatus('cs_test_1')).resolves.toEqual({
      kind: 'found',
      reference: null,
      amountTotal: null,
      currency: null,
      paymentStatus: null,
      status: 'pending',
      queuePosition: null,
    });
  });
});

describe('waitlist of the owner reads', () => {
  it("reads the server's queue position and the deposit from my_waitlist_signup", async () => {
    const row = { queue_position: 517, deposit_paid: true, deposit_amount: 99, status: 'confirmed', refunded_at: null };
    const { billing, from } = ownerAdapter({ row });
    await expect(billing.waitlist()).resolves.toEqual({
      queuePosition: 517,
      depositPaid: true,
      depositAmount: 99,
      status: 'confirmed',
      refundedAt: null,
    });
    expect(from).toHaveBeenCalledWith('my_waitlist_signup');
  });

  it('reads when a refunded deposit was refunded', async () => {
    const row = { queue_position: 517, deposit_paid: false, deposit_amount: 99, status: 'refunded', refunded_at: '2026-11-24T18:30:00+00:00' };
    await expect(ownerAdapter({ row }).billing.waitlist()).resolves.toMatchObject({
      status: 'refunded',
      refundedAt: '2026-11-24T18:30:00+00:00',
    });
  });

  it('answers null without asking when nobody is signed in (the view refuses anon)', async () => {
    const { billing, from } = ownerAdapter({ session: null });
    await expect(billing.waitlist()).resolves.toBeNull();
    expect(from).not.toHaveBeenCalled();
  });
});

describe('orders of the owner reads', () => {
  function ordersAdapter(rows: Record<string, unknown>[]) {
    const order = vi.fn(async () => ({ data: rows, error: null }));
    const select = vi.fn(() => ({ setHeader: () => ({ order }) }));
    const from = vi.fn(() => ({ select }));
    const billing = createSupabaseOwnerBilling({
      client: async () => ({ from }) as unknown as SupabaseClient,
      session: async () => ({ userId: 'u1', token: 'tok' }),
      fetch: vi.fn() as unknown as typeof fetch,
      functionsUrl: 'http://127.0.0.1:1/functions/v1',
      publishableKey: 'anon',
    });
    return { billing, from, order };
  }

  it("maps each row of the per-user view with the customer's reference and the order's state, newest first", async () => {
    const { billing, from, order } = ordersAdapter([
      {
        order_id: 3,
        reference: 'DK-RES-7KQ2M9XA',
        order_date: '2026-11-22T12:00:00Z',
        amount_total: 9900,
        currency: 'usd',
        payment_status: 'paid',
        order_status: 'refunded',
      },
    ]);
    await expect(billing.orders()).resolves.toEqual([
      {
        reference: 'DK-RES-7KQ2M9XA',
        orderDate: '2026-11-22T12:00:00Z',
        amountTotal: 9900,
        currency: 'usd',
        paymentStatus: 'paid',
        status: 'refunded',
      },
    ]);
    expect(from).toHaveBeenCalledWith('stripe_user_orders');
    expect(order).toHaveBeenCalledWith('order_date', { ascending: false });
  });

  it('never reads an unknown order state as completed', async () => {
    const { billing } = ordersAdapter([{ reference: 'DK-RES-7KQ2M9XA', order_status: 'settled', amount_total: 9900 }]);
    await expect(billing.orders()).resolves.toMatchObject([{ status: 'pending' }]);
  });
});

describe('the owner reads around signing out, through a real supabase-js client', () => {
  /**
   * The client holds no session, as it is once `signOut()` has cleared it: supabase-js then sends the anon key
   * (supabase/auth-js#524), which the owner's views answer with 401. `session` is what the read saw when it began.
   */
  let clients = 0;
  function signedOutClient(session: { userId: string; token: string } | null) {
    const sent: { url: string; authorization: string | null }[] = [];
    const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const client = createClient('http://127.0.0.1:1', 'anon-key', {
      global: { fetch: fetchSpy as unknown as typeof fetch },
      // A key of its own per client keeps supabase-js from warning about several clients sharing one.
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: `reads-${++clients}` },
    });
    const billing = createSupabaseOwnerBilling({
      client: async () => client,
      session: async () => session,
      fetch: fetchSpy as unknown as typeof fetch,
      functionsUrl: 'http://127.0.0.1:1/functions/v1',
      publishableKey: 'anon-key',
    });
    return { billing, sent };
  }

  it.each([
    ['subscriptionStatus', 'stripe_user_subscriptions'],
    ['orders', 'stripe_user_orders'],
    ['waitlist', 'my_waitlist_signup'],
  ] as const)("%s started while signed in is sent as the owner even if the session ends before it leaves", async (read, view) => {
    const { billing, sent } = signedOutClient({ userId: 'u1', token: 'owner-jwt' });
    await billing[read]();
    expect(sent).toEqual([{ url: expect.stringContaining(`/rest/v1/${view}?`), authorization: 'Bearer owner-jwt' }]);
  });

  it('signed out, each read answers "none" and sends nothing (the views refuse anon)', async () => {
    const { billing, sent } = signedOutClient(null);
    await expect(billing.subscriptionStatus()).resolves.toBeNull();
    await expect(billing.orders()).resolves.toEqual([]);
    await expect(billing.waitlist()).resolves.toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('requestDepositRefund of the owner reads', () => {
  it('POSTs to deposit-refund with the bearer token and answers requested on 200', async () => {
    const { billing, fetchSpy } = ownerAdapter({ response: json({ refundId: 're_1', refundStatus: 'succeeded' }) });
    expect(await billing.requestDepositRefund()).toEqual({ kind: 'requested' });
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:1/functions/v1/deposit-refund');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it.each([
    [402, 'declined'],
    [403, 'not-refundable'],
    [409, 'not-refundable'],
  ] as const)("%i → refused (%s) with the server's own sentence", async (status, reason) => {
    const { billing } = ownerAdapter({ response: json({ error: 'Said by the server.' }, status) });
    expect(await billing.requestDepositRefund()).toEqual({ kind: 'refused', reason, message: 'Said by the server.' });
  });

  it('a 402 without a sentence still explains that nothing changed', async () => {
    const { billing } = ownerAdapter({ response: new Response('', { status: 402 }) });
    expect(await billing.requestDepositRefund()).toEqual({
      kind: 'refused',
      reason: 'declined',
      message: refundRequestMessages.declined,
    });
  });

  it('401, a 5xx or a network failure never throws: signed out or try again later', async () => {
    expect(await ownerAdapter({ response: json({}, 401) }).billing.requestDepositRefund()).toMatchObject({
      reason: 'signed-out',
    });
    expect(await ownerAdapter({ response: json({ error: 'x' }, 502) }).billing.requestDepositRefund()).toEqual({
      kind: 'refused',
      reason: 'unavailable',
      message: refundRequestMessages.unavailable,
    });
    expect(await ownerAdapter({ response: new Error('offline') }).billing.requestDepositRefund()).toMatchObject({
      reason: 'unavailable',
    });
  });

  it('without a session nothing is asked', async () => {
    const { billing, fetchSpy } = ownerAdapter({ session: null });
    expect(await billing.requestDepositRefund()).toMatchObject({ reason: 'signed-out' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
