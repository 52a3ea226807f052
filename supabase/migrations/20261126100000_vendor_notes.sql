-- Vendor notes: free text for what the form's fields cannot say, above all the hours behind the contact-hours option
-- "Custom Hours (will specify in notes)". The applicant writes it in the wizard, the admin reads it in the
-- application's detail and export, and the approved vendor may change it in the portal.
--
-- 1. The column: empty by default (every stored row gets ''), at most 1,000 characters, the limit the forms show.
-- 2. Authenticated callers update vendor_applications only through a column grant, so notes joins it; RLS and the
--    triggers still decide who may change what.
-- 3. guard_vendor_self_update is an allow-list of what an approved vendor may change; notes is operational, like the
--    contact hours it explains, so it joins the list. The rest of the function is as in 20261124000600_vendor_rows.sql.
-- admin_list returns every column but its bookkeeping, so the admin's lists, detail and export carry notes with no
-- change there.

alter table public.vendor_applications
  add column notes text not null default '' constraint vendor_applications_notes_check check (char_length(notes) <= 1000);

grant update (notes) on public.vendor_applications to authenticated;

create or replace function public.guard_vendor_self_update() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- What a vendor may change, plus what triggers maintain (updated_at; search_text is generated).
  editable constant text[] := array[
    'contact', 'phone', 'sms_number', 'contact_hours', 'preferred_quote_method', 'emergency_services',
    'service_address', 'service_city', 'service_state', 'service_zip_code', 'service_area_radius',
    'service_area_zip_codes', 'category', 'min_hourly_rate', 'max_hourly_rate', 'min_service_charge', 'notes',
    'updated_at', 'search_text'
  ];
begin
  if current_user not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  if (to_jsonb(new) - editable) is distinct from (to_jsonb(old) - editable) then
    raise exception 'a vendor may change only contact, phones, contact hours, notes, service area, categories and rates'
      using errcode = '42501';
  end if;
  return new;
end;
$$;
