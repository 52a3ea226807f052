-- Vendor applications the admin can trust.
-- * The application's own rules hold in the table too: a tax id is empty or a 9-digit EIN (12-3456789 or
--   123456789), and each comma-separated service area is a 5-digit ZIP code or a place name without digits. The
--   checks are NOT VALID so rows stored before them stay readable; every new or changed row is checked.
-- * A second application from an address that already applied is stored (an applicant learns nothing about
--   others' addresses) but shown to the admin as a duplicate of the earlier one, and it cannot be approved while
--   another application on the address is approved: one vendor, one approved application.
-- * The admin sees whether an approved vendor's account is in use (the invite was accepted), so no invite is
--   offered to an active vendor.

alter table public.vendor_applications
  add constraint vendor_applications_tax_id_is_an_ein
    check (tax_id = '' or tax_id ~ '^[0-9]{2}-?[0-9]{7}$') not valid,
  add constraint vendor_applications_service_areas_are_zips_or_places
    check (
      service_area_zip_codes = ''
      or service_area_zip_codes ~ '^[[:space:]]*([0-9]{5}|[^,0-9]*[^,0-9[:space:]][^,0-9]*)[[:space:]]*(,[[:space:]]*([0-9]{5}|[^,0-9]*[^,0-9[:space:]][^,0-9]*)[[:space:]]*)*$'
    ) not valid;

create index vendor_applications_email_idx on public.vendor_applications (email);

/* The earlier application on the same address that this one repeats: an approved one first, else the oldest
 * pending one other than this; null when there is none. Its number and status, as JSON. */
create or replace function public.vendor_application_duplicate(application_id bigint, application_email text) returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('application_number', other.application_number, 'status', other.status)
    from public.vendor_applications other
   where other.email = application_email
     and other.id <> application_id
     and (other.status = 'approved' or (other.status = 'pending' and other.id < application_id))
   order by other.status = 'approved' desc, other.id
   limit 1;
$$;

revoke all on function public.vendor_application_duplicate(bigint, text) from public, anon;
grant execute on function public.vendor_application_duplicate(bigint, text) to authenticated, service_role;

/* True when the account linked to an application has accepted its invite (confirmed its address and so chosen a
 * password), the test vendor-invite uses before it sends again. Reads auth.users, so it runs as its owner, and
 * answers admins only. */
create or replace function public.vendor_account_active(account uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select public.is_admin()) and exists (
    select 1 from auth.users u where u.id = account and u.email_confirmed_at is not null
  );
$$;

revoke all on function public.vendor_account_active(uuid) from public, anon;
grant execute on function public.vendor_account_active(uuid) to authenticated, service_role;

create or replace function public.refuse_second_approved_vendor() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  approved_number text;
begin
  if new.status = 'approved' and old.status is distinct from 'approved' then
    select application_number into approved_number
      from public.vendor_applications
     where email = new.email and id <> new.id and status = 'approved'
     limit 1;
    if approved_number is not null then
      raise exception 'Application % on this e-mail address is already approved. Decline this copy instead.',
        approved_number using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;

revoke all on function public.refuse_second_approved_vendor() from public, anon, authenticated;

create trigger vendor_applications_one_approved_per_address before update of status on public.vendor_applications
  for each row execute function public.refuse_second_approved_vendor();

-- ---------------------------------------------------------------------------------------------------------------
-- The vendor list carries the duplicate and the account's state.
create or replace function public.admin_list(
  kind text,
  search text default '',
  status_filter text default '',
  page_offset integer default 0,
  page_limit integer default 50,
  before_id bigint default null,
  with_total boolean default true,
  for_export boolean default false
) returns json
language plpgsql
stable
set search_path = ''
as $$
declare
  conditions text := 'true';
  ordering text;
  page_sql text;
  shown text := $s$(to_jsonb(p) - 'user_id' - 'decided_by' - 'decided_at' - 'updated_at' - 'search_text'$s$
    || case when kind = 'support_messages' then ')' else $s$ - 'created_at')$s$ end;

  total bigint;
  rows json;
begin
  perform public.assert_admin();
  if kind not in ('waitlist_signups', 'newsletter_signups', 'vendor_applications', 'support_messages') then
    raise exception 'unknown admin list: %', kind using errcode = '22023';
  end if;
  page_limit := least(greatest(coalesce(page_limit, 50), 1), 1000);
  page_offset := greatest(coalesce(page_offset, 0), 0);
  if btrim(coalesce(search, '')) <> '' then
    conditions := conditions || format(' and t.search_text like %L', public.admin_search_pattern(search));
  end if;
  if coalesce(status_filter, '') <> '' then
    conditions := conditions || format(' and t.status = %L', status_filter);
  end if;
  if kind = 'vendor_applications' and not for_export then
    -- What the admin decides with: another application on the address, and whether the vendor's account is in use.
    shown := format('(%s || jsonb_build_object(''duplicate_of'', public.vendor_application_duplicate(p.id, p.email), ''account_active'', public.vendor_account_active(p.user_id)))', shown);
  end if;
  if kind = 'newsletter_signups' and for_export then
    -- The key is read only inside the security-definer helper, never with the admin's own role.
    shown := format('(%s || jsonb_build_object(''unsubscribe_token'', case when p.status = ''confirmed'' then public.newsletter_unsubscribe_token(p.client_id) end))', shown);
  end if;

  if with_total then
    execute format('select count(*) from public.%I t where %s', kind, conditions) into total;
  end if;

  if for_export then
    if before_id is not null then
      conditions := conditions || format(' and t.id < %s', before_id);
    end if;
    ordering := 't.id desc';
  else
    ordering := 't.created_at desc, t.id desc';
  end if;
  if with_total and (total = 0 or (not for_export and page_offset >= total)) then
    return json_build_object('total', total, 'rows', '[]'::json);
  end if;
  if with_total and total <= 5000 and conditions <> 'true' then
    page_sql := format(
      'select t.* from (select * from public.%I t where %s offset 0) t order by %s limit %s offset %s',
      kind, conditions, ordering, page_limit, case when for_export then 0 else page_offset end
    );
  else
    page_sql := format(
      'select t.* from public.%I t where %s order by %s limit %s offset %s',
      kind, conditions, ordering, page_limit, case when for_export then 0 else page_offset end
    );
  end if;

  if kind = 'waitlist_signups' then
    execute format(
      'select coalesce(json_agg(%s order by %s), ''[]'') from (
         select page.*, ranked.queue_position
         from (%s) page
         left join (select r.id, 500 + row_number() over (order by r.created_at, r.id) as queue_position
               from public.waitlist_signups r where r.status <> ''refunded'') ranked on ranked.id = page.id
       ) p',
      shown, replace(ordering, 't.', 'p.'), page_sql
    ) into rows;
  else
    execute format('select coalesce(json_agg(%s order by %s), ''[]'') from (%s) p', shown, replace(ordering, 't.', 'p.'), page_sql)
      into rows;
  end if;

  return json_build_object('total', total, 'rows', rows);
end;
$$;

revoke all on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean) from public, anon;
grant execute on function public.admin_list(text, text, text, integer, integer, bigint, boolean, boolean)
  to authenticated, service_role;

