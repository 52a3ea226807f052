import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

/** True when this build talks to a Supabase project (local stack or hosted); false in browser-only builds. */
export const backendConfigured = Boolean(env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY);

let client: Promise<SupabaseClient> | null = null;

/**
 * The one supabase-js client, created on first use in the browser. Prerendering runs without a window and never
 * gets one, so no session storage or refresh timer is touched at build time; the library is its own chunk, loaded
 * only by builds with a backend. Only the backend adapters and their wiring in src/lib/backend.ts call it.
 */
export function getSupabase(): Promise<SupabaseClient | null> {
  if (!backendConfigured || typeof window === 'undefined') return Promise.resolve(null);
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) =>
      createClient(env.VITE_SUPABASE_URL!, env.VITE_SUPABASE_ANON_KEY!, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      }),
    (error: unknown) => {
      // The chunk failed to load (offline): forget the failure so the next call, e.g. an outbox retry, loads it again.
      client = null;
      throw error;
    },
  );
  return client;
}

/** The base URL of the configured project's edge functions. */
export function functionsUrl(): string {
  return `${(env.VITE_SUPABASE_URL ?? '').replace(/\/$/, '')}/functions/v1`;
}

/** The anon key sent as `apikey` beside a user's bearer token. */
export const anonKey = env.VITE_SUPABASE_ANON_KEY ?? '';
