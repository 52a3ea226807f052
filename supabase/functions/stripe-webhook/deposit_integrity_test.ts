// Every paid deposit reaches its waitlist row exactly once, in whatever order and however often Stripe delivers the
// events. Stripe does not guarantee event order and may deliver an event more than once
// (https://docs.stripe.com/webhooks#event-ordering, https://docs.stripe.com/webhooks#handle-duplicate-events).
import assert from 'node:assert/strict';
import Stripe from 'stripe';
import { createWebhookHandler } from '../_shared/webhook.ts';
import { FakeDatabase, FakeStripe, TEST_WEBHOOK_SECRET, testDeps } from '../_shared/testing/fakes.ts';

const USER_ID = '00000000-0000-4000-8000-000000000012';
const OTHER_USER_ID = '00000000-0000-4000-8000-000000000013';
const CUSTOMER_ID = 'cus_integrity1';
const cryptoProvider = Stripe.createSubtleCryptoProvider();
let eventCounter = 0;

type Row = Record<string, unknown>;

function setup(options: { rows?: Row[] } = {}) {
  const db = new FakeDatabase();
  const stripe = new FakeStripe();
  stripe.cardsByPaymentIntent.set('pi_int_1', '4242');
  stripe.cardsByPaymentIntent.set('pi_int_2', '5555');
  db.insertRow('stripe_customers', { user_id: USER_ID, customer_id: CUSTOMER_ID, deleted_at: null });
  const rows = (options.rows ?? [{ client_id: 'WAIT-AAAAAAAAA', user_id: USER_ID }]).map((row) =>
    db.insertRow('waitlist_signups', {
      deposit_paid: false,
      deposit_amount: 0,
      status: 'pending_payment',
      ...row,
    }),
  );
  const handler = createWebhookHandler(() => testDeps(db, stripe));
  return { db, handler, rows };
}

function event(type: string, object: Row) {
  return {
    id: `evt_int_${++eventCounter}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: 1_800_000_000,
    livemode: false,
    data: { object },
  };
}

function session(overrides: Row = {}): Row {
  return {
    id: 'cs_test_int1',
    object: 'checkout.session',
    mode: 'payment',
    customer: CUSTOMER_ID,
    payment_intent: 'pi_int_1',
    payment_status: 'paid',
    status: 'complete',
    amount_subtotal: 9900,
    amount_total: 9900,
    currency: 'usd',
    metadata: { user_id: USER_ID },
    ...overrides,
  };
}

function charge(paymentIntent = 'pi_int_1'): Row {
  return {
    id: `ch_${paymentIntent}`,
    object: 'charge',
    payment_intent: paymentIntent,
    customer: CUSTOMER_ID,
    amount: 9900,
    amount_refunded: 9900,
    refunded: true,
    currency: 'usd',
    metadata: {},
  };
}

async function deliver(handler: (req: Request) => Promise<Response>, type: string, object: Row) {
  const payload = JSON.stringify(event(type, object));
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: TEST_WEBHOOK_SECRET,
    cryptoProvider,
  });
  const res = await handler(
    new Request('http://127.0.0.1/stripe-webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
      body: payload,
    }),
  );
  await res.body?.cancel();
  return res.status;
}

async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const [error, warn] = [console.error, console.warn];
  console.error = () => {};
  console.warn = () => {};
  try {
    return await work();
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/** Every distinct ordering of a list that may hold equal items (a multiset), generated rather than written out. */
function permutations<T>(items: readonly T[], key: (item: T) => string): T[][] {
  if (items.length <= 1) return [[...items]];
  const result: T[][] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(key(item))) return;
    seen.add(key(item));
    const rest = [...items.slice(0, index), ...items.slice(index + 1)];
    for (const tail of permutations(rest, key)) result.push([item, ...tail]);
  });
  return result;
}

/** The deposit's events by name; each delivery gets a fresh event id, so a duplicate is a true replay. */
const EVENTS: Record<string, [string, () => Row]> = {
  'completed(paid)': ['checkout.session.completed', () => session()],
  'completed(unpaid)': ['checkout.session.completed', () => session({ payment_status: 'unpaid' })],
  async_succeeded: ['checkout.session.async_payment_succeeded', () => session()],
  async_failed: ['checkout.session.async_payment_failed', () => session({ payment_status: 'unpaid' })],
  'charge.refunded': ['charge.refunded', () => charge()],
};

/** The state a run ends in, without timestamps. */
function finalState(db: FakeDatabase) {
  const [order] = db.rows('stripe_orders');
  const [row] = db.rows('waitlist_signups');
  return {
    orders: db.rows('stripe_orders').length,
    order: order && {
      status: order.status,
      payment_status: order.payment_status,
      waitlist_signup_id: order.waitlist_signup_id,
    },
    row: {
      deposit_paid: row.deposit_paid,
      deposit_amount: row.deposit_amount,
      status: row.status,
      card_last4: row.card_last4 ?? null,
      refunded: Boolean(row.refunded_at),
    },
    unmatched: db.rows('unmatched_deposits').map((entry) => entry.reason),
  };
}

async function runSequence(names: readonly string[], rows?: Row[]) {
  const { db, handler } = setup({ rows });
  const statuses: number[] = [];
  for (const name of names) {
    const [type, object] = EVENTS[name];
    statuses.push(await quietly(() => deliver(handler, type, object())));
  }
  return { db, statuses, state: finalState(db) };
}

const confirmed = (rowId: number) => ({
  orders: 1,
  order: { status: 'completed', payment_status: 'paid', waitlist_signup_id: rowId },
  row: { deposit_paid: true, deposit_amount: 99, status: 'confirmed', card_last4: '4242', refunded: false },
  unmatched: [],
});
const refunded = (rowId: number) => ({
  orders: 1,
  order: { status: 'refunded', payment_status: 'paid', waitlist_signup_id: rowId },
  row: { deposit_paid: false, deposit_amount: 99, status: 'refunded', card_last4: '4242', refunded: true },
  unmatched: [],
});
const untouchedRow = {
  deposit_paid: false,
  deposit_amount: 0,
  status: 'pending_payment',
  card_last4: null,
  refunded: false,
};

// Each scenario's events, each delivered twice (once as a replay with a new event id), in every distinct order.
const SCENARIOS: { name: string; events: string[]; expected: (rowId: number) => unknown }[] = [
  { name: 'completed(paid)', events: ['completed(paid)'], expected: confirmed },
  {
    name: 'completed(paid) + charge.refunded',
    events: ['completed(paid)', 'charge.refunded'],
    expected: refunded,
  },
  {
    name: 'completed(unpaid) + async_succeeded',
    events: ['completed(unpaid)', 'async_succeeded'],
    expected: confirmed,
  },
  {
    name: 'completed(unpaid) + async_succeeded + charge.refunded',
    events: ['completed(unpaid)', 'async_succeeded', 'charge.refunded'],
    expected: refunded,
  },
  {
    name: 'completed(unpaid) + async_failed',
    events: ['completed(unpaid)', 'async_failed'],
    expected: (rowId) => ({
      orders: 1,
      order: { status: 'canceled', payment_status: 'unpaid', waitlist_signup_id: rowId },
      row: untouchedRow,
      unmatched: [],
    }),
  },
];

for (const scenario of SCENARIOS) {
  Deno.test(
    `every order of ${scenario.name}, each event delivered twice, ends in the same state`,
    async () => {
      const orders = permutations([...scenario.events, ...scenario.events], (name) => name);
      assert.ok(orders.length >= 1);
      for (const names of orders) {
        const { db, statuses, state } = await runSequence(names);
        const rowId = db.rows('waitlist_signups')[0].id as number;
        // Every delivery is acknowledged only because it was recorded; none needs Stripe to retry.
        assert.deepEqual(
          statuses,
          names.map(() => 200),
          names.join(' → '),
        );
        assert.deepEqual(state, scenario.expected(rowId), names.join(' → '));
      }
    },
  );
}

Deno.test(
  'every order of all the deposit events at once: a refund is final, and nothing turns a completed order back',
  async () => {
    const all = [
      'completed(paid)',
      'completed(unpaid)',
      'async_succeeded',
      'async_failed',
      'charge.refunded',
    ];
    const withRefund = permutations(all, (name) => name);
    assert.equal(withRefund.length, 120);
    for (const names of withRefund) {
      const { db, state } = await runSequence(names);
      assert.deepEqual(state, refunded(db.rows('waitlist_signups')[0].id as number), names.join(' → '));
    }
    const withoutRefund = permutations(all.slice(0, 4), (name) => name);
    assert.equal(withoutRefund.length, 24);
    for (const names of withoutRefund) {
      const { db, state } = await runSequence(names);
      assert.deepEqual(state, confirmed(db.rows('waitlist_signups')[0].id as number), names.join(' → '));
    }
  },
);

Deno.test(
  'with no waitlist row, every order of the events records one unmatched deposit and answers 200',
  async () => {
    for (const names of permutations(
      ['completed(paid)', 'completed(paid)', 'charge.refunded'],
      (name) => name,
    )) {
      const { db, statuses } = await runSequence(names, [
        { client_id: 'WAIT-OTHEROWNR', user_id: OTHER_USER_ID },
      ]);
      assert.deepEqual(statuses, [200, 200, 200], names.join(' → '));
      const unmatched = db.rows('unmatched_deposits');
      assert.equal(unmatched.length, 1, names.join(' → '));
      assert.equal(unmatched[0].reason, 'no_waitlist_row');
      assert.equal(unmatched[0].checkout_session_id, 'cs_test_int1');
      assert.equal(unmatched[0].user_id, USER_ID);
      assert.equal(unmatched[0].amount_total, 9900);
      assert.equal(db.rows('stripe_orders')[0].status, 'refunded');
      // Nobody else's row is touched.
      assert.equal(db.rows('waitlist_signups')[0].deposit_paid, false);
    }
  },
);

Deno.test('the deposit marks exactly the row stripe-checkout named in waitlist_signup_id', async () => {
  // The owner corrected their e-mail after step 1: two rows, the newer one would win the "newest" rule.
  const { db, handler, rows } = setup({
    rows: [
      { client_id: 'WAIT-FIRSTROWW', user_id: USER_ID },
      { client_id: 'WAIT-SECONDROW', user_id: USER_ID },
    ],
  });
  const [first, second] = rows;
  const status = await deliver(
    handler,
    'checkout.session.completed',
    session({ metadata: { user_id: USER_ID, waitlist_signup_id: String(first.id) } }),
  );
  assert.equal(status, 200);
  assert.equal(first.deposit_paid, true);
  assert.equal(first.status, 'confirmed');
  assert.equal(second.deposit_paid, false);
  assert.equal(db.rows('stripe_orders')[0].waitlist_signup_id, first.id);
});

Deno.test("metadata naming another owner's row is ignored: the buyer's own row is paid", async () => {
  const { db, handler, rows } = setup({
    rows: [
      { client_id: 'WAIT-STRANGERR', user_id: OTHER_USER_ID },
      { client_id: 'WAIT-BUYERROWW', user_id: USER_ID },
    ],
  });
  const [stranger, buyer] = rows;
  const status = await quietly(() =>
    deliver(
      handler,
      'checkout.session.completed',
      session({ metadata: { user_id: USER_ID, waitlist_signup_id: String(stranger.id) } }),
    ),
  );
  assert.equal(status, 200);
  assert.equal(stranger.deposit_paid, false);
  assert.equal(buyer.deposit_paid, true);
  assert.equal(db.rows('stripe_orders')[0].waitlist_signup_id, buyer.id);
});

Deno.test(
  'a row that reached the server after the checkout started (no id in metadata) still gets the deposit',
  async () => {
    const { db, handler, rows } = setup();
    const status = await deliver(
      handler,
      'checkout.session.completed',
      session({ metadata: { user_id: USER_ID } }),
    );
    assert.equal(status, 200);
    assert.equal(rows[0].deposit_paid, true);
    assert.equal(db.rows('unmatched_deposits').length, 0);
  },
);

Deno.test(
  'a second paid deposit for the same row is flagged for the admin; the row is refunded only when no paid deposit remains',
  async () => {
    const { db, handler, rows } = setup();
    const row = rows[0];
    const meta = { user_id: USER_ID, waitlist_signup_id: String(row.id) };
    assert.equal(await deliver(handler, 'checkout.session.completed', session({ metadata: meta })), 200);
    const second = session({ id: 'cs_test_int2', payment_intent: 'pi_int_2', metadata: meta });
    assert.equal(await quietly(() => deliver(handler, 'checkout.session.completed', second)), 200);
    assert.deepEqual(
      db
        .rows('unmatched_deposits')
        .map((entry) => [entry.checkout_session_id, entry.reason, entry.waitlist_signup_id]),
      [['cs_test_int2', 'second_deposit', row.id]],
    );
    assert.equal(row.status, 'confirmed');

    assert.equal(await deliver(handler, 'charge.refunded', charge('pi_int_1')), 200);
    assert.equal(row.deposit_paid, true, 'the other deposit is still paid');
    assert.equal(row.status, 'confirmed');

    assert.equal(await deliver(handler, 'charge.refunded', charge('pi_int_2')), 200);
    assert.equal(row.deposit_paid, false);
    assert.equal(row.status, 'refunded');
    assert.deepEqual(
      db.rows('stripe_orders').map((order) => order.status),
      ['refunded', 'refunded'],
    );
  },
);

Deno.test(
  'a charge.refunded for a payment not recorded yet is kept (200) and applied when the payment arrives',
  async () => {
    const { db, handler, rows } = setup();
    const early = await quietly(() => deliver(handler, 'charge.refunded', charge()));
    assert.equal(early, 200);
    assert.deepEqual(
      db.rows('stripe_refunds').map((refund) => refund.payment_intent_id),
      ['pi_int_1'],
    );
    assert.equal(db.rows('stripe_orders').length, 0);

    assert.equal(await deliver(handler, 'checkout.session.completed', session()), 200);
    assert.equal(db.rows('stripe_orders')[0].status, 'refunded');
    assert.equal(rows[0].deposit_paid, false);
    assert.equal(rows[0].status, 'refunded');
  },
);

Deno.test('a partial refund leaves the deposit in place and records nothing', async () => {
  const { db, handler, rows } = setup();
  await deliver(handler, 'checkout.session.completed', session());
  const partial = { ...charge(), refunded: false, amount_refunded: 100 };
  assert.equal(await deliver(handler, 'charge.refunded', partial), 200);
  assert.equal(rows[0].status, 'confirmed');
  assert.equal(db.rows('stripe_refunds').length, 0);
});

Deno.test(
  'a failing unmatched-deposit write answers 5xx, so Stripe retries rather than the money being lost',
  async () => {
    const { db, handler } = setup({ rows: [] as Row[] });
    db.failingTables.add('unmatched_deposits');
    const failed = await quietly(() => deliver(handler, 'checkout.session.completed', session()));
    assert.ok(failed >= 500, `status ${failed}`);
    assert.equal(db.rows('stripe_webhook_events').length, 0);
    db.failingTables.delete('unmatched_deposits');
    assert.equal(await quietly(() => deliver(handler, 'checkout.session.completed', session())), 200);
    assert.equal(db.rows('unmatched_deposits').length, 1);
  },
);

Deno.test(
  'a refund processed in the middle of the payment event still ends refunded (both race windows)',
  async () => {
    const windows: [string, (table: string, payload: Row) => boolean][] = [
      // After the payment event has looked for a refund and before it saves the order.
      [
        'before the order is saved',
        (table, payload) => table === 'stripe_orders' && payload.status === 'completed',
      ],
      // After the order is saved and before the row is confirmed.
      [
        'before the row is confirmed',
        (table, payload) => table === 'waitlist_signups' && payload.deposit_paid === true,
      ],
    ];
    for (const [name, at] of windows) {
      const { db, handler } = setup();
      let fired = false;
      db.beforeWrite = async (table, _op, payload) => {
        if (fired || !at(table, payload)) return;
        fired = true;
        assert.equal(await quietly(() => deliver(handler, 'charge.refunded', charge())), 200);
      };
      assert.equal(await quietly(() => deliver(handler, 'checkout.session.completed', session())), 200);
      assert.ok(fired, name);
      assert.deepEqual(finalState(db), refunded(db.rows('waitlist_signups')[0].id as number), name);
    }
  },
);
