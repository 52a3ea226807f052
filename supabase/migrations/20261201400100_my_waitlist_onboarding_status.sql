-- The owner's own row carries their onboarding status, so the dashboard stops offering a refund once onboarding is
-- under way (the deposit-refund function refuses it then: the deposit is credited to the first month). A column
-- added at the end keeps every column the view had.

create or replace view public.my_waitlist_signup with (security_invoker = on) as
select distinct on (w.user_id)
  w.id,
  w.client_id,
  w.user_id,
  w.first_name,
  w.last_name,
  w.email,
  w.phone,
  w.properties,
  w.deposit_paid,
  w.deposit_amount,
  w.status,
  w.signup_date,
  w.card_last4,
  w.refunded_at,
  w.created_at,
  public.waitlist_queue_position(w.id) as queue_position,
  w.onboarding_status
from public.waitlist_signups w
where w.user_id = (select auth.uid())
order by w.user_id, w.deposit_paid desc, w.created_at desc, w.id desc;
