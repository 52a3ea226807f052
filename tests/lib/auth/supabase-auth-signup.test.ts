import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthRetryableFetchError } from '@supabase/supabase-js';
import type * as SupabaseModule from '@/lib/supabase';
import { AuthError, isConnectionFailure, isOfflineFailure } from '@/lib/auth';

const signUp = vi.fn();
vi.mock('@/lib/supabase', async (importOriginal) => ({
  ...(await importOriginal<typeof SupabaseModule>()),
  getSupabase: async () => ({ auth: { signUp } }),
}));

const { supabaseAuth } = await import('@/lib/auth/supabase-auth');

const user = {
  id: '00000000-0000-4000-8000-000000000009',
  email: 'sam@example.com',
  identities: [{ id: 'identity' }],
  app_metadata: {},
  user_metadata: { first_name: 'Sam', last_name: 'Lee', full_name: 'Sam Lee' },
};

describe('the Supabase auth adapter: sign-up metadata', () => {
  beforeEach(() => {
    signUp.mockReset();
    signUp.mockResolvedValue({ data: { user, session: { user, access_token: 'tok' } }, error: null });
  });

  it("sends first_name, last_name and full_name 'First Last'", async () => {
    await supabaseAuth.signUp({ email: 'sam@example.com', password: 'secret-1', firstName: 'Sam', lastName: 'Lee' });
    expect(signUp).toHaveBeenCalledTimes(1);
    const call = signUp.mock.calls[0][0];
    expect(call).toMatchObject({ email: 'sam@example.com', password: 'secret-1' });
    expect(call.options.data).toEqual({ first_name: 'Sam', last_name: 'Lee', full_name: 'Sam Lee' });
  });

  it('marks a generated password so the app can offer to set one later', async () => {
    await supabaseAuth.signUp({ email: 'sam@example.com', password: 'x'.repeat(32), firstName: 'Sam', lastName: 'Lee', generatedPassword: true });
    expect(signUp.mock.calls[0][0].options.data).toEqual({
      first_name: 'Sam',
      last_name: 'Lee',
      full_name: 'Sam Lee',
      password_unset: true,
    });
  });

  it('returns the signed-in user with the full name from the metadata', async () => {
    const result = await supabaseAuth.signUp({ email: 'sam@example.com', password: 'secret-1', firstName: 'Sam', lastName: 'Lee' });
    expect(result).toMatchObject({ needsConfirmation: false, user: { fullName: 'Sam Lee', firstName: 'Sam', lastName: 'Lee' } });
  });
});

// supabase-js answers a request that never reached the server (status 0) or a 5xx with AuthRetryableFetchError,
// whose message is the browser's own (auth-js lib/fetch.ts, _handleRequest and handleError).
describe('the Supabase auth adapter: connection failures', () => {
  it("turns 'Failed to fetch' (status 0) into a connection failure in plain words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signUp.mockResolvedValue({ data: { user: null, session: null }, error: new AuthRetryableFetchError('Failed to fetch', 0) });
    const failure = await supabaseAuth
      .signUp({ email: 'sam@example.com', password: 'secret-1', firstName: 'Sam', lastName: 'Lee' })
      .catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(AuthError);
    expect(failure).toMatchObject({ code: 'network_failure' });
    expect((failure as Error).message).not.toMatch(/fetch/i);
    expect(isConnectionFailure(failure)).toBe(true);
    expect(isOfflineFailure(failure)).toBe(true);
  });

  it('turns a 503 into a connection failure that is not offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signUp.mockResolvedValue({ data: { user: null, session: null }, error: new AuthRetryableFetchError('{}', 503) });
    const failure = await supabaseAuth
      .signUp({ email: 'sam@example.com', password: 'secret-1', firstName: 'Sam', lastName: 'Lee' })
      .catch((caught: unknown) => caught);
    expect(failure).toMatchObject({ code: 'server_unavailable' });
    expect(isConnectionFailure(failure)).toBe(true);
    expect(isOfflineFailure(failure)).toBe(false);
  });
});
