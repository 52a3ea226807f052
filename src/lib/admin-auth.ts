/**
 * The admin auth port: types and constants only. The adapters (admin-auth-browser.ts, admin-auth-supabase.ts)
 * implement it; src/app/backend picks the one this build uses.
 */

/** A signed-in admin, kept for the life of the browser tab. */
export type AdminSession = { email: string; signedInAt: string };

export type AdminSignInResult = { ok: true; session: AdminSession } | { ok: false; reason: 'invalid' | 'not-configured' };

/**
 * How the admin dashboard signs its user in and out. The browser-only adapter checks a build-time credential;
 * the backend adapter checks a server-issued role instead, behind the same functions.
 */
export type AdminAuthPort = {
  /** False when this build has no way to check an admin (the page explains how to configure it). */
  readonly configured: boolean;
  signIn(email: string, password: string): Promise<AdminSignInResult>;
  signOut(): void;
  currentSession(): AdminSession | null;
  /** Checks the server for an admin already signed in (e.g. through /login); absent in browser-only mode. */
  restore?(): Promise<AdminSession | null>;
};

/** The build-time settings the browser-only gate compares against. */
export type AdminCredentialSettings = { email?: string; passwordHash?: string };

/** Names of the settings, for the "not configured" explanation. */
export const adminSettingNames = { email: 'VITE_ADMIN_EMAIL', passwordHash: 'VITE_ADMIN_PASSWORD_HASH' } as const;

/**
 * The least PBKDF2-HMAC-SHA-256 work factor the gate accepts: OWASP's Password Storage Cheat Sheet asks for 600,000
 * or more (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#pbkdf2).
 */
export const adminPasswordMinIterations = 600_000;

/**
 * `VITE_ADMIN_PASSWORD_HASH`: `pbkdf2-sha256:<iterations>:<16-byte salt, base64url>:<32-byte hash, base64url>`, as
 * printed by `npm run admin:hash -- <password>`. Colons, not the usual '$': Vite expands `$name` in .env files
 * (dotenv-expand), which would cut a '$'-separated value short.
 */
export const adminPasswordHashPattern = /^pbkdf2-sha256:([1-9][0-9]{0,9}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]{43})$/;

/** How long a credential check takes, so guessing is slow and the UI shows a busy state. */
export const adminSignInDelayMs = 1000;
