-- The admin's searches use their indexes, and a waitlist page asks for its places in line once.
--
-- * admin_list runs as its owner (security definer; it admits only an admin or the service role, assert_admin,
--   before it reads anything). Run with the admin's own role, row level security put the tables' policies in front
--   of the search: PostgreSQL applies a policy's condition before any condition of the query that is not LEAKPROOF
--   (PostgreSQL docs, CREATE POLICY, "Notes"), and LIKE is not, so no search could use the trigram or prefix indexes
--   and every one read the whole table. The policies let an admin read every row anyway.
-- * public.waitlist_queue_positions(ids) gives the places of many rows in one query, by the rule of
--   public.waitlist_queue_position (which stays for one row): a refunded row has none; any other is 501 + the rows in
--   the line on earlier days (private.waitlist_line_days) + the rows ahead of it on its own day.
--
-- admin_list below is the definition of 20261201000100_admin_waitlist_onboarding.sql with two changes only:
-- `security definer`, and the waitlist page's positions read through waitlist_queue_positions instead of one call
-- per row.

create or replace function public.waitlist_queue_positions(signup_ids bigint[])
returns table (signup_id bigint, queue_position integer)
language sql
stable
security definer
set search_path = ''
as $$
  with asked as (
    select w.id, w.queued_at, (w.queued_at at time zone 'UTC')::date as day
      from public.waitlist_signups w
     where w.id = any(signup_ids)
       and w.status <> 'refunded'
       and (w.user_id = (select auth.uid()) or (select public.is_admin()) or (select auth.role()) = 'service_role')
  ), earlier_days as (
    -- One pass over the day tallies: the rows in the line on the days before each day.
    select d.day, sum(d.in_line) over (order by d.day) - d.in_line as in_line_before
      from private.waitlist_line_days d
     where d.day <= (select max(asked.day) from asked)
  )
  select a.id,
         (501 + coalesce(e.in_line_before, 0)
              + (select count(*) from public.waitlist_signups w
                  where w.status <> 'refunded'
                    and w.queued_at >= a.day::timestamp at time zone 'UTC'
                    and (w.queued_at, w.id) < (a.queued_at, a.id)))::integer
    from asked a
    left join earlier_days e on e.day = a.day;
$$;

revoke all on function public.waitlist_queue_positions(bigint[]) from public, anon;
grant execute on function public.waitlist_queue_positions(bigint[]) to authenticated, service_role;

create or replace function public.admin_list(
  kind text,
  search text default '',
  status_filter text default '',
  page_offset integer default 0,
  page_limit integer default 50,
  before_id bigint default null,
  with_total boolean default true,
  for_export boolean default false,
  compliance_filter text default '',
  onboarding_filter text default ''
) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  conditions text := 'true';
  ordering text;
  page_sql text;
  shown text := $s$(to_jsonb(p) - 'user_id' - 'decided_by' - 'decided_at' - 'updated_at' - 'search_text' - 'queued_at'$s$
    || case when kind = 'support_messages' then ')' else $s$ - 'created_at')$s$ end;

  total bigint;
  rows json;
begin
  perform public.assert_admin();
  if kind not in ('waitlist_signups', 'newsletter_signups', 'vendor_applications', 'support_messages') then
    raise exception 'unknown admin list: %', kind using errcode = '22023';
  end if;
  page_limit := least(greatest(coalesce(page_limit, 50), 1), 1000);
  page_offset := greatest(coalesce(page_offset, 0), 0);
  if btrim(coalesce(search, '')) <> '' then
    conditions := conditions || ' and ' || public.admin_search_condition(kind, search);
  end if;
  if coalesce(status_filter, '') <> '' then
    conditions := conditions || format(' and t.status = %L', status_filter);
  end if;
  if coalesce(compliance_filter, '') <> '' then
    if kind <> 'vendor_applications' then
      raise exception 'only vendor applications have a compliance filter' using errcode = '22023';
    end if;
    -- The vendors the one definition of compliance (public.vendor_compliance) puts in the asked-for group.
    conditions := conditions || ' and t.user_id in (select c.vendor_id from public.vendor_compliance(current_date) c where '
      || case compliance_filter
        when 'to_review' then 'c.documents_to_review > 0'
        when 'compliant' then 'c.compliant'
        when 'expiring' then '''expiring'' in (c.license_state, c.insurance_state)'
        when 'expired' then '''expired'' in (c.license_state, c.insurance_state)'
        else null
      end || ')';
    if conditions is null then
      raise exception 'unknown compliance filter: %', compliance_filter using errcode = '22023';
    end if;
  end if;
  if coalesce(onboarding_filter, '') <> '' then
    if kind <> 'waitlist_signups' then
      raise exception 'only the waitlist has an onboarding status' using errcode = '22023';
    end if;
    if onboarding_filter not in ('waitlisted', 'invited', 'onboarding', 'live', 'withdrawn') then
      raise exception 'unknown onboarding status: %', onboarding_filter using errcode = '22023';
    end if;
    conditions := conditions || format(' and t.onboarding_status = %L', onboarding_filter);
  end if;
  if kind = 'waitlist_signups' then
    -- The owner's portfolio (the admin reads every property through its policy).
    shown := format('(%s || jsonb_build_object(''doors'', p.doors, ''monthly_rent'', p.monthly_rent, ''profile_complete'', p.doors > 0))', shown);
  end if;
  if kind = 'vendor_applications' and not for_export then
    -- What the admin decides with: another application on the address, and whether the vendor's account is in use.
    shown := format('(%s || jsonb_build_object(''duplicate_of'', public.vendor_application_duplicate(p.id, p.email), ''account_active'', public.vendor_account_active(p.user_id)))', shown);
  end if;
  if kind = 'newsletter_signups' and for_export then
    -- The key is read only inside the security-definer helper, never with the admin's own role.
    shown := format('(%s || jsonb_build_object(''unsubscribe_token'', case when p.status = ''confirmed'' then public.newsletter_unsubscribe_token(p.client_id) end))', shown);
  end if;

  if with_total then
    execute format('select count(*) from public.%I t where %s', kind, conditions) into total;
  end if;

  if for_export then
    if before_id is not null then
      conditions := conditions || format(' and t.id < %s', before_id);
    end if;
    ordering := 't.id desc';
  else
    ordering := 't.created_at desc, t.id desc';
  end if;
  if with_total and (total = 0 or (not for_export and page_offset >= total)) then
    return json_build_object('total', total, 'rows', '[]'::json);
  end if;
  if with_total and total <= 5000 and conditions <> 'true' then
    page_sql := format(
      'select t.* from (select * from public.%I t where %s offset 0) t order by %s limit %s offset %s',
      kind, conditions, ordering, page_limit, case when for_export then 0 else page_offset end
    );
  else
    page_sql := format(
      'select t.* from public.%I t where %s order by %s limit %s offset %s',
      kind, conditions, ordering, page_limit, case when for_export then 0 else page_offset end
    );
  end if;

  if kind = 'waitlist_signups' then
    -- The page's places in line in one pass (public.waitlist_queue_positions), not one call per row.
    execute format(
      'with page as materialized (%s)
       select coalesce(json_agg(%s order by %s), ''[]'') from (
         select page.*, places.queue_position,
                coalesce(portfolio.doors, 0) as doors, coalesce(portfolio.monthly_rent, 0) as monthly_rent
         from page
         left join public.waitlist_queue_positions(array(select page.id from page)) places on places.signup_id = page.id
         left join lateral (
           select sum(pr.units)::bigint as doors, sum(pr.units * pr.monthly_rent)::bigint as monthly_rent
             from public.properties pr where pr.owner_id = page.user_id
         ) portfolio on true
       ) p',
      page_sql, shown, replace(ordering, 't.', 'p.')
    ) into rows;
  else
    execute format('select coalesce(json_agg(%s order by %s), ''[]'') from (%s) p', shown, replace(ordering, 't.', 'p.'), page_sql)
      into rows;
  end if;

  return json_build_object('total', total, 'rows', rows);
end;
$$;

revoke all on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean, text, text) from public, anon;
grant execute on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean, text, text)
  to authenticated, service_role;

