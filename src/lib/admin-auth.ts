import { z } from 'zod';
import { env } from '@/config/env';
import { createStoredValue } from '@/lib/storage';
import { backendConfigured, getSupabase } from '@/lib/supabase';
import { createSupabaseAdminAuth } from './admin-auth-supabase';

/** A signed-in admin, kept for the life of the browser tab. */
export type AdminSession = { email: string; signedInAt: string };

export type AdminSignInResult = { ok: true; session: AdminSession } | { ok: false; reason: 'invalid' | 'not-configured' };

/**
 * How the admin dashboard signs its user in and out. The browser-only adapter checks a build-time credential;
 * a later backend adapter will check a server-issued role instead, behind the same functions.
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
export type AdminCredentialSettings = { email?: string; passwordSha256?: string };

/** Names of the settings, for the "not configured" explanation. */
export const adminSettingNames = { email: 'VITE_ADMIN_EMAIL', passwordSha256: 'VITE_ADMIN_PASSWORD_SHA256' } as const;

/** How long a credential check takes (SPEC section 9), so guessing is slow and the UI shows a busy state. */
export const adminSignInDelayMs = 1000;

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

const sessionSchema = z.object({ email: z.string().min(1), signedInAt: z.string().min(1) });

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
  storageKey = 'doorkeep-admin-session',
}: BrowserAdminAuthOptions): AdminAuthPort {
  const stored = createStoredValue(storageKey, sessionSchema, 'session');
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

/** The admin auth adapter for this build: a server-issued admin role with a backend, else the build-time credential. */
export const adminAuth: AdminAuthPort = backendConfigured
  ? createSupabaseAdminAuth({ client: getSupabase })
  : createBrowserAdminAuth({
      settings: { email: env.VITE_ADMIN_EMAIL, passwordSha256: env.VITE_ADMIN_PASSWORD_SHA256 },
    });
