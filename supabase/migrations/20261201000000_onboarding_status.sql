-- The admin moves owners from the waitlist to customers: an onboarding status on each waitlist row, who changed it
-- and when, invitations and one reminder through the mail outbox, and the Waitlist tab's doors, rent and 2% fee.
--
-- * public.waitlist_signups.onboarding_status: waitlisted → invited → onboarding → live, or withdrawn when the deposit
--   is refunded (by the server, in the same update that records the refund). invited_at is when the owner was first
--   invited. Both are the server's: an API caller may neither insert a row past 'waitlisted' nor change either
--   column (guard_waitlist_onboarding_status, like guard_waitlist_deposit_state for the deposit fields); only the
--   admin functions below, the refund and the owner's own completed profile move it.
-- * public.waitlist_onboarding_events: one row per change (from, to, who, as what, when); the admin reads them.
-- * public.admin_invite_owners(client ids, next_count): invites the chosen rows (WAIT- ids, as the admin sees them), or the next N in queue order among paid,
--   unrefunded deposits still waitlisted. A row that is unpaid, refunded, already invited or whose owner has no
--   confirmed account e-mail is skipped and reported with its reason. The mail's event key names the row, so an
--   owner is e-mailed one invitation however often it is sent.
-- * public.admin_set_onboarding_status(client id, status): onboarding or live, for an invited (or further) paid row.
-- * public.run_onboarding_reminders(): one reminder to an owner invited 7 or more days ago who has neither a
--   complete property profile nor a booked onboarding call; a daily scheduled job.
-- * admin_list and admin_stats for the waitlist: each row's doors, rent under management and status, a status filter,
--   and the doors on the waitlist with the monthly fee they would bring at 2%.

-- ---------------------------------------------------------------------------------------------------------------
-- 1. The status, its history and its guard.
alter table public.waitlist_signups
  add column onboarding_status text not null default 'waitlisted'
    check (onboarding_status in ('waitlisted', 'invited', 'onboarding', 'live', 'withdrawn')),
  add column invited_at timestamptz;

-- Rows refunded before the status existed have withdrawn.
update public.waitlist_signups set onboarding_status = 'withdrawn' where status = 'refunded';

create index waitlist_signups_onboarding on public.waitlist_signups (onboarding_status, queued_at, id);

create table public.waitlist_onboarding_events (
  id bigint generated always as identity primary key,
  signup_id bigint not null references public.waitlist_signups (id) on delete cascade,
  from_status text,
  to_status text not null,
  -- The account that made the change (the admin, or the owner completing their profile); null for the server.
  changed_by uuid references auth.users (id) on delete set null,
  changed_by_role text not null check (changed_by_role in ('admin', 'owner', 'system')),
  changed_at timestamptz not null default now()
);

create index waitlist_onboarding_events_signup on public.waitlist_onboarding_events (signup_id, changed_at, id);

alter table public.waitlist_onboarding_events enable row level security;
create policy "Admins read onboarding history" on public.waitlist_onboarding_events
  for select to authenticated using ((select public.is_admin()));

revoke all on table public.waitlist_onboarding_events from anon, authenticated;
grant select on table public.waitlist_onboarding_events to authenticated;
grant select, insert, update, delete on table public.waitlist_onboarding_events to service_role;

-- The API roles never choose the status or the invitation time: a new row starts waitlisted, an update keeps both.
-- The admin functions, the refund and the profile trigger run as the table owner, past this guard.
create or replace function public.guard_waitlist_onboarding_status() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.onboarding_status is distinct from 'waitlisted' or new.invited_at is not null then
      raise exception 'the onboarding status is set by DoorKeep only' using errcode = '42501';
    end if;
  elsif new.onboarding_status is distinct from old.onboarding_status or new.invited_at is distinct from old.invited_at then
    raise exception 'the onboarding status is set by DoorKeep only' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger waitlist_signups_onboarding_guard before insert or update on public.waitlist_signups
  for each row execute function public.guard_waitlist_onboarding_status();

-- A refund withdraws the owner; paying again after a refund puts them back in the line, waitlisted. Named to run
-- after the deposit guard (triggers of one kind run in name order), so only the server's refunds get here.
create or replace function public.follow_deposit_onboarding_status() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- A row the server writes already refunded (an import, a backfill) starts withdrawn.
    if new.status = 'refunded' then
      new.onboarding_status := 'withdrawn';
    end if;
  elsif new.status = 'refunded' and old.status is distinct from 'refunded' then
    new.onboarding_status := 'withdrawn';
  elsif old.status = 'refunded' and new.status = 'confirmed' and new.deposit_paid and old.onboarding_status = 'withdrawn' then
    new.onboarding_status := 'waitlisted';
    new.invited_at := null;
  end if;
  return new;
end;
$$;

revoke all on function public.follow_deposit_onboarding_status() from public, anon, authenticated;

create trigger waitlist_signups_onboarding_zz_follow_deposit before insert or update of status, deposit_paid on public.waitlist_signups
  for each row execute function public.follow_deposit_onboarding_status();

-- Every change is recorded: who (the request's account, if any) and as what (admin, owner, or the server).
create or replace function public.record_onboarding_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if new.onboarding_status is not distinct from old.onboarding_status then
    return null;
  end if;
  insert into public.waitlist_onboarding_events (signup_id, from_status, to_status, changed_by, changed_by_role)
  values (
    new.id, old.onboarding_status, new.onboarding_status, actor,
    case when actor is null then 'system' when (select public.is_admin()) then 'admin' else 'owner' end
  );
  return null;
end;
$$;

revoke all on function public.record_onboarding_change() from public, anon, authenticated;

-- Not "update of onboarding_status": a refund changes it from a BEFORE trigger, outside the statement's SET list.
create trigger waitlist_signups_onboarding_history after update on public.waitlist_signups
  for each row execute function public.record_onboarding_change();

-- ---------------------------------------------------------------------------------------------------------------
-- 2. The owner's progress.

/*
 * Whether the owner has booked an onboarding call. A stub that answers no until the onboarding calls migration
 * replaces it with a look at the owner's booking.
 */
create or replace function private.owner_has_booked_call(p_owner uuid) returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  return false;
end;
$$;

revoke all on function private.owner_has_booked_call(uuid) from public, anon, authenticated;

-- A complete profile is at least one property with every required field. public.properties refuses a row missing
-- any of them (NOT NULL and CHECK constraints mirror src/lib/properties.ts), so any row of the owner's is complete.
create or replace function private.owner_profile_complete(p_owner uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.properties p where p.owner_id = p_owner);
$$;

revoke all on function private.owner_profile_complete(uuid) from public, anon, authenticated;

-- An invited owner who completes the profile is onboarding; the change is recorded as theirs.
create or replace function public.advance_onboarding_on_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.waitlist_signups w
     set onboarding_status = 'onboarding'
   where w.user_id = new.owner_id and w.onboarding_status = 'invited'
     and private.owner_profile_complete(new.owner_id);
  return null;
end;
$$;

revoke all on function public.advance_onboarding_on_profile() from public, anon, authenticated;

create trigger properties_advance_onboarding after insert or update on public.properties
  for each row execute function public.advance_onboarding_on_profile();

-- ---------------------------------------------------------------------------------------------------------------
-- 3. The mails.
alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check
  check (template in (
    'support_acknowledgement', 'deposit_receipt', 'deposit_refunded', 'vendor_application_received',
    'vendor_application_declined', 'newsletter_confirmation', 'vendor_document_rejected', 'vendor_document_expiring',
    'vendor_document_expired', 'vendor_ready_for_jobs', 'onboarding_call_booked', 'onboarding_invite',
    'onboarding_reminder'
  ));

-- The account's confirmed address and first name, as the deposit mails use (a typed address on the row is unproven).
create or replace function private.owner_mail_address(p_owner uuid, out email text, out first_name text)
language sql
stable
set search_path = ''
as $$
  select u.email::text, left(btrim(coalesce(u.raw_user_meta_data ->> 'first_name', '')), 80)
    from auth.users u
   where u.id = p_owner and u.email_confirmed_at is not null and nullif(btrim(u.email), '') is not null;
$$;

revoke all on function private.owner_mail_address(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- 4. The admin's actions.

/*
 * Invites owners: the rows whose WAIT- ids are `signup_client_ids`, or, when that is null or empty, the next
 * `next_count` (1 to 500) in queue order among paid, unrefunded deposits still waitlisted whose owner has a confirmed
 * account. Returns {"invited": [client ids], "skipped": [{"id": client id, "reason"}]}
 * where a reason is not_found, not_paid, refunded, already_invited or no_account (no confirmed account e-mail to
 * write to). The mail's key is the row's, so a second invitation of the same owner sends nothing.
 */
create or replace function public.admin_invite_owners(signup_client_ids text[] default null, next_count integer default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  chosen text[];
  candidate text;
  row_ public.waitlist_signups;
  address record;
  reason text;
  invited text[] := '{}';
  skipped jsonb := '[]'::jsonb;
begin
  perform public.assert_admin();
  if coalesce(cardinality(signup_client_ids), 0) > 0 then
    if cardinality(signup_client_ids) > 500 then
      raise exception 'at most 500 owners at a time' using errcode = '22023';
    end if;
    chosen := signup_client_ids;
  else
    if next_count is null or next_count < 1 or next_count > 500 then
      raise exception 'invite between 1 and 500 owners' using errcode = '22023';
    end if;
    select coalesce(array_agg(w.client_id order by w.queued_at, w.id), '{}') into chosen
      from (
        select w.client_id, w.queued_at, w.id from public.waitlist_signups w
         where w.deposit_paid and w.status = 'confirmed' and w.onboarding_status = 'waitlisted'
           and w.user_id is not null
           and exists (select 1 from auth.users u where u.id = w.user_id and u.email_confirmed_at is not null)
         order by w.queued_at, w.id
         limit next_count
      ) w;
  end if;

  foreach candidate in array chosen loop
    select * into row_ from public.waitlist_signups w where w.client_id = candidate for update;
    reason := case
      when not found then 'not_found'
      when row_.status = 'refunded' or row_.onboarding_status = 'withdrawn' then 'refunded'
      when not (row_.deposit_paid and row_.status = 'confirmed') then 'not_paid'
      when row_.onboarding_status <> 'waitlisted' then 'already_invited'
    end;
    if reason is null then
      select * into address from private.owner_mail_address(row_.user_id);
      if address.email is null then
        reason := 'no_account';
      end if;
    end if;
    if reason is not null then
      skipped := skipped || jsonb_build_object('id', candidate, 'reason', reason);
      continue;
    end if;
    update public.waitlist_signups set onboarding_status = 'invited', invited_at = coalesce(invited_at, now())
     where id = row_.id;
    perform public.enqueue_mail('onboarding-invite/' || row_.client_id, 'onboarding_invite', address.email,
      jsonb_build_object('firstName', address.first_name));
    invited := invited || candidate;
  end loop;
  return json_build_object('invited', to_json(invited), 'skipped', skipped);
end;
$$;

revoke all on function public.admin_invite_owners(text[], integer) from public, anon;
grant execute on function public.admin_invite_owners(text[], integer) to authenticated, service_role;

-- Moves an invited (or further) paid owner to onboarding or live. Returns the new status.
create or replace function public.admin_set_onboarding_status(signup_client_id text, new_status text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  row_ public.waitlist_signups;
begin
  perform public.assert_admin();
  if new_status not in ('onboarding', 'live') then
    raise exception 'the admin sets onboarding or live; invite an owner to start' using errcode = '22023';
  end if;
  select * into row_ from public.waitlist_signups w where w.client_id = signup_client_id for update;
  if not found then
    raise exception 'no such waitlist signup' using errcode = 'P0002';
  end if;
  if row_.status = 'refunded' or row_.onboarding_status = 'withdrawn' then
    raise exception 'this owner''s deposit was refunded' using errcode = '23514';
  end if;
  if not (row_.deposit_paid and row_.status = 'confirmed') then
    raise exception 'this owner has not paid the deposit' using errcode = '23514';
  end if;
  if row_.onboarding_status = 'waitlisted' then
    raise exception 'invite this owner first' using errcode = '23514';
  end if;
  update public.waitlist_signups w set onboarding_status = new_status where w.id = row_.id;
  return new_status;
end;
$$;

revoke all on function public.admin_set_onboarding_status(text, text) from public, anon;
grant execute on function public.admin_set_onboarding_status(text, text) to authenticated, service_role;

-- One row's status changes, oldest first, with the address of whoever made each (none for the server).
create or replace function public.admin_onboarding_history(signup_client_id text)
returns table (from_status text, to_status text, changed_by_role text, changed_by_email text, changed_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
    select e.from_status, e.to_status, e.changed_by_role, u.email::text, e.changed_at
      from public.waitlist_onboarding_events e
      join public.waitlist_signups w on w.id = e.signup_id
      left join auth.users u on u.id = e.changed_by
     where w.client_id = signup_client_id
     order by e.changed_at, e.id;
end;
$$;

revoke all on function public.admin_onboarding_history(text) from public, anon;
grant execute on function public.admin_onboarding_history(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- 5. The reminder: once per owner (its key names the row), 7 days after the invitation, only while the owner has
-- neither a complete profile nor a booked call. `p_now` lets tests run it on a chosen day.
create or replace function public.run_onboarding_reminders(p_now timestamptz default now()) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  owner_row record;
  key text;
  queued integer := 0;
begin
  for owner_row in
    select w.client_id, a.email, a.first_name
      from public.waitlist_signups w
      cross join lateral private.owner_mail_address(w.user_id) a
     where w.onboarding_status = 'invited' and w.invited_at <= p_now - interval '7 days'
       and a.email is not null
       and not private.owner_profile_complete(w.user_id)
       and not private.owner_has_booked_call(w.user_id)
  loop
    key := 'onboarding-reminder/' || owner_row.client_id;
    if exists (select 1 from public.mail_outbox o where o.event_key = key) then
      continue;
    end if;
    perform public.enqueue_mail(key, 'onboarding_reminder', owner_row.email,
      jsonb_build_object('firstName', owner_row.first_name));
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

revoke all on function public.run_onboarding_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.run_onboarding_reminders(timestamptz) to service_role;

-- 15:00 UTC is the morning across the United States.
select private.declare_scheduled_job('onboarding-reminders', '0 15 * * *', 'select public.run_onboarding_reminders()');
