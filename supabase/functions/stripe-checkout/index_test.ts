import assert from 'node:assert/strict';
import { createCheckoutHandler } from '../_shared/checkout.ts';
import { FakeDatabase, FakeStripe, TEST_ORIGIN, TEST_PRICE_ID, testDeps } from '../_shared/testing/fakes.ts';

const URL_BASE = 'http://127.0.0.1/stripe-checkout';
const USER_ID = '00000000-0000-4000-8000-000000000001';

function setup() {
  const db = new FakeDatabase();
  db.addUser('good-token', USER_ID, 'owner@example.test');
  const stripe = new FakeStripe();
  const handler = createCheckoutHandler(() => testDeps(db, stripe));
  return { db, stripe, handler };
}

function validBody(overrides: Record<string, unknown> = {}) {
  return {
    price_id: TEST_PRICE_ID,
    mode: 'payment',
    success_url: `${TEST_ORIGIN}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${TEST_ORIGIN}/waitlist`,
    ...overrides,
  };
}

function post(body: unknown, token: string | null = 'good-token') {
  return new Request(URL_BASE, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: TEST_ORIGIN,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

Deno.test('OPTIONS answers the preflight with CORS headers for an allowed origin only', async () => {
  const { handler } = setup();
  const allowed = await handler(
    new Request(URL_BASE, { method: 'OPTIONS', headers: { Origin: TEST_ORIGIN } }),
  );
  assert.equal(allowed.status, 204);
  assert.equal(allowed.headers.get('Access-Control-Allow-Origin'), TEST_ORIGIN);
  assert.match(allowed.headers.get('Access-Control-Allow-Headers') ?? '', /authorization/);

  const other = await handler(
    new Request(URL_BASE, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
  );
  assert.equal(other.headers.get('Access-Control-Allow-Origin'), null);
});

Deno.test('a method other than POST gets 405', async () => {
  const { handler } = setup();
  const res = await handler(
    new Request(URL_BASE, { method: 'GET', headers: { Authorization: 'Bearer good-token' } }),
  );
  assert.equal(res.status, 405);
  assert.deepEqual(await res.json(), { error: 'Method not allowed' });
});

Deno.test('a missing or invalid bearer token gets 401 and creates nothing', async () => {
  const { handler, stripe } = setup();
  const missing = await handler(post(validBody(), null));
  assert.equal(missing.status, 401);
  assert.ok((await missing.json()).error);
  const invalid = await handler(post(validBody(), 'forged-token'));
  assert.equal(invalid.status, 401);
  assert.equal(stripe.customersById.size, 0);
  assert.equal(stripe.createdSessions.length, 0);
});

Deno.test('a wrong price or mode gets 400', async () => {
  const { handler, stripe } = setup();
  const price = await handler(post(validBody({ price_id: 'price_somebody_else' })));
  assert.equal(price.status, 400);
  assert.ok((await price.json()).error);
  const mode = await handler(post(validBody({ mode: 'subscription' })));
  assert.equal(mode.status, 400);
  await mode.body?.cancel();
  const notJson = await handler(
    new Request(URL_BASE, {
      method: 'POST',
      headers: { Authorization: 'Bearer good-token' },
      body: 'price_id=x',
    }),
  );
  assert.equal(notJson.status, 400);
  await notJson.body?.cancel();
  assert.equal(stripe.createdSessions.length, 0);
});

Deno.test('a redirect URL outside the allowed origins gets 400 (no open redirect)', async () => {
  const { handler, stripe } = setup();
  for (const body of [
    validBody({ success_url: 'https://evil.example/checkout-success?session_id={CHECKOUT_SESSION_ID}' }),
    validBody({ cancel_url: 'https://evil.example/waitlist' }),
    validBody({ cancel_url: 'javascript:alert(1)' }),
    validBody({ success_url: '/checkout-success' }),
    validBody({ success_url: `${TEST_ORIGIN}.evil.example/x` }),
  ]) {
    const res = await handler(post(body));
    assert.equal(res.status, 400, JSON.stringify(body));
    assert.ok((await res.json()).error);
  }
  assert.equal(stripe.createdSessions.length, 0);
});

Deno.test(
  'a valid request creates the deposit session for the caller and answers { sessionId, url }',
  async () => {
    const { handler, stripe, db } = setup();
    const res = await handler(post(validBody()));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('Access-Control-Allow-Origin'), TEST_ORIGIN);
    const body = await res.json();
    assert.match(body.sessionId, /^cs_/);
    assert.match(body.url, /^http:\/\/127\.0\.0\.1:12111\/c\/pay\//);

    const [params] = stripe.createdSessions;
    assert.equal(params.mode, 'payment');
    assert.deepEqual(params.line_items, [{ price: TEST_PRICE_ID, quantity: 1 }]);
    assert.equal(params.metadata?.user_id, USER_ID);
    assert.equal(params.success_url, `${TEST_ORIGIN}/checkout-success?session_id={CHECKOUT_SESSION_ID}`);
    assert.equal(params.cancel_url, `${TEST_ORIGIN}/waitlist`);
    const [customer] = db.rows('stripe_customers');
    assert.equal(params.customer, customer.customer_id);
    assert.deepEqual(
      db.rows('stripe_subscriptions').map((row) => [row.customer_id, row.status]),
      [[customer.customer_id, 'not_started']],
    );
  },
);

Deno.test('two concurrent checkouts for one user create one Stripe customer and one mapping', async () => {
  const { handler, stripe, db } = setup();
  const [a, b] = await Promise.all([handler(post(validBody())), handler(post(validBody()))]);
  assert.equal(a.status, 200);
  assert.equal(b.status, 200);
  await a.body?.cancel();
  await b.body?.cancel();
  assert.equal(stripe.customersById.size, 1);
  assert.equal(db.rows('stripe_customers').length, 1);
  assert.equal(db.rows('stripe_subscriptions').length, 1);
  const customers = new Set(stripe.createdSessions.map((params) => params.customer));
  assert.deepEqual([...customers], [db.rows('stripe_customers')[0].customer_id]);

  const again = await handler(post(validBody()));
  await again.body?.cancel();
  assert.equal(stripe.customersById.size, 1);
});

Deno.test('a failing database answers 500 with { error }', async () => {
  const { handler, db } = setup();
  db.failingTables.add('stripe_customers');
  const originalError = console.error;
  console.error = () => {};
  try {
    const res = await handler(post(validBody()));
    assert.equal(res.status, 500);
    assert.deepEqual(await res.json(), { error: 'Internal server error' });
  } finally {
    console.error = originalError;
  }
});

Deno.test('missing function env answers 500 instead of crashing', async () => {
  const handler = createCheckoutHandler(() => {
    throw new Error('Missing function env: STRIPE_SECRET_KEY');
  });
  const originalError = console.error;
  console.error = () => {};
  try {
    const res = await handler(post(validBody()));
    assert.equal(res.status, 500);
    await res.body?.cancel();
  } finally {
    console.error = originalError;
  }
});

function addRow(db: FakeDatabase, row: Record<string, unknown>) {
  return db.insertRow('waitlist_signups', {
    deposit_paid: false,
    deposit_amount: 0,
    status: 'pending_payment',
    user_id: USER_ID,
    ...row,
  });
}

Deno.test(
  "the session's metadata names the caller's own waitlist row by the my_waitlist_signup rule (paid first, else newest)",
  async () => {
    const { handler, stripe, db } = setup();
    addRow(db, { client_id: 'WAIT-STRANGERR', user_id: '00000000-0000-4000-8000-00000000000f' });
    addRow(db, { client_id: 'WAIT-OLDERROWW' });
    const newest = addRow(db, { client_id: 'WAIT-NEWESTROW' });
    const res = await handler(post(validBody()));
    assert.equal(res.status, 200);
    await res.body?.cancel();
    const [params] = stripe.createdSessions;
    assert.deepEqual(params.metadata, { user_id: USER_ID, waitlist_signup_id: String(newest.id) });
    assert.deepEqual(params.payment_intent_data?.metadata, params.metadata);
  },
);

Deno.test(
  'with no waitlist row on the server yet the session is created without waitlist_signup_id',
  async () => {
    const { handler, stripe } = setup();
    const res = await handler(post(validBody()));
    assert.equal(res.status, 200);
    await res.body?.cancel();
    assert.deepEqual(stripe.createdSessions[0].metadata, { user_id: USER_ID });
  },
);

Deno.test(
  'an owner holding a completed deposit gets 409 with a clear message and no new session',
  async () => {
    const { handler, stripe, db } = setup();
    addRow(db, { client_id: 'WAIT-PAIDROWWW' });
    const first = await handler(post(validBody()));
    await first.body?.cancel();
    const customerId = db.rows('stripe_customers')[0].customer_id;
    db.insertRow('stripe_orders', {
      checkout_session_id: 'cs_test_done',
      customer_id: customerId,
      amount_total: 9900,
      currency: 'usd',
      status: 'completed',
    });
    const again = await handler(post(validBody()));
    assert.equal(again.status, 409);
    assert.equal(again.headers.get('Access-Control-Allow-Origin'), TEST_ORIGIN);
    assert.deepEqual(await again.json(), {
      error: 'Your spot is already reserved: your $99 deposit has been paid.',
    });
    assert.equal(stripe.createdSessions.length, 1);

    // Refunded, the owner may reserve again.
    db.rows('stripe_orders')[0].status = 'refunded';
    const afterRefund = await handler(post(validBody()));
    assert.equal(afterRefund.status, 200);
    await afterRefund.body?.cancel();
  },
);

Deno.test('a waitlist row already marked paid also gets 409', async () => {
  const { handler, stripe, db } = setup();
  addRow(db, { client_id: 'WAIT-PAIDROWWW', deposit_paid: true, deposit_amount: 99, status: 'confirmed' });
  const res = await handler(post(validBody()));
  assert.equal(res.status, 409);
  await res.body?.cancel();
  assert.equal(stripe.createdSessions.length, 0);
});
