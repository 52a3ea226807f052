-- The Waitlist tab with onboarding (20261201000000_onboarding_status.sql): admin_list as in
-- 20261130000000_admin_document_review.sql with a status filter (onboarding_filter: one of the onboarding statuses)
-- and, on each waitlist row, the owner's doors (units over their properties), rent under management (units times
-- monthly rent, vacant units count nothing) and whether their property profile is complete; admin_stats adds the
-- doors of owners holding a place (not refunded), their monthly rent, the fee it would bring at 2%, and how many
-- owners stand at each onboarding status.
drop function if exists public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean, text);

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
    execute format(
      'select coalesce(json_agg(%s order by %s), ''[]'') from (
         select page.*, public.waitlist_queue_position(page.id) as queue_position,
                coalesce(portfolio.doors, 0) as doors, coalesce(portfolio.monthly_rent, 0) as monthly_rent
         from (%s) page
         left join lateral (
           select sum(pr.units)::bigint as doors, sum(pr.units * pr.monthly_rent)::bigint as monthly_rent
             from public.properties pr where pr.owner_id = page.user_id
         ) portfolio on true
       ) p',
      shown, replace(ordering, 't.', 'p.'), page_sql
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

create or replace function public.admin_stats(kind text) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result json;
  money json;
  portfolio json;
begin
  perform public.assert_admin();
  case kind
    when 'waitlist_signups' then
      select json_build_object(
        'paid', count(*) filter (where e.kind = 'payment'),
        'refunded', count(*) filter (where e.kind = 'refund'),
        'totalDeposits', (coalesce(sum(e.amount_cents) filter (where e.kind = 'payment'), 0)
          - coalesce(sum(e.amount_cents) filter (where e.kind = 'refund'), 0)) / 100.0
      ) into money from private.waitlist_deposit_events e;
      select json_build_object(
        'doors', coalesce(sum(p.units), 0),
        'monthlyRent', coalesce(sum(p.units * p.monthly_rent), 0)
      ) into portfolio
        from public.properties p
       where exists (select 1 from public.waitlist_signups w where w.user_id = p.owner_id and w.status <> 'refunded');
      select json_build_object(
        'total', count(*),
        'paid', (money ->> 'paid')::bigint,
        'pendingPayment', count(*) filter (where not deposit_paid and status <> 'refunded'),
        'refunded', (money ->> 'refunded')::bigint,
        'totalDeposits', (money ->> 'totalDeposits')::numeric,
        'doors', (portfolio ->> 'doors')::bigint,
        'monthlyRent', (portfolio ->> 'monthlyRent')::bigint,
        -- DoorKeep's fee is 2% of the rent it manages.
        'monthlyFee', round((portfolio ->> 'monthlyRent')::numeric * 0.02, 2),
        'waitlisted', count(*) filter (where onboarding_status = 'waitlisted'),
        'invited', count(*) filter (where onboarding_status = 'invited'),
        'onboarding', count(*) filter (where onboarding_status = 'onboarding'),
        'live', count(*) filter (where onboarding_status = 'live')
      ) into result from public.waitlist_signups;
    when 'newsletter_signups' then
      select json_build_object(
        'total', count(*) filter (where status = 'confirmed'),
        'fromHomepage', count(*) filter (where status = 'confirmed' and source = 'homepage'),
        'thisWeek', count(*) filter (where status = 'confirmed' and signup_date >= now() - interval '7 days'),
        'confirmed', count(*) filter (where status = 'confirmed'),
        'unconfirmed', count(*) filter (where status = 'unconfirmed'),
        'unsubscribed', count(*) filter (where status = 'unsubscribed')
      ) into result from public.newsletter_signups;
    when 'vendor_applications' then
      select json_build_object(
        'total', count(*),
        'pending', count(*) filter (where status = 'pending'),
        'documentsToReview', (
          select count(*) from public.vendor_documents d
            join public.vendor_applications a on a.user_id = d.vendor_id and a.status = 'approved'
           where d.status = 'pending'
        )
      ) into result from public.vendor_applications;
    when 'support_messages' then
      select json_build_object('total', count(*), 'open', count(*) filter (where status = 'open'))
        into result from public.support_messages;
    else
      raise exception 'unknown admin list: %', kind using errcode = '22023';
  end case;
  return result;
end;
$$;

revoke all on function public.admin_stats(text) from public, anon;
grant execute on function public.admin_stats(text) to authenticated, service_role;
