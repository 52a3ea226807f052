-- The Overview now that owners keep their properties: the doors (units) and monthly rent of the owners on the
-- waitlist among its headline figures, and, per state, the owners' doors beside the approved vendors serving it, so a
-- state with rentals and no vendor in a trade stands out. Coverage lists every state with either.

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
    'paidDeposits', json_build_object('now', m.payments, 'weekAgo', m.payments_then),
    'refunds', json_build_object('now', m.refunds, 'weekAgo', m.refunds_then),
    'depositsHeld', json_build_object('now', m.held_cents / 100.0, 'weekAgo', m.held_then_cents / 100.0),
    'confirmedReaders', json_build_object('now', r.now_count, 'weekAgo', r.then_count),
    'vendorsPending', json_build_object('now', v.pending, 'weekAgo', v.pending_then),
    'vendorsApproved', json_build_object('now', v.approved, 'weekAgo', v.approved_then),
    'compliantVendors', json_build_object('now', c.now_count, 'weekAgo', c.then_count),
    'doors', json_build_object('now', d.now_doors, 'weekAgo', d.then_doors),
    'monthlyRent', json_build_object('now', d.now_rent, 'weekAgo', d.then_rent)
  ) into figures
  from waitlist w, money m, readers r, vendors v, doors d, compliance c;
  return figures;
end;
$$;


drop function if exists public.admin_overview_coverage();

create function public.admin_overview_coverage()
returns table (state text, doors integer, vendors integer, trades json)
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
  vendors as (
    select a.service_state as state, count(*)::int as n
      from public.vendor_applications a where a.status = 'approved' group by 1
  ),
  doors as (
    select p.state, sum(p.units)::int as n
      from public.properties p
     where exists (select 1 from public.waitlist_signups w where w.user_id = p.owner_id and w.status <> 'refunded')
     group by 1
  )
  select s.state, coalesce(d.n, 0), coalesce(v.n, 0),
         coalesce((select json_object_agg(t.trade, t.n order by t.trade) from by_trade t where t.state = s.state), '{}'::json)
    from (select vendors.state from vendors union select doors.state from doors) s
    left join vendors v on v.state = s.state
    left join doors d on d.state = s.state
   order by coalesce(d.n, 0) desc, s.state;
end;
$$;

revoke all on function public.admin_overview_coverage() from public;
grant execute on function public.admin_overview_coverage() to authenticated, service_role;
