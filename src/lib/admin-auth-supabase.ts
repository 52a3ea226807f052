import type { DatabaseClient } from '@/lib/supabase';
import { adminSessionKey, createAdminSessionStore } from '@/lib/admin-session';
import { adminSignInDelayMs, type AdminAuthPort, type AdminSession } from './admin-auth';

type SupabaseAdminAuthOptions = {
  client: () => Promise<DatabaseClient | null> | DatabaseClient | null;
  delayMs?: number;
  now?: () => Date;
  storageKey?: string;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The backend adapter of the admin gate: a Supabase sign-in that passes only when the server-issued
 * app_metadata.role is 'admin'; anyone else is signed out again. The tab remembers the admin only to skip the gate
 * on reload; what the dashboard may read and change is decided by RLS on the admin's own token.
 */
export function createSupabaseAdminAuth({
  client,
  delayMs = adminSignInDelayMs,
  now = () => new Date(),
  storageKey = adminSessionKey,
}: SupabaseAdminAuthOptions): AdminAuthPort {
  const stored = createAdminSessionStore(storageKey);
  const supabase = async () => (await client()) ?? null;

  return {
    configured: true,
    async signIn(email, password) {
      const started = now().getTime();
      const api = await supabase();
      const result = api ? await api.auth.signInWithPassword({ email: email.trim(), password }) : null;
      const user = result && !result.error ? result.data.user : null;
      const isAdmin = user?.app_metadata?.role === 'admin';
      if (api && user && !isAdmin) await api.auth.signOut();
      await wait(Math.max(0, delayMs - (now().getTime() - started)));
      if (!user || !isAdmin) return { ok: false, reason: 'invalid' };
      const session: AdminSession = { email: (user.email ?? email).trim().toLowerCase(), signedInAt: now().toISOString() };
      stored.write(session);
      return { ok: true, session };
    },
    signOut() {
      stored.clear();
      void supabase().then((api) => api?.auth.signOut());
    },
    currentSession() {
      return stored.read() ?? null;
    },
    async restore() {
      const api = await supabase();
      const { data } = (await api?.auth.getSession()) ?? { data: { session: null } };
      const user = data.session?.user;
      if (user?.app_metadata?.role !== 'admin') {
        stored.clear();
        return null;
      }
      const session = stored.read() ?? { email: (user.email ?? '').toLowerCase(), signedInAt: now().toISOString() };
      stored.write(session);
      return session;
    },
  };
}
