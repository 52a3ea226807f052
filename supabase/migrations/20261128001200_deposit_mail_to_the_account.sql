-- Deposit mail goes to the payer's proven address and quotes only their account (supabase/README.md, "Integrity
-- rules").
--
-- The receipt and the refund notice used to go to the e-mail typed on the waitlist row and open with the typed
-- first name. Anyone signed in may type any address and any name on their own row, and paying and refunding costs
-- nothing, so each cycle sent DoorKeep's mail, with the owner's words, to an address of their choosing. Now both go
-- to the e-mail of the account that owns the row, and only once Auth has confirmed it (auth.users.email_confirmed_at),
-- and the greeting uses the first name of that account's user metadata. A row without an owner, or whose owner has
-- no confirmed e-mail, gets no deposit mail: the payment page and the dashboard still show the payment.
-- The place in line is the one function's (public.waitlist_queue_position); the order's reference as before.

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
  account_email text;
  account_first_name text;
begin
  if not (paid or refunded) then
    return null;
  end if;
  select u.email::text, left(btrim(coalesce(u.raw_user_meta_data ->> 'first_name', '')), 80)
    into account_email, account_first_name
    from auth.users u
   where u.id = new.user_id and u.email_confirmed_at is not null and nullif(btrim(u.email), '') is not null;
  if account_email is null then
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
      account_email,
      jsonb_build_object(
        'firstName', account_first_name,
        'amount', new.deposit_amount,
        'paidAt', changed_at,
        'queuePosition', public.waitlist_queue_position(new.id),
        'reference', order_reference
      )
    );
  else
    perform public.enqueue_mail(
      'deposit-refund/' || new.client_id || '/' || extract(epoch from coalesce(new.refunded_at, changed_at))::text,
      'deposit_refunded',
      account_email,
      jsonb_build_object(
        'firstName', account_first_name,
        'amount', new.deposit_amount,
        'refundedAt', coalesce(new.refunded_at, changed_at),
        'reference', order_reference
      )
    );
  end if;
  return null;
end;
$$;

revoke all on function public.queue_deposit_mail() from public, anon, authenticated;
