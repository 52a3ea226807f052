import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SupabaseModule from '@/lib/supabase';

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
