-- The admin's review of vendor documents (the Vendor Applications tab).
--
-- 1. public.admin_vendor_documents(application_ids): for the approved applications on the admin's page, whether the
--    vendor is compliant (public.vendor_compliance, the one definition) and each document the vendor filed: its
--    state today, what the vendor filed with it, and the last decision with the deciding admin's e-mail and time.
--    Security definer, for that e-mail in auth.users; admins only.
-- 2. public.admin_decide_vendor_document(...): verifies or rejects one document as the admin (security invoker, so
--    the policy "Admins decide documents" and the stamp trigger record who decided and when; the mail trigger tells
--    the vendor). `seen_version` is the document's updated_at the admin looked at: a document the vendor replaced
--    meanwhile is refused rather than verified unseen.
-- 3. admin_list gains `compliance_filter` for vendor applications: documents to review, compliant, expiring within
--    30 days, expired. The old signature is dropped so PostgREST has one function to call.
-- 4. admin_stats('vendor_applications') counts the documents waiting for review (the tab's badge and the bell).

-- ---------------------------------------------------------------------------------------------------------------
-- 1. What the admin's page shows of each vendor's documents.
create or replace function public.admin_vendor_documents(application_ids text[])
returns table (application_client_id text, compliant boolean, documents jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if coalesce(cardinality(application_ids), 0) > 1000 then
    raise exception 'at most 1,000 applications at a time' using errcode = '22023';
  end if;
  return query
    select c.application_client_id,
           c.compliant,
           coalesce((
             select jsonb_agg(jsonb_build_object(
                      'kind', d.kind,
                      'status', d.status,
                      'state', public.vendor_document_state(d.status, d.expires_on, current_date),
                      'expires_on', d.expires_on,
                      'rejection_reason', d.rejection_reason,
                      'file_name', d.file_name,
                      'insurer', d.insurer,
                      'policy_number', d.policy_number,
                      'coverage_amount', d.coverage_amount,
                      'storage_path', d.storage_path,
                      'version', d.updated_at,
                      'decided_at', d.decided_at,
                      'decided_by', u.email
                    ) order by d.kind)
               from public.vendor_documents d
               left join auth.users u on u.id = d.decided_by
              where d.vendor_id = c.vendor_id
           ), '[]'::jsonb)
      from public.vendor_compliance(current_date) c
     where c.application_client_id = any (application_ids);
end;
$$;

revoke all on function public.admin_vendor_documents(text[]) from public, anon;
grant execute on function public.admin_vendor_documents(text[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- 2. The admin's decision on one document.
create or replace function public.admin_decide_vendor_document(
  application_id text,
  document_kind text,
  verdict text,
  reason text default null,
  seen_version timestamptz default null
) returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  vendor uuid;
  changed integer;
begin
  perform public.assert_admin();
  if verdict is null or verdict not in ('verified', 'rejected') then
    raise exception 'A document is either verified or rejected.' using errcode = '22023';
  end if;
  if verdict = 'rejected' and btrim(coalesce(reason, '')) = '' then
    raise exception 'Give the reason for rejecting this document: the vendor reads it.' using errcode = '22023';
  end if;
  select a.user_id into vendor
    from public.vendor_applications a
   where a.client_id = application_id and a.status = 'approved';
  update public.vendor_documents d
     set status = verdict,
         rejection_reason = case when verdict = 'rejected' then btrim(reason) end
   where d.vendor_id = vendor and d.kind = document_kind and d.status = 'pending'
     and (seen_version is null or d.updated_at = seen_version);
  get diagnostics changed = row_count;
  if changed = 0 then
    raise exception 'This document changed since you opened it (the vendor may have replaced it, or another admin decided). Look at it again.'
      using errcode = 'P0002';
  end if;
end;
$$;

revoke all on function public.admin_decide_vendor_document(text, text, text, text, timestamptz) from public, anon;
grant execute on function public.admin_decide_vendor_document(text, text, text, text, timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. admin_list as in 20261128003000_admin_search_references.sql, with the compliance filter.
drop function if exists public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean);

create or replace function public.admin_list(
  kind text,
  search text default '',
  status_filter text default '',
  page_offset integer default 0,
  page_limit integer default 50,
  before_id bigint default null,
  with_total boolean default true,
  for_export boolean default false,
  compliance_filter text default ''
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
         select page.*, public.waitlist_queue_position(page.id) as queue_position
         from (%s) page
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

revoke all on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean, text) from public, anon;
grant execute on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean, text)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- 4. admin_stats as in 20261128004000_deposit_history.sql, with the vendors' documents waiting for review.
create or replace function public.admin_stats(kind text) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result json;
  money json;
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
        'total', count(*),
        'paid', (money ->> 'paid')::bigint,
        'pendingPayment', count(*) filter (where not deposit_paid and status <> 'refunded'),
        'refunded', (money ->> 'refunded')::bigint,
        'totalDeposits', (money ->> 'totalDeposits')::numeric
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
