import { describe, expect, it, vi } from 'vitest';

// supabase-js's chunk cannot load (offline) when the submissions adapter connects; the page must not throw, and the
// owner's sign-in watch (which claims their waitlist rows) starts once something loads the client later.
const state = { loadListener: null as null | ((client: Promise<unknown>) => void) };
const onAuthStateChange = vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } }));
const client = { auth: { onAuthStateChange, getSession: async () => ({ data: { session: null } }) } };
const getSupabase = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

vi.mock('@/lib/supabase', () => ({
  getSupabase,
  onSupabaseLoad: (listener: (loading: Promise<unknown>) => void) => {
    state.loadListener = listener;
    return () => (state.loadListener = null);
  },
}));

const { connectSupabaseSubmissions } = await import('@/lib/submissions/supabase-adapter');
const { browserCollections } = await import('@/lib/submissions/browser-adapter');

describe('the submissions adapter connecting while supabase-js cannot load', () => {
  it('raises no unhandled rejection and watches sign-ins once the client loads later', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      connectSupabaseSubmissions(browserCollections, window);
      await vi.waitFor(() => expect(state.loadListener).not.toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).toEqual([]);
      expect(onAuthStateChange).not.toHaveBeenCalled();

      state.loadListener!(Promise.resolve(client));
      await vi.waitFor(() => expect(onAuthStateChange).toHaveBeenCalledTimes(1));
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
