import { paths } from '@/config/paths';
import {
  AuthError,
  generatePassword,
  isAlreadyRegistered,
  isConnectionFailure,
  isOfflineFailure,
  type AuthPort,
  type LoginRouteState,
} from '@/lib/auth';
import { accountCopy } from '../content/waitlist';
import type { WaitlistFormValues } from '../schema';

/**
 * What step 1 needs before step 2: nothing, /login taking over, the owner confirming their e-mail address, or
 * another try because the connection failed (by itself once the browser is back online, when it was offline).
 */
export type AccountOutcome =
  | { kind: 'ready' }
  | { kind: 'login'; state: LoginRouteState }
  | { kind: 'confirm'; email: string }
  | { kind: 'retry'; offline: boolean };

/**
 * With a backend, step 2 needs a signed-in owner: make the account now (the form has no password field, so a
 * strong random one; the dashboard later offers 'Set your password'). A project that requires e-mail confirmation
 * answers without a session: the owner confirms first, and the link brings them back here signed in.
 */
export async function ensureAccount(auth: AuthPort, form: WaitlistFormValues): Promise<AccountOutcome> {
  if (!auth.configured) return { kind: 'ready' };
  const current = await auth.currentUser().catch(() => null);
  if (current) return { kind: 'ready' };
  try {
    const result = await auth.signUp({
      email: form.email,
      password: generatePassword(),
      firstName: form.firstName,
      lastName: form.lastName,
      generatedPassword: true,
      emailRedirectTo: `${window.location.origin}${paths.waitlist.getHref()}`,
    });
    return result.needsConfirmation ? { kind: 'confirm', email: form.email } : { kind: 'ready' };
  } catch (caught) {
    // No connection is no reason to send a new visitor to a login page: they stay here and try again.
    if (isConnectionFailure(caught)) {
      return { kind: 'retry', offline: isOfflineFailure(caught) };
    }
    // Only the server's refusals go to /login: already registered, or another refusal in the server's words.
    const message = isAlreadyRegistered(caught)
      ? accountCopy.alreadyRegistered
      : caught instanceof AuthError && caught.message
        ? caught.message
        : accountCopy.loginToPay;
    return { kind: 'login', state: { message, email: form.email, from: paths.waitlist.getHref() } };
  }
}
