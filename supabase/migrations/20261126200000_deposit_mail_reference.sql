-- The deposit receipt and refund e-mails carry the order's reference (DK-RES-…, 20261125000100_order_references.sql),
-- the name the receipt page asks the owner to quote and the key of its address (/checkout/receipt?reference=…).
-- It is the reference of the paid $99 USD deposit order tied to the waitlist row (stripe_orders.waitlist_signup_id):
-- for a receipt a completed one first (a refund may already have reached the order), for a refund a refunded one
-- first, the most recently changed when there are several (an owner who paid twice, or paid again after a refund).
-- It is null when no order is tied to the row (a row marked paid by hand in SQL).

create or replace function public.queue_deposit_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_at timestamptz := now();
  paid boolean := new.deposit_paid and new.status = 'confirmed' and not (old.deposit_paid and old.status = 'confirmed');
  refunded boolean := new.status = 'refunded' and old.status is distinct from 'refunded';
  order_reference text;
begin
  if not (paid or refunded) then
    return null;
  end if;
  select o.reference into order_reference
    from public.stripe_orders o
   where o.waitlist_signup_id = new.id
     and o.status in ('completed', 'refunded')
     and o.deleted_at is null
     and o.amount_total = 9900
     and lower(o.currency) = 'usd'
   order by (o.status = (case when paid then 'completed' else 'refunded' end)::public.stripe_order_status) desc,
            o.updated_at desc, o.id desc
   limit 1;

  if paid then
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
        ),
        'reference', order_reference
      )
    );
  else
    perform public.enqueue_mail(
      'deposit-refund/' || new.client_id || '/' || extract(epoch from coalesce(new.refunded_at, changed_at))::text,
      'deposit_refunded',
      new.email,
      jsonb_build_object(
        'firstName', new.first_name,
        'amount', new.deposit_amount,
        'refundedAt', coalesce(new.refunded_at, changed_at),
        'reference', order_reference
      )
    );
  end if;
  return null;
end;
$$;

-- Fired at commit rather than at the update, so an order tied to the row later in the same transaction is found:
-- attach_unmatched_deposit marks the row paid before it ties the checkout's order to it.
drop trigger waitlist_signups_deposit_mail on public.waitlist_signups;
create constraint trigger waitlist_signups_deposit_mail after update of deposit_paid, status on public.waitlist_signups
  deferrable initially deferred
  for each row execute function public.queue_deposit_mail();
