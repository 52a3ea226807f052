-- The admin dashboard's Support tab: an admin moves a support message through open → in progress → resolved →
-- closed, and the row records who made the last status change and when.
--
-- The status column and its CHECK (open, in_progress, resolved, closed) already exist (20261122000200_submissions.sql),
-- as do the admin-only SELECT/UPDATE policies and the column grant that lets authenticated change only status,
-- priority and category. What is new is the record of the change, and it is the server's: a BEFORE UPDATE trigger
-- stamps it from the caller's JWT, and no API role is granted the new columns, so a client can neither forge nor
-- erase it (an UPDATE naming them is refused with 42501, like decided_by on vendor applications).

alter table public.support_messages
  add column status_changed_at timestamptz,
  -- The admin's account; set null if the account is deleted, which is why the e-mail is kept beside it.
  add column status_changed_by uuid references auth.users (id) on delete set null,
  -- What the dashboard shows as "by": the admin's e-mail at the time of the change, readable after the account goes.
  add column status_changed_by_email text check (char_length(status_changed_by_email) <= 254);

/*
 * A change of status by an API caller records who (auth.uid() and the e-mail claim of their JWT, which hosted Auth
 * and the local stand-in both issue) and when (the server's clock). Any other update leaves the record as it was.
 * The service role and SQL (seeding, backfills) may set the columns themselves; when they change the status without
 * saying when, the time is stamped and "by" is left as they gave it.
 */
create or replace function public.stamp_support_status_change() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is not distinct from old.status then
    return new;
  end if;
  if current_user in ('anon', 'authenticated') then
    new.status_changed_at := now();
    new.status_changed_by := (select auth.uid());
    new.status_changed_by_email := nullif(btrim(coalesce((select auth.jwt()) ->> 'email', '')), '');
  elsif new.status_changed_at is not distinct from old.status_changed_at then
    new.status_changed_at := now();
  end if;
  return new;
end;
$$;

revoke all on function public.stamp_support_status_change() from public, anon, authenticated;

create trigger support_messages_status_change before update on public.support_messages
  for each row execute function public.stamp_support_status_change();

-- A visitor's message starts open and unchanged: the insert policy now also refuses a forged change record (42501),
-- as the vendor policy refuses decided_by/decided_at.
drop policy "Visitors send a support message" on public.support_messages;
create policy "Visitors send a support message" on public.support_messages
  for insert to anon, authenticated
  with check (
    status = 'open'
    and status_changed_at is null and status_changed_by is null and status_changed_by_email is null
    and (user_id is null or user_id = (select auth.uid()))
  );

-- The dashboard filters by status and counts the open ones (admin_list, admin_stats).
create index support_messages_status_idx on public.support_messages (status);
