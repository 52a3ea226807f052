import { adminSessionKey, createAdminSessionStore } from '@/lib/admin-session';
import {
  adminPasswordHashPattern,
  adminPasswordMinIterations,
  adminSignInDelayMs,
  type AdminAuthPort,
  type AdminCredentialSettings,
  type AdminSession,
} from './admin-auth';

/** A parsed `VITE_ADMIN_PASSWORD_HASH` value. */
export type AdminPasswordHash = { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array<ArrayBuffer> };

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/**
 * Reads `pbkdf2-sha256:<iterations>:<salt>:<hash>`; undefined when malformed or cheaper than `minIterations`
 * (the shipped default is OWASP's 600,000; only unit tests pass less).
 */
export function parseAdminPasswordHash(
  value: string | undefined,
  minIterations = adminPasswordMinIterations,
): AdminPasswordHash | undefined {
  const match = value ? adminPasswordHashPattern.exec(value.trim()) : null;
  if (!match) return undefined;
  const iterations = Number(match[1]);
  if (!Number.isSafeInteger(iterations) || iterations < minIterations) return undefined;
  const salt = fromBase64Url(match[2]);
  const hash = fromBase64Url(match[3]);
  if (salt.length !== 16 || hash.length !== 32) return undefined;
  return { iterations, salt, hash };
}

/** PBKDF2-HMAC-SHA-256 of `password` (UTF-8) with Web Crypto: 32 bytes. */
export async function pbkdf2Sha256(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** Compares two byte arrays in time that depends only on their length, never on where they differ. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index] ^ b[index];
  return difference === 0;
}

/** True when the e-mail (case-insensitive) and the password's PBKDF2 hash match the settings. */
export async function checkAdminCredential(
  email: string,
  password: string,
  settings: AdminCredentialSettings,
  minIterations = adminPasswordMinIterations,
): Promise<boolean> {
  const stored = parseAdminPasswordHash(settings.passwordHash, minIterations);
  if (!settings.email || !stored) return false;
  // The hash is computed whatever the e-mail, so the time taken does not tell whether the e-mail was right.
  const hash = await pbkdf2Sha256(password, stored.salt, stored.iterations);
  const encoder = new TextEncoder();
  const emailMatches = sameBytes(
    encoder.encode(email.trim().toLowerCase()),
    encoder.encode(settings.email.trim().toLowerCase()),
  );
  const passwordMatches = sameBytes(hash, stored.hash);
  return emailMatches && passwordMatches;
}

type BrowserAdminAuthOptions = {
  settings: AdminCredentialSettings;
  /** Least PBKDF2 work factor accepted; unit tests lower it, the app never does. */
  minIterations?: number;
  delayMs?: number;
  now?: () => Date;
  storageKey?: string;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The browser-only adapter: a build-time credential, a session in sessionStorage (one browser tab). */
export function createBrowserAdminAuth({
  settings,
  minIterations = adminPasswordMinIterations,
  delayMs = adminSignInDelayMs,
  now = () => new Date(),
  storageKey = adminSessionKey,
}: BrowserAdminAuthOptions): AdminAuthPort {
  const stored = createAdminSessionStore(storageKey);
  const configured = Boolean(settings.email && parseAdminPasswordHash(settings.passwordHash, minIterations));
  return {
    configured,
    async signIn(email, password) {
      if (!configured) return { ok: false, reason: 'not-configured' };
      const [matches] = await Promise.all([checkAdminCredential(email, password, settings, minIterations), wait(delayMs)]);
      if (!matches) return { ok: false, reason: 'invalid' };
      const session: AdminSession = { email: email.trim().toLowerCase(), signedInAt: now().toISOString() };
      stored.write(session);
      return { ok: true, session };
    },
    signOut() {
      stored.clear();
    },
    currentSession() {
      if (!configured) return null;
      return stored.read() ?? null;
    },
  };
}
