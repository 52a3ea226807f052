-- Deposit history: every checkout, payment and refund of a waitlist row, for the admin.
-- An owner keeps one waitlist row for life: they can reserve, be refunded and reserve again, and each checkout is its
-- own stripe_orders row tied to the waitlist row by waitlist_signup_id. The row itself only says where it stands now,
-- so the figures and the export read the orders instead.
-- * private.waitlist_deposit_events is the one list of money events per row (a payment for each order whose money
--   moved, a refund for each refunded order, a checkout for each order still pending or canceled). A row whose deposit
--   was recorded before orders were tied to rows (no order with money on it, but paid or refunded) counts as one
--   payment, and one refund when refunded, of its recorded amount, with no reference.
-- * public.admin_deposit_history(client id): one row's events, oldest first.
-- * public.admin_deposit_totals(ids): per-row totals for one export page.
-- * public.admin_stats('waitlist_signups'): "paid" counts payments and "refunded" refunds across re-reservations, and
--   "totalDeposits" is the money held (paid minus refunded), so the figures add up with the histories.
-- Orders are readable by their owner only (RLS), so these run as the table owner after assert_admin().

create or replace view private.waitlist_deposit_events as
  -- Money received: every order that was paid, whether or not it was refunded later.
  select o.waitlist_signup_id as signup_id, o.id as order_id, 'payment'::text as kind, o.created_at as happened_at,
         o.amount_total as amount_cents, o.currency, o.reference, 'paid'::text as status, 1 as step
    from public.stripe_orders o
   where o.waitlist_signup_id is not null and o.deleted_at is null and o.status in ('completed', 'refunded')
  union all
  -- Money returned: the refund Stripe reported (its amount and time), else the order's own.
  select o.waitlist_signup_id, o.id, 'refund', coalesce(r.created_at, o.updated_at),
         coalesce(r.amount_refunded, o.amount_total), coalesce(r.currency, o.currency), o.reference, 'refunded', 2
    from public.stripe_orders o
    left join public.stripe_refunds r on r.payment_intent_id = o.payment_intent_id
   where o.waitlist_signup_id is not null and o.deleted_at is null and o.status = 'refunded'
  union all
  -- A checkout whose money has not arrived (a delayed payment method) or never will (its payment failed).
  select o.waitlist_signup_id, o.id, 'checkout', o.created_at, o.amount_total, o.currency, o.reference,
         o.status::text, 0
    from public.stripe_orders o
   where o.waitlist_signup_id is not null and o.deleted_at is null and o.status in ('pending', 'canceled')
  union all
  -- A deposit recorded on the row with no order behind it.
  select w.id, null, 'payment', w.created_at, (w.deposit_amount * 100)::bigint, 'usd', null, 'paid', 1
    from public.waitlist_signups w
   where (w.deposit_paid or w.status = 'refunded')
     and not exists (select 1 from public.stripe_orders o
                      where o.waitlist_signup_id = w.id and o.deleted_at is null
                        and o.status in ('completed', 'refunded'))
  union all
  select w.id, null, 'refund', coalesce(w.refunded_at, w.updated_at), (w.deposit_amount * 100)::bigint, 'usd', null,
         'refunded', 2
    from public.waitlist_signups w
   where not w.deposit_paid and w.status = 'refunded'
     and not exists (select 1 from public.stripe_orders o
                      where o.waitlist_signup_id = w.id and o.deleted_at is null
                        and o.status in ('completed', 'refunded'));

revoke all on private.waitlist_deposit_events from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- One row's history, oldest first; a payment comes before its own refund. Empty for an unknown id.
create or replace function public.admin_deposit_history(signup_client_id text)
returns table (
  kind text,
  happened_at timestamptz,
  amount_cents bigint,
  currency text,
  reference text,
  status text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  return query
    select e.kind, e.happened_at, e.amount_cents, e.currency, e.reference, e.status
      from private.waitlist_deposit_events e
      join public.waitlist_signups w on w.id = e.signup_id
     where w.client_id = signup_client_id
     order by e.happened_at, e.step, e.order_id nulls first;
end;
$$;

revoke all on function public.admin_deposit_history(text) from public, anon;
grant execute on function public.admin_deposit_history(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Totals of each row of an export page, in dollars (as the admin shows money); at most 1,000 ids, a page's worth.
create or replace function public.admin_deposit_totals(signup_ids bigint[])
returns table (
  signup_id bigint,
  payments integer,
  refunds integer,
  amount_paid numeric,
  amount_refunded numeric,
  amount_held numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if coalesce(cardinality(signup_ids), 0) > 1000 then
    raise exception 'at most 1,000 signups at a time' using errcode = '22023';
  end if;
  return query
    select w.id,
           count(*) filter (where e.kind = 'payment')::integer,
           count(*) filter (where e.kind = 'refund')::integer,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'payment'), 0) / 100.0,
           coalesce(sum(e.amount_cents) filter (where e.kind = 'refund'), 0) / 100.0,
           (coalesce(sum(e.amount_cents) filter (where e.kind = 'payment'), 0)
             - coalesce(sum(e.amount_cents) filter (where e.kind = 'refund'), 0)) / 100.0
      from public.waitlist_signups w
      left join private.waitlist_deposit_events e on e.signup_id = w.id
     where w.id = any (signup_ids)
     group by w.id;
end;
$$;

revoke all on function public.admin_deposit_totals(bigint[]) from public, anon;
grant execute on function public.admin_deposit_totals(bigint[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The figures: the waitlist's count the histories; the other tabs' are as before.
create or replace function public.admin_stats(kind text) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result json;
  money json;
begin
  perform public.assert_admin();
  case kind
    when 'waitlist_signups' then
      select json_build_object(
        'paid', count(*) filter (where e.kind = 'payment'),
        'refunded', count(*) filter (where e.kind = 'refund'),
        'totalDeposits', (coalesce(sum(e.amount_cents) filter (where e.kind = 'payment'), 0)
          - coalesce(sum(e.amount_cents) filter (where e.kind = 'refund'), 0)) / 100.0
      ) into money from private.waitlist_deposit_events e;
      select json_build_object(
        'total', count(*),
        'paid', (money ->> 'paid')::bigint,
        'pendingPayment', count(*) filter (where not deposit_paid and status <> 'refunded'),
        'refunded', (money ->> 'refunded')::bigint,
        'totalDeposits', (money ->> 'totalDeposits')::numeric
      ) into result from public.waitlist_signups;
    when 'newsletter_signups' then
      select json_build_object(
        'total', count(*) filter (where status = 'confirmed'),
        'fromHomepage', count(*) filter (where status = 'confirmed' and source = 'homepage'),
        'thisWeek', count(*) filter (where status = 'confirmed' and signup_date >= now() - interval '7 days'),
        'confirmed', count(*) filter (where status = 'confirmed'),
        'unconfirmed', count(*) filter (where status = 'unconfirmed'),
        'unsubscribed', count(*) filter (where status = 'unsubscribed')
      ) into result from public.newsletter_signups;
    when 'vendor_applications' then
      select json_build_object('total', count(*), 'pending', count(*) filter (where status = 'pending'))
        into result from public.vendor_applications;
    when 'support_messages' then
      select json_build_object('total', count(*), 'open', count(*) filter (where status = 'open'))
        into result from public.support_messages;
    else
      raise exception 'unknown admin list: %', kind using errcode = '22023';
  end case;
  return result;
end;
$$;

revoke all on function public.admin_stats(text) from public, anon;
grant execute on function public.admin_stats(text) to authenticated, service_role;
