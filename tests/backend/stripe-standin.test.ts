// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_DEPOSIT_PRICE_ID,
  startStripeStandin,
  type StripeStandin,
} from '../../supabase/local/stripe/index';
import { lendWindowForStorageCleanup, postForm, startWebhookRecorder } from './support';

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

lendWindowForStorageCleanup();

async function getText(url: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; html: string }>((resolve, reject) => {
    request(url, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
    })
      .on('error', reject)
      .end();
  });
}

/** A form POST whose headers go out at once and whose body only when `finish` is called. */
function slowPost(url: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  let finish = () => {};
  const answer = new Promise<{ status: number; html: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
      },
    );
    req.on('error', reject);
    req.flushHeaders();
    finish = () => req.end(body);
  });
  return { answer, finish: () => finish() };
}

describe('Stripe stand-in with the real stripe SDK', () => {
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
    stripe = new Stripe('sk_test_standin', {
      host: '127.0.0.1',
      port: standin.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });

  afterAll(async () => {
    await standin?.stop();
    await webhook?.close();
  });

  it('creates a customer once per idempotency key and retrieves it', async () => {
    const params = { email: 'owner@example.test', metadata: { user_id: 'user-1' } };
    const first = await stripe.customers.create(params, { idempotencyKey: 'doorkeep-customer-user-1' });
    const second = await stripe.customers.create(params, { idempotencyKey: 'doorkeep-customer-user-1' });
    expect(first.id).toMatch(/^cus_/);
    expect(second.id).toBe(first.id);
    const other = await stripe.customers.create({ email: 'other@example.test' });
    expect(other.id).not.toBe(first.id);

    const retrieved = await stripe.customers.retrieve(first.id);
    expect(retrieved).toMatchObject({
      id: first.id,
      email: 'owner@example.test',
      metadata: { user_id: 'user-1' },
    });

    const listed = await stripe.customers.list({ email: 'owner@example.test', limit: 5 });
    expect(listed).toMatchObject({ object: 'list', has_more: false });
    expect(listed.data.map((c) => c.id)).toEqual([first.id]);
    const found = await stripe.customers.search({ query: "metadata['user_id']:'user-1'" });
    expect(found.data.map((c) => c.id)).toEqual([first.id]);

    await expect(
      stripe.customers.create(
        { email: 'changed@example.test' },
        { idempotencyKey: 'doorkeep-customer-user-1' },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    await expect(stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('creates and retrieves a checkout session, pays it on the hosted page and sends a verifiable webhook', async () => {
    const customer = await stripe.customers.create({ email: 'payer@example.test' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: LOCAL_DEPOSIT_PRICE_ID, quantity: 1 }],
      success_url: 'http://127.0.0.1:5173/checkout-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://127.0.0.1:5173/waitlist',
      metadata: { user_id: 'user-2' },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      customer: customer.id,
      amount_total: 9900,
      currency: 'usd',
      payment_status: 'unpaid',
      status: 'open',
      metadata: { user_id: 'user-2' },
    });
    expect(session.url).toBe(`${standin.url}/c/pay/${session.id}`);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'customer'],
    });
    expect(retrieved.id).toBe(session.id);
    expect(retrieved.line_items?.data[0]?.price?.id).toBe(LOCAL_DEPOSIT_PRICE_ID);
    expect((retrieved.customer as Stripe.Customer).email).toBe('payer@example.test');

    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: 'price_unknown', quantity: 1 }],
        success_url: 'http://127.0.0.1:5173/x',
      }),
    ).rejects.toMatchObject({ statusCode: 404, param: 'line_items[0][price]' });

    const page = await getText(session.url!);
    expect(page.status).toBe(200);
    expect(page.html).toContain('DoorKeep — Reserve Spot — $99.00');
    expect(page.html).toContain('<label for="card-number">Card number</label>');
    expect(page.html).toContain('href="http://127.0.0.1:5173/waitlist"');

    const card = { email: 'payer@example.test', card_expiry: '12 / 34', card_cvc: '123' };
    const declined = await postForm(session.url!, { ...card, card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(200);
    expect(declined.html).toContain('Your card was declined.');
    expect(webhook.received).toHaveLength(0);

    const paid = await postForm(session.url!, { ...card, card_number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`http://127.0.0.1:5173/checkout-success?session_id=${session.id}`);
    expect(webhook.received).toHaveLength(1);

    const event = stripe.webhooks.constructEvent(webhook.received[0].body, webhook.received[0].signature, WEBHOOK_SECRET);
    expect(event.type).toBe('checkout.session.completed');
    const completed = event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      amount_total: 9900,
      currency: 'usd',
      customer: customer.id,
    });
    expect(completed.metadata?.user_id).toBe('user-2');
    expect(() =>
      stripe.webhooks.constructEvent(webhook.received[0].body, webhook.received[0].signature, 'whsec_wrong'),
    ).toThrow();

    const after = await stripe.checkout.sessions.retrieve(session.id);
    expect(after.payment_status).toBe('paid');
    expect(after.payment_intent).toBe(completed.payment_intent);

    const refund = await stripe.refunds.create({ payment_intent: String(completed.payment_intent) });
    expect(refund).toMatchObject({ object: 'refund', amount: 9900, status: 'succeeded' });
    // Like Stripe: refund.created for the refund, then charge.refunded for the charge.
    await expect.poll(() => webhook.received.length).toBe(3);
    const createdEvent = stripe.webhooks.constructEvent(webhook.received[1].body, webhook.received[1].signature, WEBHOOK_SECRET);
    expect(createdEvent.type).toBe('refund.created');
    const refunded = stripe.webhooks.constructEvent(webhook.received[2].body, webhook.received[2].signature, WEBHOOK_SECRET);
    expect(refunded.type).toBe('charge.refunded');
    expect(refunded.data.object).toMatchObject({
      refunded: true,
      amount_refunded: 9900,
      payment_intent: completed.payment_intent,
    });

    const payments = await getText(`${standin.url}/__payments`);
    expect(payments.html).toContain(session.id);
    expect(payments.html).toContain('Refunded $99.00');
  });
  it('pays a session once when two pay requests race: one 303 to the success page, one "Already paid", one payment and one event', async () => {
    const customer = await stripe.customers.create({ email: 'racer@example.test' });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: LOCAL_DEPOSIT_PRICE_ID, quantity: 1 }],
      success_url: 'http://127.0.0.1:5173/checkout-success?session_id={CHECKOUT_SESSION_ID}',
    });
    const card = {
      email: 'racer@example.test',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12 / 34',
      card_cvc: '123',
    };

    // Both requests reach the pay handler (headers sent) before either body is complete: the widest race window.
    const racers = [slowPost(session.url!, card), slowPost(session.url!, card)];
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const racer of racers) racer.finish();
    const answers = await Promise.all(racers.map((racer) => racer.answer));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 303]);
    expect(answers.find((answer) => answer.status === 200)?.html).toContain('Already paid');
    const completed = standin
      .events()
      .filter(
        ({ event }) => event.type === 'checkout.session.completed' && event.data.object.id === session.id,
      );
    expect(completed).toHaveLength(1);
    const payments = JSON.parse((await getText(`${standin.url}/__payments.json`)).html) as {
      payments: { sessionId: string }[];
    };
    expect(payments.payments.filter((payment) => payment.sessionId === session.id)).toHaveLength(1);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paid.payment_intent).toBe(completed[0].event.data.object.payment_intent);
  });
});
