// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createSupabaseAdminData } from '../../src/lib/submissions/supabase-admin-data.ts';
import type { AdminDataPort } from '../../src/lib/submissions/port.ts';
import { createTestClient, signInAdmin, signUpOwner } from './support.ts';

/**
 * A waitlist signup's deposit history on the local stack (supabase/migrations/*_deposit_history.sql): an owner keeps
 * one waitlist row however many times they reserve, and each checkout is a stripe_orders row tied to it by
 * waitlist_signup_id, refunded ones with their stripe_refunds row, as stripe-webhook records them. The admin reads
 * every checkout, payment and refund of a row, the tab's figures count them across re-reservations, and the waitlist
 * export carries each row's totals.
 */

const RETURNER = 'WAIT-RETURNER1';
const ONCE = 'WAIT-PAIDONCE1';
const UNPAID = 'WAIT-NOTPAID01';
const RECORDED = 'WAIT-RECORDED1';

/**
 * The returner paid, was refunded, had a checkout fail, paid again, was refunded again and paid a third time (the row
 * says confirmed, $99); another owner paid once; one never paid; one refunded deposit was recorded on its row before
 * orders named rows. A paid order tied to no row (its account was deleted) belongs to no history.
 */
const seed = `
  insert into public.waitlist_signups
    (client_id, first_name, last_name, email, phone, deposit_paid, deposit_amount, status, card_last4, refunded_at, created_at)
  values
    ('${RETURNER}', 'Rosa', 'Returner', 'rosa@example.com', '555-0100', true, 99, 'confirmed', '4242', null, '2026-11-01T10:00:00Z'),
    ('${ONCE}', 'Omar', 'Once', 'omar@example.com', '555-0101', true, 99, 'confirmed', '4242', null, '2026-11-01T11:00:00Z'),
    ('${UNPAID}', 'Una', 'Unpaid', 'una@example.com', '555-0102', false, 0, 'pending_payment', null, null, '2026-11-01T12:00:00Z'),
    ('${RECORDED}', 'Reed', 'Recorded', 'reed@example.com', '555-0103', false, 99, 'refunded', null, '2026-10-20T09:00:00Z', '2026-10-10T09:00:00Z');

  insert into public.stripe_orders
    (checkout_session_id, payment_intent_id, customer_id, amount_subtotal, amount_total, currency, payment_status, status,
     waitlist_signup_id, reference, created_at, updated_at)
  select s.session, s.intent, 'cus_rosa', 9900, 9900, 'usd', s.payment_status, s.status::public.stripe_order_status,
         (select id from public.waitlist_signups where client_id = s.client_id), s.reference, s.created_at, s.updated_at
  from (values
    ('cs_r1', 'pi_r1', 'paid', 'refunded', '${RETURNER}', 'DK-RES-AAAAAAAA', timestamptz '2026-11-02T10:00:00Z', timestamptz '2026-11-03T10:00:00Z'),
    ('cs_r2', 'pi_r2', 'unpaid', 'canceled', '${RETURNER}', 'DK-RES-BBBBBBBB', '2026-11-05T10:00:00Z', '2026-11-05T10:00:00Z'),
    ('cs_r3', 'pi_r3', 'paid', 'refunded', '${RETURNER}', 'DK-RES-CCCCCCCC', '2026-11-06T10:00:00Z', '2026-11-07T10:00:00Z'),
    ('cs_r4', 'pi_r4', 'paid', 'completed', '${RETURNER}', 'DK-RES-DDDDDDDD', '2026-11-09T10:00:00Z', '2026-11-09T10:00:00Z'),
    ('cs_o1', 'pi_o1', 'paid', 'completed', '${ONCE}', 'DK-RES-EEEEEEEE', '2026-11-02T12:00:00Z', '2026-11-02T12:00:00Z')
  ) as s(session, intent, payment_status, status, client_id, reference, created_at, updated_at);

  insert into public.stripe_orders
    (checkout_session_id, payment_intent_id, customer_id, amount_total, currency, payment_status, status, waitlist_signup_id)
  values ('cs_gone', 'pi_gone', 'cus_gone', 9900, 'usd', 'paid', 'completed', null);

  insert into public.stripe_refunds (payment_intent_id, charge_id, amount_refunded, currency, created_at)
  values ('pi_r1', 'ch_r1', 9900, 'usd', '2026-11-03T10:00:00Z'),
         ('pi_r3', 'ch_r3', 9900, 'usd', '2026-11-07T10:00:00Z');
`;

let stack: LocalStack;
let admin: SupabaseClient;
let data: AdminDataPort;
const rpcCalls: string[] = [];

/** The admin's client with every rpc name recorded, so a test can count the export's calls. */
function watchRpc(client: SupabaseClient): SupabaseClient {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'rpc') {
        return (fn: string, args?: Record<string, unknown>) => {
          rpcCalls.push(fn);
          return target.rpc(fn, args);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function history(clientId: string) {
  const { data: rows, error } = await admin.rpc('admin_deposit_history', { signup_client_id: clientId });
  expect(error).toBeNull();
  return rows as { kind: string; happened_at: string; amount_cents: number; currency: string; reference: string | null; status: string }[];
}

async function signupId(clientId: string): Promise<number> {
  const { rows } = await stack.db.query<{ id: number }>(`select id::int as id from public.waitlist_signups where client_id = $1`, [clientId]);
  return rows[0]!.id;
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  await stack.db.exec(seed);
  admin = (await signInAdmin(stack)).client;
  data = createSupabaseAdminData({ client: () => watchRpc(admin), inviteVendor: async () => {} });
});

afterAll(async () => {
  await stack?.stop();
});

describe("a waitlist signup's deposit history", () => {
  it('lists every checkout, payment and refund across re-reservations, oldest first, each with its DK-RES- reference and status', async () => {
    const lines = await history(RETURNER);
    expect(lines.map((line) => [line.kind, line.status, line.reference])).toEqual([
      ['payment', 'paid', 'DK-RES-AAAAAAAA'],
      ['refund', 'refunded', 'DK-RES-AAAAAAAA'],
      ['checkout', 'canceled', 'DK-RES-BBBBBBBB'],
      ['payment', 'paid', 'DK-RES-CCCCCCCC'],
      ['refund', 'refunded', 'DK-RES-CCCCCCCC'],
      ['payment', 'paid', 'DK-RES-DDDDDDDD'],
    ]);
    expect(lines.every((line) => line.amount_cents === 9900 && line.currency === 'usd')).toBe(true);
    // The refund is dated when Stripe reported it, the payment when it was recorded.
    expect(new Date(lines[0]!.happened_at).toISOString()).toBe('2026-11-02T10:00:00.000Z');
    expect(new Date(lines[1]!.happened_at).toISOString()).toBe('2026-11-03T10:00:00.000Z');
  });

  it('reads the same through the admin data port, in dollars, with the WAIT- id as the dashboard shows it', async () => {
    const lines = await data.depositHistory!(RETURNER);
    expect(lines.slice(0, 2)).toEqual([
      { kind: 'payment', at: expect.any(String), amount: 99, currency: 'usd', reference: 'DK-RES-AAAAAAAA', status: 'paid' },
      { kind: 'refund', at: expect.any(String), amount: 99, currency: 'usd', reference: 'DK-RES-AAAAAAAA', status: 'refunded' },
    ]);
  });

  it('is empty for a signup that never paid or does not exist, and a deposit recorded on its row alone has no reference', async () => {
    expect(await history(UNPAID)).toEqual([]);
    expect(await history('WAIT-NOSUCHROW')).toEqual([]);
    expect((await history(RECORDED)).map((line) => [line.kind, line.status, line.reference, line.amount_cents])).toEqual([
      ['payment', 'paid', null, 9900],
      ['refund', 'refunded', null, 9900],
    ]);
  });

  it('is refused to an owner (403) and to an anonymous visitor (401), and the totals too', async () => {
    const owner = await signUpOwner(stack, 'history-owner');
    const id = await signupId(RETURNER);
    for (const [client, status] of [
      [owner.client, 403],
      [createTestClient(stack), 401],
    ] as const) {
      const lines = await client.rpc('admin_deposit_history', { signup_client_id: RETURNER });
      expect(lines, `history ${status}`).toMatchObject({ data: null, status, error: { code: '42501' } });
      const totals = await client.rpc('admin_deposit_totals', { signup_ids: [id] });
      expect(totals, `totals ${status}`).toMatchObject({ data: null, status, error: { code: '42501' } });
    }
  });
});

describe("the Waitlist tab's figures", () => {
  it('count every payment and refund across re-reservations, and add up with the histories', async () => {
    const figures = await data.stats('waitlist');
    // Rosa paid three times and was refunded twice, Omar paid once, Reed's recorded deposit was paid and refunded.
    expect(figures).toEqual({
      total: 4,
      paid: 5,
      pendingPayment: 1,
      refunded: 3,
      totalDeposits: 198,
      // Nobody has been invited or listed a property; Reed's refund withdrew him.
      doors: 0,
      monthlyRent: 0,
      monthlyFee: 0,
      waitlisted: 3,
      invited: 0,
      onboarding: 0,
      live: 0,
    });

    let payments = 0;
    let refunds = 0;
    let held = 0;
    for (const clientId of [RETURNER, ONCE, UNPAID, RECORDED]) {
      for (const line of await data.depositHistory!(clientId)) {
        if (line.kind === 'payment') {
          payments += 1;
          held += line.amount!;
        } else if (line.kind === 'refund') {
          refunds += 1;
          held -= line.amount!;
        }
      }
    }
    expect({ paid: payments, refunded: refunds, totalDeposits: held }).toEqual({
      paid: figures.paid,
      refunded: figures.refunded,
      totalDeposits: figures.totalDeposits,
    });
  });
});

describe('the waitlist export', () => {
  it("carries each signup's deposit totals, asked once per export page", async () => {
    rpcCalls.length = 0;
    const records = await data.export('waitlist');
    const byId = Object.fromEntries(records.map((record) => [record.id, record.depositTotals]));
    expect(byId).toEqual({
      [RETURNER]: { payments: 3, refunds: 2, amountPaid: 297, amountRefunded: 198, amountHeld: 99 },
      [ONCE]: { payments: 1, refunds: 0, amountPaid: 99, amountRefunded: 0, amountHeld: 99 },
      [UNPAID]: { payments: 0, refunds: 0, amountPaid: 0, amountRefunded: 0, amountHeld: 0 },
      [RECORDED]: { payments: 1, refunds: 1, amountPaid: 99, amountRefunded: 99, amountHeld: 0 },
    });
    expect(rpcCalls.filter((fn) => fn === 'admin_list')).toHaveLength(1);
    expect(rpcCalls.filter((fn) => fn === 'admin_deposit_totals')).toHaveLength(1);
  });

  it('leaves out ids that are no signup and refuses more than one page of ids', async () => {
    const { data: rows, error } = await admin.rpc('admin_deposit_totals', { signup_ids: [await signupId(ONCE), 987654] });
    expect(error).toBeNull();
    expect(rows).toEqual([
      { signup_id: await signupId(ONCE), payments: 1, refunds: 0, amount_paid: 99, amount_refunded: 0, amount_held: 99 },
    ]);
    const tooMany = await admin.rpc('admin_deposit_totals', { signup_ids: Array.from({ length: 1001 }, (_, index) => index + 1) });
    expect(tooMany.error).toMatchObject({ code: '22023' });
  });
});
