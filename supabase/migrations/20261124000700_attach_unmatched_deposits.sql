-- Unmatched deposits the admin sees and attaches (the security issue: the webhook "records an unmatched deposit that
-- the admin sees and can attach"). admin_unmatched_deposits() lists the open ones, newest first, with the buyer's
-- e-mail and a suggested waitlist row; attach_unmatched_deposit() puts one on a waitlist row exactly as the webhook
-- would have (deposit_paid, deposit_amount, status 'confirmed'), ties the checkout's order to that row, and marks the
-- deposit resolved: who, when and which row. A resolved deposit stays in the table as the record of the decision.
-- RLS is unchanged: admins still only read unmatched_deposits; the writes happen inside the definer function, which
-- runs as its owner, so guard_waitlist_deposit_state (it stops only the API roles anon and authenticated) lets it
-- change the deposit state.

alter table public.unmatched_deposits
  add column resolved_at timestamptz,
  add column resolved_by uuid,
  add column attached_to bigint references public.waitlist_signups (id) on delete set null;

-- The open ones, newest first: what the admin's notice reads every few seconds.
create index unmatched_deposits_open_idx on public.unmatched_deposits (created_at desc, id desc)
  where resolved_at is null;

/*
 * The open (unresolved) unmatched deposits, newest first, at most 1,000 (hosted PostgREST's max_rows). `email` is
 * the buyer's account e-mail when the deposit names a user (auth.users, hence security definer); `suggested_client_id`
 * is the unpaid waitlist row the deposit most likely belongs to: the buyer's own newest unpaid row, else the newest
 * unpaid row carrying the buyer's e-mail.
 */
create or replace function public.admin_unmatched_deposits()
returns table (
  id bigint,
  checkout_session_id text,
  amount_total bigint,
  currency text,
  reason text,
  created_at timestamptz,
  email text,
  suggested_client_id text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'only an admin may read the unmatched deposits' using errcode = '42501';
  end if;
  return query
    select d.id, d.checkout_session_id, d.amount_total, d.currency, d.reason, d.created_at,
           u.email::text,
           coalesce(
             (select w.client_id from public.waitlist_signups w
               where d.user_id is not null and w.user_id = d.user_id and not w.deposit_paid
               order by w.created_at desc, w.id desc limit 1),
             (select w.client_id from public.waitlist_signups w
               where u.email is not null and lower(w.email) = lower(u.email) and not w.deposit_paid
               order by w.created_at desc, w.id desc limit 1)
           )
      from public.unmatched_deposits d
      left join auth.users u on u.id = d.user_id
     where d.resolved_at is null
     order by d.created_at desc, d.id desc
     limit 1000;
end;
$$;

revoke all on function public.admin_unmatched_deposits() from public, anon;
grant execute on function public.admin_unmatched_deposits() to authenticated;

/*
 * Attaches the open unmatched deposit `deposit_id` to the waitlist row whose client id is `signup_client_id`
 * (WAIT-…, case and surrounding spaces ignored). Refused, with a message the dashboard shows as it is: a caller who
 * is not an admin (42501); a deposit that does not exist or is already resolved, a payment that is not the $99 USD
 * deposit, a refunded payment, a row that does not exist or is already paid (P0001 / 22023).
 */
create or replace function public.attach_unmatched_deposit(deposit_id bigint, signup_client_id text) returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  deposit public.unmatched_deposits%rowtype;
  signup public.waitlist_signups%rowtype;
  wanted text := upper(btrim(coalesce(signup_client_id, '')));
begin
  if not (select public.is_admin()) then
    raise exception 'only an admin may attach a deposit' using errcode = '42501';
  end if;

  select * into deposit from public.unmatched_deposits d where d.id = deposit_id for update;
  if not found then
    raise exception 'There is no unmatched deposit %.', deposit_id using errcode = '22023';
  end if;
  if deposit.resolved_at is not null then
    raise exception 'This deposit was already attached to a signup.' using errcode = 'P0001';
  end if;
  if deposit.reason = 'not_the_deposit' or deposit.amount_total is distinct from 9900
    or lower(coalesce(deposit.currency, '')) <> 'usd' then
    raise exception 'This payment is not the $99 USD deposit, so it cannot be attached to a signup.'
      using errcode = 'P0001';
  end if;
  if exists (select 1 from public.stripe_orders o
              where o.checkout_session_id = deposit.checkout_session_id and o.status = 'refunded') then
    raise exception 'This deposit was refunded, so it cannot be attached to a signup.' using errcode = 'P0001';
  end if;

  if wanted = '' then
    raise exception 'Enter the signup''s WAIT- id.' using errcode = '22023';
  end if;
  select * into signup from public.waitlist_signups w where w.client_id = wanted for update;
  if not found then
    raise exception 'There is no waitlist signup %.', wanted using errcode = '22023';
  end if;
  if signup.deposit_paid then
    raise exception 'Waitlist signup % has already paid its deposit.', wanted using errcode = 'P0001';
  end if;

  -- What the webhook's confirmRow writes; the card is unknown here, so card_last4 stays as it is.
  update public.waitlist_signups w
     set deposit_paid = true,
         deposit_amount = deposit.amount_total / 100.0,
         status = 'confirmed',
         refunded_at = null,
         user_id = coalesce(w.user_id, deposit.user_id),
         updated_at = now()
   where w.id = signup.id;

  update public.stripe_orders o
     set waitlist_signup_id = signup.id,
         updated_at = now()
   where o.checkout_session_id = deposit.checkout_session_id;

  update public.unmatched_deposits d
     set resolved_at = now(),
         resolved_by = (select auth.uid()),
         attached_to = signup.id
   where d.id = deposit.id;
end;
$$;

revoke all on function public.attach_unmatched_deposit(bigint, text) from public, anon;
grant execute on function public.attach_unmatched_deposit(bigint, text) to authenticated;
