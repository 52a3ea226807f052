import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import type { Database } from './database.types';

/** The client typed with the generated database types (`npm run db:types`): a renamed column fails the typecheck. */
export type DatabaseClient = SupabaseClient<Database>;

/** True when this build talks to a Supabase project (local stack or hosted); false in browser-only builds. */
export const backendConfigured = Boolean(env.VITE_SUPABASE_URL && env.VITE_SUPABASE_PUBLISHABLE_KEY);

let client: Promise<DatabaseClient> | null = null;
const loadListeners = new Set<(client: Promise<DatabaseClient>) => void>();

/**
 * The localStorage key where supabase-js keeps the session: its default, `sb-<first label of the project's host>-
 * auth-token` (supabase-js SupabaseClient constructor, `defaultStorageKey`).
 */
export const sessionStorageKey = backendConfigured
  ? `sb-${new URL(env.VITE_SUPABASE_URL!).hostname.split('.')[0]}-auth-token`
  : '';

/**
 * True when this browser holds a saved session. Without one there is nobody signed in, so the pages that only
 * read the session need not load supabase-js (about 50 KB of JavaScript) to learn it.
 */
export function storedSessionExists(): boolean {
  if (!backendConfigured || typeof window === 'undefined') return false;
  try {
    return window.localStorage.getItem(sessionStorageKey) !== null;
  } catch {
    return true; // Storage we cannot read: ask supabase-js.
  }
}

/** Calls `listener` with the client once something loads it (at once when it is loading already). */
export function onSupabaseLoad(listener: (client: Promise<DatabaseClient>) => void): () => void {
  if (client) {
    listener(client);
    return () => {};
  }
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/**
 * The one supabase-js client, created on first use in the browser. Prerendering runs without a window and never
 * gets one, so no session storage or refresh timer is touched at build time; the library is its own chunk, loaded
 * only by builds with a backend. Only the backend adapters and their wiring in src/app/backend call it.
 */
export function getSupabase(): Promise<DatabaseClient | null> {
  if (!backendConfigured || typeof window === 'undefined') return Promise.resolve(null);
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient<Database>(env.VITE_SUPABASE_URL!, env.VITE_SUPABASE_PUBLISHABLE_KEY!, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      }),
    (error: unknown) => {
      // The chunk failed to load (offline): forget the failure so the next call, e.g. an outbox retry, loads it again.
      client = null;
      throw error;
    },
  );
  if (loadListeners.size > 0) {
    const listeners = [...loadListeners];
    loadListeners.clear();
    for (const listener of listeners) listener(client);
  }
  return client;
}

/** The base URL of the configured project's edge functions. */
export function functionsUrl(): string {
  return `${(env.VITE_SUPABASE_URL ?? '').replace(/\/$/, '')}/functions/v1`;
}

/** The publishable key sent as `apikey` beside a user's bearer token. */
export const publishableKey = env.VITE_SUPABASE_PUBLISHABLE_KEY ?? '';

/** Hands a read's `signal` to its request, so a cancelled read never leaves (or is abandoned on the way). */
export function withSignal<Query extends { abortSignal(signal: AbortSignal): Query }>(query: Query, signal: AbortSignal | undefined): Query {
  return signal ? query.abortSignal(signal) : query;
}

/**
 * Makes `query` a request of the user whose access token it is, whatever happens to the session before it leaves.
 *
 * An adapter that reads the session and then queries would otherwise race against signing out: supabase-js looks
 * the token up again as the request leaves and, once `signOut()` has cleared the session, sends the anon key
 * instead (supabase/auth-js#524). Tables and views that refuse anon then answer 401 (PostgREST maps 42501 to 401 for
 * anon). The access token itself stays valid until it expires, even after sign-out (Supabase docs, "Signing out"),
 * and supabase-js keeps an Authorization header that is already set (`fetchWithAuth`).
 */
export function asSignedInUser<Query extends { setHeader(name: string, value: string): Query }>(
  query: Query,
  accessToken: string,
): Query {
  return query.setHeader('Authorization', `Bearer ${accessToken}`);
}
