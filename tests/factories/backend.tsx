import { useState, type ReactNode } from 'react';
import { createBrowserAdminAuth } from '@/lib/admin-auth-browser';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import { BackendProvider, type Backend } from '@/lib/backend-context';
import { browserOnlyBilling, browserOnlyOwnerBilling } from '@/lib/billing-browser';
import { browserOnlyNewsletterLinks } from '@/lib/newsletter-links';
import { browserAdminData, browserSubmissions } from '@/lib/submissions/browser-adapter';
import { simulatedVendorAuth } from '@/lib/vendor-auth-browser';
import { WithQueries } from './queries';

/** Every part as a build without a backend has it (no admin credential configured). */
export function browserOnlyParts(): Backend {
  return {
    auth: browserOnlyAuth,
    submissions: browserSubmissions,
    billing: browserOnlyBilling,
    ownerBilling: browserOnlyOwnerBilling,
    adminAuth: createBrowserAdminAuth({ settings: {} }),
    adminData: browserAdminData,
    vendorAuth: simulatedVendorAuth,
    newsletterLinks: browserOnlyNewsletterLinks,
  };
}

/**
 * What the app's root and a page's route give the components below: a query client of their own and the backend,
 * browser-only except for the `parts` a test gives.
 */
export function TestBackend({ parts = {}, children }: { parts?: Partial<Backend>; children: ReactNode }) {
  const [backend] = useState(() => ({ ...browserOnlyParts(), ...parts }));
  return (
    <WithQueries>
      <BackendProvider parts={backend}>{children}</BackendProvider>
    </WithQueries>
  );
}
