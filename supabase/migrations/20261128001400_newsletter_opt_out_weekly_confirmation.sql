-- An unsubscribed reader gets at most one confirmation mail a week (supabase/README.md, "Integrity rules").
--
-- A signup naming an unsubscribed address asks its reader to confirm again, since the reader may really want the
-- newsletter back. But anybody can name the address, so each stranger's signup sent the address another mail (five
-- an hour under the per-e-mail limit, indefinitely). Now a signup naming an unsubscribed address queues a
-- confirmation only when none was queued for that reader in the last seven days since their opt-out; otherwise it
-- changes nothing. The link such a mail carries lives seven days (20261125070000_newsletter_double_opt_in.sql) and no
-- later signup replaces it, so the reader can still come back with it. The first signup after an opt-out still
-- sends one, so a reader who changes their mind is not kept waiting; a reader who then unsubscribes again through
-- that mail is not written to again that week either.

/*
 * Signing up an address that is already stored (case-insensitive): as in 20261127000400_newsletter_opt_out_kept.sql,
 * except that an unsubscribed reader is sent at most one new link a week.
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
    select 1 from public.mail_outbox o
     where o.event_key like 'newsletter-confirm/' || known.client_id || '/%'
       and o.template = 'newsletter_confirmation'
       and o.created_at > greatest(known.unsubscribed_at, now() - interval '7 days')
  ) then
    return null;
  end if;
  perform public.issue_newsletter_confirmation(known);
  return null;
end;
$$;

revoke all on function public.resubscribe_known_newsletter_reader() from public, anon, authenticated;
