// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { signInAdmin } from './support.ts';

/**
 * The waitlist, newsletter and support figures come from tallies that triggers keep (private.admin_tallies), not from
 * counting the tables. Whatever writes the rows (one statement of many rows, updates that move rows between
 * statuses or sources, deletions), each figure must still equal a fresh count of the rows.
 */

let stack: LocalStack;
let admin: SupabaseClient;

async function figures(kind: string): Promise<Record<string, number>> {
  const { data, error } = await admin.rpc('admin_stats', { kind });
  expect(error).toBeNull();
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, Number(value)]));
}

/** The figures counted afresh from the rows, the way admin_stats counted them before the tallies. */
async function counted(): Promise<{ waitlist: Record<string, number>; newsletter: Record<string, number>; support: Record<string, number> }> {
  const one = async (sql: string) => {
    const { rows } = await stack.db.query<Record<string, number>>(sql);
    return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
  };
  return {
    waitlist: await one(`select count(*) as total, count(*) filter (where not deposit_paid and status <> 'refunded') as "pendingPayment"
                           from public.waitlist_signups`),
    newsletter: await one(`select count(*) filter (where status = 'confirmed') as total,
                                  count(*) filter (where status = 'confirmed' and source = 'homepage') as "fromHomepage",
                                  count(*) filter (where status = 'confirmed' and signup_date >= now() - interval '7 days') as "thisWeek",
                                  count(*) filter (where status = 'confirmed') as confirmed,
                                  count(*) filter (where status = 'unconfirmed') as unconfirmed,
                                  count(*) filter (where status = 'unsubscribed') as unsubscribed
                             from public.newsletter_signups`),
    support: await one(`select count(*) as total, count(*) filter (where status = 'open') as open from public.support_messages`),
  };
}

async function expectFiguresMatchTheRows() {
  const fresh = await counted();
  const waitlist = await figures('waitlist_signups');
  expect({ total: waitlist.total, pendingPayment: waitlist.pendingPayment }).toEqual(fresh.waitlist);
  expect(await figures('newsletter_signups')).toEqual(fresh.newsletter);
  expect(await figures('support_messages')).toEqual(fresh.support);
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  admin = (await signInAdmin(stack)).client;
  // The acknowledgement mail is not what this test is about, and 60 messages at once would queue 60 mails.
  await stack.db.exec(`
    alter table public.support_messages disable trigger support_messages_acknowledgement;
    insert into public.support_messages (client_id, name, email, subject, priority, category, message, status, created_at)
    select 'DK-' || lpad(g::text, 9, '0'), 'Asker ' || g, 'asker-' || g || '@example.com', 'Question ' || g, 'low',
           'general', 'How do I change my e-mail?', (array['open', 'in_progress', 'resolved', 'closed'])[g % 4 + 1],
           now() - g * interval '1 hour'
    from generate_series(60, 1, -1) g;
    alter table public.support_messages enable trigger support_messages_acknowledgement;

    insert into public.newsletter_signups (client_id, email, source, signup_date, created_at, confirmed_at, unsubscribed_at)
    select 'NEWS-' || lpad(g::text, 9, '0'), 'reader-' || g || '@example.com',
           (array['homepage', 'blog', 'footer'])[g % 3 + 1], now() - g * interval '1 day', now() - g * interval '1 day',
           case when g % 2 = 0 then now() - g * interval '1 day' end,
           case when g % 10 = 0 then now() end
    from generate_series(40, 1, -1) g;

    insert into public.waitlist_signups (client_id, first_name, last_name, email, phone, deposit_paid, deposit_amount,
      status, card_last4, refunded_at, created_at)
    select 'WAIT-' || lpad(g::text, 9, '0'), 'Guest', 'Number' || g, 'guest-' || g || '@example.com', '555-0100',
           g % 3 = 0, 99, case when g % 3 = 0 then 'confirmed' when g % 7 = 1 then 'refunded' else 'pending_payment' end,
           case when g % 3 = 0 then '4242' end, case when g % 7 = 1 and g % 3 <> 0 then now() end,
           now() - g * interval '1 hour'
    from generate_series(50, 1, -1) g;
  `);
});

afterAll(async () => {
  await stack?.stop();
});

describe('the tabs’ figures follow the rows', () => {
  it('after rows are inserted many at a time', async () => {
    const fresh = await counted();
    expect(fresh.support.open).toBeGreaterThan(0);
    expect(fresh.newsletter.unsubscribed).toBeGreaterThan(0);
    expect(fresh.waitlist.pendingPayment).toBeGreaterThan(0);
    await expectFiguresMatchTheRows();
  });

  it('after updates move rows between statuses and sources', async () => {
    await stack.db.exec(`
      update public.support_messages set status = 'resolved' where status = 'open' and client_id < 'DK-000000030';
      update public.support_messages set status = 'open' where status = 'closed';
      update public.newsletter_signups set confirmed_at = now() where confirmed_at is null and client_id < 'NEWS-000000020';
      update public.newsletter_signups set source = 'homepage' where source = 'blog';
      update public.newsletter_signups set unsubscribed_at = now() where client_id like 'NEWS-00000003%';
      update public.waitlist_signups set deposit_paid = true, status = 'confirmed', card_last4 = '4242'
       where status = 'pending_payment' and client_id < 'WAIT-000000020';
      update public.waitlist_signups set first_name = 'Renamed';
    `);
    await expectFiguresMatchTheRows();
  });

  it('after rows are deleted', async () => {
    await stack.db.exec(`
      delete from public.support_messages where client_id like 'DK-00000001%';
      delete from public.newsletter_signups where client_id like 'NEWS-00000002%';
      delete from public.waitlist_signups where client_id like 'WAIT-00000004%';
    `);
    await expectFiguresMatchTheRows();
  });
});
