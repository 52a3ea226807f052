-- Server-owned fields and floods on the four public submission tables (waitlist_signups, newsletter_signups,
-- vendor_applications, support_messages).
--
-- 1. The times are the server's. The tables grant INSERT on every column, so a visitor could date a row 2000-01-01:
--    the waitlist queue position is 500 + rank by created_at, so an owner would jump the queue, and anyone could push
--    real rows off the admin's first page. A BEFORE INSERT trigger now overwrites created_at, updated_at,
--    signup_date and applied_date for the API roles anon and authenticated. We ignore a client's value rather than
--    refuse it, and do it in a trigger rather than with column grants, because the app's own records carry
--    signupDate/appliedDate (src/lib/submissions/supabase-adapter.ts toTableRow) and outbox entries already queued in
--    visitors' browsers will be sent as they are: refusing those columns would turn every one of them into a
--    rejected submission. The service role (seeding, backfills, the functions) still sets them.
--    The rest of what a visitor must not choose is already refused, and stays so: decision fields (status,
--    approved/declined dates, decline_reason, decided_*) by the insert policies, deposit state by the policy and
--    guard_waitlist_deposit_state, user_id (self only) by the policies, and id (identity, generated always) and
--    search_text (generated) by Postgres itself (428C9).
-- 2. Floods. For anon and authenticated (never the service role, nor SQL run directly by the owner):
--    - one submission per request: PostgREST runs a request in one transaction, so a transaction-local counter
--      refuses the second row, whether the rows came as one INSERT of an array or row by row (42501);
--    - at most `per_email` submissions per e-mail address per table per window (5 an hour by default);
--    - at most `per_address` submissions per client address per table per window (30 a minute by default). The
--      address is what the gateway in front of PostgREST puts in request.headers: cf-connecting-ip when present (set
--      by Cloudflare, which fronts hosted projects, and not forgeable through it), else the first entry of
--      x-forwarded-for (the client as the first proxy saw it; Supabase Auth keys its own IP rate limits on the first
--      value, supabase/auth#2282). See supabase/README.md for what that header is worth.
--    Past a limit the insert is refused with SQLSTATE PT429, which PostgREST answers with HTTP 429 and the message
--    below (PostgREST docs, Errors, "Raise errors with HTTP Status Codes"); the app shows that message.
--    Limits live in public.submission_limits (the service role or SQL may change them; tests do) and counts in
--    public.submission_counters, one row per (table and limit, hashed subject, fixed window), upserted by primary key.

-- ---------------------------------------------------------------------------------------------------------------
-- 1. Server-owned times.
create or replace function public.set_submission_server_fields() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  new.created_at := now();
  new.updated_at := now();
  if tg_table_name = 'waitlist_signups' then
    new.signup_date := current_date;
  elsif tg_table_name = 'newsletter_signups' then
    new.signup_date := now();
  elsif tg_table_name = 'vendor_applications' then
    new.applied_date := current_date;
  end if;
  return new;
end;
$$;

create trigger waitlist_signups_server_fields before insert on public.waitlist_signups
  for each row execute function public.set_submission_server_fields();
create trigger newsletter_signups_server_fields before insert on public.newsletter_signups
  for each row execute function public.set_submission_server_fields();
create trigger vendor_applications_server_fields before insert on public.vendor_applications
  for each row execute function public.set_submission_server_fields();
create trigger support_messages_server_fields before insert on public.support_messages
  for each row execute function public.set_submission_server_fields();

-- ---------------------------------------------------------------------------------------------------------------
-- 2. Flood limits: settings and counters. Neither table is readable or writable through the API but by the
-- service role.
create table public.submission_limits (
  name text primary key check (name in ('per_email', 'per_address')),
  max_count integer not null check (max_count >= 0),
  window_seconds integer not null check (window_seconds between 1 and 86400),
  updated_at timestamptz not null default now()
);

insert into public.submission_limits (name, max_count, window_seconds) values
  ('per_email', 5, 3600),
  ('per_address', 30, 60);

create trigger submission_limits_updated_at before update on public.submission_limits
  for each row execute function public.set_updated_at();

create table public.submission_counters (
  bucket text not null,
  subject text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, subject, window_start)
);

create index submission_counters_window_start_idx on public.submission_counters (window_start);

alter table public.submission_limits enable row level security;
alter table public.submission_counters enable row level security;
revoke all on table public.submission_limits, public.submission_counters from anon, authenticated;
grant all on table public.submission_limits, public.submission_counters to service_role;

-- The client address of this API request as the gateway passed it, or null outside an API request.
create or replace function public.request_client_address() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    split_part(coalesce(h ->> 'x-forwarded-for', ''), ',', 1)
  )), '')
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) request;
$$;

revoke all on function public.request_client_address() from public, anon, authenticated;
grant execute on function public.request_client_address() to service_role;

-- Counts one submission for `subject` under the limit `setting`; false once the window's count passes the limit.
-- A refused insert rolls its count back with it, so only accepted submissions count.
create or replace function public.count_submission(bucket text, subject text, setting text) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  allowed integer;
  seconds integer;
  hits_now integer;
begin
  select l.max_count, l.window_seconds into allowed, seconds from public.submission_limits l where l.name = setting;
  if allowed is null or coalesce(subject, '') = '' then
    return true;
  end if;
  insert into public.submission_counters as c (bucket, subject, window_start, hits)
  values (bucket, md5(subject), to_timestamp(floor(extract(epoch from now()) / seconds) * seconds), 1)
  on conflict on constraint submission_counters_pkey do update set hits = c.hits + 1
  returning c.hits into hits_now;
  return hits_now <= allowed;
end;
$$;

revoke all on function public.count_submission(text, text, text) from public, anon, authenticated;

/*
 * The flood guard of each public table. Security definer so it can write the counters no API role may touch; who
 * is asking comes from the request's JWT (auth.role()), since current_user is the function's owner here. Only
 * anon and authenticated are limited: the service role and SQL without a request are not.
 */
create or replace function public.limit_visitor_submissions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := (select auth.role());
  rows_in_request integer;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  rows_in_request := coalesce(nullif(current_setting('doorkeep.submission_rows', true), ''), '0')::integer + 1;
  perform set_config('doorkeep.submission_rows', rows_in_request::text, true);
  if rows_in_request > 1 then
    raise exception 'a visitor sends one submission per request' using errcode = '42501';
  end if;
  if not public.count_submission(tg_table_name || '/email', lower(btrim(new.email)), 'per_email')
    or not public.count_submission(tg_table_name || '/address', public.request_client_address(), 'per_address') then
    raise sqlstate 'PT429' using message = 'Too many attempts. Please wait a few minutes and try again.';
  end if;
  -- Now and then, forget windows long past (no window is longer than a day).
  if random() < 0.01 then
    delete from public.submission_counters where window_start < now() - interval '1 day';
  end if;
  return new;
end;
$$;

revoke all on function public.limit_visitor_submissions() from public, anon, authenticated;

create trigger waitlist_signups_visitor_limits before insert on public.waitlist_signups
  for each row execute function public.limit_visitor_submissions();
create trigger newsletter_signups_visitor_limits before insert on public.newsletter_signups
  for each row execute function public.limit_visitor_submissions();
create trigger vendor_applications_visitor_limits before insert on public.vendor_applications
  for each row execute function public.limit_visitor_submissions();
create trigger support_messages_visitor_limits before insert on public.support_messages
  for each row execute function public.limit_visitor_submissions();
