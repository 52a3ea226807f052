import type { DatabaseClient } from '@/lib/supabase';
import type { AuthError as SupabaseAuthError, User } from '@supabase/supabase-js';
import { getSupabase, onSupabaseLoad, sessionStorageKey, storedSessionExists } from '@/lib/supabase';
import { AuthError, connectionFailureCodes, connectionMessages } from './auth-error';
import type { AuthEvent, AuthPort, AuthUser, Role } from './port';

const roles: readonly Role[] = ['admin', 'vendor', 'owner'];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The app's view of a supabase-js user; the role comes only from the server-issued app_metadata. */
export function toAuthUser(user: User): AuthUser {
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const claimed = (user.app_metadata ?? {}).role as unknown;
  const role = roles.find((candidate) => candidate === claimed) ?? 'owner';
  const firstName = text(meta.first_name);
  const lastName = text(meta.last_name);
  return {
    id: user.id,
    email: user.email ?? '',
    firstName,
    lastName,
    fullName: text(meta.full_name) || [firstName, lastName].filter(Boolean).join(' '),
    role,
    passwordUnset: meta.password_unset === true,
  };
}

/** The refusal a duplicate sign-up gets when the project auto-confirms; reused for the obfuscated answer. */
const alreadyRegisteredMessage = 'User already registered';
const confirmLinkInvalidMessage = 'Email link is invalid or has expired';

/** GoTrue's answer to a repeated sign-up when confirmations are required: a user with an empty identities list. */
export function isObfuscatedUser(user: Pick<User, 'identities'> | null | undefined): boolean {
  return Array.isArray(user?.identities) && user.identities.length === 0;
}

async function client() {
  const supabase = await getSupabase();
  if (!supabase) throw new AuthError('Accounts are not available here.', 'not_configured');
  return supabase;
}

/**
 * The app's error for a supabase-js auth error. supabase-js reports a request that never got an answer (status 0)
 * or a 5xx as AuthRetryableFetchError (auth-js lib/fetch.ts, handleError and _handleRequest); its message is the
 * browser's ('Failed to fetch'), so it becomes a connection failure with plain words and the details go to the console.
 */
function fail(error: SupabaseAuthError): never {
  if (error.name === 'AuthRetryableFetchError') {
    console.error('The auth server could not be reached.', error);
    const unreachable = !error.status;
    throw new AuthError(
      unreachable ? connectionMessages.offline : connectionMessages.unavailable,
      unreachable ? connectionFailureCodes.offline : connectionFailureCodes.unavailable,
    );
  }
  throw new AuthError(error.message, error.code);
}

/** The auth adapter for a configured Supabase project (local stack or hosted). */
export const supabaseAuth: AuthPort = {
  configured: true,
  async currentUser() {
    if (!storedSessionExists()) return null;
    const { data } = await (await client()).auth.getSession();
    return data.session ? toAuthUser(data.session.user) : null;
  },
  async accessToken() {
    if (!storedSessionExists()) return null;
    const { data } = await (await client()).auth.getSession();
    return data.session?.access_token ?? null;
  },
  async signUp({ email, password, firstName, lastName, generatedPassword, emailRedirectTo }) {
    const data: Record<string, unknown> = {
      first_name: firstName,
      last_name: lastName,
      full_name: `${firstName} ${lastName}`.trim(),
    };
    if (generatedPassword) data.password_unset = true;
    const options = emailRedirectTo ? { data, emailRedirectTo } : { data };
    const result = await (await client()).auth.signUp({ email, password, options });
    if (result.error) fail(result.error);
    // With confirmations on, GoTrue hides an existing address behind a made-up user without identities.
    if (isObfuscatedUser(result.data.user))
      throw new AuthError(alreadyRegisteredMessage, 'user_already_exists');
    const user = result.data.session ? toAuthUser(result.data.session.user) : null;
    return { user, needsConfirmation: !result.data.session };
  },
  async signIn(email, password) {
    const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
    if (error) fail(error);
    return toAuthUser(data.user);
  },
  async signOut() {
    const { error } = await (await client()).auth.signOut();
    if (error) fail(error);
  },
  async signOutOthers() {
    const { error } = await (await client()).auth.signOut({ scope: 'others' });
    if (error) fail(error);
  },
  async requestPasswordReset(email, redirectTo) {
    const { error } = await (await client()).auth.resetPasswordForEmail(email, { redirectTo });
    if (error) fail(error);
  },
  async requestSignInLink(email, redirectTo) {
    // An owner without an account signs up through the waitlist or /signup, never through a sign-in link.
    const { error } = await (await client()).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: redirectTo, shouldCreateUser: false },
    });
    if (error) fail(error);
  },
  async verifyRecovery(tokenHash) {
    const { data, error } = await (
      await client()
    ).auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    if (error) fail(error);
    if (!data.user) throw new AuthError('This reset link is invalid or has expired.', 'otp_expired');
    return toAuthUser(data.user);
  },
  async verifyEmail(tokenHash, type) {
    const { data, error } = await (await client()).auth.verifyOtp({ token_hash: tokenHash, type });
    if (error) fail(error);
    if (!data.user || !data.session) throw new AuthError(confirmLinkInvalidMessage, 'otp_expired');
    return toAuthUser(data.user);
  },
  async updatePassword(password, options) {
    const passwordUnset = options?.generated === true;
    const { data, error } = await (
      await client()
    ).auth.updateUser({ password, data: { password_unset: passwordUnset } });
    if (error) fail(error);
    return toAuthUser(data.user);
  },
  onChange(listener) {
    let stopped = false;
    let unsubscribe = () => {};
    const subscribe = (loading: Promise<DatabaseClient | null>) =>
      void loading.then(
        (supabase) => {
          if (!supabase || stopped) return;
          const { data } = supabase.auth.onAuthStateChange((event, session) => {
            // Supabase calls back inside its own lock; leave it before anything reads the session again.
            setTimeout(() => listener(event as AuthEvent, session ? toAuthUser(session.user) : null), 0);
          });
          unsubscribe = () => data.subscription.unsubscribe();
        },
        () => undefined,
      );
    // With a saved session the client loads now; without one, only when something needs it (a sign-in on this
    // page) or another tab saves a session.
    if (storedSessionExists()) {
      subscribe(getSupabase());
      return () => {
        stopped = true;
        unsubscribe();
      };
    }
    const stopWaiting = onSupabaseLoad(subscribe);
    const onStorage = (event: StorageEvent) => {
      // Loading the client calls the waiting subscription above.
      if (event.key === sessionStorageKey && event.newValue !== null)
        void getSupabase().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopped = true;
      stopWaiting();
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  },
};
