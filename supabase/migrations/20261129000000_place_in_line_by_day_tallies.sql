-- The place in line without counting the line. public.waitlist_queue_position counted every row ahead of a row,
-- so each place cost a scan as long as the line, and the admin's waitlist page asks for 50 of them at a time.
-- private.waitlist_line_days keeps, per UTC day of queued_at, how many rows in the line (not refunded) took their
-- place that day; statement triggers on waitlist_signups keep it equal to the rows whatever writes them (the API,
-- the payment functions, seeding, deletion). A place is then the sum of the earlier days plus a count within its
-- own day, over the line's index. The rule is unchanged: a refunded row has no place; any other row is 500 + its
-- rank by (queued_at, id) among the rows that are not refunded.

create table private.waitlist_line_days (
  day date primary key,
  in_line integer not null check (in_line >= 0)
);

insert into private.waitlist_line_days (day, in_line)
select (queued_at at time zone 'UTC')::date, count(*)
  from public.waitlist_signups
 where status <> 'refunded'
 group by 1;

-- Adds +1 for each row that now stands in the line and -1 for each that stood there before the statement; runs as
-- its owner, since the API roles that write waitlist rows have no rights on the private schema.
create or replace function private.tally_waitlist_line() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into private.waitlist_line_days as d (day, in_line)
    select (queued_at at time zone 'UTC')::date, count(*) from new_rows where status <> 'refunded' group by 1
    on conflict (day) do update set in_line = d.in_line + excluded.in_line;
  elsif tg_op = 'DELETE' then
    update private.waitlist_line_days d set in_line = d.in_line - gone.rows
      from (select (queued_at at time zone 'UTC')::date as day, count(*) as rows
              from old_rows where status <> 'refunded' group by 1) gone
     where d.day = gone.day;
  else
    -- Existing days are updated in place (a day can only lose rows it has); an insert with a negative tally would
    -- fail the CHECK before ON CONFLICT could add it up.
    with changes as (
      select day, sum(change)::integer as change from (
        select (queued_at at time zone 'UTC')::date as day, 1 as change from new_rows where status <> 'refunded'
        union all
        select (queued_at at time zone 'UTC')::date, -1 from old_rows where status <> 'refunded'
      ) both_sides
      group by day
      having sum(change) <> 0
    ), updated as (
      update private.waitlist_line_days d set in_line = d.in_line + changes.change
        from changes where d.day = changes.day
      returning d.day
    )
    insert into private.waitlist_line_days as d (day, in_line)
    select day, change from changes where day not in (select day from updated)
    on conflict (day) do update set in_line = d.in_line + excluded.in_line;
  end if;
  return null;
end;
$$;

revoke all on function private.tally_waitlist_line() from public, anon, authenticated;

create trigger waitlist_signups_tally_line_insert after insert on public.waitlist_signups
  referencing new table as new_rows for each statement execute function private.tally_waitlist_line();
create trigger waitlist_signups_tally_line_update after update on public.waitlist_signups
  referencing old table as old_rows new table as new_rows for each statement execute function private.tally_waitlist_line();
create trigger waitlist_signups_tally_line_delete after delete on public.waitlist_signups
  referencing old table as old_rows for each statement execute function private.tally_waitlist_line();

-- How many rows in the line stand ahead of (at_time, at_id): the earlier days' tallies, then the rows of its own day.
create or replace function private.waitlist_rows_ahead(at_time timestamptz, at_id bigint) returns bigint
language sql
stable
set search_path = ''
as $$
  select coalesce((select sum(d.in_line) from private.waitlist_line_days d
                    where d.day < (at_time at time zone 'UTC')::date), 0)
       + (select count(*) from public.waitlist_signups w
           where w.status <> 'refunded'
             and w.queued_at >= ((at_time at time zone 'UTC')::date)::timestamp at time zone 'UTC'
             and (w.queued_at, w.id) < (at_time, at_id));
$$;

revoke all on function private.waitlist_rows_ahead(timestamptz, bigint) from public, anon, authenticated;

create or replace function public.waitlist_queue_position(signup_id bigint) returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when me.status = 'refunded' then null
              else 501 + private.waitlist_rows_ahead(me.queued_at, me.id)::integer end
  from public.waitlist_signups me
  where me.id = signup_id
    and (me.user_id = (select auth.uid()) or (select public.is_admin()) or (select auth.role()) = 'service_role');
$$;

revoke all on function public.waitlist_queue_position(bigint) from public, anon;
grant execute on function public.waitlist_queue_position(bigint) to authenticated, service_role;
