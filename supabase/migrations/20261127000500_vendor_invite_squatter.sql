-- vendor-invite replaces an account someone made on an approved applicant's address before the invite went out,
-- so vendor_invite_account(email) also says whether anyone has ever signed in to the account (one that is
-- unconfirmed and never signed in is used by nobody: the confirmation mail went to the applicant) and whether it
-- has a password (an invited account has none until the vendor sets one, so a password on the account an invite
-- landed on is a sign-up's). The return type changes, so the function is dropped and made again, and its grants
-- re-stated (the project has no default privileges).

drop function if exists public.vendor_invite_account(text);

create function public.vendor_invite_account(account_email text)
returns table (id uuid, confirmed boolean, never_signed_in boolean, has_password boolean, app_metadata jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email_confirmed_at is not null, u.last_sign_in_at is null, coalesce(u.encrypted_password, '') <> '',
    coalesce(u.raw_app_meta_data, '{}'::jsonb)
  from auth.users u
  -- The account Auth's invite would find: supabase/auth models.FindUserByEmailAndAudience skips SSO users, the only
  -- ones that may share an address.
  where lower(u.email) = lower(account_email) and not u.is_sso_user
  limit 1;
$$;

revoke all on function public.vendor_invite_account(text) from public, anon, authenticated;
grant execute on function public.vendor_invite_account(text) to service_role;
