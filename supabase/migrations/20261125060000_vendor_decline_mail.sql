-- Declining a vendor asks the admin whether to tell the applicant; when they say yes, the dashboard calls
-- tell_declined_vendor, which queues a polite e-mail with the recorded reason (the outbox of
-- 20261125020000_mail_outbox.sql). One mail per application: asking twice queues nothing more.

alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check
  check (template in (
    'support_acknowledgement', 'deposit_receipt', 'deposit_refunded', 'vendor_application_received',
    'vendor_application_declined'
  ));

/*
 * Queues the decline e-mail of the application whose client id is `application_client_id` (VEN-…). Refused, with a
 * message the dashboard shows: a caller who is not an admin (42501); an application that does not exist, is not
 * declined, or has no reason recorded (P0001).
 */
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
    jsonb_build_object(
      'applicationNumber', application.application_number,
      'contact', application.contact,
      'company', application.company,
      'reason', application.decline_reason
    )
  );
end;
$$;

revoke all on function public.tell_declined_vendor(text) from public, anon;
grant execute on function public.tell_declined_vendor(text) to authenticated;
