-- The mail tables relied on the privileges hosted used to grant every new table in public. A project created since
-- 30 May 2026 (and every project since 30 October 2026) grants nothing by default (Supabase changelog, "Tables not
-- exposed to Data and GraphQL API automatically"), so the drain's reads and writes as the service role were refused.
-- Only the service role uses them: the triggers and RPCs that write them are security definer.
grant select, insert, update, delete on table public.mail_outbox, public.mail_limits to service_role;
