/**
 * The server-path bench's data (e2e/bench/admin-server.bench.ts), as one `insert ... select generate_series(...)` per
 * table, run by e2e/bench/backend-bench-stack.ts on the stack's own database. Row `i` = 1 is the newest: `created_at`
 * steps back evenly over the past year, so "newest first" puts the lowest numbers on page 1 and the highest (the
 * oldest rows) far beyond the first 1,000. Rows go in oldest first, so ids grow with `created_at` as they do when
 * visitors sign up one after another (the export pages by id after a first page by `created_at`). Every row satisfies the CHECKs of the submissions migration
 * (supabase/migrations/20261122000200_submissions.sql): client ids `NEWS-`/`WAIT-`/`VEN-` + 9 of [A-Z0-9],
 * application numbers `VN-` + 9, e-mail shape, enum values, decision dates and reasons.
 *
 * Searchable text the bench relies on (all lower case once searched):
 * - newsletter: readers of a year-old list have confirmed (so the seed queues no confirmation mail), every 50th has
 *   since unsubscribed; client id `NEWS-` + i as 9 digits; `reader<i>@<domain>`; every 400th `first_last<i>@…` (underscore) and every 1,000th (i ≡ 7)
 *   `half%off<i>@…` (percent sign). Domains by i mod 10: 0–4 example.com, 5–7 mailbox.org, 8 inbox.test, 9 post.net.
 * - waitlist: first name from 16, last name from 20 (one of them `Under_Wood`), e-mail `owner<i>@…`, every 700th
 *   (i ≡ 3) `vip%<i>@…`; every 4th row (i ≡ 0 mod 4) paid its $99 deposit (confirmed) through one order whose
 *   reference is `DK-RES-` + i as 8 digits written in the reference alphabet (0–9 → 2–9, A, B; see benchOrderReference).
 * - vendors: company `<word> Services <i>` (every 100th `A_Z Repairs <i>`, every 150th (i ≡ 1) `100% Plumbing <i>`),
 *   contact from 12 names, e-mail `vendor<i>@…`; status by i mod 5: 0–1 pending, 2–3 approved, 4 declined.
 * - support: ticket `DK-` + i as 9 digits written in a ticket alphabet (see benchTicketReference), name from the
 *   waitlist's first and last names, e-mail `asker<i>@…`, subject `Question <i>`; status by i mod 10: 0 open,
 *   1 in progress, 2–8 resolved, 9 closed.
 *
 * What the admin's Overview reads (its SQL functions), so its figures count real work:
 * - first touch on waitlist, newsletter and vendor rows (firstTouch): by i mod 3, a campaign (utm_source from five,
 *   medium and campaign with it), a referring host (from three), or a direct visit (none);
 * - every other waitlist owner (i even) has an account made on the day of the signup and tied to the row, and lists
 *   one rental (every tenth owner a second) in one of fourteen states, four of which no seeded vendor serves;
 * - every tenth paid deposit (i ≡ 0 mod 40) was refunded three days later: its order refunded, the row refunded;
 * - vendors work in ten states (by i / 5, so each status and trade is found in each state).
 */
export const benchScale = {
  newsletter_signups: 100_000,
  waitlist_signups: 100_000,
  vendor_applications: 5_000,
  support_messages: 100_000,
} as const;

/** The rows only the Overview reads: owner accounts (every other waitlist owner) and their rentals. */
export const overviewScale = {
  owner_accounts: benchScale.waitlist_signups / 2,
  properties: benchScale.waitlist_signups / 2 + benchScale.waitlist_signups / 20,
} as const;

/** Every this many newsletter readers one has unsubscribed; the export of confirmed readers leaves them out. */
export const unsubscribedEvery = 50;

/** The readers the newsletter export lists: confirmed and still subscribed. */
export const confirmedReaders = benchScale.newsletter_signups - Math.floor(benchScale.newsletter_signups / unsubscribedEvery);

/** The seeded order reference of paid waitlist row i: its 8 digits mapped onto the reference alphabet (no 0, 1). */
export const benchOrderReference = (i: number) =>
  `DK-RES-${String(i).padStart(8, '0').replace(/\d/g, (digit) => '23456789AB'[Number(digit)]!)}`;

/** The seeded ticket reference of support row i: its 9 digits mapped one to one onto letters and digits. */
export const benchTicketReference = (i: number) =>
  `DK-${String(i).padStart(9, '0').replace(/\d/g, (digit) => 'KHM9G72R6X'[Number(digit)]!)}`;

/** `created_at` of row i of n: evenly over the past year, row 1 a minute ago. */
const createdAt = (n: number) => `now() - interval '1 minute' - (i - 1) * (interval '365 days' / ${n})`;
/** Nine characters of [A-Z0-9] unique per i. */
const idSuffix = `lpad(i::text, 9, '0')`;
const domain = `(case when i % 10 < 5 then 'example.com' when i % 10 < 8 then 'mailbox.org' when i % 10 = 8 then 'inbox.test' else 'post.net' end)`;
/** The first-touch columns of row i, in the order utm_source, utm_medium, utm_campaign, referrer_host. */
const firstTouch = `
           case when i % 3 = 0 then (array['google', 'facebook', 'podcast', 'newsletter', 'reddit'])[i / 3 % 5 + 1] end,
           case when i % 3 = 0 then (array['cpc', 'social', 'audio', 'email', 'social'])[i / 3 % 5 + 1] end,
           case when i % 3 = 0 then 'launch-' || (i / 15 % 12 + 1) end,
           case when i % 3 = 1 then (array['news.example.org', 'www.bing.com', 'forum.example.net'])[i / 3 % 3 + 1] end`;
/** The account of waitlist owner i (i even): a fixed id, so the waitlist row and the rentals can name it. */
const ownerId = `('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid`;

export const seedSql: Record<keyof typeof benchScale | keyof typeof overviewScale | 'stripe_orders', string> = {
  newsletter_signups: `
    insert into public.newsletter_signups (client_id, email, signup_date, source, created_at, updated_at,
      confirmed_at, unsubscribed_at, utm_source, utm_medium, utm_campaign, referrer_host)
    select 'NEWS-' || ${idSuffix},
           (case when i % 400 = 0 then 'first_last' || i when i % 1000 = 7 then 'half%off' || i else 'reader' || i end)
             || '@' || ${domain},
           c, (array['homepage', 'blog', 'footer', 'resources'])[i % 4 + 1], c, c,
           c + interval '5 minutes', case when i % ${unsubscribedEvery} = 0 then c + interval '30 days' end,${firstTouch}
    from (select i, ${createdAt(benchScale.newsletter_signups)} as c
          from generate_series(${benchScale.newsletter_signups}, 1, -1) i) s;`,
  owner_accounts: `
    insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
      created_at, updated_at)
    select ${ownerId}, 'authenticated', 'authenticated', 'owner' || i || '@account.' || ${domain}, c,
           '{"provider": "email", "providers": ["email"]}'::jsonb, '{}'::jsonb, c, c
    from (select i, ${createdAt(benchScale.waitlist_signups)} as c
          from generate_series(${benchScale.waitlist_signups}, 1, -1) i) s
    where i % 2 = 0;`,
  waitlist_signups: `
    insert into public.waitlist_signups (client_id, first_name, last_name, email, phone, properties, deposit_paid,
      deposit_amount, status, signup_date, card_last4, created_at, updated_at, refunded_at, user_id,
      utm_source, utm_medium, utm_campaign, referrer_host)
    select 'WAIT-' || ${idSuffix},
           (array['Ada', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Max', 'Nia',
                  'Oto', 'Pia'])[i % 16 + 1],
           (array['Smith', 'Jones', 'Garcia', 'Miller', 'Davis', 'Lopez', 'Wilson', 'Moore', 'Taylor', 'Thomas',
                  'Lee', 'White', 'Harris', 'Clark', 'Lewis', 'Young', 'Walker', 'Hall', 'Under_Wood', 'King'])[i / 16 % 20 + 1],
           (case when i % 700 = 3 then 'vip%' || i else 'owner' || i end) || '@' || ${domain},
           '(702) 555-' || lpad((i % 10000)::text, 4, '0'),
           (array['1-5', '6-20', '21+'])[i % 3 + 1],
           i % 4 = 0 and i % 40 <> 0, case when i % 4 = 0 and i % 40 <> 0 then 99 else 0 end,
           case when i % 40 = 0 then 'refunded' when i % 4 = 0 then 'confirmed' else 'pending_payment' end,
           c::date, case when i % 4 = 0 and i % 40 <> 0 then '4242' end, c,
           case when i % 40 = 0 then least(c + interval '3 days', now()) else c end,
           case when i % 40 = 0 then least(c + interval '3 days', now()) end,
           case when i % 2 = 0 then ${ownerId} end,${firstTouch}
    from (select i, ${createdAt(benchScale.waitlist_signups)} as c
          from generate_series(${benchScale.waitlist_signups}, 1, -1) i) s;`,
  // The paid waitlist rows' orders, after the rows they point at (benchOrderReference in SQL).
  stripe_orders: `
    insert into public.stripe_orders (checkout_session_id, payment_intent_id, customer_id, amount_subtotal, amount_total,
      currency, payment_status, status, waitlist_signup_id, reference, created_at, updated_at)
    select 'cs_bench_' || i, 'pi_bench_' || i, 'cus_bench_' || i, 9900, 9900, 'usd', 'paid',
           (case when w.status = 'refunded' then 'refunded' else 'completed' end)::public.stripe_order_status, w.id,
           'DK-RES-' || translate(lpad(i::text, 8, '0'), '0123456789', '23456789AB'), w.created_at, w.updated_at
    from (select s.id, s.status, s.created_at, s.updated_at, substr(s.client_id, 6)::int as i from public.waitlist_signups s
          where s.deposit_paid or s.status = 'refunded' order by s.id) w;`,
  // The owners' rentals: one per owner with an account, a second for every tenth. Written straight in, as a seed
  // (the row triggers stamp created_at with now() and count an owner's requests; neither applies here).
  properties: `
    alter table public.properties disable trigger user;
    insert into public.properties (owner_id, street_address, city, state, zip, property_type, units, monthly_rent,
      vacant, managed_by, manager_fee_percent, created_at, updated_at)
    select ${ownerId}, n || ' Oak Street', 'Springfield',
           (array['NV', 'AZ', 'CA', 'UT', 'TX', 'CO', 'NM', 'OR', 'WA', 'ID', 'FL', 'GA', 'NY', 'IL'])[(i / 2 + n) % 14 + 1],
           lpad((10000 + i % 80000)::text, 5, '0'),
           case when i % 6 = 0 then 'multi_family' else 'single_family' end,
           case when i % 6 = 0 then i % 8 + 2 else 1 end,
           case when i % 9 = 0 then null else 900 + i % 15 * 100 end, i % 9 = 0,
           case when i % 5 = 0 then 'company' else 'self' end, case when i % 5 = 0 then 8 end, c, c
    from (select i, ${createdAt(benchScale.waitlist_signups)} as c
          from generate_series(${benchScale.waitlist_signups}, 1, -1) i) s,
         generate_series(1, case when s.i % 20 = 0 then 2 else 1 end) n
    where i % 2 = 0;
    alter table public.properties enable trigger user;`,
  vendor_applications: `
    insert into public.vendor_applications (client_id, application_number, status, applied_date, approved_date,
      declined_date, decline_reason, company, contact, email, phone, sms_number, category, year_established,
      number_of_employees, service_address, service_city, service_state, service_zip_code, service_area_radius,
      contact_hours, created_at, updated_at, utm_source, utm_medium, utm_campaign, referrer_host)
    select 'VEN-' || ${idSuffix}, 'VN-' || ${idSuffix},
           (array['pending', 'pending', 'approved', 'approved', 'declined'])[i % 5 + 1],
           c::date,
           case when i % 5 in (2, 3) then least(c::date + 2, current_date) end,
           case when i % 5 = 4 then least(c::date + 3, current_date) end,
           case when i % 5 = 4 then 'Outside our service area' end,
           case when i % 100 = 0 then 'A_Z Repairs ' || i when i % 150 = 1 then '100% Plumbing ' || i
                else (array['Acme', 'Summit', 'Desert', 'Canyon', 'Silver', 'Neon', 'Mesa', 'Sierra'])[i % 8 + 1]
                     || ' Services ' || i end,
           (array['Alex Reed', 'Bo Park', 'Cy Shaw', 'Di Ross', 'Ed Kent', 'Flo Hart', 'Gil Ward', 'Hal Cross',
                  'Ida Fox', 'Jo Lane', 'Kim Hale', 'Lou Stone'])[i % 12 + 1],
           'vendor' || i || '@' || ${domain},
           '(702) 555-' || lpad((i % 10000)::text, 4, '0'), '(702) 555-' || lpad(((i + 1) % 10000)::text, 4, '0'),
           array[(array['Plumbing', 'Electrical', 'HVAC', 'Handyman Services', 'Landscaping', 'Painting'])[i % 6 + 1]],
           1990 + i % 30,
           (array['1', '2-5', '6-10', '11-25', '26-50', '50+'])[i % 6 + 1],
           i || ' Main Street', 'Las Vegas', (array['NV', 'AZ', 'CA', 'UT', 'TX', 'CO', 'NM', 'OR', 'WA', 'ID'])[i / 5 % 10 + 1],
           lpad((89000 + i % 200)::text, 5, '0'),
           (array['10', '25', '50', '100', 'statewide'])[i % 5 + 1],
           'Monday - Friday 8 AM - 5 PM', c, c,${firstTouch}
    from (select i, ${createdAt(benchScale.vendor_applications)} as c
          from generate_series(${benchScale.vendor_applications}, 1, -1) i) s;`,
  // The acknowledgement trigger queues one mail per message; at 100,000 rows in one statement its outbox inserts
  // exhaust the database's lock memory, and the bench's messages are never mailed, so the seed runs without it.
  support_messages: `
    alter table public.support_messages disable trigger support_messages_acknowledgement;
    insert into public.support_messages (client_id, name, email, subject, priority, category, message, status,
      created_at, updated_at)
    select 'DK-' || translate(lpad(i::text, 9, '0'), '0123456789', 'KHM9G72R6X'),
           (array['Ada', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea', 'Max', 'Nia',
                  'Oto', 'Pia'])[i % 16 + 1] || ' ' ||
           (array['Smith', 'Jones', 'Garcia', 'Miller', 'Davis', 'Lopez', 'Wilson', 'Moore', 'Taylor', 'Thomas',
                  'Lee', 'White', 'Harris', 'Clark', 'Lewis', 'Young', 'Walker', 'Hall', 'Under_Wood', 'King'])[i / 16 % 20 + 1],
           'asker' || i || '@' || ${domain},
           'Question ' || i,
           (array['low', 'medium', 'high', 'urgent'])[i % 4 + 1],
           (array['general', 'technical', 'billing', 'feature', 'bug'])[i % 5 + 1],
           'How do I change the e-mail on my account?',
           case when i % 10 = 0 then 'open' when i % 10 = 1 then 'in_progress' when i % 10 = 9 then 'closed' else 'resolved' end,
           c, c
    from (select i, ${createdAt(benchScale.support_messages)} as c
          from generate_series(${benchScale.support_messages}, 1, -1) i) s;
    alter table public.support_messages enable trigger support_messages_acknowledgement;`,
};
