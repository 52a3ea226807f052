import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as BackendModule from '@/lib/backend';
import { createNewsletterSignup } from '../factories/submissions';

const adminMarker = 'doorkeep-admin-session';
const session = { email: 'boss@example.com', signedInAt: '2026-11-24T00:00:00.000Z' };

/** Just enough of supabase-js for the ports' first calls: inserts succeed, nobody is signed in. */
function fakeClient() {
  const insert = vi.fn(async () => ({ error: null, status: 201 }));
  const client = {
    from: vi.fn(() => ({ insert })),
    rpc: vi.fn(),
    auth: {
      getSession: vi.fn(async () => ({ data: { session: null } })),
      onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: () => undefined } } })),
      signOut: vi.fn(async () => ({ error: null })),
    },
  };
  return { client, insert };
}

/** A fresh copy of the composition root for a build with (or without) a backend. */
async function compose(withBackend: boolean, client: unknown = null): Promise<typeof BackendModule> {
  vi.resetModules();
  vi.doMock('@/lib/supabase', () => ({
    backendConfigured: withBackend,
    getSupabase: async () => (withBackend ? (client as SupabaseClient) : null),
    functionsUrl: () => 'http://127.0.0.1:54321/functions/v1',
    anonKey: withBackend ? 'anon' : '',
  }));
  return import('@/lib/backend');
}

afterEach(async () => {
  // A lazy adapter import still in flight from this test would otherwise land in the next test's fresh module graph,
  // bound to this test's mock (seen under load: the next test's insert went to a null client).
  await vi.dynamicImportSettled();
  vi.doUnmock('@/lib/supabase');
  vi.resetModules();
});

describe('the composition root without a backend', () => {
  it('serves every port with its browser-only adapter', async () => {
    const backend = await compose(false);
    const { browserOnlyAuth } = await import('@/lib/auth/browser-auth');
    const { browserAdminData, browserSubmissions } = await import('@/lib/submissions/browser-adapter');
    const { simulatedVendorAuth } = await import('@/lib/vendor-auth-browser');
    const { browserOnlyOwnerBilling } = await import('@/lib/billing-browser');
    const { paymentsNotConfiguredMessage } = await import('@/lib/billing');
    expect(backend.auth).toBe(browserOnlyAuth);
    expect(backend.submissions).toBe(browserSubmissions);
    expect(backend.adminData).toBe(browserAdminData);
    expect(backend.vendorAuth).toBe(simulatedVendorAuth);
    expect(backend.ownerBilling.configured).toBe(browserOnlyOwnerBilling.configured);
    expect(await backend.ownerBilling.orders()).toEqual([]);
    await expect(backend.billing.startCheckout({ email: 'a@example.com', waitlistId: 'WAIT-1' })).rejects.toThrow(
      paymentsNotConfiguredMessage,
    );
  });

  it('answers the admin gate like the build-time credential adapter (none configured here)', async () => {
    const backend = await compose(false);
    const { createBrowserAdminAuth } = await import('@/lib/admin-auth-browser');
    const adapter = createBrowserAdminAuth({ settings: {} });
    sessionStorage.setItem(adminMarker, JSON.stringify(session));
    expect(backend.adminAuth.configured).toBe(adapter.configured);
    expect(backend.adminAuth.currentSession()).toBe(adapter.currentSession());
    expect(backend.adminAuth.restore).toBeUndefined();
    expect(await backend.adminAuth.signIn('boss@example.com', 'x')).toEqual({ ok: false, reason: 'not-configured' });
  });
});

describe('the composition root with a backend', () => {
  it('serves accounts from Supabase and states what the backend adapters state', async () => {
    const { client } = fakeClient();
    const backend = await compose(true, client);
    const { supabaseAuth } = await import('@/lib/auth/supabase-auth');
    const { createSupabaseVendorAuth } = await import('@/lib/vendor-auth-supabase');
    const { createSupabaseAdminAuth } = await import('@/lib/admin-auth-supabase');
    expect(backend.auth).toBe(supabaseAuth);
    expect(backend.vendorAuth.requiresSession).toBe(createSupabaseVendorAuth(() => null).requiresSession);
    expect(backend.adminAuth.configured).toBe(createSupabaseAdminAuth({ client: () => null }).configured);
    expect(backend.ownerBilling.configured).toBe(true);
    expect(backend.adminAuth.restore).toBeTypeOf('function');
    expect(backend.adminData.inviteVendor).toBeTypeOf('function');
  });

  it('saves a submission in this browser and delivers it to its table through the outbox', async () => {
    const { client, insert } = fakeClient();
    const backend = await compose(true, client);
    const signup = createNewsletterSignup();
    await expect(backend.submissions.create('newsletter', signup)).resolves.toEqual(signup);
    expect(backend.submissions.listLocal('newsletter')).toEqual([signup]);
    expect(client.from).toHaveBeenCalledWith('newsletter_signups');
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ client_id: signup.id, email: signup.email }));
    expect(JSON.parse(localStorage.getItem('submissions-outbox') ?? '[]')).toEqual([]);
  });

  it('reads the admin tab marker before the admin adapter loads, and signs out of both', async () => {
    const { client } = fakeClient();
    sessionStorage.setItem(adminMarker, JSON.stringify(session));
    const backend = await compose(true, client);
    expect(backend.adminAuth.currentSession()).toEqual(session);
    backend.adminAuth.signOut();
    expect(backend.adminAuth.currentSession()).toBeNull();
    await vi.waitFor(() => expect(client.auth.signOut).toHaveBeenCalled());
  });
});
