-- A reader's opt-out stays on record (supabase/README.md, "Newsletter").
--
-- Before, anyone could sign up an unsubscribed address again: that cleared `unsubscribed_at` and made the reader
-- `unconfirmed`, so the record of the opt-out was gone without the reader doing anything. Now:
-- * `confirmed_at` is the reader's last confirmation and `unsubscribed_at` their last opt-out; neither is ever
--   cleared, and `status` is whichever of the two came later. This keeps the opt-out's time next to a later
--   confirmation without a third column, and every reader of `status` (the admin's filter and figures, the export of
--   confirmed readers, `newsletter_unsubscribe_token`, `confirm_newsletter`'s 'already_confirmed') stays as it was.
-- * A repeated signup of an unconfirmed or unsubscribed address only issues a new confirmation link (and mail); it
--   no longer changes the row, so an unsubscribed reader stays unsubscribed until they open that link.
-- * Opening it (`confirm_newsletter`) makes them confirmed again; `unsubscribed_at` keeps the opt-out's time.

-- The old functions cleared `unsubscribed_at` on confirming, so a row with both times has the opt-out last. A row
-- written by hand with them the other way round was unsubscribed, and stays so (a tie counts as unsubscribed).
update public.newsletter_signups set confirmed_at = unsubscribed_at where unsubscribed_at < confirmed_at;

-- Who came last decides. An unsubscribe at the same instant as the confirmation wins (`>=`), the safe side.
alter table public.newsletter_signups drop column status;
alter table public.newsletter_signups
  add column status text generated always as (
    case when unsubscribed_at is not null and (confirmed_at is null or unsubscribed_at >= confirmed_at) then 'unsubscribed'
         when confirmed_at is not null then 'confirmed'
         else 'unconfirmed' end
  ) stored;

create index newsletter_signups_status_idx on public.newsletter_signups (status);

/*
 * Signing up an address that is already stored (case-insensitive): as in 20261125070000_newsletter_double_opt_in.sql,
 * except that the row is left alone. An unconfirmed or unsubscribed reader gets a new confirmation link, and only
 * opening it changes their status: a signup by whoever knows the address neither undoes an opt-out nor erases it.
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
  if known.status = 'confirmed' then
    return null;
  end if;
  perform public.issue_newsletter_confirmation(known);
  return null;
end;
$$;

revoke all on function public.resubscribe_known_newsletter_reader() from public, anon, authenticated;

/* Confirms the reader whose pending confirmation token this is: 'confirmed'; 'already_confirmed' for the last used
 * link of a reader still confirmed; otherwise 'invalid'. As in 20261126000100_newsletter_confirm_again.sql, except
 * that `unsubscribed_at` is kept: the confirmation is dated after it, so the reader counts as confirmed again. */
create or replace function public.confirm_newsletter(token text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hashed bytea := private.token_hash(token);
  found_id bigint;
begin
  update public.newsletter_tokens
     set confirm_token_hash = null, confirm_expires_at = null, used_confirm_token_hash = hashed
   where confirm_token_hash = hashed and confirm_expires_at > now()
  returning signup_id into found_id;
  if found_id is not null then
    -- Dated after the opt-out it follows even when now() (the transaction's start) is not later, so an opened link
    -- always confirms. An unsubscribe voids the pending link under the same row lock, so none can slip in after it.
    update public.newsletter_signups
       set confirmed_at = greatest(now(), unsubscribed_at + interval '1 microsecond')
     where id = found_id;
    return 'confirmed';
  end if;
  if exists (
    select 1
      from public.newsletter_tokens t
      join public.newsletter_signups s on s.id = t.signup_id
     where t.used_confirm_token_hash = hashed and s.status = 'confirmed'
  ) then
    return 'already_confirmed';
  end if;
  return 'invalid';
end;
$$;

/* Unsubscribes the reader whose unsubscribe token this is: 'unsubscribed' (also when they already were), or
 * 'invalid'. A pending confirmation link is voided with it. A reader already unsubscribed keeps the time of that
 * opt-out; otherwise the new opt-out is dated no earlier than their confirmation, so it wins over it. */
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
  update public.newsletter_signups
     set unsubscribed_at = case when status = 'unsubscribed' then unsubscribed_at else greatest(now(), confirmed_at) end
   where id = found_id;
  return 'unsubscribed';
end;
$$;

revoke all on function public.confirm_newsletter(text) from public, anon, authenticated;
revoke all on function public.unsubscribe_newsletter(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter(text) to service_role;
grant execute on function public.unsubscribe_newsletter(text) to service_role;
