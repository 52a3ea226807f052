-- Vendor compliance documents in Supabase Storage: the private bucket `vendor-documents`, who may do what with its
-- objects (row-level security on storage.objects), and public.vendor_documents, the record of each document and
-- the admin's decision on it.
--
-- 1. The bucket. supabase/config.toml declares it for the CLI's local stack; hosted projects get buckets only from
--    SQL or the dashboard, so this migration creates it (idempotently, and it brings an existing bucket to the same
--    settings). Private (`public = false`: no public URL, files open through signed URLs), 10 MiB
--    (file_size_limit is in bytes, storage migration 0014-use-bytes-for-max-size), PDF, JPEG, PNG and HEIC.
-- 2. public.vendor_documents: one current document per vendor and kind (license, insurance, w9). The vendor
--    files and replaces it (status back to pending); only an admin verifies or rejects it (a rejection needs a
--    reason), and the server records who decided and when. Times are the server's.
-- 3. Policies on storage.objects, as Supabase's Storage access-control guide writes them
--    (`(storage.foldername(name))[1] = (select auth.uid()::text)`): a vendor reads and writes only under the folder
--    named by their user id, and may not overwrite or delete an object a verified document points at; admins read
--    every vendor's files; nobody else reads, lists or writes anything in this bucket. Hosted Storage checks these
--    policies as the caller's role for every object operation (upload: insert, and update when upserting;
--    download, list and signing: select; remove: select and delete).

-- ---------------------------------------------------------------------------------------------------------------
-- 1. The bucket.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('vendor-documents', 'vendor-documents', false, 10485760,
        array['application/pdf', 'image/jpeg', 'image/png', 'image/heic'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- True when the caller's JWT says the server made them a vendor (app_metadata is not editable by the user).
create or replace function public.is_vendor() returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'vendor', false);
$$;

revoke all on function public.is_vendor() from public;
grant execute on function public.is_vendor() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- 2. The documents.
create table public.vendor_documents (
  id uuid primary key default gen_random_uuid(),
  vendor_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('license', 'insurance', 'w9')),
  -- The object's name in the vendor-documents bucket; its first segment is the vendor's id.
  storage_path text not null check (storage_path like vendor_id::text || '/_%'),
  expires_on date,
  status text not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
  rejection_reason text check (rejection_reason is null or length(rejection_reason) <= 1000),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (vendor_id, kind),
  check (status <> 'rejected' or btrim(coalesce(rejection_reason, '')) <> '')
);

create index vendor_documents_status on public.vendor_documents (status);
create index vendor_documents_storage_path on public.vendor_documents (storage_path);

alter table public.vendor_documents enable row level security;

create policy "Vendors read their own documents" on public.vendor_documents
  for select to authenticated using (vendor_id = (select auth.uid()));
create policy "Admins read every document" on public.vendor_documents
  for select to authenticated using ((select public.is_admin()));
create policy "Vendors file their own documents" on public.vendor_documents
  for insert to authenticated
  with check (
    (select public.is_vendor()) and vendor_id = (select auth.uid()) and status = 'pending'
    and rejection_reason is null and decided_by is null and decided_at is null
  );
create policy "Vendors replace their own documents until verified" on public.vendor_documents
  for update to authenticated
  using ((select public.is_vendor()) and vendor_id = (select auth.uid()) and status <> 'verified')
  with check ((select public.is_vendor()) and vendor_id = (select auth.uid()) and status = 'pending');
create policy "Admins decide documents" on public.vendor_documents
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

grant select on public.vendor_documents to authenticated;
grant insert (vendor_id, kind, storage_path, expires_on) on public.vendor_documents to authenticated;
grant update (storage_path, expires_on, status, rejection_reason) on public.vendor_documents to authenticated;
grant select, insert, update, delete on public.vendor_documents to service_role;

-- Server-owned fields. For the API roles the times are now(); an admin's status change records the admin and the
-- time (and a verification clears any old reason); a vendor's change is a new submission, so it goes back to
-- pending with the last decision cleared, and a vendor naming another status is refused rather than ignored.
create or replace function public.stamp_vendor_document() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    if tg_op = 'UPDATE' and new.status is distinct from old.status and new.decided_at is not distinct from old.decided_at then
      new.decided_at := now();
    end if;
    return new;
  end if;
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.created_at := now();
    return new;
  end if;
  new.created_at := old.created_at;
  if (select public.is_admin()) then
    if new.storage_path is distinct from old.storage_path or new.expires_on is distinct from old.expires_on then
      raise exception 'an admin decides a document; the vendor files it' using errcode = '42501';
    end if;
    if new.status is distinct from old.status then
      new.decided_by := auth.uid();
      new.decided_at := now();
    end if;
    if new.status <> 'rejected' then
      new.rejection_reason := null;
    end if;
    return new;
  end if;
  if new.status is distinct from old.status and new.status <> 'pending' then
    raise exception 'only an admin verifies or rejects a document' using errcode = '42501';
  end if;
  if new.rejection_reason is distinct from old.rejection_reason and new.rejection_reason is not null then
    raise exception 'only an admin gives a rejection reason' using errcode = '42501';
  end if;
  new.status := 'pending';
  new.rejection_reason := null;
  new.decided_by := null;
  new.decided_at := null;
  return new;
end;
$$;

create trigger vendor_documents_stamp before insert or update on public.vendor_documents
  for each row execute function public.stamp_vendor_document();

-- True when a verified document points at this object: its file is then the one the admin checked, and stays.
-- Security definer so the storage policies can ask without the caller's select policy on vendor_documents.
create or replace function public.vendor_document_locked(object_bucket text, object_name text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select object_bucket = 'vendor-documents' and exists (
    select 1 from public.vendor_documents d where d.storage_path = object_name and d.status = 'verified'
  );
$$;

revoke all on function public.vendor_document_locked(text, text) from public;
grant execute on function public.vendor_document_locked(text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------------
-- 3. Storage policies. A vendor's own folder is the first path segment; no `.` or `..` segment, so a name reads
--    the same to every client.
create or replace function public.is_own_vendor_folder(object_name text) returns boolean
language sql
stable
set search_path = ''
as $$
  select (select public.is_vendor())
    and (storage.foldername(object_name))[1] = (select auth.uid()::text)
    and object_name !~ '(^|/)\.{1,2}(/|$)';
$$;

revoke all on function public.is_own_vendor_folder(text) from public;
grant execute on function public.is_own_vendor_folder(text) to authenticated, service_role;

create policy "Vendors read their own documents' files" on storage.objects
  for select to authenticated
  using (bucket_id = 'vendor-documents' and public.is_own_vendor_folder(name));
create policy "Admins read every vendor's files" on storage.objects
  for select to authenticated
  using (bucket_id = 'vendor-documents' and (select public.is_admin()));
create policy "Vendors upload into their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'vendor-documents' and public.is_own_vendor_folder(name));
create policy "Vendors overwrite their own files until verified" on storage.objects
  for update to authenticated
  using (
    bucket_id = 'vendor-documents' and public.is_own_vendor_folder(name)
    and not public.vendor_document_locked(bucket_id, name)
  )
  with check (bucket_id = 'vendor-documents' and public.is_own_vendor_folder(name));
create policy "Vendors remove their own files until verified" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'vendor-documents' and public.is_own_vendor_folder(name)
    and not public.vendor_document_locked(bucket_id, name)
  );

-- Bucket info (storage-js getBucket, read as the caller): vendors and admins may read this bucket's limits, so the
-- portal can tell a vendor the size and types before an upload. It holds no file and no name.
create policy "Vendors and admins read the vendor-documents bucket" on storage.buckets
  for select to authenticated
  using (id = 'vendor-documents' and ((select public.is_vendor()) or (select public.is_admin())));
