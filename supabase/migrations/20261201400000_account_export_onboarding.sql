-- The data export holds everything kept about the person since it was written: their properties, their onboarding
-- calls, the vendor documents they filed (what the admin decided, not the files, which they download themselves),
-- the onboarding status of their waitlist row, and where they first came from on each submission.

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
        'refundedAt', w.refunded_at, 'createdAt', w.created_at, 'onboardingStatus', w.onboarding_status,
        'invitedAt', w.invited_at,
        'firstTouch', jsonb_strip_nulls(jsonb_build_object('utmSource', w.utm_source, 'utmMedium', w.utm_medium, 'utmCampaign', w.utm_campaign, 'referrerHost', w.referrer_host))) order by w.created_at, w.id)
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
        'confirmedAt', n.confirmed_at, 'unsubscribedAt', n.unsubscribed_at,
        'firstTouch', jsonb_strip_nulls(jsonb_build_object('utmSource', n.utm_source, 'utmMedium', n.utm_medium, 'utmCampaign', n.utm_campaign, 'referrerHost', n.referrer_host)))
      from public.newsletter_signups n where lower(n.email) = address
    ),
    'supportMessages', coalesce((
      select jsonb_agg(jsonb_build_object(
        'ticket', s.client_id, 'name', s.name, 'email', s.email, 'subject', s.subject, 'category', s.category,
        'priority', s.priority, 'message', s.message, 'status', s.status, 'createdAt', s.created_at,
        'firstTouch', jsonb_strip_nulls(jsonb_build_object('utmSource', s.utm_source, 'utmMedium', s.utm_medium, 'utmCampaign', s.utm_campaign, 'referrerHost', s.referrer_host)))
        order by s.created_at, s.id)
      from public.support_messages s where lower(s.email) = address
    ), '[]'::jsonb),
    'vendorApplications', coalesce((
      select jsonb_agg(
        (to_jsonb(v) - 'id' - 'search_text' - 'decided_by' - 'user_id' - 'notes') order by v.created_at, v.id)
      from public.vendor_applications v where v.user_id = caller or lower(v.email) = address
    ), '[]'::jsonb),
    'vendorDocuments', coalesce((
      select jsonb_agg(jsonb_build_object(
        'kind', d.kind, 'status', d.status, 'expiresOn', d.expires_on, 'rejectionReason', d.rejection_reason,
        'uploadedAt', d.created_at, 'decidedAt', d.decided_at) order by d.kind, d.created_at)
      from public.vendor_documents d where d.vendor_id = caller
    ), '[]'::jsonb),
    'properties', coalesce((
      select jsonb_agg(jsonb_build_object(
        'streetAddress', p.street_address, 'city', p.city, 'state', p.state, 'zip', p.zip,
        'propertyType', p.property_type, 'units', p.units, 'monthlyRent', p.monthly_rent, 'vacant', p.vacant,
        'managedBy', p.managed_by, 'managerFeePercent', p.manager_fee_percent, 'createdAt', p.created_at,
        'updatedAt', p.updated_at) order by p.created_at, p.id)
      from public.properties p where p.owner_id = caller
    ), '[]'::jsonb),
    'onboardingCalls', coalesce((
      select jsonb_agg(jsonb_build_object(
        'startsAt', c.starts_at, 'status', c.status, 'timeZone', c.time_zone, 'bookedAt', c.booked_at,
        'canceledAt', c.canceled_at) order by c.created_at, c.id)
      from public.onboarding_calls c where c.owner_id = caller
    ), '[]'::jsonb)
  );
end;
$$;
