-- Admin queries at production scale (issue 14). Hosted PostgREST returns at most `max_rows` (1,000) rows per
-- request, so the admin dashboard never reads a whole table: it asks these functions for one page of a tab, its
-- total and the tab's figures. Search, filters, ordering, queue positions and the totals all run here, in SQL.
--
-- Search is the spec's case-insensitive substring match over the same fields as before (vendor: company, contact,
-- e-mail; waitlist: first name, last name, e-mail; newsletter: e-mail; support: name, e-mail, subject). The fields
-- are joined with a newline, which a one-line search box cannot send, so no match spans two fields. `%`, `_` and `\`
-- typed by the admin match literally. pg_trgm GIN indexes on that text keep a search fast at 100,000 rows: a trigram
-- index serves LIKE '%x%' (pg_trgm docs, "Index Support"), and pg_trgm is available on hosted Supabase (in the
-- `extensions` schema, where Supabase installs extensions) and in PGlite.

create extension if not exists pg_trgm with schema extensions;

-- The searchable text of each row, lower-cased once when the row is written and kept with the "C" collation:
-- lower() and LIKE under a linguistic collation cost several times more per row, which is what a search too short
-- for trigrams (one or two characters, or only '%') pays on every row.
alter table public.waitlist_signups add column search_text text collate "C"
  generated always as (lower(first_name || E'\n' || last_name || E'\n' || email)) stored;
alter table public.newsletter_signups add column search_text text collate "C"
  generated always as (lower(email)) stored;
alter table public.vendor_applications add column search_text text collate "C"
  generated always as (lower(company || E'\n' || contact || E'\n' || email)) stored;
alter table public.support_messages add column search_text text collate "C"
  generated always as (lower(name || E'\n' || email || E'\n' || subject)) stored;

create index waitlist_signups_search_idx on public.waitlist_signups using gin (search_text extensions.gin_trgm_ops);
create index newsletter_signups_search_idx on public.newsletter_signups using gin (search_text extensions.gin_trgm_ops);
create index vendor_applications_search_idx on public.vendor_applications using gin (search_text extensions.gin_trgm_ops);
create index support_messages_search_idx on public.support_messages using gin (search_text extensions.gin_trgm_ops);

-- Newest first, page by page (the waitlist already has (created_at, id) for its queue positions).
create index newsletter_signups_created_at_idx on public.newsletter_signups (created_at, id);
create index vendor_applications_created_at_idx on public.vendor_applications (created_at, id);
create index support_messages_created_at_idx on public.support_messages (created_at, id);
create index vendor_applications_status_idx on public.vendor_applications (status);

-- Refuses everyone but admins and the service role, with the SQLSTATE PostgREST maps to 401 (anon) / 403.
create or replace function public.assert_admin() returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not ((select public.is_admin()) or (select auth.role()) = 'service_role') then
    raise exception 'only an admin may read this' using errcode = '42501';
  end if;
end;
$$;

revoke all on function public.assert_admin() from public, anon;
grant execute on function public.assert_admin() to authenticated, service_role;

-- A LIKE pattern that finds `search` anywhere, with LIKE's own wildcards (and its escape character) taken literally.
create or replace function public.admin_search_pattern(search text) returns text
language sql
immutable
set search_path = ''
as $$
  -- A line break (which the fields' newline joiner would let span two fields) counts as a space.
  select '%' || replace(replace(replace(
    regexp_replace(lower(btrim(coalesce(search, ''))), '[\r\n]+', ' ', 'g'), '\', '\\'), '%', '\%'), '_', '\_') || '%';
$$;

/*
 * One page of an admin tab, newest first: `{ "total": <rows matching>, "rows": [...] }`. `page_limit` is clamped to
 * 1..1000, the hosted max_rows, so no answer is larger than PostgREST would give. With `for_export` the pages run
 * in id order, each starting after `before_id` (keyset paging: no offset to skip over), and `with_total` may be false.
 * Waitlist rows carry `queue_position`: 500 + rank by (created_at, id) over every row, the rule of
 * my_waitlist_signup, never a row's place on a page. Security invoker: RLS still decides what the caller sees.
 */
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
  -- What a row carries: everything but the bookkeeping no tab shows (keeps a 5-second poll of 50 rows small); only
  -- support messages show when they were created.
  shown text := $s$(to_jsonb(p) - 'user_id' - 'decided_by' - 'decided_at' - 'updated_at' - 'search_text'$s$
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
    conditions := conditions || format(' and t.search_text like %L', public.admin_search_pattern(search));
  end if;
  if coalesce(status_filter, '') <> '' and kind <> 'newsletter_signups' then
    conditions := conditions || format(' and t.status = %L', status_filter);
  end if;

  if with_total then
    execute format('select count(*) from public.%I t where %s', kind, conditions) into total;
  end if;

  if for_export then
    -- Keyset pages in id order from the first page on, so every row is read exactly once whatever its created_at.
    if before_id is not null then
      conditions := conditions || format(' and t.id < %s', before_id);
    end if;
    ordering := 't.id desc';
  else
    ordering := 't.created_at desc, t.id desc';
  end if;
  -- Nothing on this page: no second query.
  if with_total and (total = 0 or (not for_export and page_offset >= total)) then
    return json_build_object('total', total, 'rows', '[]'::json);
  end if;
  if with_total and total <= 5000 and conditions <> 'true' then
    -- Few matches: collect them first (trigram index or one pass over the rows), then sort those. `offset 0` keeps
    -- the planner from walking the newest-first index instead, which visits every row when matches are rare.
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
         select page.*, ranked.queue_position
         from (%s) page
         join (select r.id, 500 + row_number() over (order by r.created_at, r.id) as queue_position
               from public.waitlist_signups r) ranked on ranked.id = page.id
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

revoke all on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean) from public, anon;
grant execute on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean)
  to authenticated, service_role;

/*
 * The figures a tab shows, counted here rather than by loading rows: the waitlist's Total Signups, Paid Deposits,
 * Pending Payment and Total Deposits (dollars); the newsletter's Total Subscribers, From Homepage and This Week
 * (signed up within 7 days); the vendor tab's total and pending count (its badge and the notification dot).
 */
create or replace function public.admin_stats(kind text) returns json
language plpgsql
stable
set search_path = ''
as $$
declare
  result json;
begin
  perform public.assert_admin();
  case kind
    when 'waitlist_signups' then
      select json_build_object(
        'total', count(*),
        'paid', count(*) filter (where deposit_paid),
        'pendingPayment', count(*) filter (where not deposit_paid),
        'totalDeposits', coalesce(sum(deposit_amount) filter (where deposit_paid), 0)
      ) into result from public.waitlist_signups;
    when 'newsletter_signups' then
      select json_build_object(
        'total', count(*),
        'fromHomepage', count(*) filter (where source = 'homepage'),
        'thisWeek', count(*) filter (where signup_date >= now() - interval '7 days')
      ) into result from public.newsletter_signups;
    when 'vendor_applications' then
      select json_build_object('total', count(*), 'pending', count(*) filter (where status = 'pending'))
        into result from public.vendor_applications;
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
