-- The line moves where money moves, and every place-in-line figure comes from one function.
-- * `queued_at` is when a row took its place in the line. It starts as the row's creation time, and moves to the
--   end of the line (now()) when a refunded row asks for the deposit again through the form
--   (private.reuse_owner_waitlist_row) or when a payment lands on a row that is still refunded (stripe-checkout
--   called without the form, then the webhook or an admin's attach marks it paid). The payment case is a BEFORE
--   UPDATE trigger, so every path that marks a row paid moves it, whichever code does the update.
-- * The API roles never choose it: an insert by anon or authenticated gets the server's time (as created_at does),
--   and an update that changes it is refused, like the deposit columns.
-- * public.waitlist_queue_position(id) is the one rule: a refunded row has no place; any other row is 500 + its rank
--   by (queued_at, id) among the rows that are not refunded at the moment of asking (the first is #501). The owner's
--   view, the checkout success page, the admin's Position column and the deposit receipt all read it.

alter table public.waitlist_signups add column queued_at timestamptz;
update public.waitlist_signups set queued_at = created_at;
-- Never null (the trigger below fills it on every insert); a CHECK rather than NOT NULL so the generated Insert type
-- leaves it out, as the server sets it.
alter table public.waitlist_signups add constraint waitlist_signups_queued_at_set check (queued_at is not null);
create index waitlist_signups_line on public.waitlist_signups (queued_at, id) where status <> 'refunded';

create or replace function public.set_waitlist_queued_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- The server-fields trigger (named to fire first) has already put the server's time in created_at for the API
    -- roles; the service role (seeding, backfills) may date a row, and its line place follows that date.
    if current_user in ('anon', 'authenticated') or new.queued_at is null then
      new.queued_at := new.created_at;
    end if;
    return new;
  end if;
  if current_user in ('anon', 'authenticated') and new.queued_at is distinct from old.queued_at then
    raise exception 'the place in line is set by the server only' using errcode = '42501';
  end if;
  -- A deposit paid on a refunded row buys a place at the end of the line, not the place the refund gave up.
  if new.deposit_paid and not old.deposit_paid and old.status = 'refunded' then
    new.queued_at := now();
  end if;
  return new;
end;
$$;

revoke all on function public.set_waitlist_queued_at() from public, anon, authenticated;

-- "set_" sorts after "server_fields", so on insert created_at is already the server's.
create trigger waitlist_signups_set_queued_at before insert or update on public.waitlist_signups
  for each row execute function public.set_waitlist_queued_at();

-- ---------------------------------------------------------------------------------------------------------------
-- The one place-in-line rule.
create or replace function public.waitlist_queue_position(signup_id bigint) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when me.status = 'refunded' then null else 500 + (
    select count(*)::int from public.waitlist_signups w
     where (w.queued_at, w.id) <= (me.queued_at, me.id) and w.status <> 'refunded'
  ) end
  from public.waitlist_signups me
  where me.id = signup_id
    and (me.user_id = (select auth.uid()) or (select public.is_admin()) or (select auth.role()) = 'service_role');
$$;

revoke all on function public.waitlist_queue_position(bigint) from public, anon;
grant execute on function public.waitlist_queue_position(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- Reserving again after a refund, through the form: the row joins the end of the line at once.
create or replace function private.reuse_owner_waitlist_row(owner uuid, details public.waitlist_signups) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  existing public.waitlist_signups;
begin
  select * into existing
    from public.waitlist_signups
   where user_id = owner and id <> details.id
   order by deposit_paid desc, created_at desc, id desc
   limit 1
   for update;
  if not found then
    return false;
  end if;
  if existing.deposit_paid then
    return true;
  end if;
  update public.waitlist_signups
     set first_name = details.first_name,
         last_name = details.last_name,
         email = details.email,
         phone = details.phone,
         properties = details.properties,
         status = 'pending_payment',
         deposit_amount = 0,
         card_last4 = null,
         refunded_at = null,
         created_at = case when existing.status = 'refunded' then now() else existing.created_at end,
         signup_date = case when existing.status = 'refunded' then current_date else existing.signup_date end,
         queued_at = case when existing.status = 'refunded' then now() else existing.queued_at end
   where id = existing.id;
  return true;
end;
$$;

revoke all on function private.reuse_owner_waitlist_row(uuid, public.waitlist_signups) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------------------
-- The admin's Position column reads the same function (a page holds at most 1,000 rows, each one indexed count).
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
  shown text := $s$(to_jsonb(p) - 'user_id' - 'decided_by' - 'decided_at' - 'updated_at' - 'search_text' - 'queued_at'$s$
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
         select page.*, public.waitlist_queue_position(page.id) as queue_position
         from (%s) page
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
