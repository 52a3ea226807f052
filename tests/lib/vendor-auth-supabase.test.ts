import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import {
  createSupabaseVendorAuth,
  vendorInvalidCredentials,
  vendorInviteInvalid,
  vendorNotVendorAccount,
} from '@/lib/vendor-auth-supabase';

type Account = { email: string; password: string; appMetadata: Record<string, unknown> };

/** Just enough of supabase-js auth for vendor sign-in: password sign-in against `accounts`, one session, sign-out. */
function fakeSupabase(accounts: Account[]) {
  let session: { user: { id: string; email: string; app_metadata: Record<string, unknown> } } | null = null;
  const auth = {
    signInWithPassword: vi.fn(async ({ email, password }: { email: string; password: string }) => {
      const account = accounts.find((candidate) => candidate.email === email && candidate.password === password);
      if (!account) return { data: { user: null, session: null }, error: { message: 'Invalid login credentials', status: 400 } };
      session = { user: { id: `user-${email}`, email, app_metadata: account.appMetadata } };
      return { data: { user: session.user, session }, error: null };
    }),
    signOut: vi.fn(async () => {
      session = null;
      return { error: null };
    }),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
  };
  return { client: { auth } as unknown as SupabaseClient, auth, session: () => session };
}

const owner: Account = { email: 'owner@example.com', password: 'owner-secret', appMetadata: { provider: 'email' } };
const admin: Account = { email: 'admin@example.com', password: 'admin-secret', appMetadata: { role: 'admin' } };
const halfVendor: Account = { email: 'half@example.com', password: 'half-secret', appMetadata: { role: 'vendor' } };
const vendor: Account = {
  email: 'vendor@example.com',
  password: 'vendor-secret',
  appMetadata: { role: 'vendor', application_id: 'VEN-ABCDEFGH1' },
};

describe('backend vendor sign-in', () => {
  it('tells an owner, an admin or a vendor role without an application that it is not a vendor account, and signs them out', async () => {
    for (const account of [owner, admin, halfVendor]) {
      const fake = fakeSupabase([owner, admin, halfVendor, vendor]);
      const auth = createSupabaseVendorAuth(() => fake.client);
      expect(await auth.signIn({ email: account.email, password: account.password }), account.email).toEqual({
        ok: false,
        message: vendorNotVendorAccount,
      });
      expect(fake.auth.signOut, account.email).toHaveBeenCalledTimes(1);
      expect(fake.session(), account.email).toBeNull();
    }
    expect(vendorNotVendorAccount).toBe('This account is not a vendor account. Property owners sign in on the owner login page.');
  });

  it('answers a wrong password with the invalid-credentials message, and lets a vendor in', async () => {
    const fake = fakeSupabase([owner, vendor]);
    const auth = createSupabaseVendorAuth(() => fake.client);
    expect(await auth.signIn({ email: vendor.email, password: 'wrong' })).toEqual({ ok: false, message: vendorInvalidCredentials });
    expect(await auth.signIn({ email: 'nobody@example.com', password: 'x' })).toEqual({ ok: false, message: vendorInvalidCredentials });
    expect(await auth.signIn({ email: vendor.email, password: vendor.password })).toEqual({ ok: true });
    expect(fake.auth.signOut).not.toHaveBeenCalled();
    expect(fake.session()?.user.email).toBe(vendor.email);
  });

  it('cannot sign anyone in without a backend client', async () => {
    const auth = createSupabaseVendorAuth(() => null);
    expect(await auth.signIn({ email: vendor.email, password: vendor.password })).toEqual({ ok: false, message: vendorInvalidCredentials });
  });
});

describe('backend vendor invitation', () => {
  /** A client whose verifyOtp and updateUser answer as given, on top of the sign-in fake. */
  function inviteClient(
    verify: { user?: Account; error?: { name: string; message: string; status?: number; code?: string } },
    update: { error?: { name: string; message: string; status?: number } } = {},
  ) {
    const fake = fakeSupabase([]);
    const auth = fake.auth as unknown as Record<string, unknown>;
    auth.verifyOtp = vi.fn(async () =>
      verify.error
        ? { data: { user: null, session: null }, error: verify.error }
        : { data: { user: { id: 'u', email: verify.user!.email, app_metadata: verify.user!.appMetadata }, session: {} }, error: null },
    );
    auth.updateUser = vi.fn(async () => (update.error ? { data: { user: null }, error: update.error } : { data: { user: {} }, error: null }));
    return { fake, auth, port: createSupabaseVendorAuth(() => fake.client) };
  }

  it("checks the link's token as an invite and reports a vendor's as usable", async () => {
    const { auth, port } = inviteClient({ user: vendor });
    expect(await port.verifyInvite('hash')).toEqual({ ok: true });
    expect(auth.verifyOtp).toHaveBeenCalledWith({ token_hash: 'hash', type: 'invite' });
  });

  it('reports a used or expired link as invalid, and a dropped connection as unreachable in plain words', async () => {
    const refused = inviteClient({ error: { name: 'AuthApiError', message: 'Email link is invalid or has expired', status: 403, code: 'otp_expired' } });
    expect(await refused.port.verifyInvite('used')).toEqual({ ok: false, reason: 'invalid', message: vendorInviteInvalid });
    const offline = inviteClient({ error: { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 } });
    const answer = await offline.port.verifyInvite('later');
    expect(answer).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(JSON.stringify(answer)).not.toContain('Failed to fetch');
  });

  it('signs out an account that is not a vendor', async () => {
    const { fake, port } = inviteClient({ user: owner });
    expect(await port.verifyInvite('hash')).toEqual({ ok: false, reason: 'not-vendor', message: vendorNotVendorAccount });
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
  });

  it("sets the password, showing the server's refusal or plain words for a dropped connection", async () => {
    expect(await inviteClient({ user: vendor }).port.choosePassword('chosen-1')).toEqual({ ok: true });
    const weak = inviteClient({ user: vendor }, { error: { name: 'AuthWeakPasswordError', message: 'Password should be at least 6 characters.', status: 422 } });
    expect(await weak.port.choosePassword('x')).toEqual({ ok: false, message: 'Password should be at least 6 characters.' });
    const offline = inviteClient({ user: vendor }, { error: { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 } });
    const answer = await offline.port.choosePassword('chosen-1');
    expect(answer).toMatchObject({ ok: false });
    expect(JSON.stringify(answer)).toContain('You appear to be offline');
  });
});

describe('backend vendor profile around signing out, through a real supabase-js client', () => {
  /**
   * The vendor's session is there when the adapter looks it up, and gone by the time the request leaves, as when
   * Sign out lands in between: supabase-js would then send the anon key (supabase/auth-js#524), which
   * vendor_applications refuses with 401.
   */
  function signingOutClient() {
    const sent: { method: string; authorization: string | null }[] = [];
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('Authorization') });
      const row = { client_id: 'VEN-ABCDEFGH1', company: 'Acme', contact: 'Ann', phone: '5550100', email: vendor.email };
      return new Response(JSON.stringify([row]), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const supabase = createClient('http://127.0.0.1:1', 'anon-key', {
      global: { fetch: fetchSpy as unknown as typeof fetch },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'vendor-profile-reads' },
    });
    const session = { access_token: 'vendor-jwt', user: { app_metadata: vendor.appMetadata } } as unknown as Session;
    vi.spyOn(supabase.auth, 'getSession').mockResolvedValueOnce({ data: { session }, error: null });
    return { port: createSupabaseVendorAuth(() => supabase), sent };
  }

  it('reads the profile as the vendor whose session it began with', async () => {
    const { port, sent } = signingOutClient();
    expect(await port.currentVendor()).toMatchObject({ company: 'Acme' });
    expect(sent).toEqual([{ method: 'GET', authorization: 'Bearer vendor-jwt' }]);
  });

  it('saves the profile as the vendor whose session it began with', async () => {
    const { port, sent } = signingOutClient();
    expect(await port.saveProfile({ contact: 'Ann Lee' })).toBe(true);
    expect(sent).toEqual([{ method: 'PATCH', authorization: 'Bearer vendor-jwt' }]);
  });
});
