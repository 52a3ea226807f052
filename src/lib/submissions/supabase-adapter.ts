import type { DatabaseClient } from '@/lib/supabase';
import { getSupabase, onSupabaseLoad } from '@/lib/supabase';
import { insertRow } from './insert-outcome';
import type { LocalSubmissions } from './port';
import { createSupabaseSubmissions, type SupabaseSubmissions } from './outbox-delivery';

// The submissions port with a backend, in parts: insert-outcome.ts sorts what PostgREST answers, outbox-storage.ts
// keeps what is not delivered yet, retry-scheduler.ts decides when to try again, outbox-delivery.ts puts them
// together; this module connects them to this build's Supabase client and the browser's window.
export * from './insert-outcome';
export * from './outbox-storage';
export * from './outbox-delivery';

/** The outbox needs a storage even where there is none (prerendering): nothing is delivered there anyway. */
const noStorage = { getItem: () => null, setItem: () => undefined };

/**
 * The adapter over this build's Supabase client (supabase-js loads on the first delivery). Given the browser's
 * window, it starts retrying the outbox and claims the signed-in owner's earlier signups at each sign-in.
 */
export function connectSupabaseSubmissions(local: LocalSubmissions, browser?: Window): SupabaseSubmissions {
  const adapter = createSupabaseSubmissions({
    local,
    storage: browser ? browser.localStorage : noStorage,
    storageEvents: browser,
    async insert(table, row) {
      const client = await getSupabase();
      return client ? insertRow(client, table, row) : { status: 0 };
    },
    async ownRowExists(table, clientId) {
      const client = await getSupabase();
      const found = await client?.from(table).select('client_id').eq('client_id', clientId).limit(1);
      return Boolean(found && !found.error && found.data.length > 0);
    },
    async userId() {
      const client = await getSupabase();
      const { data } = (await client?.auth.getSession()) ?? { data: { session: null } };
      return data.session?.user.id ?? null;
    },
    async claimSignup(clientId) {
      const client = await getSupabase();
      if (!client) return false;
      const { data, error } = await client.rpc('claim_waitlist_signup', { signup_client_id: clientId });
      if (error) throw new Error(error.message);
      return data === true;
    },
  });
  if (browser) {
    adapter.start(browser);
    const claimOnSignIn = (loading: Promise<DatabaseClient | null>) =>
      void loading.then(
        (client) =>
          client?.auth.onAuthStateChange((event, session) => {
            const email = session?.user.email;
            if (!email || (event !== 'SIGNED_IN' && event !== 'INITIAL_SESSION')) return;
            // supabase-js holds its auth lock while it runs this callback: calling it from here would wait on itself.
            setTimeout(() => void adapter.claimOwnSignups(email), 0);
          }),
        // Offline, the client's chunk cannot load: listen again when something (the outbox's retry) loads it.
        () => onSupabaseLoad(claimOnSignIn),
      );
    // Signing in loads supabase-js, so there is nothing to claim before something has loaded it.
    onSupabaseLoad(claimOnSignIn);
  }
  return adapter;
}
