-- Figures the admin can trust.
-- * A refunded deposit gives up its place: refunded rows have no queue position, move nobody behind them, and are
--   their own figure on the Waitlist tab instead of counting as "Pending Payment".
-- * One waitlist row per account: an owner who reserves again (after a refund, or by filling the form twice) gets
--   their one row back with the new details rather than a second row; a refunded row that comes back joins the end
--   of the line. The claim of a row made signed out merges it the same way.
-- * E-mail addresses are stored lower-cased in every submissions table, so one person is one address in lists,
--   searches and exports (the domain already refuses spaces).
-- * Newsletter subscribers are confirmed readers; readers awaiting confirmation and those who left are their own
--   figures, and "From Homepage" and "This Week" count subscribers.

-- ---------------------------------------------------------------------------------------------------------------
-- E-mail addresses in lower case.
create or replace function public.lower_case_email() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(new.email);
  return new;
end;
$$;

revoke all on function public.lower_case_email() from public, anon, authenticated;

create trigger waitlist_signups_lower_case_email before insert or update of email on public.waitlist_signups
  for each row execute function public.lower_case_email();
create trigger newsletter_signups_lower_case_email before insert or update of email on public.newsletter_signups
  for each row execute function public.lower_case_email();
create trigger vendor_applications_lower_case_email before insert or update of email on public.vendor_applications
  for each row execute function public.lower_case_email();
create trigger support_messages_lower_case_email before insert or update of email on public.support_messages
  for each row execute function public.lower_case_email();

update public.waitlist_signups set email = lower(email) where email <> lower(email);
update public.vendor_applications set email = lower(email) where email <> lower(email);
update public.support_messages set email = lower(email) where email <> lower(email);
-- The newsletter's unique index is already on lower(email), so this never makes two rows one address.
update public.newsletter_signups set email = lower(email) where email <> lower(email);

-- ---------------------------------------------------------------------------------------------------------------
-- A refunded row holds no place in line.
create or replace function public.waitlist_queue_position(signup_id bigint) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when me.status = 'refunded' then null else 500 + (
    select count(*)::int from public.waitlist_signups w
     where (w.created_at, w.id) <= (me.created_at, me.id) and w.status <> 'refunded'
  ) end
  from public.waitlist_signups me
  where me.id = signup_id
    and (me.user_id = (select auth.uid()) or (select public.is_admin()) or (select auth.role()) = 'service_role');
$$;

revoke all on function public.waitlist_queue_position(bigint) from public, anon;
grant execute on function public.waitlist_queue_position(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- One row per account.

/* Gives `owner`'s existing row the details of `details` (a row being inserted or claimed), unless that row's deposit
 * is paid, when its place stands as it is. A refunded row asks for the deposit again from the end of the line.
 * False when the owner has no other row. Runs as the table's owner: deposit state is not the caller's to write. */
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
         signup_date = case when existing.status = 'refunded' then current_date else existing.signup_date end
   where id = existing.id;
  return true;
end;
$$;

revoke all on function private.reuse_owner_waitlist_row(uuid, public.waitlist_signups) from public, anon, authenticated;

create or replace function public.waitlist_one_row_per_owner() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only for the owner's own row: a row naming another account is left to RLS, which refuses it.
  if new.user_id is not null
    and (new.user_id = (select auth.uid()) or (select auth.role()) = 'service_role')
    and private.reuse_owner_waitlist_row(new.user_id, new) then
    -- The owner's row now carries these details; no second row is made.
    return null;
  end if;
  return new;
end;
$$;

revoke all on function public.waitlist_one_row_per_owner() from public, anon, authenticated;

-- Named to fire after the other BEFORE INSERT triggers (PostgreSQL fires them in name order), so the limits and
-- server-owned fields have already run on the row whose details are reused.
create trigger waitlist_signups_with_owner_reuse_row before insert on public.waitlist_signups
  for each row execute function public.waitlist_one_row_per_owner();

create or replace function public.claim_waitlist_signup(signup_client_id text) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_email text := lower(coalesce((select auth.jwt()) ->> 'email', ''));
  claimable public.waitlist_signups;
begin
  if caller is null or caller_email = '' then
    return false;
  end if;
  select * into claimable
    from public.waitlist_signups
   where client_id = signup_client_id and user_id is null and email = caller_email
   for update;
  if not found then
    return false;
  end if;
  if private.reuse_owner_waitlist_row(caller, claimable) then
    delete from public.waitlist_signups where id = claimable.id;
  else
    update public.waitlist_signups set user_id = caller where id = claimable.id;
  end if;
  return true;
end;
$$;

revoke all on function public.claim_waitlist_signup(text) from public, anon;
grant execute on function public.claim_waitlist_signup(text) to authenticated;

-- Accounts that already have several rows keep the one my_waitlist_signup shows (paid first, then newest); the
-- others never held a paid place.
delete from public.waitlist_signups w
 where w.user_id is not null
   and not w.deposit_paid
   and exists (
     select 1 from public.waitlist_signups keep
      where keep.user_id = w.user_id and keep.id <> w.id
        and (keep.deposit_paid, keep.created_at, keep.id) > (w.deposit_paid, w.created_at, w.id)
   );

create unique index waitlist_signups_one_per_owner on public.waitlist_signups (user_id) where user_id is not null;

-- ---------------------------------------------------------------------------------------------------------------
-- The lists: a refunded row shows no place in line.
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

-- ---------------------------------------------------------------------------------------------------------------
-- The figures.
create or replace function public.admin_stats(kind text) returns json
language plpgsql
stable
set search_path = ''
as $$
declare
  result json;
begin
  perform public.assert_admin();
  case kind
    when 'waitlist_signups' then
      select json_build_object(
        'total', count(*),
        'paid', count(*) filter (where deposit_paid),
        'pendingPayment', count(*) filter (where not deposit_paid and status <> 'refunded'),
        'refunded', count(*) filter (where status = 'refunded'),
        'totalDeposits', coalesce(sum(deposit_amount) filter (where deposit_paid), 0)
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
