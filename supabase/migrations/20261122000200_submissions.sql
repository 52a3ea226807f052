-- Visitor submissions (SPEC section 3): waitlist, newsletter, vendor applications and support messages.
-- The browser's client id (WAIT-/NEWS-/VEN-/DK- plus 9 characters) is each row's unique key, so a retried insert
-- never creates a second row. CHECK constraints mirror the browser's rules (src/lib/submissions/schemas.ts).
-- anon and authenticated may only INSERT rows in their initial state; admins (app_metadata.role = 'admin' in the
-- server-issued JWT) SELECT and UPDATE; only the service role deletes. Deposit state is the webhook's alone.

-- True when the caller's JWT says the server made them an admin; app_metadata cannot be edited by the user.
create or replace function public.is_admin() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false);
$$;

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- The spec's simple e-mail shape: text, @, text, dot, text, no spaces.
create domain public.email_address as text
  check (char_length(value) <= 254 and value ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$');

-- Only absolute http(s) addresses, or empty for "not given" (the browser stores '').
create domain public.optional_http_url as text
  check (value = '' or (char_length(value) <= 500 and value ~* '^https?://[^[:space:]/?#]+[^[:space:]]*$'));

-- ---------------------------------------------------------------------------------------------------------------
create table public.waitlist_signups (
  id bigint generated always as identity primary key,
  client_id text not null unique check (client_id ~ '^WAIT-[A-Z0-9]{9}$'),
  user_id uuid references auth.users (id) on delete set null,
  first_name text not null check (char_length(btrim(first_name)) between 1 and 80),
  last_name text not null check (char_length(btrim(last_name)) between 1 and 80),
  email public.email_address not null,
  phone text not null check (char_length(btrim(phone)) between 1 and 30),
  properties text not null default '1-5' check (properties in ('1-5', '6-20', '21+')),
  deposit_paid boolean not null default false,
  deposit_amount numeric(10, 2) not null default 0 check (deposit_amount >= 0),
  status text not null default 'pending_payment'
    check (status in ('pending_payment', 'confirmed', 'refunded', 'pending', 'approved', 'declined')),
  signup_date date not null default current_date,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  refunded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index waitlist_signups_user_id_idx on public.waitlist_signups (user_id);
create index waitlist_signups_created_at_idx on public.waitlist_signups (created_at, id);

create table public.newsletter_signups (
  id bigint generated always as identity primary key,
  client_id text not null unique check (client_id ~ '^NEWS-[A-Z0-9]{9}$'),
  email public.email_address not null,
  signup_date timestamptz not null default now(),
  source text not null default 'homepage' check (char_length(btrim(source)) between 1 and 40),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Duplicates are detected case-insensitively, like the browser does.
create unique index newsletter_signups_email_key on public.newsletter_signups (lower(email));

create table public.vendor_applications (
  id bigint generated always as identity primary key,
  client_id text not null unique check (client_id ~ '^VEN-[A-Z0-9]{9}$'),
  application_number text not null unique check (application_number ~ '^VN-[A-Z0-9]{9}$'),
  user_id uuid references auth.users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  applied_date date not null default current_date,
  approved_date date,
  declined_date date,
  decline_reason text check (char_length(decline_reason) <= 1000),
  -- Who decided (an admin's user id) and when, for the audit trail of approvals and declines.
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  company text not null check (char_length(btrim(company)) between 1 and 120),
  contact text not null check (char_length(btrim(contact)) between 1 and 120),
  email public.email_address not null,
  phone text not null check (char_length(btrim(phone)) between 1 and 30),
  sms_number text not null check (char_length(btrim(sms_number)) between 1 and 30),
  website public.optional_http_url not null default '',
  category text[] not null default '{}'
    check (
      cardinality(category) <= 14
      and category <@ array[
        'Plumbing', 'Electrical', 'HVAC', 'Appliance Repair', 'Handyman Services', 'Landscaping',
        'Cleaning Services', 'Painting', 'Flooring', 'Roofing', 'Pest Control', 'Security Systems',
        'Pool Maintenance', 'Snow Removal'
      ]::text[]
    ),
  year_established integer not null check (year_established >= 1900),
  number_of_employees text not null check (number_of_employees in ('1', '2-5', '6-10', '11-25', '26-50', '50+')),
  service_address text not null check (char_length(btrim(service_address)) between 1 and 200),
  service_city text not null check (char_length(btrim(service_city)) between 1 and 100),
  service_state text not null check (
    service_state in (
      'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
      'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
      'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'
    )
  ),
  service_zip_code text not null check (service_zip_code ~ '^[0-9]{5}$'),
  service_area_radius text not null check (service_area_radius in ('10', '25', '50', '100', 'statewide')),
  service_area_zip_codes text not null default '' check (char_length(service_area_zip_codes) <= 1000),
  contact_hours text not null check (
    contact_hours in (
      'Monday - Friday 8 AM - 5 PM', 'Monday - Friday 9 AM - 6 PM', 'Monday - Friday 7 AM - 7 PM',
      'Monday - Saturday 8 AM - 5 PM', 'Monday - Saturday 9 AM - 6 PM', '24/7 Emergency Services',
      'Weekdays Only', 'Weekends Only', 'Custom Hours (will specify in notes)'
    )
  ),
  preferred_quote_method text not null default 'email'
    check (preferred_quote_method in ('email', 'phone', 'sms', 'app')),
  emergency_services boolean not null default false,
  google_reviews_link public.optional_http_url not null default '',
  tax_id text not null default '' check (char_length(tax_id) <= 40),
  insurance_number text not null default '' check (char_length(insurance_number) <= 60),
  license_number text not null default '' check (char_length(license_number) <= 60),
  min_hourly_rate numeric(10, 2) check (min_hourly_rate >= 0),
  max_hourly_rate numeric(10, 2) check (max_hourly_rate >= 0),
  min_service_charge numeric(10, 2) check (min_service_charge >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vendor_applications_decision_consistent check (
    (status <> 'approved' or approved_date is not null)
    and (status <> 'declined' or (declined_date is not null and char_length(btrim(coalesce(decline_reason, ''))) > 0))
  )
);

create index vendor_applications_user_id_idx on public.vendor_applications (user_id);

-- client_id holds the DK-XXXXXXXXX ticket reference the visitor is shown.
create table public.support_messages (
  id bigint generated always as identity primary key,
  client_id text not null unique check (client_id ~ '^DK-[A-Z0-9]{9}$'),
  user_id uuid references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  email public.email_address not null,
  subject text not null check (char_length(btrim(subject)) between 1 and 200),
  priority text not null default 'medium' check (priority in ('low', 'medium', 'high', 'urgent')),
  category text not null default 'general' check (category in ('general', 'technical', 'billing', 'feature', 'bug')),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  status text not null default 'open' check (status in ('open', 'in_progress', 'resolved', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------------------------
-- A CHECK may not call now(); the year-established upper bound moves every January, so a trigger enforces it.
create or replace function public.check_vendor_application_year() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.year_established > extract(year from current_date)::int then
    raise exception 'year_established must be between 1900 and the current year'
      using errcode = '23514', constraint = 'vendor_applications_year_established_check';
  end if;
  return new;
end;
$$;

create trigger vendor_applications_year before insert or update of year_established on public.vendor_applications
  for each row execute function public.check_vendor_application_year();

-- Deposit state (paid, amount, card, refund, and the confirmed/refunded statuses) belongs to the Stripe webhook,
-- which runs as service_role. Any other API role is rejected even if a policy or grant would let it through.
create or replace function public.guard_waitlist_deposit_state() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.deposit_paid or new.deposit_amount <> 0 or new.card_last4 is not null or new.refunded_at is not null
      or new.status in ('confirmed', 'refunded') then
      raise exception 'deposit state is set by the payment webhook only' using errcode = '42501';
    end if;
  elsif new.deposit_paid is distinct from old.deposit_paid
    or new.deposit_amount is distinct from old.deposit_amount
    or new.card_last4 is distinct from old.card_last4
    or new.refunded_at is distinct from old.refunded_at
    or (new.status is distinct from old.status
        and (new.status in ('confirmed', 'refunded') or old.status in ('confirmed', 'refunded')))
    or new.user_id is distinct from old.user_id
    or new.client_id is distinct from old.client_id
    or new.created_at is distinct from old.created_at then
    raise exception 'deposit state is set by the payment webhook only' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger waitlist_signups_deposit_guard before insert or update on public.waitlist_signups
  for each row execute function public.guard_waitlist_deposit_state();

-- A decision records who made it and when, and fills in its date when the caller left it out; nobody rewrites
-- an application's ids or history.
create or replace function public.guard_vendor_application_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if new.status = 'approved' and new.approved_date is null then
      new.approved_date := current_date;
    elsif new.status = 'declined' and new.declined_date is null then
      new.declined_date := current_date;
    end if;
  end if;
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.client_id is distinct from old.client_id
    or new.application_number is distinct from old.application_number
    or new.applied_date is distinct from old.applied_date
    or new.created_at is distinct from old.created_at then
    raise exception 'application ids and dates cannot be changed' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    new.decided_by := (select auth.uid());
    new.decided_at := now();
  end if;
  return new;
end;
$$;

create trigger vendor_applications_update_guard before update on public.vendor_applications
  for each row execute function public.guard_vendor_application_update();

create trigger waitlist_signups_updated_at before update on public.waitlist_signups
  for each row execute function public.set_updated_at();
create trigger newsletter_signups_updated_at before update on public.newsletter_signups
  for each row execute function public.set_updated_at();
create trigger vendor_applications_updated_at before update on public.vendor_applications
  for each row execute function public.set_updated_at();
create trigger support_messages_updated_at before update on public.support_messages
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------------------------
alter table public.waitlist_signups enable row level security;
alter table public.newsletter_signups enable row level security;
alter table public.vendor_applications enable row level security;
alter table public.support_messages enable row level security;

-- Inserts: only rows in their initial state; a signed-in visitor may link the row to themself, never to another.
create policy "Visitors add a waitlist signup" on public.waitlist_signups
  for insert to anon, authenticated
  with check (
    deposit_paid = false and deposit_amount = 0 and status = 'pending_payment'
    and card_last4 is null and refunded_at is null
    and (user_id is null or user_id = (select auth.uid()))
  );

create policy "Visitors add a newsletter signup" on public.newsletter_signups
  for insert to anon, authenticated
  with check (true);

create policy "Visitors add a vendor application" on public.vendor_applications
  for insert to anon, authenticated
  with check (
    status = 'pending' and approved_date is null and declined_date is null and decline_reason is null
    and decided_by is null and decided_at is null
    and (user_id is null or user_id = (select auth.uid()))
  );

create policy "Visitors send a support message" on public.support_messages
  for insert to anon, authenticated
  with check (status = 'open' and (user_id is null or user_id = (select auth.uid())));

-- Admins read and update everything.
create policy "Admins read waitlist signups" on public.waitlist_signups
  for select to authenticated using ((select public.is_admin()));
create policy "Admins update waitlist signups" on public.waitlist_signups
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins read newsletter signups" on public.newsletter_signups
  for select to authenticated using ((select public.is_admin()));
create policy "Admins update newsletter signups" on public.newsletter_signups
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins read vendor applications" on public.vendor_applications
  for select to authenticated using ((select public.is_admin()));
create policy "Admins update vendor applications" on public.vendor_applications
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins read support messages" on public.support_messages
  for select to authenticated using ((select public.is_admin()));
create policy "Admins update support messages" on public.support_messages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- An owner reads their own waitlist row (through my_waitlist_signup).
create policy "Owners read their own waitlist signup" on public.waitlist_signups
  for select to authenticated using (user_id = (select auth.uid()));

-- Grants: hosted Supabase grants everything on public tables to the API roles by default; narrow them so that a
-- missing policy is never the only thing standing between a role and a write. No DELETE for anyone but service_role.
revoke all on table public.waitlist_signups, public.newsletter_signups, public.vendor_applications,
  public.support_messages from anon, authenticated;
grant insert on table public.waitlist_signups, public.newsletter_signups, public.vendor_applications,
  public.support_messages to anon, authenticated;
grant select on table public.waitlist_signups, public.newsletter_signups, public.vendor_applications,
  public.support_messages to authenticated;
grant update (first_name, last_name, email, phone, properties, status) on public.waitlist_signups to authenticated;
grant update (email, source) on public.newsletter_signups to authenticated;
grant update (
  status, approved_date, declined_date, decline_reason, company, contact, email, phone, sms_number, website,
  category, year_established, number_of_employees, service_address, service_city, service_state, service_zip_code,
  service_area_radius, service_area_zip_codes, contact_hours, preferred_quote_method, emergency_services,
  google_reviews_link, tax_id, insurance_number, license_number, min_hourly_rate, max_hourly_rate, min_service_charge
) on public.vendor_applications to authenticated;
grant update (status, priority, category) on public.support_messages to authenticated;
grant all on table public.waitlist_signups, public.newsletter_signups, public.vendor_applications,
  public.support_messages to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- The signed-in owner's own waitlist row with the server-computed queue position: 500 + rank by creation time
-- (the first signup is #501). The rank is computed over all rows by a security-definer helper, because the owner
-- cannot see the rows ahead of them; it reveals only a number.
create or replace function public.waitlist_queue_position(signup_id bigint) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select 500 + (
    select count(*)::int from public.waitlist_signups w where (w.created_at, w.id) <= (me.created_at, me.id)
  )
  from public.waitlist_signups me
  where me.id = signup_id
    and (me.user_id = (select auth.uid()) or (select public.is_admin()) or (select auth.role()) = 'service_role');
$$;

revoke all on function public.waitlist_queue_position(bigint) from public, anon;
grant execute on function public.waitlist_queue_position(bigint) to authenticated, service_role;

-- One row per owner even if they signed up more than once: the paid row if there is one, else the newest.
create view public.my_waitlist_signup with (security_invoker = on) as
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
  public.waitlist_queue_position(w.id) as queue_position
from public.waitlist_signups w
where w.user_id = (select auth.uid())
order by w.user_id, w.deposit_paid desc, w.created_at desc, w.id desc;

revoke all on table public.my_waitlist_signup from anon, authenticated;
grant select on table public.my_waitlist_signup to authenticated, service_role;
