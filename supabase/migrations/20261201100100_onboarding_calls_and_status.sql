-- The onboarding call and the onboarding status meet:
-- * private.owner_has_booked_call looks at the owner's booking, so the invite reminder goes only to an owner who has
--   neither completed the profile nor booked a call;
-- * an invited owner who books a call has started onboarding, as one who adds a property has (recorded as theirs);
-- * an owner withdrawn by a refund loses their booked call: the slot opens again and the cancellation mail (with its
--   METHOD:CANCEL .ics) takes the event out of their calendar, so no reminder follows for a call that will not happen.

create or replace function private.owner_has_booked_call(p_owner uuid) returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.onboarding_calls c where c.owner_id = p_owner and c.status = 'booked');
$$;

revoke all on function private.owner_has_booked_call(uuid) from public, anon, authenticated;

create or replace function public.advance_onboarding_on_call() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.waitlist_signups w
     set onboarding_status = 'onboarding'
   where w.user_id = new.owner_id and w.onboarding_status = 'invited';
  return null;
end;
$$;

revoke all on function public.advance_onboarding_on_call() from public, anon, authenticated;

create trigger onboarding_calls_advance_onboarding after insert or update on public.onboarding_calls
  for each row when (new.status = 'booked') execute function public.advance_onboarding_on_call();

create or replace function public.cancel_call_of_withdrawn_owner() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.onboarding_calls;
begin
  for booking in
    update public.onboarding_calls c
       set status = 'canceled', canceled_at = now(), sequence = c.sequence + 1, booked_at = now()
     where c.owner_id = new.user_id and c.status = 'booked' and c.starts_at > now()
    returning c.*
  loop
    perform private.queue_onboarding_call_mail(booking, 'onboarding_call_canceled',
      'onboarding-call-canceled/' || booking.id || '/' || booking.sequence);
  end loop;
  return null;
end;
$$;

revoke all on function public.cancel_call_of_withdrawn_owner() from public, anon, authenticated;

create trigger waitlist_signups_withdrawn_cancels_call after update on public.waitlist_signups
  for each row when (new.onboarding_status = 'withdrawn' and old.onboarding_status is distinct from 'withdrawn'
                     and new.user_id is not null)
  execute function public.cancel_call_of_withdrawn_owner();
