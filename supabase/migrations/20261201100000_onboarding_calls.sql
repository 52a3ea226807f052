-- Onboarding calls: the admin publishes 30-minute slots, a paid owner books one, moves it or cancels it, and the
-- day before the call a scheduled job mails a reminder.
--
-- * public.onboarding_call_slots: one row per published start time (server-owned id, times and publisher). Only an
--   admin reads the table; owners see open future times through open_onboarding_call_slots().
-- * public.onboarding_calls: one row per booking. The row keeps its id when the owner moves the call (the id is the
--   calendar invitation's UID and `sequence` goes up by one), and ends as `canceled`. Two partial unique indexes
--   make the rules hold in the database whatever the callers do at the same moment: a slot has at most one booked
--   call, and an owner at most one booked booking.
-- * Every booking, move and cancellation queues its mail in the same transaction (enqueue_mail): the confirmation
--   `onboarding_call_booked` (key onboarding-call-booked/<call>/<sequence>) and the cancellation
--   `onboarding_call_canceled` (onboarding-call-canceled/<call>/<sequence>), both with their .ics.
-- * public.run_onboarding_call_reminders(p_now) queues `onboarding_call_reminder` once per call and start time
--   (onboarding-call-reminder/<call>/<start>), declared as the hourly job `onboarding-call-reminders`.

alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check
  check (template in (
    'support_acknowledgement', 'deposit_receipt', 'deposit_refunded', 'vendor_application_received',
    'vendor_application_declined', 'newsletter_confirmation', 'vendor_document_rejected', 'vendor_document_expiring',
    'vendor_document_expired', 'vendor_ready_for_jobs', 'onboarding_call_booked', 'onboarding_invite',
    'onboarding_reminder', 'onboarding_call_canceled', 'onboarding_call_reminder'
  ));

create table public.onboarding_call_slots (
  id uuid primary key default gen_random_uuid(),
  -- Whole minutes: a slot is a time on the admin's calendar, and its 30 minutes follow.
  starts_at timestamptz not null check (date_trunc('minute', starts_at) = starts_at),
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  -- A withdrawn slot is kept, so a canceled call that named it still does.
  withdrawn_at timestamptz
);

create unique index onboarding_call_slots_one_per_time on public.onboarding_call_slots (starts_at) where withdrawn_at is null;

create table public.onboarding_calls (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references auth.users (id) on delete cascade,
  slot_id uuid not null references public.onboarding_call_slots (id),
  -- The slot's start, copied so the owner reads their call without reading the slots table.
  starts_at timestamptz not null,
  status text not null default 'booked' check (status in ('booked', 'canceled')),
  -- 0 when booked, one more for every move and for the cancellation (RFC 5546: a calendar keeps the highest).
  sequence integer not null default 0 check (sequence >= 0),
  -- When this version was made (booked, last moved or canceled): the invitation's DTSTAMP.
  booked_at timestamptz not null default now(),
  -- The owner's IANA zone as their browser named it, for the times in the mails.
  time_zone text check (time_zone is null or time_zone ~ '^[A-Za-z0-9_+/-]{1,64}$'),
  created_at timestamptz not null default now(),
  canceled_at timestamptz,
  constraint onboarding_calls_canceled_when check ((status = 'canceled') = (canceled_at is not null))
);

-- The rules no race can break: one booked call per slot, one booked call per owner.
create unique index onboarding_calls_one_per_slot on public.onboarding_calls (slot_id) where status = 'booked';
create unique index onboarding_calls_one_per_owner on public.onboarding_calls (owner_id) where status = 'booked';
create index onboarding_calls_upcoming on public.onboarding_calls (starts_at) where status = 'booked';

alter table public.onboarding_call_slots enable row level security;
alter table public.onboarding_calls enable row level security;

create policy "Admins read every slot" on public.onboarding_call_slots
  for select to authenticated using ((select public.is_admin()));
create policy "Owners read their own calls" on public.onboarding_calls
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "Admins read every call" on public.onboarding_calls
  for select to authenticated using ((select public.is_admin()));

-- Reads only: every change goes through the functions below, which check who asks and queue the mail.
revoke all on table public.onboarding_call_slots from anon, authenticated;
revoke all on table public.onboarding_calls from anon, authenticated;
grant select on public.onboarding_call_slots to authenticated;
grant select on public.onboarding_calls to authenticated;
grant select, insert, update, delete on public.onboarding_call_slots to service_role;
grant select, insert, update, delete on public.onboarding_calls to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Who may book: an account with a paid deposit that has not been refunded (the webhook's fields on its waitlist row).
create or replace function private.onboarding_call_owner_paid(p_owner uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.waitlist_signups w
     where w.user_id = p_owner and w.deposit_paid and w.status = 'confirmed' and w.refunded_at is null
  );
$$;

revoke all on function private.onboarding_call_owner_paid(uuid) from public, anon, authenticated;

/* Queues the mail of one version of a call: its template, key and the facts the outbox renders it from. */
create or replace function private.queue_onboarding_call_mail(p_call public.onboarding_calls, p_template text, p_event_key text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  account_email text;
  account_first_name text;
begin
  select u.email::text, left(btrim(coalesce(u.raw_user_meta_data ->> 'first_name', '')), 80)
    into account_email, account_first_name
    from auth.users u where u.id = p_call.owner_id;
  if account_email is null then
    return;
  end if;
  perform public.enqueue_mail(
    p_event_key,
    p_template,
    account_email,
    jsonb_build_object(
      'callId', p_call.id,
      'firstName', account_first_name,
      'startsAt', p_call.starts_at,
      'bookedAt', p_call.booked_at,
      'sequence', p_call.sequence,
      'timeZone', p_call.time_zone
    )
  );
end;
$$;

revoke all on function private.queue_onboarding_call_mail(public.onboarding_calls, text, text) from public, anon, authenticated;

/* The zone a browser sent, or null when it is not a plain IANA name (the mails then print UTC). */
create or replace function private.onboarding_call_zone(p_time_zone text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_time_zone ~ '^[A-Za-z0-9_+/-]{1,64}$' then p_time_zone end;
$$;

revoke all on function private.onboarding_call_zone(text) from public, anon, authenticated;

/*
 * The slot a caller may take now: open (published, not withdrawn, nobody's booked call) and in the future. Locks it,
 * so two bookings of the same slot queue behind each other; the unique index holds even without the lock.
 */
create or replace function private.take_onboarding_call_slot(p_slot_id uuid) returns public.onboarding_call_slots
language plpgsql
security definer
set search_path = ''
as $$
declare
  slot public.onboarding_call_slots;
begin
  select * into slot from public.onboarding_call_slots s where s.id = p_slot_id and s.withdrawn_at is null for update;
  if not found then
    raise sqlstate 'PT404' using message = 'That time is no longer offered. Please choose another.';
  end if;
  if slot.starts_at <= now() then
    raise sqlstate 'PT422' using message = 'That time has already passed. Please choose another.';
  end if;
  if exists (select 1 from public.onboarding_calls c where c.slot_id = slot.id and c.status = 'booked') then
    raise sqlstate 'PT409' using message = 'Someone just booked that time. Please choose another.';
  end if;
  return slot;
end;
$$;

revoke all on function private.take_onboarding_call_slot(uuid) from public, anon, authenticated;

/* The caller, who must be a paid owner. */
create or replace function private.onboarding_call_caller() returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to book your onboarding booking.' using errcode = '42501';
  end if;
  if not private.onboarding_call_owner_paid(caller) then
    raise sqlstate 'PT403' using message = 'Onboarding calls are for owners with a paid deposit.';
  end if;
  return caller;
end;
$$;

revoke all on function private.onboarding_call_caller() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- The admin's functions.

/*
 * Publishes `p_count` consecutive 30-minute slots from `p_starts_at` (1 to 16). Refuses a start in the past and a
 * slot that would overlap one already offered; returns the new slots.
 */
create or replace function public.publish_onboarding_call_slots(p_starts_at timestamptz, p_count integer default 1)
returns setof public.onboarding_call_slots
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin uuid := (select auth.uid());
  slot_start timestamptz;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an admin can publish call times.' using errcode = '42501';
  end if;
  if p_starts_at is null or p_count is null or p_count < 1 or p_count > 16 then
    raise sqlstate 'PT422' using message = 'Publish from 1 to 16 consecutive times at once.';
  end if;
  if date_trunc('minute', p_starts_at) <> p_starts_at then
    raise sqlstate 'PT422' using message = 'A call starts on a whole minute.';
  end if;
  if p_starts_at <= now() then
    raise sqlstate 'PT422' using message = 'That time has already passed.';
  end if;
  -- Two admins publishing at once see each other's slots before checking for overlaps.
  lock table public.onboarding_call_slots in share row exclusive mode;
  for i in 0 .. p_count - 1 loop
    slot_start := p_starts_at + make_interval(mins => 30 * i);
    if exists (
      select 1 from public.onboarding_call_slots s
       where s.withdrawn_at is null
         and s.starts_at > slot_start - interval '30 minutes' and s.starts_at < slot_start + interval '30 minutes'
    ) then
      raise sqlstate 'PT409' using message = 'One of these times overlaps a time already offered.';
    end if;
    return query insert into public.onboarding_call_slots (starts_at, created_by) values (slot_start, admin) returning *;
  end loop;
end;
$$;

revoke all on function public.publish_onboarding_call_slots(timestamptz, integer) from public, anon;
grant execute on function public.publish_onboarding_call_slots(timestamptz, integer) to authenticated, service_role;

/* Withdraws a slot nobody has booked. */
create or replace function public.withdraw_onboarding_call_slot(p_slot_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an admin can withdraw call times.' using errcode = '42501';
  end if;
  perform 1 from public.onboarding_call_slots s where s.id = p_slot_id and s.withdrawn_at is null for update;
  if not found then
    raise sqlstate 'PT404' using message = 'That time is no longer offered.';
  end if;
  if exists (select 1 from public.onboarding_calls c where c.slot_id = p_slot_id and c.status = 'booked') then
    raise sqlstate 'PT409' using message = 'An owner has booked that time. Ask them to move it first.';
  end if;
  update public.onboarding_call_slots set withdrawn_at = now() where id = p_slot_id;
end;
$$;

revoke all on function public.withdraw_onboarding_call_slot(uuid) from public, anon;
grant execute on function public.withdraw_onboarding_call_slot(uuid) to authenticated, service_role;

/* Every offered slot from `p_from` on, with the owner who booked it (if anyone), for the admin's list. */
create or replace function public.admin_onboarding_call_slots(p_from timestamptz default now())
returns table (
  slot_id uuid,
  starts_at timestamptz,
  call_id uuid,
  owner_id uuid,
  owner_name text,
  owner_email text,
  booked_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) and coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only an admin can list call times.' using errcode = '42501';
  end if;
  return query
    select s.id, s.starts_at, c.id, c.owner_id,
           nullif(btrim(concat_ws(' ', u.raw_user_meta_data ->> 'first_name', u.raw_user_meta_data ->> 'last_name')), ''),
           u.email::text, c.booked_at
      from public.onboarding_call_slots s
      left join public.onboarding_calls c on c.slot_id = s.id and c.status = 'booked'
      left join auth.users u on u.id = c.owner_id
     where s.withdrawn_at is null and s.starts_at >= p_from - interval '30 minutes'
     order by s.starts_at
     limit 500;
end;
$$;

revoke all on function public.admin_onboarding_call_slots(timestamptz) from public, anon;
grant execute on function public.admin_onboarding_call_slots(timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The owner's functions.

/* The open times an owner may book: offered, in the future and booked by nobody, soonest first. */
create or replace function public.open_onboarding_call_slots()
returns table (slot_id uuid, starts_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.starts_at
    from public.onboarding_call_slots s
   where s.withdrawn_at is null and s.starts_at > now()
     and not exists (select 1 from public.onboarding_calls c where c.slot_id = s.id and c.status = 'booked')
     and (select auth.uid()) is not null
   order by s.starts_at
   limit 500;
$$;

revoke all on function public.open_onboarding_call_slots() from public, anon;
grant execute on function public.open_onboarding_call_slots() to authenticated, service_role;

/* Books an open future slot for the caller, a paid owner without a booked call, and queues the confirmation. */
create or replace function public.book_onboarding_call(p_slot_id uuid, p_time_zone text default null)
returns public.onboarding_calls
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner uuid := private.onboarding_call_caller();
  slot public.onboarding_call_slots;
  booking public.onboarding_calls;
begin
  if exists (select 1 from public.onboarding_calls c where c.owner_id = v_owner and c.status = 'booked') then
    raise sqlstate 'PT409' using message = 'You already have a call booked. Move it instead.';
  end if;
  slot := private.take_onboarding_call_slot(p_slot_id);
  begin
    insert into public.onboarding_calls (owner_id, slot_id, starts_at, time_zone)
    values (v_owner, slot.id, slot.starts_at, private.onboarding_call_zone(p_time_zone))
    returning * into booking;
  exception when unique_violation then
    raise sqlstate 'PT409' using message = 'Someone just booked that time. Please choose another.';
  end;
  perform private.queue_onboarding_call_mail(booking, 'onboarding_call_booked',
    'onboarding-call-booked/' || booking.id || '/' || booking.sequence);
  return booking;
end;
$$;

revoke all on function public.book_onboarding_call(uuid, text) from public, anon;
grant execute on function public.book_onboarding_call(uuid, text) to authenticated;

/*
 * Moves the caller's booked call to another open future slot in one step (the old slot opens when this commits),
 * one sequence higher, and queues the new confirmation, which replaces the old invitation in the owner's calendar.
 */
create or replace function public.move_onboarding_call(p_slot_id uuid, p_time_zone text default null)
returns public.onboarding_calls
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner uuid := private.onboarding_call_caller();
  slot public.onboarding_call_slots;
  booking public.onboarding_calls;
begin
  select * into booking from public.onboarding_calls c where c.owner_id = v_owner and c.status = 'booked' for update;
  if not found then
    raise sqlstate 'PT404' using message = 'You have no call booked. Choose a time to book one.';
  end if;
  if booking.starts_at <= now() then
    raise sqlstate 'PT422' using message = 'Your call has already started.';
  end if;
  if booking.slot_id = p_slot_id then
    raise sqlstate 'PT409' using message = 'Your call is already at that time.';
  end if;
  slot := private.take_onboarding_call_slot(p_slot_id);
  begin
    update public.onboarding_calls
       set slot_id = slot.id, starts_at = slot.starts_at, sequence = booking.sequence + 1, booked_at = now(),
           time_zone = coalesce(private.onboarding_call_zone(p_time_zone), booking.time_zone)
     where id = booking.id
    returning * into booking;
  exception when unique_violation then
    raise sqlstate 'PT409' using message = 'Someone just booked that time. Please choose another.';
  end;
  perform private.queue_onboarding_call_mail(booking, 'onboarding_call_booked',
    'onboarding-call-booked/' || booking.id || '/' || booking.sequence);
  return booking;
end;
$$;

revoke all on function public.move_onboarding_call(uuid, text) from public, anon;
grant execute on function public.move_onboarding_call(uuid, text) to authenticated;

/* Cancels the caller's booked call (its slot opens again) and queues the cancellation, one sequence higher. */
create or replace function public.cancel_onboarding_call() returns public.onboarding_calls
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner uuid := (select auth.uid());
  booking public.onboarding_calls;
begin
  if v_owner is null then
    raise exception 'Sign in to cancel your onboarding booking.' using errcode = '42501';
  end if;
  select * into booking from public.onboarding_calls c where c.owner_id = v_owner and c.status = 'booked' for update;
  if not found then
    raise sqlstate 'PT404' using message = 'You have no call booked.';
  end if;
  if booking.starts_at <= now() then
    raise sqlstate 'PT422' using message = 'Your call has already started.';
  end if;
  update public.onboarding_calls
     set status = 'canceled', canceled_at = now(), sequence = booking.sequence + 1, booked_at = now()
   where id = booking.id
  returning * into booking;
  perform private.queue_onboarding_call_mail(booking, 'onboarding_call_canceled',
    'onboarding-call-canceled/' || booking.id || '/' || booking.sequence);
  return booking;
end;
$$;

revoke all on function public.cancel_onboarding_call() from public, anon;
grant execute on function public.cancel_onboarding_call() to authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- The reminder.

/*
 * Queues the day-before reminder for every booked call that starts within 24 hours of `p_now` (the job passes
 * nothing: now) and was booked or last moved more than 24 hours before its start (a call booked for tomorrow
 * morning has its confirmation fresh in the inbox). The key names the call and its start, so a repeated run queues
 * nothing twice and a moved call gets its own. Returns how many it queued.
 */
create or replace function public.run_onboarding_call_reminders(p_now timestamptz default now()) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  booking public.onboarding_calls;
  queued integer := 0;
begin
  for booking in
    select * from public.onboarding_calls c
     where c.status = 'booked' and c.starts_at > p_now and c.starts_at <= p_now + interval '24 hours'
       and c.booked_at < c.starts_at - interval '24 hours'
  loop
    if exists (
      select 1 from public.mail_outbox o
       where o.event_key = 'onboarding-call-reminder/' || booking.id || '/' || extract(epoch from booking.starts_at)::bigint
    ) then
      continue;
    end if;
    perform private.queue_onboarding_call_mail(booking, 'onboarding_call_reminder',
      'onboarding-call-reminder/' || booking.id || '/' || extract(epoch from booking.starts_at)::bigint);
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

revoke all on function public.run_onboarding_call_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.run_onboarding_call_reminders(timestamptz) to service_role;

-- Hourly: a call is reminded of between 23 and 24 hours before it starts.
select private.declare_scheduled_job('onboarding-call-reminders', '5 * * * *', 'select public.run_onboarding_call_reminders()');
