// @vitest-environment node
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, signInAdmin, signUpOwner } from './support.ts';

/**
 * The admin's launch overview (supabase/migrations/20261130500100_admin_overview.sql): headline figures with their
 * change over 7 days, signups per day, the owner funnel, sources and vendor coverage, answered in SQL for the admin
 * alone. Rows are seeded with times in the past; every figure is compared with what it was before the seed, so the
 * test holds whatever else the stack contains.
 */

let stack: LocalStack;
let admin: SupabaseClient;
const tag = `ov${Date.now().toString(36)}`;
/** A client id's nine characters: this run's code and a digit. */
const code = `O${Date.now().toString(36).toUpperCase()}`.slice(0, 8);

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  admin = (await signInAdmin(stack)).client;
});

afterAll(async () => {
  await stack?.stop();
});

type Figure = { now: number; weekAgo: number };
type Figures = Record<string, Figure>;
type Day = { day: string; waitlist_signups: number; paid_deposits: number; newsletter_confirmations: number; vendor_applications: number };

async function call<T>(fn: string, args?: Record<string, unknown>): Promise<T> {
  const { data, error } = await admin.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}`);
  return data as T;
}

const ago = (days: number) => `now() - interval '${days} days'`;

/** Rows at known ages: waitlist signups (some paid, one refunded), readers, vendor applications. */
async function seed() {
  await stack.db.exec(`
    insert into public.waitlist_signups
      (client_id, first_name, last_name, email, phone, deposit_paid, deposit_amount, status, refunded_at, created_at, utm_source, referrer_host)
    values
      ('WAIT-${code}1', 'Ada', 'New', '${tag}1@example.com', '555-0100', true, 99, 'confirmed', null, ${ago(2)}, 'podcast-${tag}', null),
      ('WAIT-${code}2', 'Bo', 'New', '${tag}2@example.com', '555-0100', false, 0, 'pending_payment', null, ${ago(3)}, 'podcast-${tag}', null),
      ('WAIT-${code}3', 'Cy', 'Older', '${tag}3@example.com', '555-0100', true, 99, 'confirmed', null, ${ago(20)}, null, 'news-${tag}.example'),
      ('WAIT-${code}4', 'Di', 'Refunded', '${tag}4@example.com', '555-0100', false, 99, 'refunded', ${ago(1)}, ${ago(40)}, null, null);
    insert into public.newsletter_signups (client_id, email, source, signup_date, created_at, confirmed_at, unsubscribed_at, utm_source)
    values
      ('NEWS-${code}1', 'r1-${tag}@example.com', 'homepage', ${ago(1)}, ${ago(1)}, ${ago(1)}, null, 'podcast-${tag}'),
      ('NEWS-${code}2', 'r2-${tag}@example.com', 'homepage', ${ago(10)}, ${ago(10)}, ${ago(10)}, null, null),
      ('NEWS-${code}3', 'r3-${tag}@example.com', 'homepage', ${ago(12)}, ${ago(12)}, ${ago(12)}, ${ago(2)}, null);
    insert into public.vendor_applications
      (client_id, application_number, status, approved_date, company, contact, email, phone, sms_number,
       year_established, number_of_employees, service_address, service_city, service_state, service_zip_code,
       service_area_radius, contact_hours, category, created_at)
    values
      ('VEN-${code}1', 'VN-${code}1', 'pending', null, 'Pending Co', 'P', 'v1-${tag}@example.com', '555', '555', 2010, '2-5',
       '1 Main St', 'Reno', 'NV', '89501', '25', 'Weekdays Only', '{Plumbing}', ${ago(1)}),
      ('VEN-${code}2', 'VN-${code}2', 'approved', current_date - 10, 'Old Pipes', 'O', 'v2-${tag}@example.com', '555', '555', 2010, '2-5',
       '1 Main St', 'Reno', 'WY', '82001', '25', 'Weekdays Only', '{Plumbing,HVAC}', ${ago(30)}),
      ('VEN-${code}3', 'VN-${code}3', 'approved', current_date - 1, 'New Sparks', 'N', 'v3-${tag}@example.com', '555', '555', 2010, '2-5',
       '1 Main St', 'Casper', 'WY', '82601', '25', 'Weekdays Only', '{Electrical}', ${ago(5)});
  `);
}

const change = (before: Figure, after: Figure) => ({ now: after.now - before.now, weekAgo: after.weekAgo - before.weekAgo });
const total = (days: Day[], key: keyof Omit<Day, 'day'>) => days.reduce((sum, day) => sum + day[key], 0);

describe('the admin overview', () => {
  it('answers figures, days, funnel, sources and coverage that move with the rows, each at its own time', async () => {
    const owner = await signUpOwner(stack, `owner-${tag}`);
    const before = {
      figures: await call<Figures>('admin_overview_figures'),
      days30: await call<Day[]>('admin_overview_daily', { p_days: 30 }),
      days90: await call<Day[]>('admin_overview_daily', { p_days: 90 }),
      funnel: await call<Record<string, number>>('admin_overview_funnel', { p_days: 30 }),
    };
    await seed();
    // The owner holds a place in line and keeps two rentals: one added 30 days ago, one 2 days ago.
    await stack.db.exec(`
      insert into public.waitlist_signups (client_id, user_id, first_name, last_name, email, phone, created_at)
      values ('WAIT-${code}5', '${owner.user.id}', 'Ed', 'Doors', '${owner.email}', '555-0100', ${ago(20)});
      insert into public.properties (owner_id, street_address, city, state, zip, property_type, units, monthly_rent, managed_by, created_at)
      values ('${owner.user.id}', '1 Old Rd', 'Cheyenne', 'WY', '82001', 'multi_family', 2, 1000, 'self', ${ago(30)}),
             ('${owner.user.id}', '2 New Rd', 'Tucson', 'AZ', '85701', 'multi_family', 3, 1500, 'self', ${ago(2)});
    `);
    const figures = await call<Figures>('admin_overview_figures');
    expect(change(before.figures.doors!, figures.doors!)).toEqual({ now: 5, weekAgo: 2 });
    expect(change(before.figures.monthlyRent!, figures.monthlyRent!)).toEqual({ now: 6500, weekAgo: 2000 });

    // The refunded owner left the line yesterday: on it a week ago, not now. The owner with rentals joined 20 days ago.
    expect(change(before.figures.waitlistOwners!, figures.waitlistOwners!)).toEqual({ now: 4, weekAgo: 3 });
    // Two deposits paid (2 and 20 days ago) and one paid 40 days ago then refunded yesterday.
    expect(change(before.figures.paidDeposits!, figures.paidDeposits!)).toEqual({ now: 3, weekAgo: 2 });
    expect(change(before.figures.refunds!, figures.refunds!)).toEqual({ now: 1, weekAgo: 0 });
    expect(change(before.figures.depositsHeld!, figures.depositsHeld!)).toEqual({ now: 198, weekAgo: 198 });
    // Confirmed yesterday; confirmed 10 days ago; confirmed 12 days ago and gone 2 days ago.
    expect(change(before.figures.confirmedReaders!, figures.confirmedReaders!)).toEqual({ now: 2, weekAgo: 2 });
    expect(change(before.figures.vendorsPending!, figures.vendorsPending!)).toEqual({ now: 1, weekAgo: 0 });
    expect(change(before.figures.vendorsApproved!, figures.vendorsApproved!)).toEqual({ now: 2, weekAgo: 1 });
    expect(figures.compliantVendors).toEqual(before.figures.compliantVendors);

    const days30 = await call<Day[]>('admin_overview_daily', { p_days: 30 });
    const days90 = await call<Day[]>('admin_overview_daily', { p_days: 90 });
    expect(days30).toHaveLength(30);
    expect(days90).toHaveLength(90);
    expect(days30.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(total(days30, 'waitlist_signups') - total(before.days30, 'waitlist_signups')).toBe(4);
    expect(total(days90, 'waitlist_signups') - total(before.days90, 'waitlist_signups')).toBe(5);
    expect(total(days30, 'paid_deposits') - total(before.days30, 'paid_deposits')).toBe(2);
    expect(total(days30, 'newsletter_confirmations') - total(before.days30, 'newsletter_confirmations')).toBe(3);
    expect(total(days30, 'vendor_applications') - total(before.days30, 'vendor_applications')).toBe(2);
    expect(total(days90, 'vendor_applications') - total(before.days90, 'vendor_applications')).toBe(3);

    const funnel = await call<Record<string, number>>('admin_overview_funnel', { p_days: 30 });
    expect({
      waitlist: funnel.waitlist! - before.funnel.waitlist!,
      paid: funnel.paid! - before.funnel.paid!,
      refunded: funnel.refunded! - before.funnel.refunded!,
    }).toEqual({ waitlist: 4, paid: 2, refunded: 0 });
    expect(funnel.accounts).toBeGreaterThanOrEqual(1);
    const funnel90 = await call<Record<string, number>>('admin_overview_funnel', { p_days: 90 });
    expect(funnel90.refunded).toBeGreaterThanOrEqual(1);

    type Source = { source: string | null; kind: string; waitlist_signups: number; paid_deposits: number; newsletter_signups: number };
    const sources = await call<Source[]>('admin_overview_sources', { p_days: 30 });
    expect(sources.find((row) => row.source === `podcast-${tag}`)).toMatchObject({
      kind: 'campaign',
      waitlist_signups: 2,
      paid_deposits: 1,
      newsletter_signups: 1,
    });
    expect(sources.find((row) => row.source === `news-${tag}.example`)).toMatchObject({ kind: 'referrer', waitlist_signups: 1 });

    const coverage = await call<{ state: string; doors: number; vendors: number; trades: Record<string, number> }[]>('admin_overview_coverage');
    expect(coverage.find((row) => row.state === 'WY')).toMatchObject({ trades: expect.objectContaining({ Plumbing: 1, HVAC: 1, Electrical: 1 }) });
    expect(coverage.find((row) => row.state === 'WY')!.doors).toBeGreaterThanOrEqual(2);
    // Rentals where no approved vendor works are listed too, with no vendor.
    expect(coverage.find((row) => row.state === 'AZ')).toMatchObject({ doors: expect.any(Number), vendors: 0 });
    expect(coverage.find((row) => row.state === 'NV')?.trades.Plumbing ?? 0).toBe(0);
  });

  it('counts deposits paid through orders, and a refunded order at the time and amount Stripe reported', async () => {
    const before = {
      figures: await call<Figures>('admin_overview_figures'),
      funnel: await call<Record<string, number>>('admin_overview_funnel', { p_days: 30 }),
    };
    const source = `orders-${tag}`;
    // One owner paid 3 days ago; another paid 10 days ago and was refunded yesterday (Stripe's refund row says when).
    await stack.db.exec(`
      insert into public.waitlist_signups
        (client_id, first_name, last_name, email, phone, deposit_paid, deposit_amount, status, refunded_at, created_at, utm_source)
      values
        ('WAIT-${code}7', 'Fay', 'Paid', 'o7-${tag}@example.com', '555-0100', true, 99, 'confirmed', null, ${ago(3)}, '${source}'),
        ('WAIT-${code}8', 'Gus', 'Back', 'o8-${tag}@example.com', '555-0100', false, 0, 'refunded', ${ago(1)}, ${ago(10)}, '${source}');
      insert into public.stripe_orders
        (checkout_session_id, payment_intent_id, customer_id, amount_subtotal, amount_total, currency, payment_status,
         status, waitlist_signup_id, created_at, updated_at)
      select 'cs_' || w.client_id, 'pi_' || w.client_id, 'cus_' || w.client_id, 9900, 9900, 'usd', 'paid',
             case when w.status = 'refunded' then 'refunded' else 'completed' end::public.stripe_order_status, w.id,
             w.created_at, now()
        from public.waitlist_signups w where w.client_id in ('WAIT-${code}7', 'WAIT-${code}8');
      insert into public.stripe_refunds (payment_intent_id, amount_refunded, currency, created_at)
      values ('pi_WAIT-${code}8', 9900, 'usd', ${ago(1)});
    `);

    const figures = await call<Figures>('admin_overview_figures');
    expect(change(before.figures.paidDeposits!, figures.paidDeposits!)).toEqual({ now: 2, weekAgo: 1 });
    expect(change(before.figures.refunds!, figures.refunds!)).toEqual({ now: 1, weekAgo: 0 });
    expect(change(before.figures.depositsHeld!, figures.depositsHeld!)).toEqual({ now: 99, weekAgo: 99 });
    expect(change(before.figures.waitlistOwners!, figures.waitlistOwners!)).toEqual({ now: 1, weekAgo: 1 });

    const funnel = await call<Record<string, number>>('admin_overview_funnel', { p_days: 30 });
    expect({
      waitlist: funnel.waitlist! - before.funnel.waitlist!,
      paid: funnel.paid! - before.funnel.paid!,
      refunded: funnel.refunded! - before.funnel.refunded!,
    }).toEqual({ waitlist: 2, paid: 2, refunded: 1 });
    const sources = await call<{ source: string | null; waitlist_signups: number; paid_deposits: number }[]>('admin_overview_sources', { p_days: 30 });
    expect(sources.find((row) => row.source === source)).toMatchObject({ waitlist_signups: 2, paid_deposits: 2 });
  });

  it('refuses a period other than 30 or 90 days', async () => {
    for (const p_days of [7, 365, 0, -30, null]) {
      for (const fn of ['admin_overview_daily', 'admin_overview_funnel', 'admin_overview_sources']) {
        const { error } = await admin.rpc(fn, { p_days });
        expect(error?.code, `${fn}(${p_days})`).toBe('22023');
      }
    }
  });

  it('refuses every overview function to an owner and to a visitor', async () => {
    const owner = await signUpOwner(stack, `nosy-${tag}`);
    const calls: [string, Record<string, unknown> | undefined][] = [
      ['admin_overview_figures', undefined],
      ['admin_overview_daily', { p_days: 30 }],
      ['admin_overview_funnel', { p_days: 30 }],
      ['admin_overview_sources', { p_days: 30 }],
      ['admin_overview_coverage', undefined],
    ];
    for (const client of [owner.client, createTestClient(stack)]) {
      for (const [fn, args] of calls) {
        const { data, error } = await client.rpc(fn, args);
        expect(data, fn).toBeNull();
        expect(error?.code, fn).toMatch(/^(42501|PGRST202)$/);
      }
    }
  });
});
