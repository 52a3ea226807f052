import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { AccountPort } from '@/lib/account';
import type { AdminAuthPort } from '@/lib/admin-auth';
import type { AuthPort } from '@/lib/auth/port';
import type { BillingPort, OwnerBillingPort } from '@/lib/billing';
import type { NewsletterLinksPort } from '@/lib/newsletter-links';
import type { OnboardingCallsPort } from '@/lib/onboarding-calls';
import type { PropertiesPort } from '@/lib/properties';
import type { AdminDataPort, SubmissionsPort } from '@/lib/submissions/port';
import type { VendorAuthPort } from '@/lib/vendor-auth';
import type { VendorDocumentsPort } from '@/lib/vendor-documents';

/**
 * Everything the features ask of a server, one port per need. The composition root (src/app/backend) makes each
 * part once, for this build's mode (a Supabase project or browser-only); features take them from the context.
 */
export type Backend = {
  auth: AuthPort;
  submissions: SubmissionsPort;
  billing: BillingPort;
  ownerBilling: OwnerBillingPort;
  adminAuth: AdminAuthPort;
  adminData: AdminDataPort;
  vendorAuth: VendorAuthPort;
  vendorDocuments: VendorDocumentsPort;
  newsletterLinks: NewsletterLinksPort;
  account: AccountPort;
  properties: PropertiesPort;
  onboardingCalls: OnboardingCallsPort;
};

const BackendContext = createContext<Partial<Backend>>({});

/**
 * Hands `parts` of the backend to everything below, keeping the parts given further up. The app's root gives what
 * every page needs; a route (or an island) adds what only it needs, so that code loads with the route.
 */
export function BackendProvider({ parts, children }: { parts: Partial<Backend>; children: ReactNode }) {
  const above = useContext(BackendContext);
  const value = useMemo(() => ({ ...above, ...parts }), [above, parts]);
  return <BackendContext.Provider value={value}>{children}</BackendContext.Provider>;
}

/** The backend part `name`, as the route or island around this component provides it. */
export function useBackend<K extends keyof Backend>(name: K): Backend[K] {
  const part = useContext(BackendContext)[name];
  if (!part) throw new Error(`No "${name}" backend part here: the route or island that shows this component provides it.`);
  return part;
}

/** A port's name in the backend. */
export type PortName = keyof Backend;

/** The parts the app's root gives every page; a route adds the rest its feature states. */
export type RootPortName = 'auth';

/**
 * The ports a feature states it reads: `use` is the feature's `useBackend`, limited to them, so a component cannot
 * read a port its feature did not state.
 */
export type FeaturePorts<K extends PortName> = {
  readonly names: readonly K[];
  readonly use: <N extends K>(name: N) => Backend[N];
};

/** States the ports a feature reads (see FeaturePorts). */
export function featurePorts<const K extends PortName>(...names: K[]): FeaturePorts<K> {
  return { names, use: useBackend };
}

/**
 * A feature's page together with the ports it reads. It is not a component: a route renders it through
 * `WithBackend`, which does not compile unless it is given every one of those ports.
 */
export type BackedPage<K extends PortName, P extends object> = {
  readonly ports: FeaturePorts<K>;
  readonly Page: ComponentType<P>;
};

/** `Page`, rendered only below every port of `ports` (see BackedPage). */
export function backedPage<K extends PortName, P extends object>(ports: FeaturePorts<K>, Page: ComponentType<P>): BackedPage<K, P> {
  return { ports, Page };
}
