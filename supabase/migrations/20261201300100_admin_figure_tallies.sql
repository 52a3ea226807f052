-- The tabs' figures without counting the tables. The dashboard reads every tab's figures (admin_stats) on each
-- refresh, and counting 100,000 support messages, readers and signups each time kept the database busy for a good
-- part of every refresh, so a search typed meanwhile waited behind it.
-- private.admin_tallies keeps, per list and facet (the status, and for readers the source too), how many rows
-- there are; statement triggers on each table keep it equal to the rows whatever writes them (the API, the
-- functions, seeding, deletion), as private.waitlist_line_days does for the line. admin_stats adds the facets up.
-- The waitlist's money figures still come from its deposit events (20261128004000_deposit_history.sql), and a
-- reader's "this week" is read through an index on the confirmed readers' signup dates.

create table private.admin_tallies (
  list text not null,
  facet text not null,
  row_count bigint not null,
  primary key (list, facet)
);

alter table private.admin_tallies enable row level security;
revoke all on private.admin_tallies from public, anon, authenticated;

-- The facet of a row of each list: what admin_stats filters on (for the waitlist, pending payment or not and the
-- onboarding status).
create or replace function private.admin_tally_facet(
  list text, status text, source text, deposit_paid boolean, onboarding_status text default null
) returns text
language sql
immutable
set search_path = ''
as $$
  select case list
    when 'newsletter_signups' then status || '/' || coalesce(source, '')
    when 'waitlist_signups' then
      case when not deposit_paid and status <> 'refunded' then 'pending_payment' else 'other' end
        || '/' || coalesce(onboarding_status, '')
    else status
  end;
$$;

revoke all on function private.admin_tally_facet(text, text, text, boolean, text) from public, anon, authenticated;

-- Adds the changes (+1 per new row, -1 per old row, by facet); runs as its owner, since the API roles that write
-- these tables have no rights on the private schema.
create or replace function private.apply_admin_tally(list text, changes jsonb) returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.admin_tallies as t (list, facet, row_count)
  select list, c.key, c.value::bigint from jsonb_each_text(changes) c where c.value::bigint <> 0
  on conflict (list, facet) do update set row_count = t.row_count + excluded.row_count;
$$;

revoke all on function private.apply_admin_tally(text, jsonb) from public, anon, authenticated;

create or replace function private.tally_support_messages() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_object_agg(facet, n) into changes from (select status as facet, count(*) as n from new_rows group by 1) c;
  elsif tg_op = 'DELETE' then
    select jsonb_object_agg(facet, -n) into changes from (select status as facet, count(*) as n from old_rows group by 1) c;
  else
    select jsonb_object_agg(facet, n) into changes from (
      select facet, sum(n) as n from (
        select status as facet, 1 as n from new_rows union all select status, -1 from old_rows
      ) b group by facet) c;
  end if;
  perform private.apply_admin_tally('support_messages', coalesce(changes, '{}'));
  return null;
end;
$$;

create or replace function private.tally_newsletter_signups() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_object_agg(facet, n) into changes from (
      select private.admin_tally_facet('newsletter_signups', status, source, null) as facet, count(*) as n from new_rows group by 1) c;
  elsif tg_op = 'DELETE' then
    select jsonb_object_agg(facet, -n) into changes from (
      select private.admin_tally_facet('newsletter_signups', status, source, null) as facet, count(*) as n from old_rows group by 1) c;
  else
    select jsonb_object_agg(facet, n) into changes from (
      select facet, sum(n) as n from (
        select private.admin_tally_facet('newsletter_signups', status, source, null) as facet, 1 as n from new_rows
        union all
        select private.admin_tally_facet('newsletter_signups', status, source, null), -1 from old_rows
      ) b group by facet) c;
  end if;
  perform private.apply_admin_tally('newsletter_signups', coalesce(changes, '{}'));
  return null;
end;
$$;

create or replace function private.tally_waitlist_signups() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb;
begin
  if tg_op = 'INSERT' then
    select jsonb_object_agg(facet, n) into changes from (
      select private.admin_tally_facet('waitlist_signups', status, null, deposit_paid, onboarding_status) as facet, count(*) as n from new_rows group by 1) c;
  elsif tg_op = 'DELETE' then
    select jsonb_object_agg(facet, -n) into changes from (
      select private.admin_tally_facet('waitlist_signups', status, null, deposit_paid, onboarding_status) as facet, count(*) as n from old_rows group by 1) c;
  else
    select jsonb_object_agg(facet, n) into changes from (
      select facet, sum(n) as n from (
        select private.admin_tally_facet('waitlist_signups', status, null, deposit_paid, onboarding_status) as facet, 1 as n from new_rows
        union all
        select private.admin_tally_facet('waitlist_signups', status, null, deposit_paid, onboarding_status), -1 from old_rows
      ) b group by facet) c;
  end if;
  perform private.apply_admin_tally('waitlist_signups', coalesce(changes, '{}'));
  return null;
end;
$$;

revoke all on function private.tally_support_messages() from public, anon, authenticated;
revoke all on function private.tally_newsletter_signups() from public, anon, authenticated;
revoke all on function private.tally_waitlist_signups() from public, anon, authenticated;

create trigger support_messages_tally_insert after insert on public.support_messages
  referencing new table as new_rows for each statement execute function private.tally_support_messages();
create trigger support_messages_tally_update after update on public.support_messages
  referencing old table as old_rows new table as new_rows for each statement execute function private.tally_support_messages();
create trigger support_messages_tally_delete after delete on public.support_messages
  referencing old table as old_rows for each statement execute function private.tally_support_messages();

create trigger newsletter_signups_tally_insert after insert on public.newsletter_signups
  referencing new table as new_rows for each statement execute function private.tally_newsletter_signups();
create trigger newsletter_signups_tally_update after update on public.newsletter_signups
  referencing old table as old_rows new table as new_rows for each statement execute function private.tally_newsletter_signups();
create trigger newsletter_signups_tally_delete after delete on public.newsletter_signups
  referencing old table as old_rows for each statement execute function private.tally_newsletter_signups();

create trigger waitlist_signups_tally_insert after insert on public.waitlist_signups
  referencing new table as new_rows for each statement execute function private.tally_waitlist_signups();
create trigger waitlist_signups_tally_update after update on public.waitlist_signups
  referencing old table as old_rows new table as new_rows for each statement execute function private.tally_waitlist_signups();
create trigger waitlist_signups_tally_delete after delete on public.waitlist_signups
  referencing old table as old_rows for each statement execute function private.tally_waitlist_signups();

insert into private.admin_tallies (list, facet, row_count)
select 'support_messages', status, count(*) from public.support_messages group by 2
union all
select 'newsletter_signups', private.admin_tally_facet('newsletter_signups', status, source, null), count(*)
  from public.newsletter_signups group by 2
union all
select 'waitlist_signups', private.admin_tally_facet('waitlist_signups', status, null, deposit_paid, onboarding_status), count(*)
  from public.waitlist_signups group by 2;

create index newsletter_signups_confirmed_signup_date_idx on public.newsletter_signups (signup_date) where status = 'confirmed';

-- admin_stats as in 20261201000100_admin_waitlist_onboarding.sql; the counts of the waitlist, newsletter and support
-- tabs now add up the tallies.
create or replace function public.admin_stats(kind text) returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result json;
  money json;
  portfolio json;
begin
  perform public.assert_admin();
  case kind
    when 'waitlist_signups' then
      select json_build_object(
        'paid', count(*) filter (where e.kind = 'payment'),
        'refunded', count(*) filter (where e.kind = 'refund'),
        'totalDeposits', (coalesce(sum(e.amount_cents) filter (where e.kind = 'payment'), 0)
          - coalesce(sum(e.amount_cents) filter (where e.kind = 'refund'), 0)) / 100.0
      ) into money from private.waitlist_deposit_events e;
      select json_build_object(
        'doors', coalesce(sum(p.units), 0),
        'monthlyRent', coalesce(sum(p.units * p.monthly_rent), 0)
      ) into portfolio
        from public.properties p
       where exists (select 1 from public.waitlist_signups w where w.user_id = p.owner_id and w.status <> 'refunded');
      select json_build_object(
        'total', coalesce(sum(t.row_count), 0),
        'paid', (money ->> 'paid')::bigint,
        'pendingPayment', coalesce(sum(t.row_count) filter (where t.facet like 'pending_payment/%'), 0),
        'refunded', (money ->> 'refunded')::bigint,
        'totalDeposits', (money ->> 'totalDeposits')::numeric,
        'doors', (portfolio ->> 'doors')::bigint,
        'monthlyRent', (portfolio ->> 'monthlyRent')::bigint,
        -- DoorKeep's fee is 2% of the rent it manages.
        'monthlyFee', round((portfolio ->> 'monthlyRent')::numeric * 0.02, 2),
        'waitlisted', coalesce(sum(t.row_count) filter (where t.facet like '%/waitlisted'), 0),
        'invited', coalesce(sum(t.row_count) filter (where t.facet like '%/invited'), 0),
        'onboarding', coalesce(sum(t.row_count) filter (where t.facet like '%/onboarding'), 0),
        'live', coalesce(sum(t.row_count) filter (where t.facet like '%/live'), 0)
      ) into result from private.admin_tallies t where t.list = 'waitlist_signups';
    when 'newsletter_signups' then
      select json_build_object(
        'total', coalesce(sum(t.row_count) filter (where t.facet like 'confirmed/%'), 0),
        'fromHomepage', coalesce(sum(t.row_count) filter (where t.facet = 'confirmed/homepage'), 0),
        'thisWeek', (select count(*) from public.newsletter_signups n
                      where n.status = 'confirmed' and n.signup_date >= now() - interval '7 days'),
        'confirmed', coalesce(sum(t.row_count) filter (where t.facet like 'confirmed/%'), 0),
        'unconfirmed', coalesce(sum(t.row_count) filter (where t.facet like 'unconfirmed/%'), 0),
        'unsubscribed', coalesce(sum(t.row_count) filter (where t.facet like 'unsubscribed/%'), 0)
      ) into result from private.admin_tallies t where t.list = 'newsletter_signups';
    when 'vendor_applications' then
      select json_build_object(
        'total', count(*),
        'pending', count(*) filter (where status = 'pending'),
        'documentsToReview', (
          select count(*) from public.vendor_documents d
            join public.vendor_applications a on a.user_id = d.vendor_id and a.status = 'approved'
           where d.status = 'pending'
        )
      ) into result from public.vendor_applications;
    when 'support_messages' then
      select json_build_object('total', coalesce(sum(t.row_count), 0),
                               'open', coalesce(sum(t.row_count) filter (where t.facet = 'open'), 0))
        into result from private.admin_tallies t where t.list = 'support_messages';
    else
      raise exception 'unknown admin list: %', kind using errcode = '22023';
  end case;
  return result;
end;
$$;

revoke all on function public.admin_stats(text) from public, anon;
grant execute on function public.admin_stats(text) to authenticated, service_role;
