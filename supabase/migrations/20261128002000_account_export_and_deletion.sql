-- Account settings: the signed-in person's data export (my_account_export) and the data half of deleting an account
-- (account_forget_person, called by the account-delete function before it removes the Auth user).
--
-- The payment records the business must keep outlive the person: a Stripe customer row no longer cascades away with
-- the Auth user, it keeps the customer id and loses its link to the person.

alter table public.stripe_customers alter column user_id drop not null;
alter table public.stripe_customers drop constraint stripe_customers_user_id_fkey;
alter table public.stripe_customers
  add constraint stripe_customers_user_id_fkey foreign key (user_id) references auth.users (id) on delete set null;

-- The caller's own data as one JSON document. It takes no argument: the account is always auth.uid(), its address
-- the one Auth holds for it (never an address the caller names), so nobody can export another account.
create or replace function public.my_account_export() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  account auth.users%rowtype;
  address text;
  customer text;
begin
  if caller is null then
    raise exception 'Sign in to download your data.' using errcode = '42501';
  end if;
  select * into account from auth.users u where u.id = caller;
  if not found then
    raise exception 'This account no longer exists.' using errcode = 'P0002';
  end if;
  address := lower(account.email);
  select c.customer_id into customer from public.stripe_customers c where c.user_id = caller;

  return jsonb_build_object(
    'exportedAt', now(),
    'account', jsonb_build_object(
      'id', account.id,
      'email', account.email,
      'name', nullif(btrim(coalesce(account.raw_user_meta_data ->> 'full_name',
        concat_ws(' ', account.raw_user_meta_data ->> 'first_name', account.raw_user_meta_data ->> 'last_name'))), ''),
      'createdAt', account.created_at
    ),
    'waitlist', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', w.client_id, 'firstName', w.first_name, 'lastName', w.last_name, 'email', w.email, 'phone', w.phone,
        'properties', w.properties, 'status', w.status, 'depositPaid', w.deposit_paid,
        'depositAmount', w.deposit_amount, 'cardLast4', w.card_last4, 'signupDate', w.signup_date,
        'refundedAt', w.refunded_at, 'createdAt', w.created_at) order by w.created_at, w.id)
      from public.waitlist_signups w
      where w.user_id = caller or (w.user_id is null and lower(w.email) = address)
    ), '[]'::jsonb),
    'orders', coalesce((
      select jsonb_agg(jsonb_build_object(
        'reference', o.reference, 'amountTotal', o.amount_total, 'currency', o.currency,
        'paymentStatus', o.payment_status, 'status', o.status, 'createdAt', o.created_at) order by o.created_at, o.id)
      from public.stripe_orders o
      where customer is not null and o.customer_id = customer and o.deleted_at is null
    ), '[]'::jsonb),
    'refunds', coalesce((
      select jsonb_agg(jsonb_build_object(
        'reference', o.reference, 'amountRefunded', r.amount_refunded, 'currency', r.currency,
        'refundedAt', r.created_at) order by r.created_at)
      from public.stripe_refunds r
      join public.stripe_orders o on o.payment_intent_id = r.payment_intent_id
      where customer is not null and o.customer_id = customer
    ), '[]'::jsonb),
    'newsletter', (
      select jsonb_build_object('email', n.email, 'status', n.status, 'signupDate', n.signup_date,
        'confirmedAt', n.confirmed_at, 'unsubscribedAt', n.unsubscribed_at)
      from public.newsletter_signups n where lower(n.email) = address
    ),
    'supportMessages', coalesce((
      select jsonb_agg(jsonb_build_object(
        'ticket', s.client_id, 'name', s.name, 'email', s.email, 'subject', s.subject, 'category', s.category,
        'priority', s.priority, 'message', s.message, 'status', s.status, 'createdAt', s.created_at)
        order by s.created_at, s.id)
      from public.support_messages s where lower(s.email) = address
    ), '[]'::jsonb),
    'vendorApplications', coalesce((
      select jsonb_agg(
        (to_jsonb(v) - 'id' - 'search_text' - 'decided_by' - 'user_id' - 'notes') order by v.created_at, v.id)
      from public.vendor_applications v where v.user_id = caller or lower(v.email) = address
    ), '[]'::jsonb)
  );
end;
$$;

revoke all on function public.my_account_export() from public, anon;
grant execute on function public.my_account_export() to authenticated;

-- Deletes or unlinks everything that holds the person `p_user_id` (the account-delete function passes the verified
-- session's sub, nothing a caller typed). The Auth user itself is removed afterwards through Auth's admin API.
create or replace function public.account_forget_person(p_user_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  customers text[];
  waitlist_deleted int;
  support_deleted int;
  vendor_deleted int;
  mail_deleted int;
  newsletter_deleted int;
  newsletter_suppressed int;
begin
  select lower(u.email) into address from auth.users u where u.id = p_user_id;
  if not found then
    raise exception 'No such account.' using errcode = 'P0002';
  end if;
  select coalesce(array_agg(c.customer_id), '{}') into customers from public.stripe_customers c where c.user_id = p_user_id;

  -- The person's rows: their waitlist rows (and ownerless ones carrying their address), what they sent from the
  -- address, and the vendor application linked to the account. Orders pointing at a waitlist row keep the order
  -- (the foreign key sets null).
  delete from public.waitlist_signups w
   where w.user_id = p_user_id or (w.user_id is null and lower(w.email) = address);
  get diagnostics waitlist_deleted = row_count;
  delete from public.support_messages s where s.user_id = p_user_id or lower(s.email) = address;
  get diagnostics support_deleted = row_count;
  delete from public.vendor_applications v where v.user_id = p_user_id or lower(v.email) = address;
  get diagnostics vendor_deleted = row_count;

  -- Mail to the address, but the refund confirmation of a deposit refunded on the way out.
  delete from public.mail_outbox m where lower(m.recipient::text) = address and m.template <> 'deposit_refunded';
  get diagnostics mail_deleted = row_count;

  -- A reader who opted out stays opted out: the row is kept with the address and the opt-out's time only, so no
  -- mail goes there again. Any other signup is deleted.
  delete from public.newsletter_signups n where lower(n.email) = address and n.status <> 'unsubscribed';
  get diagnostics newsletter_deleted = row_count;
  update public.newsletter_signups n
     set confirmed_at = null, signup_date = n.unsubscribed_at, source = 'suppression'
   where lower(n.email) = address and n.status = 'unsubscribed';
  get diagnostics newsletter_suppressed = row_count;

  -- Payment records are kept for the books, without the person: the customer row loses its link (soft-deleted),
  -- unmatched deposits lose the account id. Orders and refunds hold no person, only the customer id.
  update public.stripe_customers c set user_id = null, deleted_at = coalesce(c.deleted_at, now())
   where c.user_id = p_user_id;
  update public.unmatched_deposits d set user_id = null where d.user_id = p_user_id;
  update public.unmatched_deposits d set resolved_by = null where d.resolved_by = p_user_id;
  update public.support_messages s set status_changed_by = null, status_changed_by_email = null
   where s.status_changed_by = p_user_id;

  return jsonb_build_object(
    'customers', to_jsonb(customers),
    'waitlistDeleted', waitlist_deleted,
    'supportDeleted', support_deleted,
    'vendorApplicationsDeleted', vendor_deleted,
    'mailDeleted', mail_deleted,
    'newsletterDeleted', newsletter_deleted,
    'newsletterSuppressed', newsletter_suppressed
  );
end;
$$;

revoke all on function public.account_forget_person(uuid) from public, anon, authenticated;
grant execute on function public.account_forget_person(uuid) to service_role;
