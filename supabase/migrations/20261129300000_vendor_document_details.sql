-- What the portal's Documents tab files with each vendor document besides the file: the certificate of insurance's
-- general-liability details (insurer, policy number, coverage amount in whole dollars) and the file's own name as the
-- vendor picked it, so the portal can show which file is on record. The license number is not here: it is on the
-- vendor's application already.
--
-- A vendor sets these only as part of filing or replacing their own document: the column grants add them to the
-- ones a vendor inserts and updates, and the existing policies keep that to the vendor's own rows, never a verified
-- one, and always back to pending. An admin decides a document and changes none of what the vendor filed, as the
-- trigger already holds for the file and its expiry date.

alter table public.vendor_documents
  add column insurer text check (insurer is null or (btrim(insurer) <> '' and length(insurer) <= 120)),
  add column policy_number text check (policy_number is null or (btrim(policy_number) <> '' and length(policy_number) <= 60)),
  add column coverage_amount integer check (coverage_amount is null or (coverage_amount > 0 and coverage_amount <= 100000000)),
  add column file_name text check (file_name is null or (btrim(file_name) <> '' and length(file_name) <= 255));

-- The insurance details belong to the certificate only. That a certificate carries all three is the portal form's
-- rule (a certificate filed before these columns existed, or by the service role, may lack them).
alter table public.vendor_documents
  add constraint vendor_documents_insurance_details check (
    kind = 'insurance' or (insurer is null and policy_number is null and coverage_amount is null)
  );

grant insert (insurer, policy_number, coverage_amount, file_name) on public.vendor_documents to authenticated;
grant update (insurer, policy_number, coverage_amount, file_name) on public.vendor_documents to authenticated;

-- As before, with the new fields among those only the vendor files.
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
    if new.storage_path is distinct from old.storage_path or new.expires_on is distinct from old.expires_on
      or new.insurer is distinct from old.insurer or new.policy_number is distinct from old.policy_number
      or new.coverage_amount is distinct from old.coverage_amount or new.file_name is distinct from old.file_name then
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
