-- Vendor compliance, the mails about a vendor's documents, and the project's one mechanism for scheduled work.
--
-- 1. public.vendor_document_state() and public.vendor_compliance(): the one definition of "compliant" the admin UI and
--    job dispatch use. A vendor is compliant only with a verified license, a verified insurance certificate and a
--    verified W-9, none of them past its expiry date. A document expires ON its expiry date (a policy's cover ends
--    that day), so the "on the day" mail and the loss of compliance come together. Security invoker: the caller's
--    row-level security decides which vendors they see (an admin every one, a vendor themself).
-- 2. Mails, queued through public.enqueue_mail with event keys (each once, kept in the outbox when the document or
--    the vendor is gone): a rejection with the admin's reason, and "all documents verified: ready for jobs", by a
--    trigger on the decision; 30 and 7 days before a verified license or certificate expires, and on the day, by
--    public.run_document_expiry(date), which a daily job calls. No payload carries a tax id or a file name: only the
--    document's kind, dates and the admin's reason.
-- 3. private.scheduled_jobs: every job the hosted project runs on a schedule, declared here once. Where pg_cron is
--    available (hosted Supabase: the extension lives in the `cron` schema) each job is registered with
--    cron.schedule(job_name, schedule, command), which updates a job of the same name (pg_cron's README,
--    https://github.com/citusdata/pg_cron, "Managing and creating jobs"). PGlite has no pg_cron: the local stack's
--    scheduler (supabase/local/scheduler.ts) reads the same table and runs the same commands on a timer.

-- ---------------------------------------------------------------------------------------------------------------
-- 1. Compliance.

/*
 * What a vendor's document amounts to on `p_on`: missing (no row), pending (filed, awaiting the admin), rejected,
 * verified, expiring (verified, expires within 30 days) or expired (verified, its expiry date has come).
 */
create or replace function public.vendor_document_state(p_status text, p_expires_on date, p_on date default current_date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_status is null then 'missing'
    when p_status <> 'verified' then p_status
    when p_expires_on is not null and p_expires_on <= p_on then 'expired'
    when p_expires_on is not null and p_expires_on - p_on <= 30 then 'expiring'
    else 'verified'
  end;
$$;

revoke all on function public.vendor_document_state(text, date, date) from public;
grant execute on function public.vendor_document_state(text, date, date) to authenticated, service_role;

/*
 * Every vendor account the caller may see (approved applications linked to an account) with the state of each
 * document on `p_on`, whether the vendor is compliant, and the next expiry date of a verified document.
 */
create or replace function public.vendor_compliance(p_on date default current_date)
returns table (
  vendor_id uuid,
  application_client_id text,
  license_state text,
  insurance_state text,
  w9_state text,
  documents_to_review integer,
  next_expiry date,
  compliant boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    a.user_id,
    a.client_id,
    public.vendor_document_state(l.status, l.expires_on, p_on),
    public.vendor_document_state(i.status, i.expires_on, p_on),
    public.vendor_document_state(w.status, w.expires_on, p_on),
    ((l.status = 'pending')::int + (i.status = 'pending')::int + (w.status = 'pending')::int),
    least(
      case when l.status = 'verified' then l.expires_on end,
      case when i.status = 'verified' then i.expires_on end
    ),
    coalesce(
      public.vendor_document_state(l.status, l.expires_on, p_on) in ('verified', 'expiring')
      and public.vendor_document_state(i.status, i.expires_on, p_on) in ('verified', 'expiring')
      and i.expires_on is not null
      and public.vendor_document_state(w.status, w.expires_on, p_on) in ('verified', 'expiring'),
      false
    )
  from public.vendor_applications a
  left join public.vendor_documents l on l.vendor_id = a.user_id and l.kind = 'license'
  left join public.vendor_documents i on i.vendor_id = a.user_id and i.kind = 'insurance'
  left join public.vendor_documents w on w.vendor_id = a.user_id and w.kind = 'w9'
  where a.user_id is not null and a.status = 'approved';
$$;

revoke all on function public.vendor_compliance(date) from public;
grant execute on function public.vendor_compliance(date) to authenticated, service_role;

/* Whether one vendor is compliant on `p_on`; false for a vendor the caller may not see. */
create or replace function public.vendor_is_compliant(p_vendor_id uuid, p_on date default current_date)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce((select c.compliant from public.vendor_compliance(p_on) c where c.vendor_id = p_vendor_id), false);
$$;

revoke all on function public.vendor_is_compliant(uuid, date) from public;
grant execute on function public.vendor_is_compliant(uuid, date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- 2. Mails.
alter table public.mail_outbox drop constraint mail_outbox_template_check;
alter table public.mail_outbox add constraint mail_outbox_template_check
  check (template in (
    'support_acknowledgement', 'deposit_receipt', 'deposit_refunded', 'vendor_application_received',
    'vendor_application_declined', 'newsletter_confirmation', 'vendor_document_rejected', 'vendor_document_expiring',
    'vendor_document_expired', 'vendor_ready_for_jobs'
  ));

-- The decision mails. Security definer: the vendor's address lives in auth.users, and enqueue_mail is the server's.
-- The rejection's key names the decision's time, so a second rejection after a replacement is a new mail; the ready
-- mail's key names the latest of the three decisions, so a vendor who renews an expired certificate hears it again.
create or replace function public.queue_vendor_document_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient text;
  latest timestamptz;
begin
  if new.status is not distinct from old.status or new.status not in ('rejected', 'verified') then
    return null;
  end if;
  select u.email into recipient from auth.users u where u.id = new.vendor_id;
  if recipient is null then
    return null;
  end if;
  if new.status = 'rejected' then
    perform public.enqueue_mail(
      'document-rejected/' || new.id || '/' || extract(epoch from coalesce(new.decided_at, now()))::bigint,
      'vendor_document_rejected',
      recipient,
      jsonb_build_object('kind', new.kind, 'reason', new.rejection_reason)
    );
    return null;
  end if;
  select max(d.decided_at) into latest
    from public.vendor_documents d
   where d.vendor_id = new.vendor_id and d.status = 'verified'
  having count(*) filter (
    where public.vendor_document_state(d.status, d.expires_on, current_date) in ('verified', 'expiring')
      and (d.kind <> 'insurance' or d.expires_on is not null)
  ) = 3;
  if latest is not null then
    perform public.enqueue_mail(
      'vendor-ready/' || new.vendor_id || '/' || extract(epoch from latest)::bigint,
      'vendor_ready_for_jobs',
      recipient,
      '{}'::jsonb
    );
  end if;
  return null;
end;
$$;

revoke all on function public.queue_vendor_document_mail() from public, anon, authenticated;

create trigger vendor_documents_mail after update on public.vendor_documents
  for each row execute function public.queue_vendor_document_mail();

/*
 * The daily expiry run for `p_on` (the job passes nothing: today). For each verified license or insurance
 * certificate with an expiry date it queues at most one mail: expired on or after the date, else the 7-day reminder
 * within 7 days, else the 30-day reminder within 30. Keys name the document and its expiry date, so a run repeated
 * the same day, or a missed day caught up the next, queues nothing twice, and a replaced document with a new date
 * gets its own reminders. Returns how many mails it queued.
 */
create or replace function public.run_document_expiry(p_on date default current_date) returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  doc record;
  stage text;
  key text;
  queued integer := 0;
begin
  for doc in
    select d.id, d.kind, d.expires_on, u.email
      from public.vendor_documents d
      join auth.users u on u.id = d.vendor_id
     where d.status = 'verified' and d.kind in ('license', 'insurance') and d.expires_on is not null
       and d.expires_on - p_on <= 30
  loop
    stage := case when doc.expires_on <= p_on then 'expired' when doc.expires_on - p_on <= 7 then '7' else '30' end;
    key := 'document-' || case when stage = 'expired' then 'expired' else 'expiring-' || stage end
      || '/' || doc.id || '/' || doc.expires_on;
    if exists (select 1 from public.mail_outbox o where o.event_key = key) then
      continue;
    end if;
    if stage = 'expired' then
      perform public.enqueue_mail(key, 'vendor_document_expired', doc.email,
        jsonb_build_object('kind', doc.kind, 'expiresOn', doc.expires_on));
    else
      perform public.enqueue_mail(key, 'vendor_document_expiring', doc.email,
        jsonb_build_object('kind', doc.kind, 'expiresOn', doc.expires_on, 'daysLeft', doc.expires_on - p_on));
    end if;
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

revoke all on function public.run_document_expiry(date) from public, anon, authenticated;
grant execute on function public.run_document_expiry(date) to service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. Scheduled work.
create table if not exists private.scheduled_jobs (
  name text primary key,
  -- pg_cron's syntax: five cron fields (UTC) or '[1-59] seconds'.
  schedule text not null,
  -- One SQL statement, run as the database owner; it must be idempotent (event keys), because the local stack runs
  -- it more often than the schedule says.
  command text not null
);

alter table private.scheduled_jobs enable row level security;
revoke all on private.scheduled_jobs from public, anon, authenticated;

/* Declares a job and, where pg_cron exists, schedules it (cron.schedule updates a job of the same name). */
create or replace function private.declare_scheduled_job(p_name text, p_schedule text, p_command text) returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into private.scheduled_jobs (name, schedule, command) values (p_name, p_schedule, p_command)
  on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    execute 'select cron.schedule($1, $2, $3)' using p_name, p_schedule, p_command;
  end if;
end;
$$;

revoke all on function private.declare_scheduled_job(text, text, text) from public, anon, authenticated;

-- Hosted Supabase offers pg_cron (Dashboard → Integrations → Cron enables the same); PGlite does not list it.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
end;
$$;

-- 06:00 UTC is the early morning across the United States, before the working day.
select private.declare_scheduled_job('document-expiry', '0 6 * * *', 'select public.run_document_expiry()');
