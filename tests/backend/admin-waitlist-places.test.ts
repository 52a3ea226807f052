// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { signInAdmin } from './support.ts';

/**
 * The admin's Position column reads a whole page's places at once (admin_list through
 * public.waitlist_queue_positions); each place must still be the one rule of public.waitlist_queue_position: a
 * refunded row has none, any other is 500 + its rank by (queued_at, id) among the rows not refunded. The seed makes
 * that rule hard to get right in bulk: rows that joined the line at the very same instant (ties broken by id), rows
 * on both sides of UTC midnight, refunded rows among the ties, and rows listed far from their place because their
 * place was bought again after a refund (queued_at long after created_at).
 */

const ROWS = 180;
type Seeded = { g: number; id: number; queuedAt: number; refunded: boolean };

// Row g: created g minutes ago (g = 1 the newest, so page 1 holds g 1–50). Places: groups of three share one
// queued_at, the groups spaced 53 minutes apart from 20:00 UTC eight days ago, so the line crosses several UTC
// midnights; every 7th row is refunded; every 11th was paid again after a refund and stands at the end of the line,
// all of those at one instant.
const seed = `
  insert into public.waitlist_signups (client_id, first_name, last_name, email, phone, deposit_paid, deposit_amount,
    status, card_last4, refunded_at, created_at, queued_at)
  select 'WAIT-P' || lpad(g::text, 8, '0'), 'Place', 'Row' || g, 'place-' || g || '@example.com', '555-0100',
         g % 7 <> 0, 99, case when g % 7 = 0 then 'refunded' else 'confirmed' end, '4242', case when g % 7 = 0 then now() end,
         now() - g * interval '1 minute',
         case when g % 11 = 0 then date_trunc('hour', now()) - interval '1 hour'
              else date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '8 days' + interval '20 hours'
                   + ((${ROWS} - g) / 3) * interval '53 minutes' end
  from generate_series(${ROWS}, 1, -1) g;
`;

let stack: LocalStack;
let admin: SupabaseClient;
let seeded: Seeded[];

/** The rule, computed here over every seeded row. */
function expectedPlace(row: Seeded): number | null {
  if (row.refunded) return null;
  const ahead = seeded.filter(
    (other) => !other.refunded && (other.queuedAt < row.queuedAt || (other.queuedAt === row.queuedAt && other.id < row.id)),
  );
  return 501 + ahead.length;
}

async function page(options: { search?: string; page_offset?: number; page_limit?: number }) {
  const { data, error } = await admin.rpc('admin_list', { kind: 'waitlist_signups', ...options });
  expect(error).toBeNull();
  return (data as { total: number; rows: { client_id: string; queue_position: number | null }[] }).rows;
}

const gOf = (clientId: string) => Number(clientId.slice('WAIT-P'.length));

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  await stack.db.exec(seed);
  const rows = await stack.db.query<{ client_id: string; id: number; queued_ms: number; status: string }>(
    `select client_id, id::int as id, (extract(epoch from queued_at) * 1000)::float8 as queued_ms, status
       from public.waitlist_signups`,
  );
  seeded = rows.rows.map((row) => ({ g: gOf(row.client_id), id: row.id, queuedAt: row.queued_ms, refunded: row.status === 'refunded' }));
  admin = (await signInAdmin(stack)).client;
});

afterAll(async () => {
  await stack?.stop();
});

describe('the places of a whole waitlist page', () => {
  it('the seed has ties, refunds among them, several UTC days and rows whose place was bought again', () => {
    const instants = new Map<number, number>();
    for (const row of seeded) instants.set(row.queuedAt, (instants.get(row.queuedAt) ?? 0) + 1);
    expect([...instants.values()].filter((count) => count > 1).length).toBeGreaterThan(10);
    expect(new Set(seeded.map((row) => new Date(row.queuedAt).toISOString().slice(0, 10))).size).toBeGreaterThan(3);
    expect(seeded.filter((row) => row.refunded && instants.get(row.queuedAt)! > 1).length).toBeGreaterThan(5);
  });

  it('gives every row of every page the place the one-row rule gives, refunded rows none', async () => {
    const byG = new Map(seeded.map((row) => [row.g, row]));
    for (const offset of [0, 50, 100, 150]) {
      const rows = await page({ page_offset: offset, page_limit: 50 });
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => [row.client_id, row.queue_position])).toEqual(
        rows.map((row) => [row.client_id, expectedPlace(byG.get(gOf(row.client_id))!)]),
      );
    }
    // The single-row function agrees with the page for every row.
    const single = await stack.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      return tx.query<{ client_id: string; place: number | null }>(
        `select client_id, public.waitlist_queue_position(id) as place from public.waitlist_signups`,
      );
    });
    for (const row of single.rows) expect([row.client_id, row.place]).toEqual([row.client_id, expectedPlace(byG.get(gOf(row.client_id))!)]);
  });

  it('keeps each search hit’s place over the whole line, ties and refunds included', async () => {
    // 'row1' finds Row1, Row10–Row19, Row100–Row180: hits spread over the whole line.
    const rows = await page({ search: 'row1', page_limit: 200 });
    const hits = seeded.filter((row) => String(row.g).startsWith('1'));
    expect(rows).toHaveLength(hits.length);
    for (const row of rows) {
      expect([row.client_id, row.queue_position]).toEqual([row.client_id, expectedPlace(seeded.find((s) => s.g === gOf(row.client_id))!)]);
    }
    expect(rows.some((row) => row.queue_position === null)).toBe(true);
  });
});
