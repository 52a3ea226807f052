import { env } from '@/config/env';
import type { AdminAuthPort } from '@/lib/admin-auth';
import { createAdminSessionStore } from '@/lib/admin-session';
import type { BillingPort, OwnerBillingPort } from '@/lib/billing';
import type { NewsletterLinksPort } from '@/lib/newsletter-links';
import { browserAdminData, browserSubmissions } from '@/lib/submissions/browser-adapter';
import type { AdminDataPort, SubmissionsPort } from '@/lib/submissions/port';
import { backendConfigured, getSupabase } from '@/lib/supabase';
import type { VendorAuthPort } from '@/lib/vendor-auth';
import { simulatedVendorAuth } from '@/lib/vendor-auth-browser';

/*
 * The composition root: the one module that decides, from the validated env (`backendConfigured`), which adapter
 * serves each port. Features import the instances from here and the types from the port modules.
 *
 * The auth choice lives in `@/lib/backend-auth` (every page needs it, the rest only pages with forms). This module
 * imports statically the browser collections (the newsletter form on the marketing pages needs them
 * at once, and their reads are synchronous) and the simulated vendor sign-in (a few lines, whose timing is the
 * spec's). Every other adapter loads on first use: those ports are thin objects whose methods wait for their
 * adapter's module, and only the few members a page reads synchronously are answered here.
 */

/** Loads an adapter once, on first use; a failed load (a chunk that did not arrive) is tried again next time. */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/** Subscribes once the adapter has loaded; the returned function also cancels a subscription still waiting. */
function subscribeOnLoad<T>(load: () => Promise<T>, subscribe: (adapter: T) => () => void): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  load().then(
    (adapter) => {
      if (!stopped) unsubscribe = subscribe(adapter);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    unsubscribe();
  };
}

type AsyncMethodName<P> = {
  [K in keyof P]-?: P[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof P];

/** The port's async methods `names`, each waiting for the adapter to load and then calling the adapter's own. */
function deferredMethods<P, K extends AsyncMethodName<P>>(load: () => Promise<P>, names: readonly K[]): Pick<P, K> {
  const methods: Partial<Record<K, unknown>> = {};
  for (const name of names) {
    methods[name] = async (...args: unknown[]) => {
      const adapter = await load();
      return (adapter[name] as (...args: unknown[]) => Promise<unknown>).apply(adapter, args);
    };
  }
  return methods as Pick<P, K>;
}

const browser = typeof window === 'undefined' ? undefined : window;

/** The auth port: the Supabase project when one is configured, else browser-only (nobody can sign in). */
export { auth } from '@/lib/backend-auth';

/** The outbox to the server's tables; in a browser it starts retrying as soon as it is loaded. */
const loadBackendSubmissions = onFirstUse(() =>
  import('@/lib/submissions/supabase-adapter').then(({ connectSupabaseSubmissions }) =>
    connectSupabaseSubmissions(browserSubmissions, browser),
  ),
);

/**
 * True when a server keeps the newsletter list. It decides what a repeated signup means (one row per address, and a
 * new confirmation for a reader who has not confirmed or has unsubscribed), so the form sends a repeat on instead of
 * settling it from this browser's copy, as browser-only mode does.
 */
export const serverDecidesNewsletterRepeats = backendConfigured;

/**
 * The submissions port: this browser's collections, and with a backend also the server's tables. Both adapters
 * read and change records in this browser's collections, so only create() waits for the backend adapter.
 */
export const submissions: SubmissionsPort = backendConfigured
  ? { ...browserSubmissions, create: async (kind, record) => (await loadBackendSubmissions()).create(kind, record) }
  : browserSubmissions;

// A page load is a retry of its own (the spec): with a backend, the outbox starts as soon as the app runs in a
// browser. A failed load is tried again by the next create().
if (backendConfigured && browser) loadBackendSubmissions().catch(() => undefined);

/** The server's tables, read and decided on with the admin's own token; approvals send the vendor's invite. */
const loadBackendAdminData = onFirstUse(async () => {
  const [{ createSupabaseAdminData }, { sendVendorInvite }] = await Promise.all([
    import('@/lib/submissions/supabase-admin-data'),
    import('@/lib/submissions/supabase-vendor-invite'),
  ]);
  return createSupabaseAdminData({ client: getSupabase, inviteVendor: sendVendorInvite });
});

/** The admin data port: the server's tables with a backend, else this browser's collections (the spec). */
export const adminData: AdminDataPort = backendConfigured
  ? {
      ...deferredMethods(loadBackendAdminData, ['list', 'stats', 'export', 'update']),
      subscribe: (kind, listener) => subscribeOnLoad(loadBackendAdminData, (port) => port.subscribe(kind, listener)),
      inviteVendor: async (applicationId) => (await loadBackendAdminData()).inviteVendor?.(applicationId),
      tellDeclinedApplicant: async (applicationId) =>
        (await loadBackendAdminData()).tellDeclinedApplicant?.(applicationId),
      unmatchedDeposits: async () => (await (await loadBackendAdminData()).unmatchedDeposits?.()) ?? [],
      attachDeposit: async (depositId, waitlistClientId) =>
        (await loadBackendAdminData()).attachDeposit?.(depositId, waitlistClientId),
    }
  : browserAdminData;

const adminSettings = { email: env.VITE_ADMIN_EMAIL, passwordHash: env.VITE_ADMIN_PASSWORD_HASH };

/** The admin gate: a server-issued admin role with a backend, else the build-time credential. */
const loadAdminAuth = onFirstUse(
  (): Promise<AdminAuthPort> =>
    backendConfigured
      ? import('@/lib/admin-auth-supabase').then((module) => module.createSupabaseAdminAuth({ client: getSupabase }))
      : import('@/lib/admin-auth-browser').then((module) => module.createBrowserAdminAuth({ settings: adminSettings })),
);

/** Both admin auth adapters keep the signed-in admin in this tab marker, so reading it needs neither of them. */
const adminSession = createAdminSessionStore();
const adminConfigured = backendConfigured || Boolean(adminSettings.email && adminSettings.passwordHash);

/** The admin auth port; its adapter loads when the admin signs in or out, or is restored from the server. */
export const adminAuth: AdminAuthPort = {
  configured: adminConfigured,
  signIn: async (email, password) => (await loadAdminAuth()).signIn(email, password),
  signOut() {
    adminSession.clear();
    loadAdminAuth().then(
      (port) => port.signOut(),
      () => undefined,
    );
  },
  currentSession: () => (adminConfigured ? (adminSession.read() ?? null) : null),
  ...(backendConfigured ? { restore: async () => (await loadAdminAuth()).restore?.() ?? null } : {}),
};

/** Vendor accounts: invited by an admin, checked by the server. */
const loadBackendVendorAuth = onFirstUse(() =>
  import('@/lib/vendor-auth-supabase').then((module) => module.createSupabaseVendorAuth(getSupabase)),
);

/** The vendor auth port: real accounts with a backend, the spec's simulation without. */
export const vendorAuth: VendorAuthPort = backendConfigured
  ? {
      requiresSession: true,
      ...deferredMethods(loadBackendVendorAuth, ['signIn', 'signOut', 'currentVendor', 'saveProfile', 'verifyInvite', 'choosePassword']),
    }
  : simulatedVendorAuth;

/** The checkout function and the owner's payment reads with a backend; else stand-ins with nothing to pay or read. */
const loadBilling = onFirstUse(
  (): Promise<{ billing: BillingPort; ownerBilling: OwnerBillingPort }> =>
    backendConfigured
      ? import('@/lib/billing-supabase').then((module) => module.connectSupabaseBilling())
      : import('@/lib/billing-browser').then((module) => ({
          billing: module.browserOnlyBilling,
          ownerBilling: module.browserOnlyOwnerBilling,
        })),
);

/** The billing port; its adapter loads when the waitlist starts a checkout. */
export const billing: BillingPort = deferredMethods(() => loadBilling().then((adapters) => adapters.billing), [
  'startCheckout',
]);

/** Reads of the owner's payments; only a backend has any (the pages skip them when not configured). */
export const ownerBilling: OwnerBillingPort = {
  configured: backendConfigured,
  ...deferredMethods(() => loadBilling().then((adapters) => adapters.ownerBilling), [
    'subscriptionStatus',
    'orders',
    'waitlist',
    'checkoutStatus',
    'requestDepositRefund',
  ]),
};

const loadNewsletterLinks = onFirstUse(() =>
  import('@/lib/newsletter-links-supabase').then((module) => module.supabaseNewsletterLinks),
);

/** A newsletter reader's e-mailed links: the `newsletter` function with a backend; browser-only mode sends no mail. */
export const newsletterLinks: NewsletterLinksPort = {
  configured: backendConfigured,
  ...deferredMethods(loadNewsletterLinks, ['confirm', 'unsubscribe']),
};
