-- One inbox, one budget (supabase/README.md, "E-mail" and "Integrity rules").
--
-- The per-recipient mail limit (private.mail_slot) and the visitors' per-e-mail submission limit used to key on the
-- address as typed, lower-cased. Many providers deliver `name+anything@domain` to `name@domain` (subaddressing,
-- RFC 5233), so every `+tag` was a fresh budget for the same inbox. Gmail also ignores dots in the local part of
-- gmail.com addresses ("Dots don't matter in Gmail addresses", support.google.com/mail/answer/7436150) and serves
-- googlemail.com as the same mailbox; the same page says dots DO matter for Workspace addresses on other domains,
-- so dots are removed for gmail.com and googlemail.com only. public.mail_inbox() is that key. Mail still goes to
-- the address as it was given: the key only decides whose budget a mail or a submission spends.

create or replace function public.mail_inbox(address text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case
           when parts.domain is null then parts.whole
           when parts.domain in ('gmail.com', 'googlemail.com')
             then coalesce(nullif(replace(parts.base, '.', ''), ''), parts.local) || '@gmail.com'
           else coalesce(nullif(parts.base, ''), parts.local) || '@' || parts.domain
         end
    from (
      select whole,
             substring(whole from '@([^@]*)$') as domain,
             regexp_replace(whole, '@[^@]*$', '') as local,
             split_part(regexp_replace(whole, '@[^@]*$', ''), '+', 1) as base
        from (select lower(btrim(address)) as whole) typed
    ) parts;
$$;

-- In public rather than private because it is the expression of an index on mail_outbox, and Postgres checks that
-- whoever writes a row may execute it: the service role (the drain's claim_mail and mark_mail) writes there.
revoke all on function public.mail_inbox(text) from public, anon, authenticated;
grant execute on function public.mail_inbox(text) to service_role;

drop index if exists public.mail_outbox_recipient_template;
create index if not exists mail_outbox_inbox_template
  on public.mail_outbox (public.mail_inbox(recipient::text), template, scheduled_at);

/*
 * As in 20261127000300_mail_per_cause.sql, keyed on the inbox: the earliest time a new mail of `p_template` to
 * `p_recipient` may go is now, or, when the last `max_count` mails of that template to any address of the same
 * inbox fall in one window, one window after the oldest of them.
 */
create or replace function private.mail_slot(p_recipient text, p_template text) returns timestamptz
language plpgsql
volatile
set search_path = ''
as $$
declare
  lim public.mail_limits;
  inbox text := public.mail_inbox(p_recipient);
  oldest_in_window timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('mail-slot/' || inbox || '/' || p_template, 0));
  select * into lim from public.mail_limits where name = 'per_recipient';
  if not found then
    return now();
  end if;
  select o.scheduled_at into oldest_in_window
    from public.mail_outbox o
   where public.mail_inbox(o.recipient::text) = inbox
     and o.template = p_template
     and o.status in ('pending', 'sending', 'sent')
   order by o.scheduled_at desc
  offset lim.max_count - 1
   limit 1;
  return greatest(now(), coalesce(oldest_in_window + make_interval(secs => lim.window_seconds), now()));
end;
$$;

revoke all on function private.mail_slot(text, text) from public, anon, authenticated;
