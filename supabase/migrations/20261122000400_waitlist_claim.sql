-- Claiming a waitlist signup (issue 7). A visitor who already has an account fills in the waitlist signed out: the
-- row reaches the server without an owner, and the owner signs in afterwards. Once signed in, the browser that
-- made the row claims it by its client id. The row must still be ownerless and carry the e-mail of the account
-- that claims it: knowing the client id alone (it never leaves that browser) or the e-mail alone is not enough.
-- Runs as the owner of the function because user_id is not a column the API roles may write.
create or replace function public.claim_waitlist_signup(signup_client_id text) returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_email text := lower(coalesce((select auth.jwt()) ->> 'email', ''));
  claimed integer;
begin
  if caller is null or caller_email = '' then
    return false;
  end if;
  update public.waitlist_signups
     set user_id = caller
   where client_id = signup_client_id
     and user_id is null
     and lower(email) = caller_email;
  get diagnostics claimed = row_count;
  return claimed > 0;
end;
$$;

revoke all on function public.claim_waitlist_signup(text) from public, anon;
grant execute on function public.claim_waitlist_signup(text) to authenticated;
