-- Limits count what the limited person did (supabase/README.md, "Integrity rules").
--
-- The per-e-mail limit counted every submission naming an address, whoever sent it. Five anonymous sign-ups naming
-- someone's address therefore spent that person's budget, and the owner, signed in, was then refused their own
-- reservation and support message. Now, on the four public tables:
-- * an anonymous submission (no session, or an anonymous Auth session) counts under the inbox it names
--   (public.mail_inbox, so `+tags` share it), `per_email` a window: this is the budget strangers share;
-- * a signed-in submission counts under the account that sent it (auth.uid()), `per_account` a window, and never
--   under the address it names, so it is never refused because of what strangers sent, and never spends the
--   strangers' budget either;
-- * the per-client-address limit (`per_address`) is unchanged and counts every API submission from that address.

alter table public.submission_limits drop constraint if exists submission_limits_name_check;
alter table public.submission_limits
  add constraint submission_limits_name_check check (name in ('per_email', 'per_account', 'per_address'));

insert into public.submission_limits (name, max_count, window_seconds) values ('per_account', 5, 3600)
on conflict (name) do nothing;

/*
 * The flood guard of each public table, as in 20261124000500_server_owned_fields_and_floods.sql except for whose
 * budget a submission spends (above). Supabase Auth marks a session from signInAnonymously() with the
 * `is_anonymous` claim; such a session is one request away for anybody, so it counts as anonymous.
 */
create or replace function public.limit_visitor_submissions() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := (select auth.role());
  account uuid := (select auth.uid());
  anonymous_session boolean := coalesce(((select auth.jwt()) ->> 'is_anonymous')::boolean, false);
  rows_in_request integer;
  within_sender_limit boolean;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return new;
  end if;
  rows_in_request := coalesce(nullif(current_setting('doorkeep.submission_rows', true), ''), '0')::integer + 1;
  perform set_config('doorkeep.submission_rows', rows_in_request::text, true);
  if rows_in_request > 1 then
    raise exception 'a visitor sends one submission per request' using errcode = '42501';
  end if;
  if caller = 'authenticated' and account is not null and not anonymous_session then
    within_sender_limit := public.count_submission(tg_table_name || '/account', account::text, 'per_account');
  else
    within_sender_limit := public.count_submission(tg_table_name || '/email', public.mail_inbox(new.email), 'per_email');
  end if;
  if not within_sender_limit
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
