-- An unsubscribed reader gets at most one confirmation mail a week (supabase/README.md, "Newsletter").
--
-- A signup naming an unsubscribed address asks its reader to confirm again, since the reader may really want the
-- newsletter back. But anybody can name the address, so each stranger's signup sent the address another mail (five
-- an hour under the per-e-mail limit, indefinitely). Now a signup naming an unsubscribed address sends a new link
-- only when the reader holds no live one: a confirmation link lives seven days (20261125070000_newsletter_double_opt_in.sql),
-- so strangers' signups reach the address at most once a week, and the link already sent keeps working. Only the
-- reader can end a live link early, by opening it (they are confirmed, and signups send nothing) or by unsubscribing
-- through the mail's own link (which voids it): then the next signup sends one again.
-- The first signup after an opt-out still sends one (the opt-out voided any pending link).

/*
 * Signing up an address that is already stored (case-insensitive): as in 20261127000400_newsletter_opt_out_kept.sql,
 * except that an unsubscribed reader who holds a live link is not sent another.
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
  if known.status = 'unsubscribed' and exists (
    select 1 from public.newsletter_tokens t
     where t.signup_id = known.id and t.confirm_token_hash is not null and t.confirm_expires_at > now()
  ) then
    return null;
  end if;
  perform public.issue_newsletter_confirmation(known);
  return null;
end;
$$;

revoke all on function public.resubscribe_known_newsletter_reader() from public, anon, authenticated;
