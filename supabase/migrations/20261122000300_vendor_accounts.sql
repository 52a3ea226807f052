-- Vendor accounts (issue 8): an approved application is linked to the account invited for it (user_id, set by the
-- vendor-invite function with the service role). The vendor reads their own application and edits its profile
-- fields; status, approval and decision fields, ids and the account e-mail stay with admins and the server.

create policy "Vendors read their own application" on public.vendor_applications
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Vendors update their own profile" on public.vendor_applications
  for update to authenticated
  using (user_id = (select auth.uid()) and status = 'approved')
  with check (user_id = (select auth.uid()) and status = 'approved');

-- Column grants are per role, not per policy: admins and vendors are both `authenticated`, so a trigger keeps the
-- fields a vendor may not touch. Admins (is_admin()) and the service role pass.
create or replace function public.guard_vendor_self_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  if new.status is distinct from old.status
    or new.approved_date is distinct from old.approved_date
    or new.declined_date is distinct from old.declined_date
    or new.decline_reason is distinct from old.decline_reason
    or new.decided_by is distinct from old.decided_by
    or new.decided_at is distinct from old.decided_at
    or new.user_id is distinct from old.user_id
    or new.email is distinct from old.email then
    raise exception 'a vendor may change only their profile fields' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger vendor_applications_vendor_guard before update on public.vendor_applications
  for each row execute function public.guard_vendor_self_update();
