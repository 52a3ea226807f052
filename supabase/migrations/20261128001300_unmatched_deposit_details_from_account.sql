-- An ownerless row takes a payer's deposit only with the payer's own details (supabase/README.md, "Integrity rules").
--
-- Anyone may fill in the waitlist signed out with any address, name and phone. An ownerless row carrying the payer's
-- confirmed e-mail was treated as the payer's: suggested for their unmatched deposit and, attached, shown on their
-- dashboard with whatever name and phone the stranger typed ("Call 555-0100 re refund"). Now:
-- * admin_unmatched_deposits() still suggests the payer's own row first; else the OLDEST unpaid ownerless row with
--   the payer's confirmed e-mail (a stranger cannot plant one older than the payer's own), and says in the new
--   `details_source` column where the attached row's details will come from: 'payer_row' (typed by the payer,
--   signed in, on their own row) or 'payer_account' (the ownerless row's typed details are replaced by the account's);
-- * attach_unmatched_deposit() replaces an ownerless row's first and last name, e-mail and phone with the payer's
--   account details (auth.users: e-mail; user metadata: first_name, last_name; phone) when it makes the row theirs.
--   A detail the account does not hold is stored as 'Not on account' rather than kept from the stranger's typing.
-- The rest of the rules of 20261127000200_deposit_attach_owner.sql stand.

drop function if exists public.admin_unmatched_deposits();

/*
 * The open (unresolved) unmatched deposits, newest first, at most 1,000 (hosted PostgREST's max_rows). `email` is
 * the buyer's account e-mail when the deposit names a user; `suggested_client_id` the row attach_unmatched_deposit()
 * would accept (above) and `details_source` where that row's details would come from ('payer_row' or
 * 'payer_account'), both null when there is no suggestion.
 */
create function public.admin_unmatched_deposits()
returns table (
  id bigint,
  checkout_session_id text,
  amount_total bigint,
  currency text,
  reason text,
  created_at timestamptz,
  email text,
  suggested_client_id text,
  details_source text
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
           coalesce(own.client_id, ownerless.client_id),
           case when own.client_id is not null then 'payer_row'
                when ownerless.client_id is not null then 'payer_account' end
      from public.unmatched_deposits d
      left join auth.users u on u.id = d.user_id
      left join lateral (
        select w.client_id from public.waitlist_signups w
         where d.user_id is not null and w.user_id = d.user_id and not w.deposit_paid
         order by w.created_at desc, w.id desc limit 1
      ) own on true
      left join lateral (
        -- One row per account: a buyer who owns a row (even a paid one) cannot take an ownerless one too.
        select w.client_id from public.waitlist_signups w
         where u.email is not null and u.email_confirmed_at is not null
           and w.user_id is null and lower(w.email) = lower(u.email) and not w.deposit_paid
           and not exists (select 1 from public.waitlist_signups mine where mine.user_id = d.user_id)
         order by w.created_at, w.id limit 1
      ) ownerless on true
     where d.resolved_at is null
     order by d.created_at desc, d.id desc
     limit 1000;
end;
$$;

revoke all on function public.admin_unmatched_deposits() from public, anon;
grant execute on function public.admin_unmatched_deposits() to authenticated;

/*
 * Attaches the open unmatched deposit `deposit_id` to the waitlist row whose client id is `signup_client_id`, with
 * the refusals of 20261127000200_deposit_attach_owner.sql. An ownerless row becomes the payer's with the payer's
 * account details in place of what was typed on it.
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
  payer auth.users%rowtype;
  payer_row text;
  wanted text := upper(btrim(coalesce(signup_client_id, '')));
  not_on_account constant text := 'Not on account';
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
    select * into payer from auth.users u where u.id = deposit.user_id;
    if payer.email is null or payer.email_confirmed_at is null or lower(signup.email) <> lower(payer.email) then
      raise exception 'Waitlist signup % has no owner and its e-mail is not the payer''s confirmed account e-mail, so this deposit cannot be attached to it.',
        wanted using errcode = 'P0001';
    end if;
    -- One row per account (waitlist_signups_one_per_owner): the payer's own row is the one to attach to.
    select w.client_id into payer_row from public.waitlist_signups w where w.user_id = deposit.user_id limit 1;
    if payer_row is not null then
      raise exception 'The payer already has waitlist signup %, so attach this deposit to that signup instead.', payer_row
        using errcode = 'P0001';
    end if;
    -- Whoever typed this row, what the payer's dashboard and the admin show from now on is the payer's account.
    update public.waitlist_signups w
       set first_name = coalesce(nullif(left(btrim(payer.raw_user_meta_data ->> 'first_name'), 80), ''), not_on_account),
           last_name = coalesce(nullif(left(btrim(payer.raw_user_meta_data ->> 'last_name'), 80), ''), not_on_account),
           email = payer.email,
           phone = coalesce(nullif(left(btrim(payer.phone), 30), ''), not_on_account)
     where w.id = signup.id;
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
