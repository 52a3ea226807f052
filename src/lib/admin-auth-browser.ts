import { adminSessionKey, createAdminSessionStore } from '@/lib/admin-session';
import { adminSignInDelayMs, type AdminAuthPort, type AdminCredentialSettings, type AdminSession } from './admin-auth';

/** Lower-case hex SHA-256 of `text` (UTF-8), computed with Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares two equal-length strings without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** True when the e-mail (case-insensitive) and the password's SHA-256 match the settings. */
export async function checkAdminCredential(
  email: string,
  password: string,
  settings: AdminCredentialSettings,
): Promise<boolean> {
  if (!settings.email || !settings.passwordSha256) return false;
  const hash = await sha256Hex(password);
  const emailMatches = sameText(email.trim().toLowerCase(), settings.email.trim().toLowerCase());
  const passwordMatches = sameText(hash, settings.passwordSha256.toLowerCase());
  return emailMatches && passwordMatches;
}

type BrowserAdminAuthOptions = {
  settings: AdminCredentialSettings;
  delayMs?: number;
  now?: () => Date;
  storageKey?: string;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The browser-only adapter: a build-time credential, a session in sessionStorage (one browser tab). */
export function createBrowserAdminAuth({
  settings,
  delayMs = adminSignInDelayMs,
  now = () => new Date(),
  storageKey = adminSessionKey,
}: BrowserAdminAuthOptions): AdminAuthPort {
  const stored = createAdminSessionStore(storageKey);
  const configured = Boolean(settings.email && settings.passwordSha256);
  return {
    configured,
    async signIn(email, password) {
      if (!configured) return { ok: false, reason: 'not-configured' };
      const [matches] = await Promise.all([checkAdminCredential(email, password, settings), wait(delayMs)]);
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
