import { beforeEach, describe, expect, it, vi } from 'vitest';

// The session read on every page: without a saved session nobody is signed in, and supabase-js is not loaded.
const state = { stored: false, loadListener: null as null | ((client: Promise<unknown>) => void) };
const getSession = vi.fn();
const onAuthStateChange = vi.fn();
const client = { auth: { getSession, onAuthStateChange } };
const getSupabase = vi.fn(async () => client);

vi.mock('@/lib/supabase', () => ({
  getSupabase,
  sessionStorageKey: 'sb-127-auth-token',
  storedSessionExists: () => state.stored,
  onSupabaseLoad: (listener: (loading: Promise<unknown>) => void) => {
    state.loadListener = listener;
    return () => (state.loadListener = null);
  },
}));

const { supabaseAuth } = await import('@/lib/auth/supabase-auth');

const user = { id: 'u1', email: 'sam@example.com', app_metadata: {}, user_metadata: { first_name: 'Sam' } };

describe('the Supabase auth adapter reads the session without loading supabase-js when none is saved', () => {
  beforeEach(() => {
    state.stored = false;
    state.loadListener = null;
    getSupabase.mockClear();
    getSession.mockReset().mockResolvedValue({ data: { session: { user, access_token: 'tok' } } });
    onAuthStateChange.mockReset().mockReturnValue({ data: { subscription: { unsubscribe: vi.fn() } } });
  });

  it('answers "nobody signed in" without loading the client when this browser holds no session', async () => {
    await expect(supabaseAuth.currentUser()).resolves.toBeNull();
    await expect(supabaseAuth.accessToken()).resolves.toBeNull();
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('asks supabase-js when a session is saved', async () => {
    state.stored = true;
    await expect(supabaseAuth.currentUser()).resolves.toMatchObject({ email: 'sam@example.com' });
    expect(getSupabase).toHaveBeenCalled();
  });

  it('follows session changes once something else loads the client, and when another tab saves a session', async () => {
    const stop = supabaseAuth.onChange(() => {});
    expect(getSupabase).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'sb-127-auth-token', newValue: '{}' }));
    expect(getSupabase).toHaveBeenCalledTimes(1);
    state.loadListener?.(Promise.resolve(client));
    await vi.waitFor(() => expect(onAuthStateChange).toHaveBeenCalledTimes(1));
    stop();
  });
});
