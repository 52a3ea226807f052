-- A reference quoted in part (its start: "DK-RES-2223", "news-00004", "DK-KKKKHM") is found through a btree prefix
-- index on the reference itself, not the trigram indexes. Every reference of one kind shares its letters and, in
-- a large table, most of its trigrams ('dk-', 'res', '000', ...), so the trigram index read the posting lists of
-- nearly every row (all 25,000 orders for a partial DK-RES- reference) before checking each one.
--
-- A search counts as the start of this tab's own reference when it begins with the reference's prefix followed by
-- a dash or a space (so "dkramer" stays a plain word search) and holds nothing but letters, digits, dashes and
-- spaces. It then matches the rows whose reference starts with it, dashes and spaces dropped; a whole reference
-- still takes the unique index (admin_search_condition in 20261128003000_admin_search_references.sql).
-- text_pattern_ops lets LIKE 'ABC%' use the index under any database collation (hosted projects are not "C").

create index waitlist_signups_client_id_prefix_idx on public.waitlist_signups (client_id text_pattern_ops);
create index newsletter_signups_client_id_prefix_idx on public.newsletter_signups (client_id text_pattern_ops);
create index vendor_applications_client_id_prefix_idx on public.vendor_applications (client_id text_pattern_ops);
create index vendor_applications_number_prefix_idx on public.vendor_applications (application_number text_pattern_ops);
create index support_messages_client_id_prefix_idx on public.support_messages (client_id text_pattern_ops);
create index stripe_orders_reference_prefix_idx on public.stripe_orders (reference text_pattern_ops);

-- The waitlist rows whose orders' dashless references hold `compact`. 'dkres' only ever stands at the start of a
-- dashless order reference, so a compact search starting with it matches exactly the references that start with
-- it: the prefix index answers. Anything else keeps the trigram index.
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
  if compact ~ '^dkres[a-z0-9]{0,7}$' then
    return query
      select distinct o.waitlist_signup_id from public.stripe_orders o
       where o.reference like 'DK-RES-' || upper(substr(compact, 6)) || '%' and o.waitlist_signup_id is not null;
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
  folded text := public.admin_search_fold(btrim(left(coalesce(search, ''), 200)));
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
  -- The start of a reference of this list's own kind, typed as one: its prefix index.
  if folded ~ '^[a-z0-9[:space:]-]+$' then
    if kind = 'waitlist_signups' and folded ~ '^wait[-[:space:]]' and compact ~ '^wait[a-z0-9]{0,8}$' then
      return format('t.client_id like %L', 'WAIT-' || upper(substr(compact, 5)) || '%');
    elsif kind = 'waitlist_signups' and folded ~ '^dk[-[:space:]]*res[-[:space:]]' and compact ~ '^dkres[a-z0-9]{0,7}$' then
      return format('t.id = any(array(select public.admin_order_reference_owners(%L)))', compact);
    elsif kind = 'newsletter_signups' and folded ~ '^news[-[:space:]]' and compact ~ '^news[a-z0-9]{0,8}$' then
      return format('t.client_id like %L', 'NEWS-' || upper(substr(compact, 5)) || '%');
    elsif kind = 'vendor_applications' and folded ~ '^ven[-[:space:]]' and compact ~ '^ven[a-z0-9]{0,8}$' then
      return format('t.client_id like %L', 'VEN-' || upper(substr(compact, 4)) || '%');
    elsif kind = 'vendor_applications' and folded ~ '^vn[-[:space:]]' and compact ~ '^vn[a-z0-9]{0,8}$' then
      return format('t.application_number like %L', 'VN-' || upper(substr(compact, 3)) || '%');
    elsif kind = 'support_messages' and folded ~ '^dk[-[:space:]]' and folded !~ '^dk[-[:space:]]*res[-[:space:]]'
          and compact ~ '^dk[a-z0-9]{0,8}$' then
      -- (An order reference quoted in a message's subject is no ticket: it stays a word search.)
      return format('t.client_id like %L', 'DK-' || upper(substr(compact, 3)) || '%');
    end if;
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
