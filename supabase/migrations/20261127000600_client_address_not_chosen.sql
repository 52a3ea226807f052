-- The visitors' per-address flood limit (limit_visitor_submissions, `per_address` in submission_limits) keys on
-- request_client_address(). It used to fall back to the FIRST entry of X-Forwarded-For, which is whatever the client
-- sent in its own header: one client could give every submission a new address and never reach the limit, and with
-- the support acknowledgement mail that meant no cap on how many addresses get our mail. It now keys on an address
-- the client cannot choose:
--   1. cf-connecting-ip when present. Cloudflare fronts hosted projects and sets it to "the client IP address
--      connecting to Cloudflare" (developers.cloudflare.com/fundamentals/reference/http-headers/, CF-Connecting-IP),
--      so a value a client sent is replaced at the edge. Whether hosted Supabase passes it on to PostgREST is not
--      documented, hence the fallback. A deployment that is not behind Cloudflare must strip it at its gateway: the
--      self-hosted docker/volumes/api/kong.yml does not, the local stand-in does (supabase/local/stack.ts).
--   2. else the LAST entry of x-forwarded-for. Kong, the gateway in front of PostgREST, appends the address that
--      connected to it (`upstream_x_forwarded_for = http_x_forwarded_for .. ", " .. realip_remote_addr`,
--      kong/runloop/handler.lua), and with `trusted_ips = NONE` (kong/templates/kong_defaults.lua) no header a
--      client sends replaces that address; Cloudflare likewise appends its client to any X-Forwarded-For it got.
--      Every entry left of the last may be the client's own text: Supabase Auth's README (supabase/auth,
--      GOTRUE_RATE_LIMIT_HEADER) warns that it "can not be trusted for rate limiting when supplied directly by the
--      client".
-- Where a proxy connects to the gateway, the last entry is that proxy and the visitors behind it share one budget:
-- a shared budget refuses sooner, a chosen one never refuses at all.
create or replace function public.request_client_address() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(btrim(coalesce(
    nullif(btrim(h ->> 'cf-connecting-ip'), ''),
    split_part(coalesce(h ->> 'x-forwarded-for', ''), ',', -1)
  )), '')
  from (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as h) request;
$$;

-- The project has no default privileges: state who may call it (the flood guard runs it as its owner).
revoke all on function public.request_client_address() from public, anon, authenticated;
grant execute on function public.request_client_address() to service_role;
