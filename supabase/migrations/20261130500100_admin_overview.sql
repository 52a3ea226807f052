-- The admin's launch overview, answered here in SQL so the browser never loads rows to count them: the headline
-- figures with their change over the last 7 days, signups per day, the funnel from account to refund, where
-- visitors first came from, and where approved vendors cover each state. Each function is the admin's only
-- (assert_admin(), as admin_list and admin_stats are), runs as the table owner because orders and accounts are not
-- readable by the admin role, and takes a period of 30 or 90 days where it has one; any other period is refused.
-- Days are UTC days.

create or replace function private.assert_overview_period(p_days integer) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_days is null or p_days not in (30, 90) then
    raise exception 'the overview period is 30 or 90 days' using errcode = '22023';
  end if;
end;
$$;

revoke all on function private.assert_overview_period(integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Each headline figure now and 7 days ago; the card shows the difference. Where a figure's past cannot be read from
-- timestamps (a vendor's compliance depends on how documents stand today), "7 days ago" reads today's documents as
-- of that date.
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
    waitlist as (
      select count(*) filter (where status <> 'refunded') as now_count,
             count(*) filter (where created_at < week_ago
                                and (status <> 'refunded' or coalesce(refunded_at, updated_at) >= week_ago)) as then_count
        from public.waitlist_signups
    ),
    money as (
      select count(*) filter (where kind = 'payment') as payments,
             count(*) filter (where kind = 'payment' and happened_at < week_ago) as payments_then,
             count(*) filter (where kind = 'refund') as refunds,
             count(*) filter (where kind = 'refund' and happened_at < week_ago) as refunds_then,
             coalesce(sum(amount_cents) filter (where kind = 'payment'), 0)
               - coalesce(sum(amount_cents) filter (where kind = 'refund'), 0) as held_cents,
             coalesce(sum(amount_cents) filter (where kind = 'payment' and happened_at < week_ago), 0)
               - coalesce(sum(amount_cents) filter (where kind = 'refund' and happened_at < week_ago), 0) as held_then_cents
        from private.waitlist_deposit_events
       where kind in ('payment', 'refund')
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
    compliance as (
      select (select count(*) from public.vendor_compliance(current_date) c where c.compliant) as now_count,
             (select count(*) from public.vendor_compliance(current_date - 7) c where c.compliant) as then_count
    )
  select json_build_object(
    'waitlistOwners', json_build_object('now', w.now_count, 'weekAgo', w.then_count),
    'paidDeposits', json_build_object('now', m.payments, 'weekAgo', m.payments_then),
    'refunds', json_build_object('now', m.refunds, 'weekAgo', m.refunds_then),
    'depositsHeld', json_build_object('now', m.held_cents / 100.0, 'weekAgo', m.held_then_cents / 100.0),
    'confirmedReaders', json_build_object('now', r.now_count, 'weekAgo', r.then_count),
    'vendorsPending', json_build_object('now', v.pending, 'weekAgo', v.pending_then),
    'vendorsApproved', json_build_object('now', v.approved, 'weekAgo', v.approved_then),
    'compliantVendors', json_build_object('now', c.now_count, 'weekAgo', c.then_count)
  ) into figures
  from waitlist w, money m, readers r, vendors v, compliance c;
  return figures;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Per UTC day of the period, oldest first, every day present (zero when nothing happened): waitlist signups, paid
-- deposits, newsletter confirmations and vendor applications.
create or replace function public.admin_overview_daily(p_days integer)
returns table (day date, waitlist_signups integer, paid_deposits integer, newsletter_confirmations integer, vendor_applications integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day constant date := (now() at time zone 'utc')::date - (p_days - 1);
  since constant timestamptz := first_day::timestamp at time zone 'utc';
begin
  perform public.assert_admin();
  perform private.assert_overview_period(p_days);
  return query
  with
    days as (select d::date as day from generate_series(first_day, first_day + (p_days - 1), interval '1 day') d),
    waitlist as (
      select (created_at at time zone 'utc')::date as day, count(*)::int as n
        from public.waitlist_signups where created_at >= since group by 1
    ),
    deposits as (
      select (happened_at at time zone 'utc')::date as day, count(*)::int as n
        from private.waitlist_deposit_events where kind = 'payment' and happened_at >= since group by 1
    ),
    confirmations as (
      select (confirmed_at at time zone 'utc')::date as day, count(*)::int as n
        from public.newsletter_signups where confirmed_at >= since group by 1
    ),
    applications as (
      select (created_at at time zone 'utc')::date as day, count(*)::int as n
        from public.vendor_applications where created_at >= since group by 1
    )
  select d.day, coalesce(w.n, 0), coalesce(p.n, 0), coalesce(c.n, 0), coalesce(a.n, 0)
    from days d
    left join waitlist w on w.day = d.day
    left join deposits p on p.day = d.day
    left join confirmations c on c.day = d.day
    left join applications a on a.day = d.day
   order by d.day;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- The owner funnel of the period: owner accounts created, waitlist signups made (step 1 of the form), those whose
-- deposit was paid, and those refunded since. Each step counts the people of the step before it who went on, so the
-- rates are conversions; accounts and signups are counted apart, since a signup may be made before its account.
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
      select w.id,
             exists (select 1 from private.waitlist_deposit_events e where e.signup_id = w.id and e.kind = 'payment') as paid,
             exists (select 1 from private.waitlist_deposit_events e where e.signup_id = w.id and e.kind = 'refund') as refunded
        from public.waitlist_signups w
       where w.created_at >= since
    )
  select json_build_object(
    'accounts', (select count(*) from auth.users u
                  where u.created_at >= since
                    and coalesce(u.raw_app_meta_data ->> 'role', '') not in ('admin', 'vendor')),
    'waitlist', count(*),
    'paid', count(*) filter (where paid),
    'refunded', count(*) filter (where paid and refunded)
  ) into funnel
  from signups;
  return funnel;
end;
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- Where the period's submissions first came from: the utm_source, else the referring host, else a direct visit;
-- waitlist signups, those among them whose deposit was paid, newsletter signups and vendor applications per source,
-- the 20 largest sources first.
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
  with touches as (
    select coalesce(w.utm_source, w.referrer_host) as source,
           case when w.utm_source is not null then 'campaign' when w.referrer_host is not null then 'referrer' else 'direct' end as kind,
           1 as waitlist,
           (exists (select 1 from private.waitlist_deposit_events e where e.signup_id = w.id and e.kind = 'payment'))::int as paid,
           0 as newsletter, 0 as vendors
      from public.waitlist_signups w where w.created_at >= since
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

-- ---------------------------------------------------------------------------------------------------------------
-- Per state, the approved vendors serving it in each trade (their service address's state), as
-- {"Plumbing": 2, ...}: where owners' rentals would find no vendor stands out.
create or replace function public.admin_overview_coverage()
returns table (state text, vendors integer, trades json)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
  with by_trade as (
    select a.service_state as state, trade, count(*)::int as n
      from public.vendor_applications a, unnest(a.category) as trade
     where a.status = 'approved'
     group by 1, 2
  ),
  by_state as (
    select a.service_state as state, count(*)::int as n
      from public.vendor_applications a where a.status = 'approved' group by 1
  )
  select s.state, s.n, coalesce((select json_object_agg(t.trade, t.n order by t.trade) from by_trade t where t.state = s.state), '{}'::json)
    from by_state s
   order by s.state;
end;
$$;

revoke all on function public.admin_overview_figures() from public;
revoke all on function public.admin_overview_daily(integer) from public;
revoke all on function public.admin_overview_funnel(integer) from public;
revoke all on function public.admin_overview_sources(integer) from public;
revoke all on function public.admin_overview_coverage() from public;
grant execute on function public.admin_overview_figures() to authenticated, service_role;
grant execute on function public.admin_overview_daily(integer) to authenticated, service_role;
grant execute on function public.admin_overview_funnel(integer) to authenticated, service_role;
grant execute on function public.admin_overview_sources(integer) to authenticated, service_role;
grant execute on function public.admin_overview_coverage() to authenticated, service_role;

-- The daily series reads these by time.
create index if not exists newsletter_signups_confirmed_at_idx on public.newsletter_signups (confirmed_at) where confirmed_at is not null;
create index if not exists vendor_applications_created_at_idx on public.vendor_applications (created_at);
create index if not exists newsletter_signups_created_at_idx on public.newsletter_signups (created_at);
