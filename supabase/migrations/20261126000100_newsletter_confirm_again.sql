-- A confirmation link opened a second time (a reader clicking the mail again, or a mail scanner that opened it first)
-- answers 'already_confirmed' while the reader it confirmed is still subscribed, instead of calling the link broken.
-- Only the hash of the last used confirmation token is kept, like the pending one; a newer link, an unsubscribe or
-- a new signup makes the old link plain 'invalid' again.

alter table public.newsletter_tokens
  add column used_confirm_token_hash bytea;

create index newsletter_tokens_used_confirm_token_hash on public.newsletter_tokens (used_confirm_token_hash)
  where used_confirm_token_hash is not null;

create or replace function public.confirm_newsletter(token text) returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hashed bytea := private.token_hash(token);
  found_id bigint;
begin
  update public.newsletter_tokens
     set confirm_token_hash = null, confirm_expires_at = null, used_confirm_token_hash = hashed
   where confirm_token_hash = hashed and confirm_expires_at > now()
  returning signup_id into found_id;
  if found_id is not null then
    update public.newsletter_signups set confirmed_at = now(), unsubscribed_at = null where id = found_id;
    return 'confirmed';
  end if;
  if exists (
    select 1
      from public.newsletter_tokens t
      join public.newsletter_signups s on s.id = t.signup_id
     where t.used_confirm_token_hash = hashed and s.status = 'confirmed'
  ) then
    return 'already_confirmed';
  end if;
  return 'invalid';
end;
$$;

revoke all on function public.confirm_newsletter(text) from public, anon, authenticated;
grant execute on function public.confirm_newsletter(text) to service_role;
