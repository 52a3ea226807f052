-- Admin search finds a vendor application by its VN- number (issue 17). The vendor's submitted page asks them to
-- keep that number because our team quotes it, so it is what an admin types when a vendor calls or writes.
--
-- search_text (20261124000100_admin_queries.sql) is a generated column, and Postgres before 17 cannot change a
-- generation expression in place, so the column and its trigram index are made again with application_number as
-- a fourth field. The fields are still joined with a newline (no match spans two of them), and adding the column
-- computes it for every stored row. admin_list builds its query at run time, so it needs no change; the column's
-- privileges come from the table-wide grants. The browser-only adapter searches the same fields
-- (src/lib/submissions/in-memory-admin-query.ts).

alter table public.vendor_applications drop column search_text;

alter table public.vendor_applications add column search_text text collate "C"
  generated always as (lower(company || E'\n' || contact || E'\n' || email || E'\n' || application_number)) stored;

create index vendor_applications_search_idx on public.vendor_applications using gin (search_text extensions.gin_trgm_ops);
