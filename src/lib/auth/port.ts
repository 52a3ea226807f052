/**
 * The auth port: types and the one message both adapters and the pages share. The adapters (supabase-auth.ts,
 * browser-auth.ts) implement it; src/app/backend picks the one this build uses.
 */

/** Roles the server issues in `app_metadata.role`; anything else (or none) is an owner. */
export type Role = 'admin' | 'vendor' | 'owner';

/** The signed-in person as the app sees them. */
export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  role: Role;
  /** The account was made silently by the waitlist with a random password the owner never saw. */
  passwordUnset: boolean;
};

/** Session changes the app reacts to. */
export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

export type SignUpInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Marks an account whose password was generated (the waitlist's silent sign-up). */
  generatedPassword?: boolean;
  /** Absolute address on this site the confirmation e-mail leads back to (projects that require confirmation). */
  emailRedirectTo?: string;
};

/** The `type` of an e-mailed link that lands on /auth/confirm (a sign-up, an invitation or a sign-in link). */
export type EmailConfirmationType = 'signup' | 'email' | 'invite' | 'magiclink';

/** The message shown when no backend is configured. */
export const accountsNotConfiguredMessage = 'Accounts are not configured on this site.';

/** How features sign people in and out. Every method throws AuthError with the server's message on refusal. */
export type AuthPort = {
  /** False in browser-only builds: every other method then throws. */
  configured: boolean;
  currentUser(): Promise<AuthUser | null>;
  /** The bearer token of the current session, refreshed if needed. */
  accessToken(): Promise<string | null>;
  signUp(input: SignUpInput): Promise<{ user: AuthUser | null; needsConfirmation: boolean }>;
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Ends every other session of the signed-in user (other browsers and devices, and whoever signed in with an old
   * password): their refresh tokens stop working and their access tokens are refused by the auth server.
   */
  signOutOthers(): Promise<void>;
  /** Sends the recovery e-mail whose link lands on `redirectTo` with a token_hash. */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /**
   * E-mails a one-time sign-in link (a magic link) that lands on /auth/confirm and then on `redirectTo`. It never
   * creates an account: an address without one is refused with the code `otp_disabled`.
   */
  requestSignInLink(email: string, redirectTo: string): Promise<void>;
  /** Exchanges the e-mailed token_hash for a recovery session. */
  verifyRecovery(tokenHash: string): Promise<AuthUser>;
  /** Exchanges the token_hash of a sign-up confirmation, invitation or sign-in link for a session. */
  verifyEmail(tokenHash: string, type: EmailConfirmationType): Promise<AuthUser>;
  /**
   * Sets a new password for the signed-in user (the server then ends their other sessions). `generated` marks a
   * random password nobody has seen, so the account still counts as one without a password of its owner's.
   */
  updatePassword(password: string, options?: { generated?: boolean }): Promise<AuthUser>;
  /** Calls `listener` on every session change; returns the unsubscribe function. */
  onChange(listener: (event: AuthEvent, user: AuthUser | null) => void): () => void;
};
