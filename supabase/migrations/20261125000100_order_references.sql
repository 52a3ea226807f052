-- Order references: the name a customer sees for a payment (the checkout success page, the receipt, the dashboard),
-- 'DK-RES-' and 8 random characters. The table's identity counter told a customer nothing and showed anyone how
-- many orders there were. The database assigns the reference, so every writer (the webhook, hosted or local) gets
-- the same kind, and it never changes once given. RLS is unchanged: owners read their own orders' references
-- through stripe_user_orders; only the service role writes.

-- 32 characters, without the look-alikes 0/O and 1/I. 32 divides 256, so each random byte picks one uniformly.
-- The bytes come from gen_random_uuid() (core Postgres, strong randomness), skipping bytes 6 and 8, whose leading
-- bits hold the UUID's version and variant.
create or replace function public.new_order_reference() returns text
language sql
volatile
set search_path = ''
as $$
  select 'DK-RES-' || string_agg(
    substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', pg_catalog.get_byte(source.bytes, picked.byte_index) % 32 + 1, 1),
    '' order by picked.ord
  )
  from (select pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) as bytes) as source,
    unnest(array[0, 1, 2, 3, 4, 5, 9, 10]) with ordinality as picked(byte_index, ord);
$$;

revoke all on function public.new_order_reference() from public, anon, authenticated;
grant execute on function public.new_order_reference() to service_role;

-- A volatile default is evaluated per row, so the orders already stored get references of their own too.
alter table public.stripe_orders
  add column reference text not null default public.new_order_reference()
    constraint stripe_orders_reference_key unique
    constraint stripe_orders_reference_format check (reference ~ '^DK-RES-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$');

-- A reference is printed on receipts and quoted to support: once given it stays.
create or replace function public.keep_order_reference() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.reference is distinct from old.reference then
    raise exception 'An order reference never changes (order %)', old.id using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger stripe_orders_reference_fixed before update of reference on public.stripe_orders
  for each row execute function public.keep_order_reference();

-- The per-user orders view gains the reference as its last column (create or replace may only append).
create or replace view public.stripe_user_orders with (security_invoker = on) as
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
  o.created_at as order_date,
  o.reference
from public.stripe_customers c
join public.stripe_orders o on o.customer_id = c.customer_id and o.deleted_at is null
where c.user_id = (select auth.uid()) and c.deleted_at is null;
