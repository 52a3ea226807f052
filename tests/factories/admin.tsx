import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import type { PanelProps } from '@/features/admin/components/panel-parts';
import { AdminAccountContext } from '@/features/admin/hooks/use-admin-data';
import type { AdminTab, AdminView } from '@/features/admin/hooks/use-admin-view';
import { BackendProvider } from '@/lib/backend-context';
import type { OnboardingCallsPort } from '@/lib/onboarding-calls';
import { browserOnlyOnboardingCalls } from '@/lib/onboarding-calls-browser';
import { createQueryClient } from '@/lib/query/query-client';
import type { AdminDataPort } from '@/lib/submissions';
import { browserAdminData } from '@/lib/submissions/browser-admin-data';
import { WithQueries } from './queries';

/**
 * Renders one tab's panel as a signed-in admin's dashboard holds it: a query client of its own, the port, a router
 * and the toasts, with the view (search, filter, page) kept in state as the address would.
 */
export function renderAdminPanel(
  Panel: ComponentType<PanelProps>,
  port: AdminDataPort,
  tab: AdminTab,
  onboardingCalls: OnboardingCallsPort = browserOnlyOnboardingCalls,
) {
  function Harness() {
    const [view, setView] = useState<AdminView>({ tab, search: '', status: '', page: 1, period: 30 });
    return <Panel view={view} onViewChange={(patch) => setView((current) => ({ ...current, ...patch }))} />;
  }
  const queryClient = createQueryClient();
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <BackendProvider parts={{ onboardingCalls }}>
        <AdminAccountContext.Provider value={{ adminId: 'admin@example.com', port }}>
          <MemoryRouter>
            <ToastProvider>
              <Harness />
            </ToastProvider>
          </MemoryRouter>
        </AdminAccountContext.Provider>
      </BackendProvider>
    </QueryClientProvider>,
  );
  return { queryClient, ...rendered };
}

const browserOnlyCallParts = { onboardingCalls: browserOnlyOnboardingCalls };

/**
 * The dashboard's surroundings for a signed-in admin: queries, the port (this browser's collections by default) and
 * the onboarding call times (browser-only: none).
 */
export function SignedInAdmin({ port = browserAdminData, children }: { port?: AdminDataPort; children: ReactNode }) {
  return (
    <WithQueries>
      <BackendProvider parts={browserOnlyCallParts}>
        <AdminAccountContext.Provider value={{ adminId: 'admin@example.com', port }}>{children}</AdminAccountContext.Provider>
      </BackendProvider>
    </WithQueries>
  );
}
