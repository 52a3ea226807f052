-- The owner's deposit receipt and refund confirmation, queued in the same transaction as the change to their
-- waitlist row (the mail outbox of 20261125020000_mail_outbox.sql), whoever makes it: the Stripe webhook, or the
-- admin attaching an unmatched deposit. One mail per change: the event key names the row and the moment of the change,
-- and a change happens once (a redelivered event leaves the row as it is, so no trigger fires).

alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check
  check (template in ('support_acknowledgement', 'deposit_receipt', 'deposit_refunded'));

create or replace function public.queue_deposit_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_at timestamptz := now();
begin
  if new.deposit_paid and new.status = 'confirmed' and not (old.deposit_paid and old.status = 'confirmed') then
    perform public.enqueue_mail(
      'deposit-receipt/' || new.client_id || '/' || extract(epoch from changed_at)::text,
      'deposit_receipt',
      new.email,
      jsonb_build_object(
        'firstName', new.first_name,
        'amount', new.deposit_amount,
        'paidAt', changed_at,
        -- The rule of waitlist_queue_position (500 + rank by creation time), computed here because that function
        -- answers only the row's owner, an admin or the service role, and the change may come from any of them.
        'queuePosition', 500 + (
          select count(*)::int from public.waitlist_signups w where (w.created_at, w.id) <= (new.created_at, new.id)
        )
      )
    );
  elsif new.status = 'refunded' and old.status is distinct from 'refunded' then
    perform public.enqueue_mail(
      'deposit-refund/' || new.client_id || '/' || extract(epoch from coalesce(new.refunded_at, changed_at))::text,
      'deposit_refunded',
      new.email,
      jsonb_build_object(
        'firstName', new.first_name,
        'amount', new.deposit_amount,
        'refundedAt', coalesce(new.refunded_at, changed_at)
      )
    );
  end if;
  return null;
end;
$$;

revoke all on function public.queue_deposit_mail() from public, anon, authenticated;

create trigger waitlist_signups_deposit_mail after update of deposit_paid, status on public.waitlist_signups
  for each row execute function public.queue_deposit_mail();
