import type { Backend } from '@/lib/backend-context';
import { browserOnlyAccount } from '@/lib/account-browser';
import { connectSupabaseAccount } from '@/lib/account-supabase';
import { backendConfigured } from '@/lib/supabase';

let parts: Pick<Backend, 'account'> | undefined;

/** Account settings: the project's Auth, export function and account-delete, else a page that says they need it. */
export function accountParts(): Pick<Backend, 'account'> {
  parts ??= { account: backendConfigured ? connectSupabaseAccount() : browserOnlyAccount };
  return parts;
}
