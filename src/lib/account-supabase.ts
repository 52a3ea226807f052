import type { DatabaseClient } from '@/lib/supabase';
import { asSignedInUser, functionsUrl, getSupabase, publishableKey, withSignal } from '@/lib/supabase';
import { AccountError, accountMessages, type AccountDeleteResult, type AccountPort } from './account';

type Session = { userId: string; token: string };

async function currentSession(): Promise<Session | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  const { data } = await supabase.auth.getSession();
  return data.session ? { userId: data.session.user.id, token: data.session.access_token } : null;
}

/** Auth's refusal of an e-mail change, in plain words (error codes of supabase/auth internal/api/apierrors). */
export function emailChangeMessage(error: { code?: string; status?: number; name?: string; message?: string }): string {
  if (error.code === 'email_exists' || error.code === 'user_already_exists') return accountMessages.emailTaken;
  if (error.code === 'email_address_invalid' || error.code === 'validation_failed') return accountMessages.emailInvalid;
  if (error.code === 'over_email_send_rate_limit' || error.status === 429) return accountMessages.emailTooSoon;
  if (error.code === 'session_not_found' || error.code === 'bad_jwt' || error.status === 401 || error.status === 403) {
    return accountMessages.signedOut;
  }
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return accountMessages.offline;
  return accountMessages.unexpected;
}

/** Builds the Supabase adapter of the account port (exported for tests). */
export function createSupabaseAccount(deps: {
  client: () => Promise<DatabaseClient | null>;
  session: () => Promise<Session | null>;
  fetch: typeof fetch;
  functionsUrl: string;
  publishableKey: string;
}): AccountPort {
  async function signedIn(): Promise<{ supabase: DatabaseClient; token: string }> {
    const supabase = await deps.client();
    const session = await deps.session().catch(() => null);
    if (!supabase || !session) throw new AccountError(accountMessages.signedOut);
    return { supabase, token: session.token };
  }
  return {
    configured: true,
    async overview(signal) {
      const { supabase, token } = await signedIn();
      const query = asSignedInUser(supabase.from('my_waitlist_signup').select('deposit_paid, deposit_amount'), token);
      const { data, error } = await withSignal(query.limit(1), signal).maybeSingle();
      if (error) throw new Error(error.message);
      return { depositPaid: data?.deposit_paid === true, depositAmount: Number(data?.deposit_amount ?? 0) };
    },
    async changeEmail(email, redirectTo) {
      const { supabase } = await signedIn();
      let answer: Awaited<ReturnType<typeof supabase.auth.updateUser>>;
      try {
        answer = await supabase.auth.updateUser({ email }, { emailRedirectTo: redirectTo });
      } catch {
        throw new AccountError(accountMessages.offline);
      }
      if (answer.error) throw new AccountError(emailChangeMessage(answer.error));
    },
    async exportData(signal) {
      const { supabase, token } = await signedIn();
      const call = asSignedInUser(supabase.rpc('my_account_export'), token);
      const { data, error } = await withSignal(call, signal);
      if (error) throw new AccountError(accountMessages.exportFailed);
      if (!data || typeof data !== 'object' || Array.isArray(data)) throw new AccountError(accountMessages.exportFailed);
      return data as Record<string, unknown>;
    },
    async deleteAccount(): Promise<AccountDeleteResult> {
      const refused = (reason: Exclude<AccountDeleteResult, { kind: 'deleted' }>['reason'], message: string) =>
        ({ kind: 'refused', reason, message }) as const;
      const session = await deps.session().catch(() => null);
      if (!session) return refused('signed-out', accountMessages.signedOut);
      let response: Response;
      let body: Record<string, unknown> = {};
      try {
        // The body names nobody: the function deletes the account of the session that calls it.
        response = await deps.fetch(`${deps.functionsUrl}/account-delete`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.token}`, apikey: deps.publishableKey, 'Content-Type': 'application/json' },
          body: '{}',
        });
        try {
          const parsed: unknown = await response.json();
          if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
        } catch {
          body = {};
        }
      } catch {
        return refused('unavailable', accountMessages.offline);
      }
      if (response.ok) return { kind: 'deleted', depositRefunded: body.depositRefunded === true };
      const said = typeof body.error === 'string' && body.error ? body.error : null;
      if (response.status === 401) return refused('signed-out', accountMessages.signedOut);
      if (response.status === 404) return refused('gone', accountMessages.gone);
      if (response.status === 409) return refused('not-now', said ?? accountMessages.unexpected);
      if (response.status === 402) return refused('declined', accountMessages.deleteDeclined);
      if (response.status === 502) return refused('unavailable', accountMessages.deleteUnavailable);
      return refused('unavailable', accountMessages.unexpected);
    },
  };
}

/** The account adapter over this build's Supabase project. */
export function connectSupabaseAccount(): AccountPort {
  return createSupabaseAccount({
    client: getSupabase,
    session: currentSession,
    fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    functionsUrl: functionsUrl(),
    publishableKey,
  });
}
