-- Mail limits per cause, deferral instead of dropping, and acknowledgements that quote nothing a visitor typed
-- (supabase/README.md, "E-mail").
--
-- * Per cause: `mail_limits.per_recipient` now caps the mails of ONE TEMPLATE to an address per window. Before, all of
--   an address's mails shared one budget, so anyone could fill it with anonymous support messages and newsletter
--   signups naming the address and have that person's deposit receipt or vendor decision stored as `limited`. Per
--   template rather than per class (visitor-typed acknowledgements vs account mail) because then only the same kind
--   of event counts: receipts, refunds and decisions are created by the person's own payment or an admin, never by
--   another visitor, and each visitor-typed template is fed by one form whose flood limit (5 per e-mail an hour,
--   fixed windows, so at most 10 in any hour) stays within the mail limit, so even a victim's own acknowledgement
--   is never queued behind an attacker's. A shared visitor class would let the three forms together (up to 30 an
--   hour) build an ever longer queue in front of it. A new template gets a budget of its own without anyone
--   having to classify it.
-- * Deferred, never dropped: a mail over the limit is stored `pending` with `next_attempt_at` = the moment its
--   window has room (`scheduled_at`), and claim_mail picks it up then. Status `limited` is gone.
-- * Once per event as before: the event key is unique and a repeated enqueue_mail of a known key queues nothing.
-- * Acknowledgements to an address nobody has proven (a support message, a vendor application) carry only our
--   reference (DK-…, VN-…): the triggers no longer store the name, subject, contact or company in the outbox, so
--   nothing a stranger typed can reach someone else's inbox under our brand.

-- ---------------------------------------------------------------------------------------------------------------
-- When the limit lets a mail go. The limit counts mails by this time, not by created_at (a deferred mail is sent
-- later than it was queued) nor next_attempt_at (retries move that; a mail's place in its window must not move).
-- Mails queued before this migration went out when they were queued.
alter table public.mail_outbox add column if not exists scheduled_at timestamptz;
update public.mail_outbox set scheduled_at = created_at where scheduled_at is null;
alter table public.mail_outbox alter column scheduled_at set default now(), alter column scheduled_at set not null;

drop index if exists public.mail_outbox_recipient;
create index if not exists mail_outbox_recipient_template
  on public.mail_outbox (lower(recipient::text), template, scheduled_at);

-- A limit of 0 meant "never send"; with deferral it would mean a mail that waits forever.
alter table public.mail_limits drop constraint if exists mail_limits_max_count_check;
alter table public.mail_limits add constraint mail_limits_max_count_check check (max_count >= 1);

-- ---------------------------------------------------------------------------------------------------------------
/*
 * The earliest time a new mail of `p_template` to `p_recipient` may go: now, or, when the last `max_count` mails of
 * that template to the address (queued, being sent or sent; failed ones never reached anybody) fall in one window,
 * one window after the oldest of them. Mails therefore leave one template's queue at most `max_count` per
 * `window_seconds`, in the order they were queued. A transaction-scoped advisory lock per address and template makes
 * two transactions queueing for the same address take turns, so they cannot both take the last place.
 */
create or replace function private.mail_slot(p_recipient text, p_template text) returns timestamptz
language plpgsql
volatile
set search_path = ''
as $$
declare
  lim public.mail_limits;
  oldest_in_window timestamptz;
begin
  perform pg_advisory_xact_lock(hashtextextended('mail-slot/' || lower(p_recipient) || '/' || p_template, 0));
  select * into lim from public.mail_limits where name = 'per_recipient';
  if not found then
    return now();
  end if;
  select o.scheduled_at into oldest_in_window
    from public.mail_outbox o
   where lower(o.recipient::text) = lower(p_recipient)
     and o.template = p_template
     and o.status in ('pending', 'sending', 'sent')
   order by o.scheduled_at desc
  offset lim.max_count - 1
   limit 1;
  return greatest(now(), coalesce(oldest_in_window + make_interval(secs => lim.window_seconds), now()));
end;
$$;

revoke all on function private.mail_slot(text, text) from public, anon, authenticated;

-- Queues one mail for an event, deferred when its template's window for the address is full. A second call with
-- the same key does nothing (a retried trigger or function, a redelivered event).
create or replace function public.enqueue_mail(p_event_key text, p_template text, p_recipient text, p_payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  slot timestamptz;
begin
  if exists (select 1 from public.mail_outbox where event_key = p_event_key) then
    return;
  end if;
  slot := private.mail_slot(p_recipient, p_template);
  insert into public.mail_outbox (event_key, template, recipient, payload, status, scheduled_at, next_attempt_at)
  values (p_event_key, p_template, p_recipient, coalesce(p_payload, '{}'::jsonb), 'pending', slot, slot)
  on conflict (event_key) do nothing;
end;
$$;

revoke all on function public.enqueue_mail(text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.enqueue_mail(text, text, text, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The acknowledgements: the reference only. Whoever typed the message or the application may have typed somebody
-- else's address; the ticket or application number is ours, so the mail says nothing the sender chose.
create or replace function public.queue_support_acknowledgement() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.enqueue_mail(
    'support-ack/' || new.client_id,
    'support_acknowledgement',
    new.email,
    jsonb_build_object('reference', new.client_id)
  );
  return null;
end;
$$;

revoke all on function public.queue_support_acknowledgement() from public, anon, authenticated;

create or replace function public.queue_vendor_application_received() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.enqueue_mail(
    'vendor-received/' || new.application_number,
    'vendor_application_received',
    new.email,
    jsonb_build_object('applicationNumber', new.application_number)
  );
  return null;
end;
$$;

revoke all on function public.queue_vendor_application_received() from public, anon, authenticated;

-- Queued and sent rows of these two lose the typed values too: the drain no longer reads them, and the stored
-- message or application keeps them for the team.
update public.mail_outbox set payload = payload - 'name' - 'subject'
 where template = 'support_acknowledgement' and (payload ? 'name' or payload ? 'subject');
update public.mail_outbox set payload = payload - 'contact' - 'company'
 where template = 'vendor_application_received' and (payload ? 'contact' or payload ? 'company');

-- ---------------------------------------------------------------------------------------------------------------
-- Mails the old shared limit stored as `limited` were never sent, among them receipts and decisions their
-- recipients are owed: they are queued again, deferred by the new rule in the order they were first queued. The
-- exception is a newsletter confirmation whose link has since been replaced by a newer one or has expired: sending it
-- would hand the reader a dead link, so it is given up with the reason.
update public.mail_outbox o
   set status = 'failed',
       last_error = 'per-recipient limit reached; its confirmation link was replaced or expired before it could be sent'
 where o.status = 'limited'
   and o.template = 'newsletter_confirmation'
   and not exists (
     select 1 from public.newsletter_tokens t
      where t.confirm_token_hash = private.token_hash(o.payload ->> 'token') and t.confirm_expires_at > now()
   );

do $$
declare
  held record;
  slot timestamptz;
begin
  for held in select id, recipient, template from public.mail_outbox where status = 'limited' order by id loop
    slot := private.mail_slot(held.recipient, held.template);
    update public.mail_outbox
       set status = 'pending', scheduled_at = slot, next_attempt_at = slot, last_error = null
     where id = held.id;
  end loop;
end;
$$;

alter table public.mail_outbox drop constraint if exists mail_outbox_status_check;
alter table public.mail_outbox add constraint mail_outbox_status_check
  check (status in ('pending', 'sending', 'sent', 'failed'));
