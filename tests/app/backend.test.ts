import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as SupabaseModule from '@/lib/supabase';
import { createNewsletterSignup, createSupportMessage, createVendorApplication } from '../factories/submissions';

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

/**
 * A fresh copy of the composition root (every part module of src/app/backend) for a build with (or without) a
 * backend, with every part made as a route makes it. `getSupabase` loads `client` and, as the real one does, hands
 * it to whoever waits for supabase-js to load.
 */
async function compose(withBackend: boolean, client: unknown = null) {
  vi.resetModules();
  const waiting = new Set<(loading: Promise<SupabaseClient>) => void>();
  let loading: Promise<SupabaseClient> | null = null;
  const getSupabase = vi.fn(() => {
    if (!withBackend) return Promise.resolve(null);
    loading ??= Promise.resolve(client as SupabaseClient);
    for (const listener of [...waiting]) listener(loading);
    waiting.clear();
    return loading;
  });
  vi.doMock('@/lib/supabase', async (importOriginal) => ({
    ...(await importOriginal<typeof SupabaseModule>()),
    backendConfigured: withBackend,
    getSupabase,
    onSupabaseLoad(listener: (loading: Promise<SupabaseClient>) => void) {
      if (loading) {
        listener(loading);
        return () => {};
      }
      waiting.add(listener);
      return () => waiting.delete(listener);
    },
    functionsUrl: () => 'http://127.0.0.1:54321/functions/v1',
    publishableKey: withBackend ? 'anon' : '',
  }));
  const [{ authPart }, { submissionsPart }, { billingParts }, { adminParts }, { vendorParts }, { newsletterLinksPart }] =
    await Promise.all([
      import('@/app/backend/auth'),
      import('@/app/backend/submissions'),
      import('@/app/backend/billing'),
      import('@/app/backend/admin'),
      import('@/app/backend/vendor'),
      import('@/app/backend/newsletter-links'),
    ]);
  const make = { authPart, submissionsPart, billingParts, adminParts, vendorParts, newsletterLinksPart };
  const backend = {
    ...authPart(),
    ...submissionsPart(),
    ...billingParts(),
    ...adminParts(),
    ...vendorParts(),
    ...newsletterLinksPart(),
  };
  return { backend, make, getSupabase };
}

afterEach(() => {
  vi.doUnmock('@/lib/supabase');
  vi.resetModules();
});

describe('the composition root without a backend', () => {
  it('serves every part with its browser-only adapter', async () => {
    const { backend } = await compose(false);
    const { browserOnlyAuth } = await import('@/lib/auth/browser-auth');
    const { browserSubmissions } = await import('@/lib/submissions/browser-adapter');
    const { simulatedVendorAuth } = await import('@/lib/vendor-auth-browser');
    const { browserOnlyBilling, browserOnlyOwnerBilling } = await import('@/lib/billing-browser');
    const { browserOnlyNewsletterLinks } = await import('@/lib/newsletter-links-browser');
    const { paymentsNotConfiguredMessage } = await import('@/lib/billing');
    expect(backend.auth).toBe(browserOnlyAuth);
    expect(backend.submissions).toBe(browserSubmissions);
    expect(backend.submissions.serverDecidesNewsletterRepeats).toBeFalsy();
    expect(backend.vendorAuth).toBe(simulatedVendorAuth);
    expect(backend.vendorDocuments.configured).toBe(false);
    await expect(backend.vendorDocuments.list()).rejects.toThrow('Documents need the DoorKeep server');
    expect(backend.billing).toBe(browserOnlyBilling);
    expect(backend.ownerBilling).toBe(browserOnlyOwnerBilling);
    expect(backend.ownerBilling.configured).toBe(false);
    expect(await backend.ownerBilling.orders()).toEqual([]);
    await expect(backend.billing.startCheckout({ email: 'a@example.com', waitlistId: 'WAIT-1' })).rejects.toThrow(
      paymentsNotConfiguredMessage,
    );
    expect(backend.newsletterLinks).toBe(browserOnlyNewsletterLinks);
  });

  it("gives the admin this browser's collections, naming the tab's admin on a support status change", async () => {
    const { backend } = await compose(false);
    const { browserSubmissions } = await import('@/lib/submissions/browser-adapter');
    const { browserAdminData } = await import('@/lib/submissions/browser-admin-data');
    const application = createVendorApplication();
    const message = createSupportMessage();
    await browserSubmissions.create('vendorApplications', application);
    await browserSubmissions.create('supportMessages', message);
    expect(await backend.adminData.list('vendorApplications', {})).toEqual({ rows: [application], total: 1 });
    expect(await backend.adminData.stats('vendorApplications')).toEqual(await browserAdminData.stats('vendorApplications'));
    expect(backend.adminData.inviteVendor).toBeUndefined();
    sessionStorage.setItem(adminMarker, JSON.stringify(session));
    const updated = await backend.adminData.update('supportMessages', message.id, { status: 'resolved' });
    expect(updated).toMatchObject({ status: 'resolved', statusChangedByEmail: session.email });
  });

  it('answers the admin gate like the build-time credential adapter (none configured here)', async () => {
    const { backend } = await compose(false);
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
    const { backend } = await compose(true, client);
    const { supabaseAuth } = await import('@/lib/auth/supabase-auth');
    const { createSupabaseVendorAuth } = await import('@/lib/vendor-auth-supabase');
    const { createSupabaseAdminAuth } = await import('@/lib/admin-auth-supabase');
    const { supabaseNewsletterLinks } = await import('@/lib/newsletter-links-supabase');
    expect(backend.auth).toBe(supabaseAuth);
    expect(backend.vendorAuth.requiresSession).toBe(createSupabaseVendorAuth(() => null).requiresSession);
    expect(backend.vendorDocuments.configured).toBe(true);
    expect(backend.adminAuth.configured).toBe(createSupabaseAdminAuth({ client: () => null }).configured);
    expect(backend.ownerBilling.configured).toBe(true);
    expect(backend.adminAuth.restore).toBeTypeOf('function');
    expect(backend.adminData.inviteVendor).toBeTypeOf('function');
    expect(backend.newsletterLinks).toBe(supabaseNewsletterLinks);
    expect(backend.submissions.serverDecidesNewsletterRepeats).toBe(true);
  });

  it('saves a submission in this browser and delivers it to its table through the outbox', async () => {
    const { client, insert } = fakeClient();
    const { backend } = await compose(true, client);
    const signup = createNewsletterSignup();
    await expect(backend.submissions.create('newsletter', signup)).resolves.toEqual(signup);
    expect(backend.submissions.newsletterSignupsMadeHere(signup.email.toLowerCase())).toEqual([signup]);
    expect(client.from).toHaveBeenCalledWith('newsletter_signups');
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ client_id: signup.id, email: signup.email }));
    expect(JSON.parse(localStorage.getItem('submissions-outbox') ?? '[]')).toEqual([]);
  });

  it('makes each part once per page, and making the submissions part delivers what an earlier visit left', async () => {
    const { client, insert } = fakeClient();
    const signup = createNewsletterSignup();
    const entry = { kind: 'newsletter', clientId: signup.id, record: signup, attempts: 1, createdAt: 0, nextAttemptAt: Date.now() + 60_000 };
    localStorage.setItem('submissions-outbox', JSON.stringify([entry]));
    const { backend, make } = await compose(true, client);
    expect(make.submissionsPart().submissions).toBe(backend.submissions);
    expect(make.billingParts()).toEqual({ billing: backend.billing, ownerBilling: backend.ownerBilling });
    expect(make.adminParts().adminData).toBe(backend.adminData);
    expect(make.adminParts().adminAuth).toBe(backend.adminAuth);
    expect(make.vendorParts().vendorAuth).toBe(backend.vendorAuth);
    // A page load is a retry of its own, even for an entry still inside its back-off; and it is delivered once.
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('submissions-outbox') ?? '[]')).toEqual([]), { timeout: 10_000 });
    expect(client.from).toHaveBeenCalledWith('newsletter_signups');
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ client_id: signup.id, email: signup.email }));
  });

  it('loads no supabase-js for an empty outbox, and watches sign-ins once something else loads it', async () => {
    const { client } = fakeClient();
    const { getSupabase } = await compose(true, client);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getSupabase).not.toHaveBeenCalled();
    expect(client.auth.onAuthStateChange).not.toHaveBeenCalled();
    await getSupabase();
    // The watch starts after a dynamic import, which a busy machine can take well over a second to settle.
    await vi.waitFor(() => expect(client.auth.onAuthStateChange).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });

  it('reads the admin tab marker at once, and signs out of both', async () => {
    const { client } = fakeClient();
    sessionStorage.setItem(adminMarker, JSON.stringify(session));
    const { backend } = await compose(true, client);
    expect(backend.adminAuth.currentSession()).toEqual(session);
    backend.adminAuth.signOut();
    expect(backend.adminAuth.currentSession()).toBeNull();
    await vi.waitFor(() => expect(client.auth.signOut).toHaveBeenCalled());
  });
});
