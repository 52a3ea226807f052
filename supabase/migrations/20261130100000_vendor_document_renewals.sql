-- Renewing a verified license or certificate of insurance. A verified document is fixed (the vendor may not change its
-- row or overwrite or remove its file), yet the expiry reminders ask the vendor for the new one. So a vendor files the
-- renewal as a second, pending row of the same kind, with its own file under a new object name, while the verified
-- one stays in force; when the admin verifies the renewal (the same plain status update as any decision) the server
-- retires the old row.
--
-- 1. At most one verified and one not-verified row per vendor and kind (partial unique indexes instead of the one
--    row per kind). A vendor may file a second row only for a kind whose verified row expires within 30 days or has
--    expired; a verified document that is not expiring still cannot be replaced, and a W-9 (no expiry) never renews.
--    The not-verified row, a first filing or a renewal, is replaced in place as before until the admin verifies it.
-- 2. When a row becomes verified, the other verified row of its vendor and kind moves to
--    private.vendor_documents_superseded (who decided it and when, kept for the record) and leaves
--    public.vendor_documents, so compliance, the expiry job and every reader see only the document in force. Its
--    file stays in Storage, still locked against the vendor: files are removed through the Storage API, never by SQL
--    (Supabase's Storage docs, "Delete objects": deleting from storage.objects in SQL leaves the file behind).
-- 3. Compliance counts, per kind, the verified row if there is one (in force during the renewal), else the other.
--    The expiry reminders stay keyed per row and expiry date, so a verified renewal gets its own 30/7-day and
--    expired mails, and a superseded row, gone from the table, gets none.

-- ---------------------------------------------------------------------------------------------------------------
-- 1. Two rows per kind at most, and when the second may be filed.
alter table public.vendor_documents drop constraint vendor_documents_vendor_id_kind_key;
create unique index vendor_documents_one_verified on public.vendor_documents (vendor_id, kind) where status = 'verified';
create unique index vendor_documents_one_open on public.vendor_documents (vendor_id, kind) where status <> 'verified';

/*
 * Whether a vendor may file a document of `p_kind` beside what they have: yes when no verified row of that kind
 * exists, or when the verified one expires within 30 days or has expired (the first reminder's window). Security
 * definer so the insert policy asks without depending on the caller's select policies.
 */
create or replace function public.vendor_document_fileable(p_vendor_id uuid, p_kind text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select 1 from public.vendor_documents d
     where d.vendor_id = p_vendor_id and d.kind = p_kind and d.status = 'verified'
       and (d.expires_on is null or d.expires_on - current_date > 30)
  );
$$;

revoke all on function public.vendor_document_fileable(uuid, text) from public;
grant execute on function public.vendor_document_fileable(uuid, text) to authenticated, service_role;

drop policy "Vendors file their own documents" on public.vendor_documents;
create policy "Vendors file their own documents, or the renewal of an expiring one" on public.vendor_documents
  for insert to authenticated
  with check (
    (select public.is_vendor()) and vendor_id = (select auth.uid()) and status = 'pending'
    and rejection_reason is null and decided_by is null and decided_at is null
    and public.vendor_document_fileable(vendor_id, kind)
  );

-- ---------------------------------------------------------------------------------------------------------------
-- 2. Retiring the verified row a renewal replaces.
create table private.vendor_documents_superseded (
  id uuid primary key,
  vendor_id uuid not null references auth.users (id) on delete cascade,
  kind text not null,
  storage_path text not null,
  expires_on date,
  insurer text,
  policy_number text,
  coverage_amount integer,
  file_name text,
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null,
  -- The row that replaced it.
  superseded_by uuid not null,
  superseded_at timestamptz not null default now()
);

create index vendor_documents_superseded_path on private.vendor_documents_superseded (storage_path);

alter table private.vendor_documents_superseded enable row level security;
revoke all on private.vendor_documents_superseded from public, anon, authenticated;
grant select, insert, update, delete on private.vendor_documents_superseded to service_role;

-- Runs after stamp_vendor_document (triggers fire in name order), so the status is the one that will be stored.
-- Before the update, so the old verified row is gone when the one-verified index checks the new one.
create or replace function public.supersede_vendor_document() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'verified' or old.status = 'verified' then
    return new;
  end if;
  with retired as (
    delete from public.vendor_documents d
     where d.vendor_id = new.vendor_id and d.kind = new.kind and d.status = 'verified' and d.id <> new.id
    returning d.*
  )
  insert into private.vendor_documents_superseded (
    id, vendor_id, kind, storage_path, expires_on, insurer, policy_number, coverage_amount, file_name, decided_by,
    decided_at, created_at, superseded_by
  )
  select r.id, r.vendor_id, r.kind, r.storage_path, r.expires_on, r.insurer, r.policy_number, r.coverage_amount,
         r.file_name, r.decided_by, r.decided_at, r.created_at, new.id
    from retired r;
  return new;
end;
$$;

revoke all on function public.supersede_vendor_document() from public, anon, authenticated;

create trigger vendor_documents_supersede before update on public.vendor_documents
  for each row execute function public.supersede_vendor_document();

-- The file of a superseded document is still the one the admin checked: it stays locked as before.
create or replace function public.vendor_document_locked(object_bucket text, object_name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select object_bucket = 'vendor-documents' and (
    exists (select 1 from public.vendor_documents d where d.storage_path = object_name and d.status = 'verified')
    or exists (select 1 from private.vendor_documents_superseded s where s.storage_path = object_name)
  );
$$;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. Compliance with a renewal under way: per kind the verified row if any, else the not-verified one. Documents to
--    review counts every pending row, renewals included.
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
    (select count(*)::int from public.vendor_documents p where p.vendor_id = a.user_id and p.status = 'pending'),
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
  left join lateral (
    select d.status, d.expires_on from public.vendor_documents d
     where d.vendor_id = a.user_id and d.kind = 'license' order by d.status = 'verified' desc limit 1
  ) l on true
  left join lateral (
    select d.status, d.expires_on from public.vendor_documents d
     where d.vendor_id = a.user_id and d.kind = 'insurance' order by d.status = 'verified' desc limit 1
  ) i on true
  left join lateral (
    select d.status, d.expires_on from public.vendor_documents d
     where d.vendor_id = a.user_id and d.kind = 'w9' order by d.status = 'verified' desc limit 1
  ) w on true
  where a.user_id is not null and a.status = 'approved';
$$;

-- The decision mails as before, except that "ready for jobs" is not sent again when the verified renewal replaced a
-- document that was still in force: the vendor never stopped being ready.
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
  if exists (
    select 1 from private.vendor_documents_superseded s
     where s.superseded_by = new.id and (s.expires_on is null or s.expires_on > current_date)
  ) then
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
