-- The Overview's headline figures without reading the waitlist and the readers in full. The owners in line and the
-- confirmed readers "now" add up private.admin_tallies (20261201300100_admin_figure_tallies.sql); "a week ago" is
-- now minus what the last 7 days changed, read through indexes on the time columns, plus the few rows whose state
-- the tally cannot tell apart (refunded signups; readers whose status disagrees with their dates). The deposits
-- look up the orders once, by hash, instead of once per deposit row, and the rentals find their owners' places
-- through an index on the signups that hold one. Same answers, signature, grants and checks as
-- 20261201200000_overview_speed.sql.

-- Refunded signups: the waitlist tally counts them among 'other', so they are counted apart.
create index waitlist_signups_refunded_idx on public.waitlist_signups (created_at) where status = 'refunded';

-- The accounts holding a place in line, for the rentals' owners.
create index waitlist_signups_holding_user_idx on public.waitlist_signups (user_id)
  where status <> 'refunded' and user_id is not null;

-- Readers who left in the last week.
create index newsletter_signups_unsubscribed_at_idx on public.newsletter_signups (unsubscribed_at)
  where unsubscribed_at is not null;

-- Readers whose status is not what their dates say (confirmed exactly when confirmed and not unsubscribed); the
-- week-ago count corrects the tally by them.
create index newsletter_signups_status_off_dates_idx on public.newsletter_signups (id)
  where (status = 'confirmed') <> (confirmed_at is not null and unsubscribed_at is null);

create or replace function public.admin_overview_figures() returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  week_ago constant timestamptz := now() - interval '7 days';
  figures json;
begin
  perform public.assert_admin();
  with
    -- Orders whose money moved, each a payment and, when refunded, a refund.
    orders as (
      select o.waitlist_signup_id as signup_id, o.status, o.created_at as paid_at, o.amount_total as paid_cents,
             coalesce(r.created_at, o.updated_at) as refunded_at, coalesce(r.amount_refunded, o.amount_total) as refunded_cents
        from public.stripe_orders o
        left join public.stripe_refunds r on r.payment_intent_id = o.payment_intent_id
       where o.waitlist_signup_id is not null and o.deleted_at is null and o.status in ('completed', 'refunded')
    ),
    order_money as (
      select count(*) as payments,
             count(*) filter (where paid_at < week_ago) as payments_then,
             count(*) filter (where status = 'refunded') as refunds,
             count(*) filter (where status = 'refunded' and refunded_at < week_ago) as refunds_then,
             coalesce(sum(paid_cents), 0) - coalesce(sum(refunded_cents) filter (where status = 'refunded'), 0) as held_cents,
             coalesce(sum(paid_cents) filter (where paid_at < week_ago), 0)
               - coalesce(sum(refunded_cents) filter (where status = 'refunded' and refunded_at < week_ago), 0) as held_then_cents
        from orders
    ),
    -- Deposits recorded on signups with no order behind them: a payment when paid or refunded, a refund when
    -- refunded and no longer paid.
    recorded as (
      select count(*) filter (where w.paid) as payments,
             count(*) filter (where w.paid and w.created_at < week_ago) as payments_then,
             count(*) filter (where w.refund) as refunds,
             count(*) filter (where w.refund and w.refunded_at < week_ago) as refunds_then,
             coalesce(sum(w.cents) filter (where w.paid), 0) - coalesce(sum(w.cents) filter (where w.refund), 0) as held_cents,
             coalesce(sum(w.cents) filter (where w.paid and w.created_at < week_ago), 0)
               - coalesce(sum(w.cents) filter (where w.refund and w.refunded_at < week_ago), 0) as held_then_cents
        from (
          select s.created_at, coalesce(s.refunded_at, s.updated_at) as refunded_at, (s.deposit_amount * 100)::bigint as cents,
                 true as paid, not s.deposit_paid and s.status = 'refunded' as refund
            from public.waitlist_signups s
            left join (select distinct o.waitlist_signup_id from public.stripe_orders o
                        where o.waitlist_signup_id is not null and o.deleted_at is null
                          and o.status in ('completed', 'refunded')) o on o.waitlist_signup_id = s.id
           where (s.deposit_paid or s.status = 'refunded') and o.waitlist_signup_id is null
        ) w
    ),
    -- The owners in line: every signup but the refunded ones. A week ago: less those who joined since, plus those
    -- who were refunded since after joining before.
    line as (
      select (select coalesce(sum(t.row_count), 0) from private.admin_tallies t where t.list = 'waitlist_signups')
               - (select count(*) from public.waitlist_signups s where s.status = 'refunded') as now_count,
             (select count(*) from public.waitlist_signups s where s.created_at >= week_ago and s.status <> 'refunded') as joined,
             (select count(*) from public.waitlist_signups s
               where s.status = 'refunded' and s.created_at < week_ago and coalesce(s.refunded_at, s.updated_at) >= week_ago) as left_since
    ),
    -- The confirmed readers a week ago: confirmed before it and not unsubscribed by then. From the tally of
    -- confirmed rows: correct by the rows whose status disagrees with their dates, take away those subscribed who
    -- confirmed since, and add back those who confirmed before and unsubscribed since.
    readers as (
      select (select coalesce(sum(t.row_count), 0) from private.admin_tallies t
               where t.list = 'newsletter_signups' and t.facet like 'confirmed/%') as now_count,
             (select count(*) filter (where n.status = 'confirmed') - count(*) filter (where n.status <> 'confirmed')
                from public.newsletter_signups n
               where (n.status = 'confirmed') <> (n.confirmed_at is not null and n.unsubscribed_at is null)) as status_off,
             (select count(*) from public.newsletter_signups n
               where n.confirmed_at >= week_ago and n.unsubscribed_at is null) as confirmed_since,
             (select count(*) from public.newsletter_signups n
               where n.unsubscribed_at >= week_ago and n.confirmed_at < week_ago) as left_since
    ),
    vendors as (
      select count(*) filter (where status = 'pending') as pending,
             count(*) filter (where created_at < week_ago and (status = 'pending' or decided >= week_ago)) as pending_then,
             count(*) filter (where status = 'approved') as approved,
             count(*) filter (where status = 'approved' and decided < week_ago) as approved_then
        from (
          -- When the application was decided: the admin's stamp, else (rows decided before it existed) the day.
          select status, created_at, coalesce(decided_at, coalesce(approved_date, declined_date)::timestamptz) as decided
            from public.vendor_applications
        ) a
    ),
    -- Owners' rentals on the waitlist: the properties of owners whose signup holds a place (not refunded).
    doors as (
      select coalesce(sum(p.units), 0) as now_doors,
             coalesce(sum(p.units) filter (where p.created_at < week_ago), 0) as then_doors,
             coalesce(sum(p.units * p.monthly_rent), 0) as now_rent,
             coalesce(sum(p.units * p.monthly_rent) filter (where p.created_at < week_ago), 0) as then_rent
        from public.properties p
       where exists (select 1 from public.waitlist_signups w
                      where w.user_id = p.owner_id and w.status <> 'refunded' and w.user_id is not null)
    ),
    compliance as (
      select (select count(*) from public.vendor_compliance(current_date) c where c.compliant) as now_count,
             (select count(*) from public.vendor_compliance(current_date - 7) c where c.compliant) as then_count
    )
  select json_build_object(
    'waitlistOwners', json_build_object('now', l.now_count, 'weekAgo', l.now_count - l.joined + l.left_since),
    'paidDeposits', json_build_object('now', m.payments + w.payments, 'weekAgo', m.payments_then + w.payments_then),
    'refunds', json_build_object('now', m.refunds + w.refunds, 'weekAgo', m.refunds_then + w.refunds_then),
    'depositsHeld', json_build_object('now', (m.held_cents + w.held_cents) / 100.0, 'weekAgo', (m.held_then_cents + w.held_then_cents) / 100.0),
    'confirmedReaders', json_build_object('now', r.now_count,
                                          'weekAgo', r.now_count - r.status_off - r.confirmed_since + r.left_since),
    'vendorsPending', json_build_object('now', v.pending, 'weekAgo', v.pending_then),
    'vendorsApproved', json_build_object('now', v.approved, 'weekAgo', v.approved_then),
    'compliantVendors', json_build_object('now', c.now_count, 'weekAgo', c.then_count),
    'doors', json_build_object('now', d.now_doors, 'weekAgo', d.then_doors),
    'monthlyRent', json_build_object('now', d.now_rent, 'weekAgo', d.then_rent)
  ) into figures
  from line l, recorded w, order_money m, readers r, vendors v, doors d, compliance c;
  return figures;
end;
$$;
