-- Deposit integrity: every paid deposit reaches its waitlist row exactly once, whatever order Stripe's events come in.
-- stripe-checkout puts the caller's own waitlist row id in the session's metadata; the webhook records it on the
-- order (stripe_orders.waitlist_signup_id) and marks exactly that row. A paid deposit it cannot tie to a row (no row
-- for the buyer, a second deposit for a row already paid, a payment that is not the deposit) is kept in
-- unmatched_deposits for the admin instead of being acknowledged and forgotten. A full refund that arrives before the
-- payment it refunds is kept in stripe_refunds, so the order is refunded when the payment shows up.
-- Both new tables: RLS on, admins read, only the service role (the webhook) writes.

alter table public.stripe_orders
  add column waitlist_signup_id bigint references public.waitlist_signups (id) on delete set null;

create index stripe_orders_waitlist_signup_id_idx on public.stripe_orders (waitlist_signup_id);
create index stripe_orders_payment_intent_id_idx on public.stripe_orders (payment_intent_id);

-- Full refunds by payment intent (charge.refunded with refunded = true), recorded whether or not the order exists yet.
create table public.stripe_refunds (
  payment_intent_id text primary key check (char_length(payment_intent_id) between 1 and 255),
  charge_id text,
  amount_refunded bigint check (amount_refunded >= 0),
  currency text,
  created_at timestamptz not null default now()
);

-- Paid money the webhook could not put on a waitlist row; one row per checkout session.
create table public.unmatched_deposits (
  id bigint generated always as identity primary key,
  checkout_session_id text not null unique check (char_length(checkout_session_id) between 1 and 255),
  payment_intent_id text,
  customer_id text,
  user_id uuid,
  waitlist_signup_id bigint references public.waitlist_signups (id) on delete set null,
  amount_total bigint,
  currency text,
  reason text not null check (reason in ('no_waitlist_row', 'second_deposit', 'not_the_deposit')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger unmatched_deposits_updated_at before update on public.unmatched_deposits
  for each row execute function public.set_updated_at();

alter table public.stripe_refunds enable row level security;
alter table public.unmatched_deposits enable row level security;

create policy "Admins read refunds" on public.stripe_refunds
  for select to authenticated using ((select public.is_admin()));
create policy "Admins read unmatched deposits" on public.unmatched_deposits
  for select to authenticated using ((select public.is_admin()));

revoke all on table public.stripe_refunds, public.unmatched_deposits from anon, authenticated;
grant select on table public.stripe_refunds, public.unmatched_deposits to authenticated;
grant all on table public.stripe_refunds, public.unmatched_deposits to service_role;
