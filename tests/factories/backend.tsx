import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { browserOnlyAccount } from '@/lib/account-browser';
import { createBrowserAdminAuth } from '@/lib/admin-auth-browser';
import { AuthProvider } from '@/lib/auth';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import { BackendProvider, type Backend } from '@/lib/backend-context';
import { browserOnlyBilling, browserOnlyOwnerBilling } from '@/lib/billing-browser';
import { browserOnlyNewsletterLinks } from '@/lib/newsletter-links-browser';
import { browserOnlyOnboardingCalls } from '@/lib/onboarding-calls-browser';
import { createBrowserProperties } from '@/lib/properties-browser';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { browserAdminData } from '@/lib/submissions/browser-admin-data';
import { simulatedVendorAuth } from '@/lib/vendor-auth-browser';
import { browserOnlyVendorDocuments } from '@/lib/vendor-documents-browser';
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
    vendorDocuments: browserOnlyVendorDocuments,
    newsletterLinks: browserOnlyNewsletterLinks,
    account: browserOnlyAccount,
    properties: createBrowserProperties(),
    onboardingCalls: browserOnlyOnboardingCalls,
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

/**
 * Renders `ui` as a page's route or island shows it: with a query client and the backend, browser-only except for
 * the `parts` given.
 */
export function renderWithBackend(ui: ReactElement, parts: Partial<Backend> = {}): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return <TestBackend parts={parts}>{children}</TestBackend>;
  }
  return render(ui, { wrapper: Wrapper });
}

/**
 * What the app's root gives every page: a query client, the backend (browser-only except for `parts`) and the
 * signed-in user of its auth part.
 */
export function WithAppRoot({ parts = {}, children }: { parts?: Partial<Backend>; children: ReactNode }) {
  return (
    <TestBackend parts={parts}>
      <AuthProvider>{children}</AuthProvider>
    </TestBackend>
  );
}

/** Renders `ui` below the app's root (see WithAppRoot), browser-only except for the `parts` given. */
export function renderInAppRoot(ui: ReactElement, parts: Partial<Backend> = {}): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return <WithAppRoot parts={parts}>{children}</WithAppRoot>;
  }
  return render(ui, { wrapper: Wrapper });
}
