-- An unmatched deposit goes only to a waitlist row its payer holds. Anyone signed in may insert a row they own that
-- carries someone else's e-mail, so matching by the typed e-mail let a planted row take a victim's deposit: the
-- suggestion offered it and the attach kept its owner, paying the attacker's place with the victim's money.
-- Now a deposit is attached to the payer's own row, or to an ownerless row (filled in signed out) whose e-mail is the
-- payer's confirmed account e-mail, which then becomes the payer's. A row of another account is never suggested and
-- its attach is refused; so is a deposit that names no payer account. Signatures and grants are unchanged.

/*
 * The open (unresolved) unmatched deposits, newest first, at most 1,000 (hosted PostgREST's max_rows). `email` is
 * the buyer's account e-mail when the deposit names a user (auth.users, hence security definer); `suggested_client_id`
 * is the unpaid waitlist row attach_unmatched_deposit() would accept: the buyer's own unpaid row, else (when the
 * buyer owns no row) the newest unpaid ownerless row carrying the buyer's confirmed e-mail, else null.
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
             -- One row per account: a buyer who owns a row (even a paid one) cannot take an ownerless one too.
             (select w.client_id from public.waitlist_signups w
               where u.email is not null and u.email_confirmed_at is not null
                 and w.user_id is null and lower(w.email) = lower(u.email) and not w.deposit_paid
                 and not exists (select 1 from public.waitlist_signups mine where mine.user_id = d.user_id)
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
 * deposit, a refunded payment, a deposit that names no payer account, a row that does not exist or is already paid,
 * a row owned by another account, an ownerless row whose e-mail is not the payer's confirmed account e-mail, and an
 * ownerless row when the payer already owns one (P0001 / 22023).
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
  payer_email text;
  payer_confirmed boolean;
  payer_row text;
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
  -- Without a payer account nobody can be shown to own a row, and the refund needs the payer's own row.
  if deposit.user_id is null then
    raise exception 'This deposit names no DoorKeep account, so it cannot be attached to a signup; refund it in Stripe.'
      using errcode = 'P0001';
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

  if signup.user_id is not null and signup.user_id <> deposit.user_id then
    raise exception 'Waitlist signup % belongs to another account, so this deposit cannot be attached to it.', wanted
      using errcode = 'P0001';
  end if;
  if signup.user_id is null then
    -- The typed e-mail proves nothing; the payer's confirmed account e-mail does.
    select u.email, u.email_confirmed_at is not null into payer_email, payer_confirmed
      from auth.users u where u.id = deposit.user_id;
    if payer_email is null or not coalesce(payer_confirmed, false) or lower(signup.email) <> lower(payer_email) then
      raise exception 'Waitlist signup % has no owner and its e-mail is not the payer''s confirmed account e-mail, so this deposit cannot be attached to it.',
        wanted using errcode = 'P0001';
    end if;
    -- One row per account (waitlist_signups_one_per_owner): the payer's own row is the one to attach to.
    select w.client_id into payer_row from public.waitlist_signups w where w.user_id = deposit.user_id limit 1;
    if payer_row is not null then
      raise exception 'The payer already has waitlist signup %, so attach this deposit to that signup instead.', payer_row
        using errcode = 'P0001';
    end if;
  end if;

  -- What the webhook's confirmRow writes; the card is unknown here, so card_last4 stays as it is. An ownerless row
  -- becomes the payer's, so it shows on their dashboard and their refund finds it.
  update public.waitlist_signups w
     set deposit_paid = true,
         deposit_amount = deposit.amount_total / 100.0,
         status = 'confirmed',
         refunded_at = null,
         user_id = deposit.user_id,
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
