-- Vendor rows (security issue): who links an application to an account, and what a vendor may change after approval.
--
-- 1. A visitor's insert leaves user_id empty. Before, a signed-in visitor could insert an application under another
--    firm's name and e-mail linked to their own account; once approved, that account edited the firm's profile. Only
--    the vendor-invite function (service role) links an application, to the account it invited for that e-mail.
-- 2. After approval a vendor changes only operational fields (an allow-list, so a new column is vetted by default):
--    contact, phone, sms_number, contact_hours, preferred_quote_method, emergency_services, the service area
--    (service_address, service_city, service_state, service_zip_code, service_area_radius, service_area_zip_codes),
--    category and the rates (min_hourly_rate, max_hourly_rate, min_service_charge). Everything the admin vetted —
--    company, email, website, google_reviews_link, tax_id, insurance_number, license_number, year_established,
--    number_of_employees — and every status, decision, id and date field is refused with 42501 (no review queue).
-- 3. vendor_invite_account(email) lets vendor-invite see, before it creates or mails anything, whether the address
--    already has an account (service role only).
-- 4. Applications linked by the old insert policy to an account the invite did not make are unlinked.

drop policy "Visitors add a vendor application" on public.vendor_applications;

create policy "Visitors add a vendor application" on public.vendor_applications
  for insert to anon, authenticated
  with check (
    status = 'pending' and approved_date is null and declined_date is null and decline_reason is null
    and decided_by is null and decided_at is null
    and user_id is null
  );

create or replace function public.guard_vendor_self_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- What a vendor may change, plus what triggers maintain (updated_at; search_text is generated).
  editable constant text[] := array[
    'contact', 'phone', 'sms_number', 'contact_hours', 'preferred_quote_method', 'emergency_services',
    'service_address', 'service_city', 'service_state', 'service_zip_code', 'service_area_radius',
    'service_area_zip_codes', 'category', 'min_hourly_rate', 'max_hourly_rate', 'min_service_charge',
    'updated_at', 'search_text'
  ];
begin
  if current_user not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  if (to_jsonb(new) - editable) is distinct from (to_jsonb(old) - editable) then
    raise exception 'a vendor may change only contact, phones, contact hours, service area, categories and rates'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

-- The account (if any) that holds an e-mail address, for vendor-invite's checks before it invites.
create or replace function public.vendor_invite_account(account_email text)
returns table (id uuid, confirmed boolean, app_metadata jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email_confirmed_at is not null, coalesce(u.raw_app_meta_data, '{}'::jsonb)
  from auth.users u
  where lower(u.email) = lower(account_email)
  limit 1;
$$;

revoke all on function public.vendor_invite_account(text) from public, anon, authenticated;
grant execute on function public.vendor_invite_account(text) to service_role;

update public.vendor_applications a
set user_id = null
where a.user_id is not null
  and not exists (
    select 1 from auth.users u
    where u.id = a.user_id
      and u.raw_app_meta_data ->> 'role' = 'vendor'
      and u.raw_app_meta_data ->> 'application_id' = a.client_id
  );
