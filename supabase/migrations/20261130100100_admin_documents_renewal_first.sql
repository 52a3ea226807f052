-- With renewals a vendor may hold two documents of a kind: the verified one still in force and a renewal waiting
-- for review (or rejected). The admin's list of a vendor's documents now puts, within each kind, the one waiting for
-- a decision first, then the verified one, so the review shows what asks for the admin; the decision already acts on
-- the pending row of the kind.

create or replace function public.admin_vendor_documents(application_ids text[])
returns table (application_client_id text, compliant boolean, documents jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.assert_admin();
  if coalesce(cardinality(application_ids), 0) > 1000 then
    raise exception 'at most 1,000 applications at a time' using errcode = '22023';
  end if;
  return query
    select c.application_client_id,
           c.compliant,
           coalesce((
             select jsonb_agg(jsonb_build_object(
                      'kind', d.kind,
                      'status', d.status,
                      'state', public.vendor_document_state(d.status, d.expires_on, current_date),
                      'expires_on', d.expires_on,
                      'rejection_reason', d.rejection_reason,
                      'file_name', d.file_name,
                      'insurer', d.insurer,
                      'policy_number', d.policy_number,
                      'coverage_amount', d.coverage_amount,
                      'storage_path', d.storage_path,
                      'version', d.updated_at,
                      'decided_at', d.decided_at,
                      'decided_by', u.email
                    ) order by d.kind, (d.status = 'pending') desc, (d.status = 'verified') desc)
               from public.vendor_documents d
               left join auth.users u on u.id = d.decided_by
              where d.vendor_id = c.vendor_id
           ), '[]'::jsonb)
      from public.vendor_compliance(current_date) c
     where c.application_client_id = any (application_ids);
end;
$$;
