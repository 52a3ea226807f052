-- The decline mail goes to the address an application was filed with, which nobody has proven: an application filed
-- in someone else's name, with a company name such as "Call +1-555-0100 now", is exactly what an admin declines. So,
-- like the acknowledgements, the decline quotes nothing the applicant typed: its payload is the VN- number and the
-- reason the admin recorded, and rows already queued lose the contact and company they carried.

create or replace function public.tell_declined_vendor(application_client_id text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  application public.vendor_applications%rowtype;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an admin can tell an applicant about a decision.' using errcode = '42501';
  end if;
  select * into application from public.vendor_applications where client_id = btrim(application_client_id);
  if not found then
    raise exception 'No vendor application %.', application_client_id using errcode = 'P0001';
  end if;
  if application.status <> 'declined' or coalesce(btrim(application.decline_reason), '') = '' then
    raise exception 'Application % is not declined with a reason.', application.application_number using errcode = 'P0001';
  end if;
  perform public.enqueue_mail(
    'vendor-declined/' || application.application_number,
    'vendor_application_declined',
    application.email,
    jsonb_build_object('applicationNumber', application.application_number, 'reason', application.decline_reason)
  );
end;
$$;

revoke all on function public.tell_declined_vendor(text) from public, anon;
grant execute on function public.tell_declined_vendor(text) to authenticated;

update public.mail_outbox
   set payload = payload - 'contact' - 'company'
 where template = 'vendor_application_declined' and status in ('pending', 'sending');
