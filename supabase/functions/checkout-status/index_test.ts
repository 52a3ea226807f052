import assert from 'node:assert/strict';
import { createCheckoutStatusHandler } from '../_shared/checkout-status.ts';
import { FakeDatabase, FakeStripe, TEST_ORIGIN, testDeps } from '../_shared/testing/fakes.ts';

const OWNER = '00000000-0000-4000-8000-00000000000a';
const STRANGER = '00000000-0000-4000-8000-00000000000b';

async function setup(ownerPaid = true) {
  const db = new FakeDatabase();
  const stripe = new FakeStripe();
  db.addUser('owner-token', OWNER, 'owner@example.test');
  db.addUser('stranger-token', STRANGER, 'stranger@example.test');
  db.insertRow('stripe_customers', { user_id: OWNER, customer_id: 'cus_owner', deleted_at: null });
  db.insertRow('stripe_customers', { user_id: STRANGER, customer_id: 'cus_stranger', deleted_at: null });
  db.insertRow('waitlist_signups', { client_id: 'WAIT-FIRST0000', user_id: null });
  db.insertRow('waitlist_signups', {
    client_id: 'WAIT-OWNER0000',
    user_id: OWNER,
    deposit_paid: ownerPaid,
    status: ownerPaid ? 'confirmed' : 'pending_payment',
  });
  const paid = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer: 'cus_owner',
    success_url: `${TEST_ORIGIN}/s`,
    cancel_url: `${TEST_ORIGIN}/c`,
  });
  db.insertRow('stripe_orders', {
    checkout_session_id: paid.id,
    customer_id: 'cus_owner',
    amount_total: 9900,
    currency: 'usd',
    payment_status: 'paid',
    status: 'completed',
    reference: 'DK-RES-7KQ2M9XA',
    deleted_at: null,
  });
  const unrecorded = await stripe.checkout.sessions.create({
    mode: 'payment',
    customer: 'cus_owner',
    success_url: `${TEST_ORIGIN}/s`,
    cancel_url: `${TEST_ORIGIN}/c`,
  });
  const handler = createCheckoutStatusHandler(() => testDeps(db, stripe));
  return { handler, paidId: paid.id, unrecordedId: unrecorded.id };
}

const get = (sessionId: string, token: string | null = 'owner-token') =>
  new Request(`http://127.0.0.1/checkout-status?session_id=${encodeURIComponent(sessionId)}`, {
    headers: token ? { Authorization: `Bearer ${token}`, Origin: TEST_ORIGIN } : {},
  });

Deno.test("the owner gets the recorded order by its customer reference (never the table's counter), with the server queue position (GET and POST)", async () => {
  const { handler, paidId } = await setup();
  const res = await handler(get(paidId));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), TEST_ORIGIN);
  assert.deepEqual(await res.json(), {
    reference: 'DK-RES-7KQ2M9XA',
    amountTotal: 9900,
    currency: 'usd',
    paymentStatus: 'paid',
    status: 'completed',
    queuePosition: 502,
  });
  const posted = await handler(
    new Request('http://127.0.0.1/checkout-status', {
      method: 'POST',
      headers: { Authorization: 'Bearer owner-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: paidId }),
    }),
  );
  assert.equal((await posted.json()).reference, 'DK-RES-7KQ2M9XA');
});

Deno.test('a session of the caller that the webhook has not recorded yet is pending', async () => {
  const { handler, unrecordedId } = await setup();
  const res = await handler(get(unrecordedId));
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.status, 'pending');
  assert.equal(body.reference, null);
});

Deno.test('an owner whose deposit is not paid (checkout started, left or declined) is given no place in line', async () => {
  const { handler, unrecordedId } = await setup(false);
  const body = await (await handler(get(unrecordedId))).json();
  assert.equal(body.status, 'pending');
  assert.equal(body.queuePosition, null);
});

Deno.test("someone else's or an unknown session is 404", async () => {
  const { handler, paidId, unrecordedId } = await setup();
  for (const res of [
    await handler(get(paidId, 'stranger-token')),
    await handler(get(unrecordedId, 'stranger-token')),
    await handler(get('cs_test_unknown')),
    await handler(get('not-a-session')),
  ]) {
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), { error: 'Checkout session not found' });
  }
});

Deno.test('no token is 401, no session id is 400, other methods are 405', async () => {
  const { handler, paidId } = await setup();
  const anonymous = await handler(get(paidId, null));
  assert.equal(anonymous.status, 401);
  await anonymous.body?.cancel();
  const missing = await handler(
    new Request('http://127.0.0.1/checkout-status', { headers: { Authorization: 'Bearer owner-token' } }),
  );
  assert.equal(missing.status, 400);
  await missing.body?.cancel();
  const put = await handler(
    new Request('http://127.0.0.1/checkout-status', {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner-token' },
    }),
  );
  assert.equal(put.status, 405);
  await put.body?.cancel();
});
