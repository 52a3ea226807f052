-- The owner's property profile: public.properties, one row per rental property an owner tells us about.
--
-- * An owner (a signed-in account that is not a vendor) reads, adds, edits and removes only their own rows; an admin
--   reads every row (the business's doors and rents before launch) and changes none; the service role does anything.
-- * The CHECK constraints are the rules of the profile form's schema (src/lib/properties.ts): a US street address,
--   city, one of the 50 state codes or DC, a 5-digit ZIP, a property type, 1 to 500 units, a monthly rent per unit
--   of $1 to $100,000 or vacant, and who manages it today (the owner, or a company and its fee of 0 to 50%).
-- * created_at and updated_at are the server's: an API caller's values are replaced by now().
-- * Limits, like the visitor tables' flood guard (20261128001100_limits_count_the_sender.sql): one row per request,
--   `property_writes` changes per account in a window, `per_address` per client address, and at most 100 properties
--   per owner.

alter table public.submission_limits drop constraint if exists submission_limits_name_check;
alter table public.submission_limits
  add constraint submission_limits_name_check check (name in ('per_email', 'per_account', 'per_address', 'property_writes'));

insert into public.submission_limits (name, max_count, window_seconds) values ('property_writes', 120, 3600)
on conflict (name) do nothing;

create table public.properties (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  street_address text not null check (char_length(btrim(street_address)) between 1 and 200),
  city text not null check (char_length(btrim(city)) between 1 and 100),
  state text not null check (
    state in (
      'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
      'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
      'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'
    )
  ),
  zip text not null check (zip ~ '^[0-9]{5}$'),
  property_type text not null check (property_type in ('single_family', 'multi_family', 'condo_townhouse', 'other')),
  units integer not null check (units between 1 and 500),
  -- Whole dollars a month per unit; null when the property is vacant.
  monthly_rent integer check (monthly_rent between 1 and 100000),
  vacant boolean not null default false,
  managed_by text not null check (managed_by in ('self', 'company')),
  manager_fee_percent numeric(4, 2) check (manager_fee_percent between 0 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint properties_rent_or_vacant check ((vacant and monthly_rent is null) or (not vacant and monthly_rent is not null)),
  constraint properties_fee_with_company check (
    (managed_by = 'company' and manager_fee_percent is not null) or (managed_by = 'self' and manager_fee_percent is null)
  )
);

create index properties_owner on public.properties (owner_id, created_at);

alter table public.properties enable row level security;

create policy "Owners read their own properties" on public.properties
  for select to authenticated using (owner_id = (select auth.uid()));
create policy "Admins read every property" on public.properties
  for select to authenticated using ((select public.is_admin()));
create policy "Owners add their own properties" on public.properties
  for insert to authenticated
  with check (owner_id = (select auth.uid()) and not (select public.is_vendor()));
create policy "Owners edit their own properties" on public.properties
  for update to authenticated
  using (owner_id = (select auth.uid()) and not (select public.is_vendor()))
  with check (owner_id = (select auth.uid()) and not (select public.is_vendor()));
create policy "Owners remove their own properties" on public.properties
  for delete to authenticated using (owner_id = (select auth.uid()) and not (select public.is_vendor()));

revoke all on table public.properties from anon, authenticated;
grant select, delete on public.properties to authenticated;
grant insert (owner_id, street_address, city, state, zip, property_type, units, monthly_rent, vacant, managed_by, manager_fee_percent)
  on public.properties to authenticated;
grant update (street_address, city, state, zip, property_type, units, monthly_rent, vacant, managed_by, manager_fee_percent)
  on public.properties to authenticated;
grant select, insert, update, delete on public.properties to service_role;

-- The server's times: an API caller's insert starts both at now(), an update keeps created_at and moves updated_at.
create or replace function public.stamp_property() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    if tg_op = 'UPDATE' then
      new.updated_at := now();
    end if;
    return new;
  end if;
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;

create trigger properties_stamp before insert or update on public.properties
  for each row execute function public.stamp_property();

/*
 * The owner's limits on every insert, update and delete. Security definer so it can write the counters no API role
 * may touch and count the owner's rows past RLS; who asks comes from the request's JWT, as in
 * limit_visitor_submissions. The service role and SQL without a request are not limited.
 */
create or replace function public.limit_property_writes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := (select auth.role());
  account uuid := (select auth.uid());
  rows_in_request integer;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  rows_in_request := coalesce(nullif(current_setting('doorkeep.submission_rows', true), ''), '0')::integer + 1;
  perform set_config('doorkeep.submission_rows', rows_in_request::text, true);
  if rows_in_request > 1 then
    raise exception 'an owner changes one property per request' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' and (select count(*) from public.properties p where p.owner_id = new.owner_id) >= 100 then
    raise exception 'An owner can list at most 100 properties. Contact us to add more.' using errcode = '23514';
  end if;
  if not public.count_submission('properties/account', account::text, 'property_writes')
    or not public.count_submission('properties/address', public.request_client_address(), 'per_address') then
    raise sqlstate 'PT429' using message = 'Too many attempts. Please wait a few minutes and try again.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function public.limit_property_writes() from public, anon, authenticated;

create trigger properties_limits before insert or update or delete on public.properties
  for each row execute function public.limit_property_writes();
