import { describe, expect, it, vi } from 'vitest';
import type { StripeProduct } from '@/config/stripe-config';
import { CheckoutError, checkoutMessages, createSupabaseBilling } from '@/lib/billing';

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
    anonKey: 'anon',
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
        cancel_url: 'http://127.0.0.1:5173/waitlist',
      }),
    });
  });

  it.each([
    ['no user', { session: null }, checkoutMessages.noUser, true],
    ['no access token', { session: { userId: 'u1', token: '' } }, checkoutMessages.noToken, true],
    ['not ok without error text', { response: new Response('{}', { status: 500 }) }, checkoutMessages.notOk, false],
    ['not ok with error text', { response: new Response(JSON.stringify({ error: 'Unknown price_id' }), { status: 400 }) }, 'Unknown price_id', false],
    ['no url', { response: new Response('{}', { status: 200 }) }, checkoutMessages.noUrl, false],
    ['a network failure', { response: new TypeError('Failed to fetch') }, checkoutMessages.unexpected, false],
    ['no price id', { product: { ...product, priceId: undefined } }, checkoutMessages.noProduct, false],
  ] as const)('%s → its catalogue message', async (_case, options, message, loginRequired) => {
    const { billing } = adapter(options as Parameters<typeof adapter>[0]);
    const error = await start(billing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).message).toBe(message);
    expect((error as CheckoutError).loginRequired).toBe(loginRequired);
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
