import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/config/env', () => ({
  env: { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_PUBLISHABLE_KEY: 'anon-key-for-tests' },
}));

afterEach(() => {
  vi.doUnmock('@supabase/supabase-js');
  vi.resetModules();
});

describe('getSupabase', () => {
  it('loads supabase-js again after a failed load instead of keeping the failure (an outbox retry after going offline)', async () => {
    vi.doMock('@supabase/supabase-js', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { getSupabase } = await import('@/lib/supabase');
    await expect(getSupabase()).rejects.toThrow();

    const createClient = vi.fn(() => ({ auth: {} }));
    vi.doMock('@supabase/supabase-js', () => ({ createClient }));
    await expect(getSupabase()).resolves.toEqual({ auth: {} });
    // Loaded once it worked: later calls share the same client.
    expect(await getSupabase()).toBe(await getSupabase());
    expect(createClient).toHaveBeenCalledTimes(1);
  });
});
