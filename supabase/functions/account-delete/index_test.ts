import assert from 'node:assert/strict';
import { accountDeleteMessages, createAccountDeleteHandler } from '../_shared/account-delete.ts';
import { createDepositRefundHandler, depositRefundIdempotencyKey } from '../_shared/deposit-refund.ts';
import { FakeDatabase, FakeStripe, TEST_ORIGIN, testDeps } from '../_shared/testing/fakes.ts';

const OWNER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const INTENT = 'pi_fake_deposit';

/** An owner with a paid $99 deposit and another account; account_forget_person records what it was asked. */
function setup({ paid = true } = {}) {
  const db = new FakeDatabase();
  db.addUser('owner-token', OWNER, 'owner@example.test');
  db.addUser('other-token', OTHER, 'other@example.test');
  db.insertRow('stripe_customers', { user_id: OWNER, customer_id: 'cus_owner' });
  db.insertRow('stripe_subscriptions', { customer_id: 'cus_owner', status: 'not_started' });
  const row = db.insertRow('waitlist_signups', {
    client_id: 'WAIT-OWNERROW1',
    user_id: OWNER,
    deposit_paid: paid,
    deposit_amount: paid ? 99 : 0,
    status: paid ? 'confirmed' : 'pending_payment',
    refunded_at: null,
  });
  const order = paid
    ? db.insertRow('stripe_orders', {
        checkout_session_id: 'cs_test_owner',
        customer_id: 'cus_owner',
        payment_intent_id: INTENT,
        amount_total: 9900,
        currency: 'usd',
        status: 'completed',
        payment_status: 'paid',
        waitlist_signup_id: row.id,
      })
    : null;
  const forgotten: { userId: unknown; rowStatus: unknown; orderStatus: unknown }[] = [];
  db.rpcs.set('account_forget_person', (args) => {
    forgotten.push({ userId: args.p_user_id, rowStatus: row.status, orderStatus: order?.status });
    return { data: {}, error: null };
  });
  const stripe = new FakeStripe();
  const handler = createAccountDeleteHandler(() => testDeps(db, stripe));
  return { db, stripe, handler, row, order, forgotten };
}

function post(token: string | null = 'owner-token', body = '{}', url = 'http://127.0.0.1/account-delete') {
  return new Request(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: TEST_ORIGIN,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
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

Deno.test('deletes the caller, by the session, whatever account the body names', async () => {
  const { handler, db, forgotten } = setup({ paid: false });
  const res = await handler(post('owner-token', JSON.stringify({ user_id: OTHER, id: OTHER, email: 'other@example.test' })));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { deleted: true, depositRefunded: false });
  assert.deepEqual(db.deletedUsers, [OWNER]);
  assert.deepEqual(forgotten.map((call) => call.userId), [OWNER]);
  assert.ok(!db.deletedUsers.includes(OTHER), 'the other account survives');
});

Deno.test('a paid deposit is refunded first, under the same idempotency key as deposit-refund, and applied before the rows go', async () => {
  const { handler, stripe, forgotten, db } = setup();
  const res = await handler(post());
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { deleted: true, depositRefunded: true });
  assert.equal(stripe.refundRequests.length, 1);
  assert.equal(stripe.refundRequests[0].idempotencyKey, depositRefundIdempotencyKey(INTENT));
  // The row was refunded (which queues the refund e-mail) and the order marked refunded before the forget step.
  assert.deepEqual(forgotten, [{ userId: OWNER, rowStatus: 'refunded', orderStatus: 'refunded' }]);
  assert.equal(db.rows('stripe_refunds').length, 1);
  assert.deepEqual(db.deletedUsers, [OWNER]);
});

Deno.test('a deletion replayed with the same, still signed, session token answers 404 and asks Stripe for nothing', async () => {
  const { handler, stripe, forgotten } = setup();
  assert.equal((await handler(post())).status, 200);
  const again = await handler(post());
  assert.equal(again.status, 404);
  assert.deepEqual(await again.json(), { error: accountDeleteMessages.alreadyDeleted });
  assert.equal(stripe.refundRequests.length, 1);
  assert.equal(forgotten.length, 1);
});

Deno.test('a refund requested on the dashboard while the account is deleted refunds the deposit once', async () => {
  const { db, stripe, handler } = setup();
  const refund = createDepositRefundHandler(() => testDeps(db, stripe));
  const [deleted, refunded] = await Promise.all([
    handler(post()),
    refund(post('owner-token', '{}', 'http://127.0.0.1/deposit-refund')),
  ]);
  assert.equal(deleted.status, 200);
  assert.equal(refunded.status, 200);
  assert.equal(stripe.refundsByPaymentIntent.size, 1);
  assert.ok(stripe.refundRequests.every((request) => request.idempotencyKey === depositRefundIdempotencyKey(INTENT)));
});

Deno.test('when Stripe refuses the refund nothing is deleted', async () => {
  const { handler, stripe, db, forgotten } = setup();
  stripe.refundError = Object.assign(new Error('disputed'), {
    statusCode: 400,
    type: 'StripeInvalidRequestError',
    code: 'charge_disputed',
  });
  const res = await quietly(() => handler(post()));
  assert.equal(res.status, 402);
  assert.equal(forgotten.length, 0);
  assert.deepEqual(db.deletedUsers, []);
});

Deno.test('once onboarding has started the account is not deleted here', async () => {
  const { handler, db, forgotten } = setup();
  db.rows('stripe_subscriptions')[0].status = 'active';
  const res = await handler(post());
  assert.equal(res.status, 409);
  assert.deepEqual(await res.json(), { error: accountDeleteMessages.onboardingStarted });
  assert.equal(forgotten.length, 0);
});

Deno.test('refuses a caller without a valid session, and any method but POST', async () => {
  const { handler, db } = setup();
  assert.equal((await handler(post(null))).status, 401);
  assert.equal((await handler(post('forged-token'))).status, 401);
  const get = await handler(new Request('http://127.0.0.1/account-delete', { headers: { Authorization: 'Bearer owner-token' } }));
  assert.equal(get.status, 405);
  assert.deepEqual(db.deletedUsers, []);
});
