// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import {
  LOCAL_DEPOSIT_PRICE_ID,
  signPayload,
  startPaymentServices,
  type PaymentServices,
  type StripeStandin,
} from '../../supabase/local/stripe/index';
import { createTestClient, lendWindowForStorageCleanup, postForm, signUpOwner } from './support';

lendWindowForStorageCleanup();

const SITE = 'http://127.0.0.1:5173';

/** Submits the stand-in's checkout form like a browser, without following the redirect. */
function submitCard(url: string, cardNumber: string) {
  return postForm(url, {
    email: 'owner@example.com',
    card_number: cardNumber,
    card_expiry: '12 / 34',
    card_cvc: '123',
  });
}

function loopbackPost(url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function postEmpty(url: string) {
  return new Promise<number>((resolve, reject) => {
    request(url, { method: 'POST' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('edge functions on the local stack with the Stripe stand-in', () => {
  let stack: LocalStack;
  let payments: PaymentServices;
  let standin: StripeStandin;
  let webhookSecret: string;

  beforeAll(async () => {
    stack = await startLocalStack({ port: 0 });
    payments = await startPaymentServices({ stack, siteOrigins: [SITE], stripePort: 0, log: false });
    ({ standin, webhookSecret } = payments);
    stack.setFunctionsUrl(payments.functionsUrl);
  });

  afterAll(async () => {
    await payments?.stop();
    await stack?.stop();
  });

  it('checkout → pay on the stand-in → webhook → order, deposit, status; then refund', async () => {
    const owner = await signUpOwner(stack, 'payer');
    const { error: insertError } = await owner.client.from('waitlist_signups').insert({
      client_id: `WAIT-${randomBytes(8).toString('hex').slice(0, 9).toUpperCase()}`,
      user_id: owner.user.id,
      first_name: 'Dana',
      last_name: 'Owner',
      email: owner.email,
      phone: '555-0100',
      properties: '1-5',
    });
    expect(insertError).toBeNull();

    const checkoutBody = {
      price_id: LOCAL_DEPOSIT_PRICE_ID,
      mode: 'payment',
      success_url: `${SITE}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/waitlist`,
    };
    const [first, second] = await Promise.all([
      owner.client.functions.invoke('stripe-checkout', { body: checkoutBody }),
      owner.client.functions.invoke('stripe-checkout', { body: checkoutBody }),
    ]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    const { sessionId, url } = first.data as { sessionId: string; url: string };
    expect(url).toBe(`${standin.url}/c/pay/${sessionId}`);

    const stripe = new Stripe('sk_test_local_standin', {
      host: '127.0.0.1',
      port: standin.port,
      protocol: 'http',
    });
    const stripeCustomers = await stripe.customers.list({ email: owner.email });
    expect(stripeCustomers.data).toHaveLength(1);
    const secondSession = await stripe.checkout.sessions.retrieve(
      (second.data as { sessionId: string }).sessionId,
    );
    expect(secondSession.customer).toBe(stripeCustomers.data[0].id);

    const { data: subscription } = await owner.client
      .from('stripe_user_subscriptions')
      .select('customer_id, subscription_status');
    expect(subscription).toHaveLength(1);
    expect(subscription?.[0].subscription_status).toBe('not_started');

    const pending = await owner.client.functions.invoke('checkout-status', {
      body: { session_id: sessionId },
    });
    expect(pending.data).toMatchObject({ status: 'pending', reference: null });

    const stranger = await signUpOwner(stack, 'stranger');
    const foreign = await stranger.client.functions.invoke('checkout-status', {
      body: { session_id: sessionId },
    });
    expect(foreign.error).not.toBeNull();
    expect((foreign.error as { context?: Response }).context?.status).toBe(404);

    const declined = await submitCard(url, '4000 0000 0000 0002');
    expect(declined.html).toContain('Your card was declined.');
    const paid = await submitCard(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${SITE}/checkout-success?session_id=${sessionId}`);
    expect(standin.events().at(-1)?.delivery).toMatchObject({ ok: true, status: 200 });

    const { data: orders } = await owner.client
      .from('stripe_user_orders')
      .select('order_id, reference, checkout_session_id, amount_total, payment_status, order_status');
    expect(orders).toEqual([
      expect.objectContaining({
        reference: expect.stringMatching(/^DK-RES-[A-Z2-9]{8}$/),
        checkout_session_id: sessionId,
        amount_total: 9900,
        payment_status: 'paid',
        order_status: 'completed',
      }),
    ]);
    const { data: strangerOrders } = await stranger.client.from('stripe_user_orders').select('order_id');
    expect(strangerOrders).toEqual([]);

    const status = await owner.client.functions.invoke('checkout-status', {
      body: { session_id: sessionId },
    });
    expect(status.error).toBeNull();
    expect(status.data).toMatchObject({
      reference: orders?.[0].reference,
      amountTotal: 9900,
      currency: 'usd',
      paymentStatus: 'paid',
      status: 'completed',
    });
    expect((status.data as { queuePosition: number }).queuePosition).toBeGreaterThan(500);
    // The success page names the order by its reference only, never by the table's counter.
    expect(status.data).not.toHaveProperty('orderId');

    const { data: mine } = await owner.client
      .from('my_waitlist_signup')
      .select('deposit_paid, deposit_amount, status, card_last4');
    expect(mine).toEqual([
      expect.objectContaining({ deposit_paid: true, status: 'confirmed', card_last4: '4242' }),
    ]);
    expect(Number(mine?.[0].deposit_amount)).toBe(99);

    // Stripe redelivers: the same event again changes nothing and is still acknowledged.
    const service = createTestClient(stack, stack.secretKey);
    const { count: eventsBefore } = await service
      .from('stripe_webhook_events')
      .select('event_id', { count: 'exact', head: true });
    const completedEvent = standin
      .events()
      .find((entry) => entry.event.type === 'checkout.session.completed')!.event;
    const payload = JSON.stringify(completedEvent);
    const redelivered = await loopbackPost(`${stack.apiUrl}/functions/v1/stripe-webhook`, payload, {
      'Content-Type': 'application/json',
      'Stripe-Signature': signPayload(payload, webhookSecret),
    });
    expect(redelivered).toEqual({ status: 200, body: { received: true, duplicate: true } });
    const forged = await loopbackPost(`${stack.apiUrl}/functions/v1/stripe-webhook`, payload, {
      'Content-Type': 'application/json',
      'Stripe-Signature': signPayload(payload, 'whsec_forged'),
    });
    expect(forged.status).toBe(400);
    const { count: eventsAfterRedelivery } = await service
      .from('stripe_webhook_events')
      .select('event_id', { count: 'exact', head: true });
    expect(eventsAfterRedelivery).toBe(eventsBefore);

    const payment = JSON.parse(
      await new Promise<string>((resolve) => {
        request(`${standin.url}/__payments.json`, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve(body));
        }).end();
      }),
    ) as { payments: { paymentIntentId: string }[] };
    expect(await postEmpty(`${standin.url}/__payments/${payment.payments[0].paymentIntentId}/refund`)).toBe(
      303,
    );

    const { data: refundedOrders } = await owner.client.from('stripe_user_orders').select('order_status');
    expect(refundedOrders?.[0].order_status).toBe('refunded');
    const { data: refundedRow } = await owner.client
      .from('my_waitlist_signup')
      .select('deposit_paid, status, refunded_at');
    expect(refundedRow?.[0]).toMatchObject({ deposit_paid: false, status: 'refunded' });
    expect(refundedRow?.[0].refunded_at).toBeTruthy();
    const { count: eventsAfter } = await service
      .from('stripe_webhook_events')
      .select('event_id', { count: 'exact', head: true });
    // refund.created (acknowledged, ignored) and charge.refunded, as Stripe sends them.
    expect(eventsAfter).toBe((eventsBefore ?? 0) + 2);
  });
});
