-- The onboarding call confirmation joins the outbox's templates. Its row carries the booking's facts (call id, start,
-- the time of this version of the booking, its sequence, the owner's first name and time zone) and the mail-outbox
-- function renders the mail and its .ics invitation from them on every attempt, so a retry sends the same bytes
-- under the same event key and the outbox stores no file. The booking that enqueues it is built on top of this.
alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check
  check (template in (
    'support_acknowledgement', 'deposit_receipt', 'deposit_refunded', 'vendor_application_received',
    'vendor_application_declined', 'newsletter_confirmation', 'vendor_document_rejected', 'vendor_document_expiring',
    'vendor_document_expired', 'vendor_ready_for_jobs', 'onboarding_call_booked'
  ));
