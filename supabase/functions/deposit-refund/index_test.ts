import assert from 'node:assert/strict';
import {
  createDepositRefundHandler,
  depositRefundIdempotencyKey,
  refundMessages,
} from '../_shared/deposit-refund.ts';
import { FakeDatabase, FakeStripe, TEST_ORIGIN, testDeps } from '../_shared/testing/fakes.ts';

const URL_BASE = 'http://127.0.0.1/deposit-refund';
const OWNER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const INTENT = 'pi_fake_deposit';

/** An owner whose $99 deposit is paid and recorded, as stripe-webhook leaves it; onboarding not started. */
function setup() {
  const db = new FakeDatabase();
  db.addUser('owner-token', OWNER, 'owner@example.test');
  db.addUser('other-token', OTHER, 'other@example.test');
  db.insertRow('stripe_customers', { user_id: OWNER, customer_id: 'cus_owner' });
  db.insertRow('stripe_customers', { user_id: OTHER, customer_id: 'cus_other' });
  db.insertRow('stripe_subscriptions', { customer_id: 'cus_owner', status: 'not_started' });
  const row = db.insertRow('waitlist_signups', {
    client_id: 'WAIT-OWNERROW1',
    user_id: OWNER,
    deposit_paid: true,
    deposit_amount: 99,
    status: 'confirmed',
    refunded_at: null,
  });
  const order = db.insertRow('stripe_orders', {
    checkout_session_id: 'cs_test_owner',
    customer_id: 'cus_owner',
    payment_intent_id: INTENT,
    amount_total: 9900,
    currency: 'usd',
    status: 'completed',
    payment_status: 'paid',
    waitlist_signup_id: row.id,
  });
  const stripe = new FakeStripe();
  const handler = createDepositRefundHandler(() => testDeps(db, stripe));
  return { db, stripe, handler, row, order };
}

function post(token: string | null = 'owner-token') {
  return new Request(URL_BASE, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: TEST_ORIGIN,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: '{}',
  });
}

async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const { warn, error } = console;
  console.warn = () => {};
  console.error = () => {};
  try {
    return await work();
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

Deno.test('the payer gets a full refund of their deposit requested from Stripe, keyed by the deposit', async () => {
  const { handler, stripe, row } = setup();
  const res = await handler(post());
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), TEST_ORIGIN);
  const body = await res.json();
  assert.match(body.refundId, /^re_/);
  assert.equal(body.refundStatus, 'succeeded');
  const [request] = stripe.refundRequests;
  assert.equal(request.params.payment_intent, INTENT);
  assert.equal(request.params.amount, undefined, 'the whole charge is refunded');
  assert.equal(request.params.reason, 'requested_by_customer');
  assert.deepEqual(request.params.metadata, { user_id: OWNER, waitlist_signup_id: String(row.id) });
  assert.equal(request.idempotencyKey, depositRefundIdempotencyKey(INTENT));
});

Deno.test('the function leaves the row and the order to the webhook: nothing is marked refunded here', async () => {
  const { handler, db } = setup();
  await (await handler(post())).body?.cancel();
  assert.equal(db.rows('waitlist_signups')[0].status, 'confirmed');
  assert.equal(db.rows('waitlist_signups')[0].deposit_paid, true);
  assert.equal(db.rows('stripe_orders')[0].status, 'completed');
});

Deno.test('asking twice before the webhook lands sends the same key and gets the same refund, not a second', async () => {
  const { handler, stripe } = setup();
  const [a, b] = await Promise.all([handler(post()), handler(post())]);
  const first = await a.json();
  const second = await b.json();
  assert.equal(a.status, 200);
  assert.equal(b.status, 200);
  assert.equal(first.refundId, second.refundId);
  assert.equal(stripe.refundsByPaymentIntent.size, 1);
  assert.deepEqual(
    new Set(stripe.refundRequests.map((request) => request.idempotencyKey)),
    new Set([depositRefundIdempotencyKey(INTENT)]),
  );
});

Deno.test('a deposit already recorded as refunded is refused with 409 and Stripe is not asked', async () => {
  const { handler, stripe, db } = setup();
  Object.assign(db.rows('waitlist_signups')[0], { deposit_paid: false, status: 'refunded' });
  Object.assign(db.rows('stripe_orders')[0], { status: 'refunded' });
  const res = await handler(post());
  assert.equal(res.status, 409);
  assert.deepEqual(await res.json(), { error: refundMessages.alreadyRefunded });
  assert.equal(stripe.refundRequests.length, 0);
});

Deno.test("Stripe's charge_already_refunded (refunded elsewhere, webhook not in yet) is a 409 'already refunded'", async () => {
  const { handler, stripe } = setup();
  stripe.refundError = Object.assign(new Error('Charge ch_x has already been refunded.'), {
    statusCode: 400,
    type: 'StripeInvalidRequestError',
    code: 'charge_already_refunded',
  });
  const res = await quietly(() => handler(post()));
  assert.equal(res.status, 409);
  assert.deepEqual(await res.json(), { error: refundMessages.alreadyRefunded });
});

Deno.test('an owner without a paid deposit is refused with 409', async () => {
  const { handler, stripe, db } = setup();
  Object.assign(db.rows('waitlist_signups')[0], { deposit_paid: false, status: 'pending_payment' });
  db.rows('stripe_orders').length = 0;
  const res = await handler(post());
  assert.equal(res.status, 409);
  assert.deepEqual(await res.json(), { error: refundMessages.notPaid });

  const stranger = await handler(post('other-token'));
  assert.equal(stranger.status, 409, 'someone with no waitlist row has nothing to refund');
  await stranger.body?.cancel();
  assert.equal(stripe.refundRequests.length, 0);
});

Deno.test('anyone but the payer is refused with 403: a deposit paid from another account stays with it', async () => {
  const { handler, stripe, db } = setup();
  // The admin attached another buyer's payment to this owner's row (attach_unmatched_deposit).
  Object.assign(db.rows('stripe_orders')[0], { customer_id: 'cus_other' });
  const res = await handler(post());
  assert.equal(res.status, 403);
  assert.deepEqual(await res.json(), { error: refundMessages.notThePayer });
  assert.equal(stripe.refundRequests.length, 0);
});

Deno.test('once onboarding has started the deposit is credited, not refunded: 409', async () => {
  const { handler, stripe, db } = setup();
  Object.assign(db.rows('stripe_subscriptions')[0], { status: 'active' });
  const res = await handler(post());
  assert.equal(res.status, 409);
  assert.deepEqual(await res.json(), { error: refundMessages.onboardingStarted });
  assert.equal(stripe.refundRequests.length, 0);
});

Deno.test('an owner the admin moved to onboarding (or who started it) is credited, not refunded: 409', async () => {
  for (const status of ['onboarding', 'live']) {
    const { handler, stripe, db } = setup();
    Object.assign(db.rows('waitlist_signups')[0], { onboarding_status: status });
    const res = await handler(post());
    assert.equal(res.status, 409);
    assert.deepEqual(await res.json(), { error: refundMessages.onboardingStarted });
    assert.equal(stripe.refundRequests.length, 0);
  }
});

Deno.test('a refund Stripe declines answers 402 with a clear message and leaves the deposit as it was', async () => {
  const { handler, stripe, db } = setup();
  stripe.refundError = Object.assign(new Error('Charge ch_x has been charged back; cannot issue a refund.'), {
    statusCode: 400,
    type: 'StripeInvalidRequestError',
    code: 'charge_disputed',
  });
  const res = await quietly(() => handler(post()));
  assert.equal(res.status, 402);
  assert.deepEqual(await res.json(), { error: refundMessages.declined });
  assert.equal(db.rows('waitlist_signups')[0].deposit_paid, true);
  assert.equal(db.rows('stripe_orders')[0].status, 'completed');
});

Deno.test('a refund Stripe answers as failed or canceled is reported as declined (402)', async () => {
  for (const status of ['failed', 'canceled'] as const) {
    const { handler, stripe } = setup();
    stripe.refundStatus = status;
    const res = await quietly(() => handler(post()));
    assert.equal(res.status, 402, status);
    assert.deepEqual(await res.json(), { error: refundMessages.declined });
  }
});

Deno.test('Stripe unreachable or failing answers 502 so the owner can try again', async () => {
  const { handler, stripe } = setup();
  stripe.refundError = Object.assign(new Error('An error occurred with our connection to Stripe.'), {
    type: 'StripeConnectionError',
  });
  const res = await quietly(() => handler(post()));
  assert.equal(res.status, 502);
  assert.deepEqual(await res.json(), { error: refundMessages.unavailable });
});

Deno.test('a missing or invalid token gets 401, another method 405, and the preflight 204', async () => {
  const { handler, stripe } = setup();
  const missing = await handler(post(null));
  assert.equal(missing.status, 401);
  await missing.body?.cancel();
  const forged = await handler(post('forged-token'));
  assert.equal(forged.status, 401);
  await forged.body?.cancel();
  const get = await handler(new Request(URL_BASE, { headers: { Authorization: 'Bearer owner-token' } }));
  assert.equal(get.status, 405);
  await get.body?.cancel();
  const preflight = await handler(new Request(URL_BASE, { method: 'OPTIONS', headers: { Origin: TEST_ORIGIN } }));
  assert.equal(preflight.status, 204);
  assert.equal(stripe.refundRequests.length, 0);
});
