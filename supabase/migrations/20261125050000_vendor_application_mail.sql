-- The vendor's 'application received' e-mail, with their VN- number and the review timeline the submitted page shows,
-- queued in the same transaction as the stored application (the outbox of 20261125020000_mail_outbox.sql).

alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check
  check (template in ('support_acknowledgement', 'deposit_receipt', 'deposit_refunded', 'vendor_application_received'));

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
    jsonb_build_object('applicationNumber', new.application_number, 'contact', new.contact, 'company', new.company)
  );
  return null;
end;
$$;

revoke all on function public.queue_vendor_application_received() from public, anon, authenticated;

create trigger vendor_applications_received_mail after insert on public.vendor_applications
  for each row execute function public.queue_vendor_application_received();
