/** A refusal from the auth server, carrying its message as returned. */
export class AuthError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}

/** The auth server's own words for a refusal, or `fallback` for anything else (network, bugs, empty messages). */
export function authErrorMessage(caught: unknown, fallback: string): string {
  return caught instanceof AuthError && caught.message ? caught.message : fallback;
}

/** True for the server's "this e-mail already has an account" refusal. */
export function isAlreadyRegistered(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = error instanceof AuthError ? error.code : undefined;
  return code === 'user_already_exists' || code === 'email_exists' || /already (been )?registered/i.test(error.message);
}
