-- Newsletter double opt-in and one-click unsubscribe (supabase/README.md, "Newsletter").
--
-- * A stored signup is `unconfirmed` until the reader opens the confirmation link; storing it queues the confirmation
--   mail (the outbox of 20261125020000_mail_outbox.sql). Signing up an address again that is unconfirmed or
--   unsubscribed issues a new confirmation link (a new event key, so the outbox sends it) and voids the old one; a
--   confirmed reader's repeated signup changes nothing.
-- * Tokens: the confirmation token is random (32 bytes) and works once, for 7 days; the unsubscribe token is stable
--   per reader (the external newsletter tool gets it in the admin's CSV) and is HMAC-SHA-256 of the reader's client id
--   under a key generated here, so it cannot be guessed from the id. The tables keep only SHA-256 hashes of both, for
--   lookup; the key sits in the schema `private`, which the API does not expose and no API role may use.
-- * Nobody but the service role reads tokens: newsletter_tokens has RLS on and no grants to anon/authenticated, and
--   the functions that take a token are executable by the service role only (the `newsletter` edge function calls
--   them for the reader, who needs no login).

create extension if not exists pgcrypto with schema extensions;

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.newsletter_token_key (
  id boolean primary key default true check (id),
  secret bytea not null check (octet_length(secret) >= 32)
);
insert into private.newsletter_token_key (secret) values (extensions.gen_random_bytes(32));
revoke all on private.newsletter_token_key from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Reader state, shown to the admin. `status` is derived so the admin list can filter on it like the other tabs.
alter table public.newsletter_signups
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column status text generated always as (
    case when unsubscribed_at is not null then 'unsubscribed'
         when confirmed_at is not null then 'confirmed'
         else 'unconfirmed' end
  ) stored;

create index newsletter_signups_status_idx on public.newsletter_signups (status);

-- Readers already stored were never asked to confirm: they count as unconfirmed and get no mail from this migration
-- (a re-signup sends them one).

-- A visitor's signup starts unconfirmed and subscribed; only the token functions change that.
drop policy "Visitors add a newsletter signup" on public.newsletter_signups;
create policy "Visitors add a newsletter signup" on public.newsletter_signups
  for insert to anon, authenticated
  with check (confirmed_at is null and unsubscribed_at is null);

-- Token hashes, one row per reader. Service role only.
create table public.newsletter_tokens (
  signup_id bigint primary key references public.newsletter_signups (id) on delete cascade,
  -- SHA-256 of the pending confirmation token; null once used, voided or never issued.
  confirm_token_hash bytea unique,
  confirm_expires_at timestamptz,
  -- How many confirmation mails this reader was sent: part of the event key, so each new link is a new mail.
  confirmations integer not null default 0 check (confirmations >= 0),
  unsubscribe_token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger newsletter_tokens_updated_at before update on public.newsletter_tokens
  for each row execute function public.set_updated_at();

alter table public.newsletter_tokens enable row level security;
revoke all on public.newsletter_tokens from anon, authenticated;
grant all on public.newsletter_tokens to service_role;

alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check
  check (template in (
    'support_acknowledgement', 'deposit_receipt', 'deposit_refunded', 'vendor_application_received',
    'vendor_application_declined', 'newsletter_confirmation'
  ));

-- ---------------------------------------------------------------------------------------------------------------
-- Token helpers. Tokens are URL-safe base64 without padding (43 characters for 32 bytes).
create or replace function private.url_token(raw bytea) returns text
language sql
immutable
set search_path = ''
as $$
  select rtrim(translate(replace(encode(raw, 'base64'), E'\n', ''), '+/', '-_'), '=');
$$;

create or replace function private.token_hash(token text) returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(coalesce(token, ''), 'UTF8'));
$$;

-- The reader's stable unsubscribe token: HMAC-SHA-256 of the client id under the private key.
create or replace function private.unsubscribe_token(client_id text) returns text
language sql
stable
set search_path = ''
as $$
  select private.url_token(extensions.hmac(convert_to('newsletter-unsubscribe:' || client_id, 'UTF8'), k.secret, 'sha256'))
  from private.newsletter_token_key k;
$$;

revoke all on all functions in schema private from public, anon, authenticated;

/*
 * Issues a new confirmation link for a reader and queues the mail carrying it (and the unsubscribe link). The old
 * link stops working. The outbox row holds the tokens until the drain renders the mail: it is service-role only,
 * like this table.
 */
create or replace function public.issue_newsletter_confirmation(signup public.newsletter_signups) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirm_token text := private.url_token(extensions.gen_random_bytes(32));
  unsubscribe_token text := private.unsubscribe_token(signup.client_id);
  sent integer;
begin
  insert into public.newsletter_tokens as t (signup_id, confirm_token_hash, confirm_expires_at, confirmations, unsubscribe_token_hash)
  values (signup.id, private.token_hash(confirm_token), now() + interval '7 days', 1, private.token_hash(unsubscribe_token))
  on conflict (signup_id) do update
    set confirm_token_hash = excluded.confirm_token_hash,
        confirm_expires_at = excluded.confirm_expires_at,
        confirmations = t.confirmations + 1,
        unsubscribe_token_hash = excluded.unsubscribe_token_hash
  returning t.confirmations into sent;
  perform public.enqueue_mail(
    'newsletter-confirm/' || signup.client_id || '/' || sent,
    'newsletter_confirmation',
    signup.email,
    jsonb_build_object('token', confirm_token, 'unsubscribeToken', unsubscribe_token)
  );
end;
$$;

revoke all on function public.issue_newsletter_confirmation(public.newsletter_signups) from public, anon, authenticated;

-- A new reader: queue the confirmation in the same transaction as the row.
create or replace function public.queue_newsletter_confirmation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.confirmed_at is null and new.unsubscribed_at is null then
    perform public.issue_newsletter_confirmation(new);
  end if;
  return null;
end;
$$;

revoke all on function public.queue_newsletter_confirmation() from public, anon, authenticated;

create trigger newsletter_signups_confirmation_mail after insert on public.newsletter_signups
  for each row execute function public.queue_newsletter_confirmation();

/*
 * Signing up an address that is already stored (case-insensitive). Before, the unique index refused it (the app
 * counts that as subscribed). Now an unconfirmed or unsubscribed reader is asked to confirm again with a new link,
 * and no second row is stored (the trigger returns null, so PostgREST answers 201 and the app's outbox counts the
 * signup as delivered). The name sorts after `newsletter_signups_visitor_limits`: triggers of one event fire in name
 * order (PostgreSQL docs, CREATE TRIGGER), so a repeated signup still counts against the flood limits first.
 */
create or replace function public.resubscribe_known_newsletter_reader() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  known public.newsletter_signups%rowtype;
begin
  select * into known from public.newsletter_signups where lower(email) = lower(new.email) for update;
  -- A new address goes in. So does a retry of the very signup already stored (same client id): its unique violation
  -- on client_id is how the app's outbox learns that an earlier attempt got through.
  if not found or known.client_id = new.client_id then
    return new;
  end if;
  if known.confirmed_at is not null and known.unsubscribed_at is null then
    return null;
  end if;
  update public.newsletter_signups set unsubscribed_at = null, confirmed_at = null
    where id = known.id returning * into known;
  perform public.issue_newsletter_confirmation(known);
  return null;
end;
$$;

revoke all on function public.resubscribe_known_newsletter_reader() from public, anon, authenticated;

create trigger newsletter_signups_welcome_back before insert on public.newsletter_signups
  for each row execute function public.resubscribe_known_newsletter_reader();

-- ---------------------------------------------------------------------------------------------------------------
-- What the reader's links do (called by the `newsletter` edge function with the service role).

/* Confirms the reader whose pending confirmation token this is: 'confirmed', or 'invalid' (unknown, used, voided or
 * expired). The token works once. */
create or replace function public.confirm_newsletter(token text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_id bigint;
begin
  update public.newsletter_tokens
     set confirm_token_hash = null, confirm_expires_at = null
   where confirm_token_hash = private.token_hash(token) and confirm_expires_at > now()
  returning signup_id into found_id;
  if found_id is null then
    return 'invalid';
  end if;
  update public.newsletter_signups set confirmed_at = now(), unsubscribed_at = null where id = found_id;
  return 'confirmed';
end;
$$;

/* Unsubscribes the reader whose unsubscribe token this is: 'unsubscribed' (also when they already were), or
 * 'invalid'. A pending confirmation link is voided with it, so an old mail cannot subscribe them again. */
create or replace function public.unsubscribe_newsletter(token text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_id bigint;
begin
  update public.newsletter_tokens
     set confirm_token_hash = null, confirm_expires_at = null
   where unsubscribe_token_hash = private.token_hash(token)
  returning signup_id into found_id;
  if found_id is null then
    return 'invalid';
  end if;
  update public.newsletter_signups set unsubscribed_at = coalesce(unsubscribed_at, now()) where id = found_id;
  return 'unsubscribed';
end;
$$;

revoke all on function public.confirm_newsletter(text) from public, anon, authenticated;
revoke all on function public.unsubscribe_newsletter(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter(text) to service_role;
grant execute on function public.unsubscribe_newsletter(text) to service_role;

/* The reader's unsubscribe token for the admin's export (the external newsletter tool puts it in each mail).
 * Admins and the service role only; null for a reader who is not confirmed. */
create or replace function public.newsletter_unsubscribe_token(signup_client_id text) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if not exists (select 1 from public.newsletter_signups where client_id = signup_client_id and status = 'confirmed') then
    return null;
  end if;
  return private.unsubscribe_token(signup_client_id);
end;
$$;

revoke all on function public.newsletter_unsubscribe_token(text) from public, anon;
grant execute on function public.newsletter_unsubscribe_token(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The admin list: the newsletter tab filters on `status` now, and an export of it carries each confirmed reader's
-- unsubscribe token. Otherwise as in 20261124000100_admin_queries.sql.
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
  if coalesce(status_filter, '') <> '' then
    conditions := conditions || format(' and t.status = %L', status_filter);
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

-- The newsletter tab's figures gain the readers by status.
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
        'thisWeek', count(*) filter (where signup_date >= now() - interval '7 days'),
        'confirmed', count(*) filter (where status = 'confirmed'),
        'unconfirmed', count(*) filter (where status = 'unconfirmed'),
        'unsubscribed', count(*) filter (where status = 'unsubscribed')
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
