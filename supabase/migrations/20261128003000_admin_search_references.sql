-- Admin search finds a row by what its customer quotes: the client id (WAIT-, NEWS-, VEN-, DK- ticket), the VN-
-- number, the DK-RES- reference of any deposit order tied to a waitlist row, an e-mail, or a full name in any order.
--
-- Each table's searchable text is folded once when the row is written: lower case, common Latin accents taken off
-- (so "jose" and "JOSÉ" both find José; lower() under the "C" collation folds ASCII only) and a typographic
-- apostrophe read as a plain one. After the fields it carries each reference again without dashes, so a reference
-- read out as "dk-res-abcd 1234" or "wait 0000 01234" is found once the search drops its spaces and dashes too.
-- A search is split into words and a row matches when it holds every word (so "ortiz sam" and "sam ort" find
-- Sam Ortiz), or when its dashless references hold the search without spaces and dashes. A generated column cannot
-- read another table, so a waitlist row's order references are looked up in stripe_orders through a trigram index
-- on the dashless reference. The search is cut to 200 characters, so a pasted page costs no more than a line.
-- The browser-only adapter searches the same way (src/lib/submissions/in-memory-admin-query.ts).

create or replace function public.admin_search_fold(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select translate(lower(coalesce(value, '')),
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőÙÚÛÜùúûüŪūŮůŰűÝýÿŚśŠšŹźŻżŽžŁłĐđ’‘',
    'aaaaaaaaaaaaaaaaaacccccceeeeeeeeeeeeeeeeiiiiiiiiiiiinnnnnnoooooooooooooooouuuuuuuuuuuuuuyyysssszzzzzzlldd''''');
$$;

-- A reference as typed or read out, without its dashes and spaces: 'DK-RES-ABCD 1234' → 'dkresabcd1234'.
create or replace function public.admin_search_compact(value text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(public.admin_search_fold(value), '[[:space:]-]+', '', 'g');
$$;

-- A LIKE pattern that finds `search` anywhere, with LIKE's own wildcards (and its escape character) taken literally.
create or replace function public.admin_search_pattern(search text) returns text
language sql
immutable
set search_path = ''
as $$
  -- A line break (which the fields' newline joiner would let span two fields) counts as a space.
  select '%' || replace(replace(replace(
    regexp_replace(public.admin_search_fold(btrim(coalesce(search, ''))), '[\r\n]+', ' ', 'g'), '\', '\\'), '%', '\%'), '_', '\_') || '%';
$$;

-- The generated columns below call them with the rights of whoever writes a row, a visitor's form included: pure
-- text functions that read nothing, so every API role may run them.
revoke all on function public.admin_search_fold(text) from public;
revoke all on function public.admin_search_compact(text) from public;
grant execute on function public.admin_search_fold(text), public.admin_search_compact(text) to anon, authenticated, service_role;

alter table public.waitlist_signups drop column search_text;
alter table public.waitlist_signups add column search_text text collate "C"
  generated always as (
    public.admin_search_fold(first_name || E'\n' || last_name || E'\n' || email || E'\n' || client_id)
    || E'\n' || public.admin_search_compact(client_id)
  ) stored;
create index waitlist_signups_search_idx on public.waitlist_signups using gin (search_text extensions.gin_trgm_ops);

alter table public.newsletter_signups drop column search_text;
alter table public.newsletter_signups add column search_text text collate "C"
  generated always as (
    public.admin_search_fold(email || E'\n' || client_id) || E'\n' || public.admin_search_compact(client_id)
  ) stored;
create index newsletter_signups_search_idx on public.newsletter_signups using gin (search_text extensions.gin_trgm_ops);

alter table public.vendor_applications drop column search_text;
alter table public.vendor_applications add column search_text text collate "C"
  generated always as (
    public.admin_search_fold(company || E'\n' || contact || E'\n' || email || E'\n' || application_number || E'\n' || client_id)
    || E'\n' || public.admin_search_compact(application_number) || E'\n' || public.admin_search_compact(client_id)
  ) stored;
create index vendor_applications_search_idx on public.vendor_applications using gin (search_text extensions.gin_trgm_ops);

alter table public.support_messages drop column search_text;
alter table public.support_messages add column search_text text collate "C"
  generated always as (
    public.admin_search_fold(name || E'\n' || email || E'\n' || subject || E'\n' || client_id)
    || E'\n' || public.admin_search_compact(client_id)
  ) stored;
create index support_messages_search_idx on public.support_messages using gin (search_text extensions.gin_trgm_ops);

create index stripe_orders_reference_search_idx on public.stripe_orders
  using gin ((replace(lower(reference), '-', '')) extensions.gin_trgm_ops);

-- The waitlist rows whose orders' dashless references hold `compact`. Admins read no orders under RLS, so this
-- looks them up as its owner and answers admins only.
create or replace function public.admin_order_reference_owners(compact text) returns setof bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if coalesce(compact, '') !~ '^[a-z0-9]{3,200}$' then
    return;
  end if;
  if compact ~ '^dkres[a-z0-9]{8}$' then
    -- A whole reference: its unique index answers at once.
    return query
      select o.waitlist_signup_id from public.stripe_orders o
       where o.reference = 'DK-RES-' || upper(substr(compact, 6)) and o.waitlist_signup_id is not null;
    return;
  end if;
  return query
    select distinct o.waitlist_signup_id from public.stripe_orders o
     where replace(lower(o.reference), '-', '') like '%' || compact || '%' and o.waitlist_signup_id is not null;
end;
$$;

revoke all on function public.admin_order_reference_owners(text) from public, anon;
grant execute on function public.admin_order_reference_owners(text) to authenticated, service_role;

-- The WHERE clause (over alias t) that finds `search` in a list of `kind`; 'true' for an empty search.
create or replace function public.admin_search_condition(kind text, search text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  cut text := btrim(left(coalesce(search, ''), 200));
  words text;
  compact text := public.admin_search_compact(left(coalesce(search, ''), 200));
  condition text;
begin
  if cut = '' then
    return 'true';
  end if;
  -- A whole reference of this list's own kind names one row: its unique index finds it, where the trigram index
  -- would read the long posting lists of trigrams every reference shares ('000', 'new', ...).
  if kind = 'waitlist_signups' and compact ~ '^wait[a-z0-9]{9}$' then
    return format('t.client_id = %L', 'WAIT-' || upper(substr(compact, 5)));
  elsif kind = 'waitlist_signups' and compact ~ '^dkres[a-z0-9]{8}$' then
    return format('t.id = any(array(select public.admin_order_reference_owners(%L)))', compact);
  elsif kind = 'newsletter_signups' and compact ~ '^news[a-z0-9]{9}$' then
    return format('t.client_id = %L', 'NEWS-' || upper(substr(compact, 5)));
  elsif kind = 'vendor_applications' and compact ~ '^ven[a-z0-9]{9}$' then
    return format('t.client_id = %L', 'VEN-' || upper(substr(compact, 4)));
  elsif kind = 'vendor_applications' and compact ~ '^vn[a-z0-9]{9}$' then
    return format('t.application_number = %L', 'VN-' || upper(substr(compact, 3)));
  elsif kind = 'support_messages' and compact ~ '^dk[a-z0-9]{9}$' then
    return format('t.client_id = %L', 'DK-' || upper(substr(compact, 3)));
  end if;
  select string_agg(format('t.search_text like %L', public.admin_search_pattern(word)), ' and ')
    into words
    from regexp_split_to_table(cut, '[[:space:]]+') word
   where word <> '';
  condition := words;
  -- Only a search with spaces needs it: a reference typed with its dashes matches as a word, and one without
  -- them matches the dashless copy.
  if cut ~ '[[:space:]]' and length(compact) >= 3 then
    condition := format('(%s) or t.search_text like %L', condition, public.admin_search_pattern(compact));
  end if;
  if kind = 'waitlist_signups' and compact ~ '^dkres[a-z0-9]*$' then
    condition := format('(%s) or t.id = any(array(select public.admin_order_reference_owners(%L)))', condition, compact);
  end if;
  return '(' || condition || ')';
end;
$$;

revoke all on function public.admin_search_condition(text, text) from public, anon;
grant execute on function public.admin_search_condition(text, text) to authenticated, service_role;

-- Which lists hold a reference (client id, VN- number or DK-RES- order reference), for the empty tab that says
-- where to look instead; none for a search that is not shaped like one of our references.
create or replace function public.admin_reference_tabs(search text) returns text[]
language plpgsql
stable
set search_path = ''
as $$
declare
  compact text := public.admin_search_compact(left(coalesce(search, ''), 200));
  pattern text := '%' || compact || '%';
  tabs text[] := '{}';
begin
  perform public.assert_admin();
  if compact !~ '^(wait|news|ven|vn|dk)[a-z0-9]{4,}$' then
    return tabs;
  end if;
  if exists (select 1 from public.waitlist_signups t where t.search_text like pattern)
     or (compact like 'dkres%' and exists (select 1 from public.admin_order_reference_owners(compact))) then
    tabs := tabs || 'waitlist_signups'::text;
  end if;
  if exists (select 1 from public.newsletter_signups t where t.search_text like pattern) then
    tabs := tabs || 'newsletter_signups'::text;
  end if;
  if exists (select 1 from public.vendor_applications t where t.search_text like pattern) then
    tabs := tabs || 'vendor_applications'::text;
  end if;
  if exists (select 1 from public.support_messages t where t.search_text like pattern) then
    tabs := tabs || 'support_messages'::text;
  end if;
  return tabs;
end;
$$;

revoke all on function public.admin_reference_tabs(text) from public, anon;
grant execute on function public.admin_reference_tabs(text) to authenticated, service_role;

-- admin_list as in 20261128000100_line_moves_with_money.sql, its search built by admin_search_condition.
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

revoke all on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean) from public, anon;
grant execute on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean)
  to authenticated, service_role;
