// The seam the owner's receipt and refund e-mails will hang on: stripe-webhook tells `depositNotices` once per change.
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import type { DepositNotices } from '../_shared/deposits.ts';
import { createWebhookHandler } from '../_shared/webhook.ts';
import { FakeDatabase, FakeStripe, TEST_WEBHOOK_SECRET, testDeps } from '../_shared/testing/fakes.ts';

const USER_ID = '00000000-0000-4000-8000-000000000007';
const CUSTOMER_ID = 'cus_notices1';
const cryptoProvider = Stripe.createSubtleCryptoProvider();

function setup() {
  const db = new FakeDatabase();
  const stripe = new FakeStripe();
  stripe.cardsByPaymentIntent.set('pi_notices_1', '4242');
  db.insertRow('stripe_customers', { user_id: USER_ID, customer_id: CUSTOMER_ID, deleted_at: null });
  const row = db.insertRow('waitlist_signups', {
    client_id: 'WAIT-NOTICES01',
    user_id: USER_ID,
    deposit_paid: false,
    deposit_amount: 0,
    status: 'pending_payment',
  });
  const told: string[] = [];
  const depositNotices: DepositNotices = {
    depositPaid: (id) => Promise.resolve(void told.push(`paid ${id}`)),
    depositRefunded: (id) => Promise.resolve(void told.push(`refunded ${id}`)),
  };
  const handler = createWebhookHandler(() => ({ ...testDeps(db, stripe), depositNotices }));
  return { handler, told, rowId: row.id };
}

async function deliver(handler: (req: Request) => Promise<Response>, id: string, type: string, object: unknown) {
  const payload = JSON.stringify({ id, object: 'event', type, livemode: false, created: 1_800_000_000, data: { object } });
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: TEST_WEBHOOK_SECRET,
    cryptoProvider,
  });
  const res = await handler(
    new Request('http://127.0.0.1/stripe-webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': header },
      body: payload,
    }),
  );
  assert.equal(res.status, 200);
  await res.body?.cancel();
}

const paidSession = {
  id: 'cs_test_notices1',
  object: 'checkout.session',
  mode: 'payment',
  customer: CUSTOMER_ID,
  payment_intent: 'pi_notices_1',
  payment_status: 'paid',
  status: 'complete',
  amount_subtotal: 9900,
  amount_total: 9900,
  currency: 'usd',
  metadata: { user_id: USER_ID },
};
const refundedCharge = {
  id: 'ch_notices_1',
  object: 'charge',
  payment_intent: 'pi_notices_1',
  customer: CUSTOMER_ID,
  amount: 9900,
  amount_refunded: 9900,
  refunded: true,
  currency: 'usd',
};

Deno.test('a paid deposit is announced once and its refund once, however often Stripe delivers them', async () => {
  const { handler, told, rowId } = setup();
  await deliver(handler, 'evt_n1', 'checkout.session.completed', paidSession);
  // The same payment again under another event id (async_payment_succeeded after completed) changes nothing.
  await deliver(handler, 'evt_n2', 'checkout.session.async_payment_succeeded', paidSession);
  await deliver(handler, 'evt_n3', 'charge.refunded', refundedCharge);
  await deliver(handler, 'evt_n3', 'charge.refunded', refundedCharge);
  await deliver(handler, 'evt_n4', 'charge.refunded', refundedCharge);
  assert.deepEqual(told, [`paid ${rowId}`, `refunded ${rowId}`]);
});

Deno.test('without depositNotices the webhook works as before (nobody is told)', async () => {
  const { told } = setup();
  const db = new FakeDatabase();
  const handler = createWebhookHandler(() => testDeps(db, new FakeStripe()));
  await deliver(handler, 'evt_n5', 'charge.refunded', refundedCharge);
  assert.deepEqual(told, []);
});
