import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AccountPort } from '@/lib/account';
import type { AdminAuthPort } from '@/lib/admin-auth';
import type { AuthPort } from '@/lib/auth/port';
import type { BillingPort, OwnerBillingPort } from '@/lib/billing';
import type { NewsletterLinksPort } from '@/lib/newsletter-links';
import type { AdminDataPort, SubmissionsPort } from '@/lib/submissions/port';
import type { VendorAuthPort } from '@/lib/vendor-auth';

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
  newsletterLinks: NewsletterLinksPort;
  account: AccountPort;
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
