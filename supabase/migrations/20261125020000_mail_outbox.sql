-- Transactional e-mail: an outbox written in the same transaction as the row that causes the mail, drained by the
-- `mail-outbox` edge function (see supabase/README.md, "E-mail"). Nothing here is readable or writable through the
-- API but by the service role.
--
-- * Never lost: the outbox row is inserted by an AFTER INSERT trigger of the stored row, so both commit or neither.
-- * Never twice: `event_key` is unique (one mail per event, e.g. `support-ack/DK-…`) and is sent to the provider as
--   its Idempotency-Key (Resend replays the first answer for a key seen in the last 24 hours,
--   https://resend.com/docs/dashboard/emails/idempotency-keys), so a retried send after a lost answer is not a
--   second mail.
-- * Limited per recipient: at most `mail_limits.per_recipient` mails per address (case-insensitive) per window;
--   a mail over the limit is recorded with status `limited` and never sent.

create table public.mail_limits (
  name text primary key check (name in ('per_recipient')),
  max_count integer not null check (max_count >= 0),
  window_seconds integer not null check (window_seconds between 1 and 86400),
  updated_at timestamptz not null default now()
);

insert into public.mail_limits (name, max_count, window_seconds) values ('per_recipient', 10, 3600);

create trigger mail_limits_updated_at before update on public.mail_limits
  for each row execute function public.set_updated_at();

create table public.mail_outbox (
  id bigint generated always as identity primary key,
  event_key text not null unique check (char_length(event_key) between 1 and 256),
  template text not null check (template in ('support_acknowledgement')),
  recipient public.email_address not null,
  payload jsonb not null default '{}'::jsonb,
  -- pending: waiting to be sent (again at next_attempt_at); sending: claimed by a drain until locked_until;
  -- sent; failed: gave up (attempts exhausted or refused by the provider); limited: over the per-recipient limit.
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'limited')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  provider_id text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index mail_outbox_due on public.mail_outbox (next_attempt_at) where status in ('pending', 'sending');
create index mail_outbox_recipient on public.mail_outbox (lower(recipient::text), created_at);

create trigger mail_outbox_updated_at before update on public.mail_outbox
  for each row execute function public.set_updated_at();

alter table public.mail_limits enable row level security;
alter table public.mail_outbox enable row level security;
revoke all on public.mail_limits from anon, authenticated;
revoke all on public.mail_outbox from anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- Queues one mail for an event. A second call with the same key does nothing (a retried trigger or function).
create or replace function public.enqueue_mail(p_event_key text, p_template text, p_recipient text, p_payload jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lim public.mail_limits;
  recent integer;
begin
  if exists (select 1 from public.mail_outbox where event_key = p_event_key) then
    return;
  end if;
  select * into lim from public.mail_limits where name = 'per_recipient';
  select count(*) into recent from public.mail_outbox
    where lower(recipient::text) = lower(p_recipient)
      and status in ('pending', 'sending', 'sent')
      and created_at > now() - make_interval(secs => coalesce(lim.window_seconds, 3600));
  insert into public.mail_outbox (event_key, template, recipient, payload, status, last_error)
  values (
    p_event_key, p_template, p_recipient, coalesce(p_payload, '{}'::jsonb),
    case when lim.name is not null and recent >= lim.max_count then 'limited' else 'pending' end,
    case when lim.name is not null and recent >= lim.max_count then 'per-recipient limit reached' end
  )
  on conflict (event_key) do nothing;
end;
$$;

revoke all on function public.enqueue_mail(text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.enqueue_mail(text, text, text, jsonb) to service_role;

-- Claims up to `batch_size` due mails for one drain: pending ones whose time has come, and ones a crashed drain left
-- in `sending` past their lease. Rows are locked with SKIP LOCKED so two drains never claim the same mail.
create or replace function public.claim_mail(batch_size integer default 20, lease_seconds integer default 120)
returns setof public.mail_outbox
language sql
security definer
set search_path = ''
as $$
  update public.mail_outbox
     set status = 'sending', attempts = attempts + 1,
         locked_until = now() + make_interval(secs => greatest(lease_seconds, 10))
   where id in (
     select id from public.mail_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by id
      limit greatest(least(batch_size, 100), 1)
      for update skip locked
   )
  returning *;
$$;

revoke all on function public.claim_mail(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_mail(integer, integer) to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- First consumer: the support acknowledgement, queued with the stored message.
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
    jsonb_build_object('reference', new.client_id, 'name', new.name, 'subject', new.subject)
  );
  return null;
end;
$$;

revoke all on function public.queue_support_acknowledgement() from public, anon, authenticated;

create trigger support_messages_acknowledgement after insert on public.support_messages
  for each row execute function public.queue_support_acknowledgement();
