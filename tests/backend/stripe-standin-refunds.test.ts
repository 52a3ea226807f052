// @vitest-environment node
// The stand-in's POST /v1/refunds against Stripe's documented behaviour (https://docs.stripe.com/api/refunds/create,
// https://docs.stripe.com/api/idempotent_requests, https://docs.stripe.com/error-codes), through the real SDK.
import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_DEPOSIT_PRICE_ID, startStripeStandin, type StripeStandin } from '../../supabase/local/stripe/index';
import { lendWindowForStorageCleanup, postForm, startWebhookRecorder } from './support';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

lendWindowForStorageCleanup();

describe('Stripe stand-in refunds', () => {
  let standin: StripeStandin;
  let webhook: Awaited<ReturnType<typeof startWebhookRecorder>>;
  let stripe: Stripe;

  beforeAll(async () => {
    webhook = await startWebhookRecorder();
    standin = await startStripeStandin({
      port: 0,
      webhookUrl: webhook.url,
      webhookSecret: WEBHOOK_SECRET,
    });
    stripe = new Stripe('sk_test_standin', { host: '127.0.0.1', port: standin.port, protocol: 'http', maxNetworkRetries: 0 });
  });

  afterAll(async () => {
    await standin?.stop();
    await webhook?.close();
  });

  /** Pays a $99 session with `cardNumber` and answers its payment intent id. */
  async function pay(cardNumber: string): Promise<string> {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: LOCAL_DEPOSIT_PRICE_ID, quantity: 1 }],
      success_url: 'http://127.0.0.1:5173/checkout-success?session_id={CHECKOUT_SESSION_ID}',
    });
    const paid = await postForm(session.url!, {
      email: 'refund@example.test',
      card_number: cardNumber,
      card_expiry: '12 / 34',
      card_cvc: '123',
    });
    expect(paid.status).toBe(303);
    return String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
  }

  /** The signed refund and charge events received for one payment intent, verified like stripe-webhook does. */
  function eventsFor(paymentIntent: string) {
    return webhook.received
      .map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET))
      .filter((event) => !event.type.startsWith('checkout.'))
      .filter((event) => (event.data.object as { payment_intent?: string }).payment_intent === paymentIntent);
  }

  it('refunds a payment intent in full; the same Idempotency-Key replays the same refund and sends no new events', async () => {
    const paymentIntent = await pay('4242 4242 4242 4242');
    const key = `doorkeep-deposit-refund-${paymentIntent}`;
    const params = { payment_intent: paymentIntent, reason: 'requested_by_customer' as const };
    const first = await stripe.refunds.create(params, { idempotencyKey: key });
    expect(first).toMatchObject({ object: 'refund', amount: 9900, currency: 'usd', status: 'succeeded', payment_intent: paymentIntent });
    const again = await stripe.refunds.create(params, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    await expect.poll(() => eventsFor(paymentIntent).map((event) => event.type)).toEqual([
      'refund.created',
      'charge.refunded',
    ]);
    const charge = eventsFor(paymentIntent)[1].data.object as Stripe.Charge;
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 9900 });
    // Still two after a moment: the replay refunded nothing and announced nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(eventsFor(paymentIntent)).toHaveLength(2);
  });

  it('a second refund of a fully refunded charge (a new key) is refused with charge_already_refunded', async () => {
    const paymentIntent = await pay('4242 4242 4242 4242');
    await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: randomUUID() });
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', code: 'charge_already_refunded' });
  });

  it("a payment with Stripe's disputed test card 4000 0000 0000 0259 cannot be refunded: charge_disputed, nothing sent", async () => {
    const paymentIntent = await pay('4000 0000 0000 0259');
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_disputed',
    });
    const intent = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] });
    expect(intent.latest_charge).toMatchObject({ disputed: true, refunded: false, amount_refunded: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(eventsFor(paymentIntent)).toHaveLength(0);
  });

  it('refuses a refund of an unknown payment intent with resource_missing', async () => {
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });
});
