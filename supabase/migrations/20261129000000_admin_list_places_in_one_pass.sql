-- The admin's waitlist page works out its rows' places in line in one pass. public.waitlist_queue_position counts
-- every row ahead of one row, so calling it per row would count a long line once for each row of the page. Here the
-- page counts the rows ahead of its earliest row once and
-- ranks the rows between its earliest and its latest row; the rule is waitlist_queue_position's (500 + the rows
-- not refunded up to and including this one; a refunded row has no place), and a test holds the two equal.

create or replace function public.admin_list(
  kind text,
  search text default '',
  status_filter text default '',
  page_offset integer default 0,
  page_limit integer default 50,
  before_id bigint default null,
  with_total boolean default true,
  for_export boolean default false
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
      'with page as (%s),
            in_line as (select queued_at, id from page where status <> ''refunded''),
            first_place as (select queued_at, id from in_line order by queued_at, id limit 1),
            last_place as (select queued_at, id from in_line order by queued_at desc, id desc limit 1),
            ahead as (
              select count(*) as rows_ahead from public.waitlist_signups w, first_place f
               where w.status <> ''refunded'' and (w.queued_at, w.id) < (f.queued_at, f.id)
            ),
            ranked as (
              select w.id, row_number() over (order by w.queued_at, w.id) as rank
                from public.waitlist_signups w, first_place f, last_place l
               where w.status <> ''refunded''
                 and (w.queued_at, w.id) >= (f.queued_at, f.id) and (w.queued_at, w.id) <= (l.queued_at, l.id)
            )
       select coalesce(json_agg(%s order by %s), ''[]'') from (
         select page.*,
                case when page.status <> ''refunded'' then (500 + ahead.rows_ahead + ranked.rank)::integer end
                  as queue_position
           from page cross join ahead left join ranked on ranked.id = page.id
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

revoke all on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean) from public, anon;
grant execute on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean)
  to authenticated, service_role;
