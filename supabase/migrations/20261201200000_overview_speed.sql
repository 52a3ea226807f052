-- The Overview's figures, funnel and sources, counted in fewer passes over the tables. Asked per waitlist row
-- ("is there a payment, a refund?"), private.waitlist_deposit_events ran two correlated look-ups through each of its
-- branches for every signup of the period; summed over every row, it read the waitlist three times and the orders
-- three times. Each function now reads the waitlist once and the orders once (the figures look up only the rows that
-- carry a deposit), applying the same rules as that view:
-- * a payment: each order whose money moved (completed or refunded, not deleted), at the order's time and amount;
--   a row with no such order counts one payment of its recorded deposit when it is paid or refunded;
-- * a refund: each refunded order, at the time and amount Stripe reported (else the order's own); a row with no such
--   order counts one refund when it is refunded and no longer paid.
-- Same answers, same signatures, grants and checks; only the plans change.

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
    -- One pass over the waitlist: the owners in line now and a week ago, and the deposits recorded on rows with no
    -- order behind them.
    waitlist as (
      select count(*) filter (where w.status <> 'refunded') as now_count,
             count(*) filter (where w.created_at < week_ago
                                and (w.status <> 'refunded' or coalesce(w.refunded_at, w.updated_at) >= week_ago)) as then_count,
             count(*) filter (where w.recorded_payment) as payments,
             count(*) filter (where w.recorded_payment and w.created_at < week_ago) as payments_then,
             count(*) filter (where w.recorded_refund) as refunds,
             count(*) filter (where w.recorded_refund and coalesce(w.refunded_at, w.updated_at) < week_ago) as refunds_then,
             coalesce(sum(w.cents) filter (where w.recorded_payment), 0)
               - coalesce(sum(w.cents) filter (where w.recorded_refund), 0) as held_cents,
             coalesce(sum(w.cents) filter (where w.recorded_payment and w.created_at < week_ago), 0)
               - coalesce(sum(w.cents) filter (where w.recorded_refund and coalesce(w.refunded_at, w.updated_at) < week_ago), 0) as held_then_cents
        from (
          select s.status, s.created_at, s.refunded_at, s.updated_at, (s.deposit_amount * 100)::bigint as cents,
                 s.without_order and (s.deposit_paid or s.status = 'refunded') as recorded_payment,
                 s.without_order and not s.deposit_paid and s.status = 'refunded' as recorded_refund
            from (
              -- Only a row with a deposit on it is looked up among the orders (once: offset 0 keeps this subquery
              -- from being folded into the aggregates, each of which would repeat the look-up).
              select s.status, s.created_at, s.refunded_at, s.updated_at, s.deposit_amount, s.deposit_paid,
                     (s.deposit_paid or s.status = 'refunded')
                       and not exists (select 1 from public.stripe_orders o
                                        where o.waitlist_signup_id = s.id and o.deleted_at is null
                                          and o.status in ('completed', 'refunded')) as without_order
                from public.waitlist_signups s
              offset 0
            ) s
        ) w
    ),
    readers as (
      select count(*) filter (where status = 'confirmed') as now_count,
             count(*) filter (where confirmed_at < week_ago
                                and (unsubscribed_at is null or unsubscribed_at >= week_ago)) as then_count
        from public.newsletter_signups
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
       where exists (select 1 from public.waitlist_signups w where w.user_id = p.owner_id and w.status <> 'refunded')
    ),
    compliance as (
      select (select count(*) from public.vendor_compliance(current_date) c where c.compliant) as now_count,
             (select count(*) from public.vendor_compliance(current_date - 7) c where c.compliant) as then_count
    )
  select json_build_object(
    'waitlistOwners', json_build_object('now', w.now_count, 'weekAgo', w.then_count),
    'paidDeposits', json_build_object('now', m.payments + w.payments, 'weekAgo', m.payments_then + w.payments_then),
    'refunds', json_build_object('now', m.refunds + w.refunds, 'weekAgo', m.refunds_then + w.refunds_then),
    'depositsHeld', json_build_object('now', (m.held_cents + w.held_cents) / 100.0, 'weekAgo', (m.held_then_cents + w.held_then_cents) / 100.0),
    'confirmedReaders', json_build_object('now', r.now_count, 'weekAgo', r.then_count),
    'vendorsPending', json_build_object('now', v.pending, 'weekAgo', v.pending_then),
    'vendorsApproved', json_build_object('now', v.approved, 'weekAgo', v.approved_then),
    'compliantVendors', json_build_object('now', c.now_count, 'weekAgo', c.then_count),
    'doors', json_build_object('now', d.now_doors, 'weekAgo', d.then_doors),
    'monthlyRent', json_build_object('now', d.now_rent, 'weekAgo', d.then_rent)
  ) into figures
  from waitlist w, order_money m, readers r, vendors v, doors d, compliance c;
  return figures;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The funnel: each signup of the period joined once to its orders, instead of two look-ups per signup.
create or replace function public.admin_overview_funnel(p_days integer) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  funnel json;
begin
  perform public.assert_admin();
  perform private.assert_overview_period(p_days);
  since := ((now() at time zone 'utc')::date - (p_days - 1))::timestamp at time zone 'utc';
  with
    signups as (
      select w.id, w.deposit_paid, w.status from public.waitlist_signups w where w.created_at >= since
    ),
    orders as (
      select o.waitlist_signup_id as signup_id, bool_or(o.status = 'refunded') as refunded
        from public.stripe_orders o
       where o.waitlist_signup_id in (select signups.id from signups)
         and o.deleted_at is null and o.status in ('completed', 'refunded')
       group by 1
    ),
    standing as (
      select o.signup_id is not null or s.deposit_paid or s.status = 'refunded' as paid,
             coalesce(o.refunded, not s.deposit_paid and s.status = 'refunded') as refunded
        from signups s
        left join orders o on o.signup_id = s.id
    )
  select json_build_object(
    'accounts', (select count(*) from auth.users u
                  where u.created_at >= since
                    and coalesce(u.raw_app_meta_data ->> 'role', '') not in ('admin', 'vendor')),
    'waitlist', count(*),
    'paid', count(*) filter (where paid),
    'refunded', count(*) filter (where paid and refunded)
  ) into funnel
  from standing;
  return funnel;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Sources: whether a signup's deposit was paid, from one join to the period's orders.
create or replace function public.admin_overview_sources(p_days integer)
returns table (source text, kind text, waitlist_signups integer, paid_deposits integer, newsletter_signups integer, vendor_applications integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
begin
  perform public.assert_admin();
  perform private.assert_overview_period(p_days);
  since := ((now() at time zone 'utc')::date - (p_days - 1))::timestamp at time zone 'utc';
  return query
  with
    signups as (
      select w.id, w.deposit_paid, w.status, w.utm_source, w.referrer_host
        from public.waitlist_signups w where w.created_at >= since
    ),
    paid_orders as (
      select distinct o.waitlist_signup_id as signup_id
        from public.stripe_orders o
       where o.waitlist_signup_id in (select signups.id from signups)
         and o.deleted_at is null and o.status in ('completed', 'refunded')
    ),
    touches as (
      select coalesce(s.utm_source, s.referrer_host) as source,
             case when s.utm_source is not null then 'campaign' when s.referrer_host is not null then 'referrer' else 'direct' end as kind,
             1 as waitlist,
             (o.signup_id is not null or s.deposit_paid or s.status = 'refunded')::int as paid,
             0 as newsletter, 0 as vendors
        from signups s left join paid_orders o on o.signup_id = s.id
      union all
      select coalesce(n.utm_source, n.referrer_host),
             case when n.utm_source is not null then 'campaign' when n.referrer_host is not null then 'referrer' else 'direct' end,
             0, 0, 1, 0
        from public.newsletter_signups n where n.created_at >= since
      union all
      select coalesce(a.utm_source, a.referrer_host),
             case when a.utm_source is not null then 'campaign' when a.referrer_host is not null then 'referrer' else 'direct' end,
             0, 0, 0, 1
        from public.vendor_applications a where a.created_at >= since
    )
  select t.source, t.kind, sum(t.waitlist)::int, sum(t.paid)::int, sum(t.newsletter)::int, sum(t.vendors)::int
    from touches t
   group by t.source, t.kind
   order by sum(t.waitlist + t.newsletter + t.vendors) desc, t.source nulls last
   limit 20;
end;
$$;
