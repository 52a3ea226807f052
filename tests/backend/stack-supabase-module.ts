import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * What `@/lib/supabase` answers when the app's auth adapter runs against a test stack: `getSupabase()` gives the
 * test's client (`holder.client`), and a session always counts as stored, because the stack's client keeps it in
 * memory rather than in localStorage. Use it from a `vi.mock` factory:
 *   vi.mock('@/lib/supabase', async () => (await import('./stack-supabase-module.ts')).stackSupabaseModule(holder));
 */
export function stackSupabaseModule(holder: { client: SupabaseClient | null }) {
  return {
    backendConfigured: true,
    getSupabase: async () => holder.client,
    storedSessionExists: () => true,
    sessionStorageKey: 'sb-127-auth-token',
    onSupabaseLoad: () => () => {},
  };
}
