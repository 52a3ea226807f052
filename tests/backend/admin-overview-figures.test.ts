// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { signInAdmin, signUpOwner } from './support.ts';

/**
 * The Overview's headline figures count from tallies and the last week's rows instead of reading every table. They
 * must answer exactly what counting every row answers: the definition that did so
 * (supabase/migrations/20261201200000_overview_speed.sql) is created here under another name as the reference,
 * and both answer over rows at every age and in every state the week-ago arithmetic has to get right.
 */

let stack: LocalStack;
let admin: SupabaseClient;
const code = `F${Date.now().toString(36).toUpperCase()}`.slice(0, 7);

/** The figures function as it was defined when it read every row, renamed and without the admin check. */
function referenceDefinition() {
  const file = readFileSync(new URL('../../supabase/migrations/20261201200000_overview_speed.sql', import.meta.url), 'utf8');
  const start = file.indexOf('create or replace function public.admin_overview_figures()');
  const end = file.indexOf('$$;', start) + 3;
  expect(start).toBeGreaterThanOrEqual(0);
  return file
    .slice(start, end)
    .replace('public.admin_overview_figures()', 'public.reference_overview_figures()')
    .replace('perform public.assert_admin();', '');
}

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  admin = (await signInAdmin(stack)).client;
  await stack.db.exec(referenceDefinition());
});

afterAll(async () => {
  await stack?.stop();
});

async function figures() {
  const { data, error } = await admin.rpc('admin_overview_figures');
  if (error) throw new Error(error.message);
  return data as Record<string, { now: number; weekAgo: number }>;
}

async function reference() {
  const { rows } = await stack.db.query<{ figures: string }>('select public.reference_overview_figures()::text as figures');
  return JSON.parse(rows[0]!.figures) as Record<string, { now: number; weekAgo: number }>;
}

/** Hours ago, spread so that rows fall on both sides of the week mark (168 hours). */
const hoursAgo = (expression: string) => `now() - (${expression}) * interval '1 hour'`;

async function seed(owners: string[]) {
  await stack.db.exec(`
    -- Signups of every state at ages from an hour to 40 days: pending, paid, refunded after or before the week mark,
    -- refunded with no refund time (its last update stands in), refunded and still marked paid, paid with no order.
    insert into public.waitlist_signups
      (client_id, first_name, last_name, email, phone, deposit_paid, deposit_amount, status, refunded_at, created_at, updated_at, user_id)
    select 'WAIT-${code}' || lpad(i::text, 2, '0'), 'Fig', 'Owner' || i, 'fig' || i || '-${code}@example.com', '555-0100',
           i % 7 in (1, 2, 5, 6), case when i % 7 = 0 then 0 else 49 + i end,
           case when i % 7 in (3, 4, 5) then 'refunded' when i % 7 in (1, 2, 6) then 'confirmed' else 'pending_payment' end,
           case when i % 7 = 3 then ${hoursAgo('(i * 37) % 300')} when i % 7 = 5 then ${hoursAgo('i * 5')} end,
           ${hoursAgo('(i * 53) % 960 + 1')},
           ${hoursAgo('(i * 29) % 240')},
           case when i <= ${owners.length} then (array[${owners.map((id) => `'${id}'::uuid`).join(', ')}])[i] end
      from generate_series(1, 70) i;

    -- Orders behind some of the deposits: completed, refunded (with and without Stripe's refund row, whose time falls
    -- on either side of the week mark), and deleted ones that do not count.
    insert into public.stripe_orders
      (checkout_session_id, payment_intent_id, customer_id, amount_subtotal, amount_total, currency, payment_status,
       status, waitlist_signup_id, created_at, updated_at, deleted_at)
    select 'cs_' || w.client_id, 'pi_' || w.client_id, 'cus_' || w.client_id, 9900, 9900 + n, 'usd', 'paid',
           case when w.status = 'refunded' then 'refunded' else 'completed' end::public.stripe_order_status, w.id,
           w.created_at + interval '5 minutes', ${hoursAgo('(n * 41) % 400')},
           case when n % 11 = 0 then now() end
      from (select w.*, row_number() over (order by w.client_id) as n from public.waitlist_signups w
             where w.client_id like 'WAIT-${code}%' and (w.deposit_paid or w.status = 'refunded')) w
     where n % 3 <> 0;
    insert into public.stripe_refunds (payment_intent_id, amount_refunded, currency, created_at)
    select o.payment_intent_id, 4000 + (row_number() over (order by o.payment_intent_id))::int, 'usd',
           ${hoursAgo('(row_number() over (order by o.payment_intent_id))::int * 31 % 300')}
      from public.stripe_orders o
     where o.payment_intent_id like 'pi_WAIT-${code}%' and o.status = 'refunded' and length(o.payment_intent_id) % 2 = 0;

    -- Readers: unconfirmed, confirmed before or after the week mark, unsubscribed before or after it, and confirmed
    -- again after an opt-out.
    insert into public.newsletter_signups (client_id, email, source, signup_date, created_at, confirmed_at, unsubscribed_at)
    select 'NEWS-${code}' || lpad(i::text, 2, '0'), 'fr' || i || '-${code}@example.com',
           case when i % 2 = 0 then 'homepage' else 'blog' end,
           ${hoursAgo('(i * 47) % 700 + 2')}, ${hoursAgo('(i * 47) % 700 + 2')},
           case when i % 5 <> 0 then ${hoursAgo('(i * 47) % 700 + 1')} end,
           case when i % 4 = 1 then ${hoursAgo('(i * 19) % 400')} when i % 9 = 2 then ${hoursAgo('(i * 47) % 700 + 1.5')} end
      from generate_series(1, 60) i;

    -- Vendor applications pending, approved and declined, decided before or after the week mark (or by day only).
    insert into public.vendor_applications
      (client_id, application_number, status, approved_date, declined_date, decline_reason, decided_at, company, contact, email, phone,
       sms_number, year_established, number_of_employees, service_address, service_city, service_state,
       service_zip_code, service_area_radius, contact_hours, category, created_at)
    select 'VEN-${code}' || lpad(i::text, 2, '0'), 'VN-${code}' || lpad(i::text, 2, '0'),
           (array['pending', 'approved', 'declined'])[i % 3 + 1],
           case when i % 3 = 1 then current_date - (i % 12) end,
           case when i % 3 = 2 then current_date - (i % 12) end,
           case when i % 3 = 2 then 'Outside the area' end,
           case when i % 3 <> 0 and i % 4 <> 0 then ${hoursAgo('(i * 23) % 300')} end,
           'Fig Co ' || i, 'F', 'fv' || i || '-${code}@example.com', '555', '555', 2010, '2-5',
           '1 Main St', 'Reno', 'NV', '89501', '25', 'Weekdays Only', '{Plumbing}', ${hoursAgo('(i * 61) % 600 + 1')}
      from generate_series(1, 24) i;
  `);
}

describe('the Overview figures', () => {
  it('answer exactly what counting every row answers, now and a week ago', async () => {
    // Rentals of owners holding a place (the first two), of owners whose signup was refunded, and of one not in line.
    const owners = await Promise.all(['fig-a', 'fig-b', 'fig-c', 'fig-d'].map((label) => signUpOwner(stack, label)));
    const outside = await signUpOwner(stack, 'fig-outside');
    await seed(owners.map((owner) => owner.user.id));
    await stack.db.exec(`
      insert into public.properties (owner_id, street_address, city, state, zip, property_type, units, monthly_rent, managed_by, created_at)
      select owner_id, i || ' Fig Rd', 'Cheyenne', 'WY', '82001', 'multi_family', 1 + i % 4, 900 + i * 10, 'self',
             ${hoursAgo('(i * 43) % 500')}
        from unnest(array[${[...owners, outside].map((owner) => `'${owner.user.id}'::uuid`).join(', ')}]) with ordinality as o(owner_id, k),
             generate_series(1, 3) i;
    `);

    const expected = await reference();
    // The seed reaches every figure on both sides of the week mark.
    for (const name of ['waitlistOwners', 'paidDeposits', 'refunds', 'confirmedReaders', 'vendorsPending', 'vendorsApproved', 'doors']) {
      expect(expected[name]!.now, name).not.toBe(expected[name]!.weekAgo);
    }
    expect(await figures()).toEqual(expected);

    // The same after the rows move: a refund today, a reader leaving and one confirming again, a decision, a rental.
    await stack.db.exec(`
      update public.waitlist_signups set status = 'refunded', refunded_at = now()
       where client_id in ('WAIT-${code}01', 'WAIT-${code}07', 'WAIT-${code}12');
      update public.stripe_orders set status = 'refunded', updated_at = now()
       where payment_intent_id = 'pi_WAIT-${code}01';
      update public.newsletter_signups set unsubscribed_at = now() where client_id = 'NEWS-${code}03';
      update public.newsletter_signups set confirmed_at = now() where client_id = 'NEWS-${code}01';
      update public.vendor_applications set status = 'approved', approved_date = current_date where client_id = 'VEN-${code}03';
      delete from public.newsletter_signups where client_id = 'NEWS-${code}04';
    `);
    expect(await figures()).toEqual(await reference());
  });
});
