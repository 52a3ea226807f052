-- Payments: Stripe customers, subscriptions, orders and processed webhook events (SPEC section 7).
-- Owners read only their own rows (through the two security-invoker views); only the service role (the edge
-- functions) writes. The anon and authenticated roles lose their default write grants as defence in depth.

create type public.stripe_subscription_status as enum (
  'not_started', 'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'
);

create type public.stripe_order_status as enum ('pending', 'completed', 'canceled', 'refunded');

-- Keeps updated_at honest whichever client writes the row.
create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.stripe_customers (
  id bigint generated always as identity primary key,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  customer_id text not null unique check (char_length(customer_id) between 1 and 255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table public.stripe_subscriptions (
  id bigint generated always as identity primary key,
  customer_id text not null unique check (char_length(customer_id) between 1 and 255),
  subscription_id text,
  price_id text,
  current_period_start bigint,
  current_period_end bigint,
  cancel_at_period_end boolean not null default false,
  payment_method_brand text,
  payment_method_last4 text,
  status public.stripe_subscription_status not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table public.stripe_orders (
  id bigint generated always as identity primary key,
  checkout_session_id text not null unique check (char_length(checkout_session_id) between 1 and 255),
  payment_intent_id text,
  customer_id text not null,
  amount_subtotal bigint check (amount_subtotal >= 0),
  amount_total bigint check (amount_total >= 0),
  currency text,
  payment_status text,
  status public.stripe_order_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create index stripe_orders_customer_id_idx on public.stripe_orders (customer_id);

-- Stripe retries deliveries; the webhook records each event id once and skips ones it has seen.
create table public.stripe_webhook_events (
  event_id text primary key,
  type text not null,
  received_at timestamptz not null default now()
);

alter table public.stripe_customers enable row level security;
alter table public.stripe_subscriptions enable row level security;
alter table public.stripe_orders enable row level security;
alter table public.stripe_webhook_events enable row level security;

create trigger stripe_customers_updated_at before update on public.stripe_customers
  for each row execute function public.set_updated_at();
create trigger stripe_subscriptions_updated_at before update on public.stripe_subscriptions
  for each row execute function public.set_updated_at();
create trigger stripe_orders_updated_at before update on public.stripe_orders
  for each row execute function public.set_updated_at();

create policy "Owners read their own customer mapping" on public.stripe_customers
  for select to authenticated
  using (user_id = (select auth.uid()) and deleted_at is null);

create policy "Owners read their own subscription" on public.stripe_subscriptions
  for select to authenticated
  using (
    deleted_at is null
    and customer_id in (
      select c.customer_id from public.stripe_customers c
      where c.user_id = (select auth.uid()) and c.deleted_at is null
    )
  );

create policy "Owners read their own orders" on public.stripe_orders
  for select to authenticated
  using (
    deleted_at is null
    and customer_id in (
      select c.customer_id from public.stripe_customers c
      where c.user_id = (select auth.uid()) and c.deleted_at is null
    )
  );

-- No policy on stripe_webhook_events: only the service role (which bypasses RLS) touches it.

revoke all on table public.stripe_customers, public.stripe_subscriptions, public.stripe_orders,
  public.stripe_webhook_events from anon, authenticated;
grant select on table public.stripe_customers, public.stripe_subscriptions, public.stripe_orders to authenticated;
grant all on table public.stripe_customers, public.stripe_subscriptions, public.stripe_orders,
  public.stripe_webhook_events to service_role;

-- An owner with a customer mapping but no subscription yet still gets one row, with status 'not_started'.
create view public.stripe_user_subscriptions with (security_invoker = on) as
select
  c.customer_id,
  s.subscription_id,
  coalesce(s.status, 'not_started') as subscription_status,
  s.price_id,
  s.current_period_start,
  s.current_period_end,
  coalesce(s.cancel_at_period_end, false) as cancel_at_period_end,
  s.payment_method_brand,
  s.payment_method_last4
from public.stripe_customers c
left join public.stripe_subscriptions s on s.customer_id = c.customer_id and s.deleted_at is null
where c.user_id = (select auth.uid()) and c.deleted_at is null;

create view public.stripe_user_orders with (security_invoker = on) as
select
  c.customer_id,
  o.id as order_id,
  o.checkout_session_id,
  o.payment_intent_id,
  o.amount_subtotal,
  o.amount_total,
  o.currency,
  o.payment_status,
  o.status as order_status,
  o.created_at as order_date
from public.stripe_customers c
join public.stripe_orders o on o.customer_id = c.customer_id and o.deleted_at is null
where c.user_id = (select auth.uid()) and c.deleted_at is null;

revoke all on table public.stripe_user_subscriptions, public.stripe_user_orders from anon, authenticated;
grant select on table public.stripe_user_subscriptions, public.stripe_user_orders to authenticated, service_role;
