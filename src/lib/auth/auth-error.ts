/** A refusal from the auth server, carrying its message as returned. */
export class AuthError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}

/** Codes of failures that are no refusal: the request never reached the server, or the server failed (5xx). */
export const connectionFailureCodes = { offline: 'network_failure', unavailable: 'server_unavailable' } as const;

/** What every sign-in form says when the e-mail and password do not match an account: the owner's, the vendor's, the admin's. */
export const wrongCredentialsMessage = 'Invalid email or password. Please try again.';

/** Plain words for them, as the error's message; the technical details go to the console, never on screen. */
export const connectionMessages = {
  offline: 'You appear to be offline. Check your connection and try again.',
  unavailable: 'We could not reach our server. Please try again in a moment.',
} as const;

/**
 * True when `error` means the connection, not the visitor: no network (the browser's fetch and a failed dynamic
 * import throw a TypeError) or the auth server failing. Worth retrying as it stands.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof AuthError) {
    return error.code === connectionFailureCodes.offline || error.code === connectionFailureCodes.unavailable;
  }
  return error instanceof TypeError;
}

/** True for a connection failure where the request never got an answer (rather than the server failing). */
export function isOfflineFailure(error: unknown): boolean {
  if (!isConnectionFailure(error)) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError || (error instanceof AuthError && error.code === connectionFailureCodes.offline);
}

/** Plain words for a connection failure: the AuthError carries them already; a bare TypeError means offline. */
export function connectionFailureMessage(caught: unknown): string {
  return caught instanceof AuthError && caught.message ? caught.message : connectionMessages.offline;
}

/**
 * What to tell the visitor about a failed auth call: the auth server's own words for a refusal, or `fallback` for
 * anything else. A connection failure is no refusal (supabase-js reports one as an error whose message is the
 * browser's 'Failed to fetch'), so it gets the fallback, the words every form uses for an unexpected error.
 */
export function authErrorMessage(caught: unknown, fallback: string): string {
  if (isConnectionFailure(caught)) return fallback;
  // GoTrue's own words ("Invalid login credentials") differ from the other sign-in forms'; ours are the same everywhere.
  if (caught instanceof AuthError && caught.code === 'invalid_credentials') return wrongCredentialsMessage;
  return caught instanceof AuthError && caught.message ? caught.message : fallback;
}

/** True for the server's "this e-mail already has an account" refusal. */
export function isAlreadyRegistered(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = error instanceof AuthError ? error.code : undefined;
  return code === 'user_already_exists' || code === 'email_exists' || /already (been )?registered/i.test(error.message);
}

/** What a failed check of an e-mailed link means for the page. */
export type LinkCheckFailure = { kind: 'unreachable'; message: string } | { kind: 'refused'; expired: boolean };

/**
 * A dropped connection says nothing about the link, so the page keeps it for another try; any other failure is the
 * server refusing it, used or expired (GoTrue's `otp_expired`) or otherwise invalid.
 */
export function linkCheckFailure(caught: unknown): LinkCheckFailure {
  if (isConnectionFailure(caught)) return { kind: 'unreachable', message: connectionFailureMessage(caught) };
  return { kind: 'refused', expired: caught instanceof AuthError && caught.code === 'otp_expired' };
}
