// First, before any module that parses with Zod: no eval under the site's CSP.
import '@/lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLinkContext } from '@/components/ui/site-link';
import { AuthProvider, useAuth } from '@/lib/auth';
import { BackendProvider } from '@/lib/backend-context';
import { RouterPathname } from '@/lib/pathname';
import { createQueryClient } from '@/lib/query/query-client';
import { useForgetSignedOutAccount } from '@/lib/query/use-forget-signed-out-account';
import { resumeOutboxWhenIdle } from './resume-outbox';
import { renderAppLink } from './app-link';
import { authPart } from './backend/auth';
import { AppRoutes } from './router';

/**
 * The client-rendered app below the router: the query client, the backend parts every page needs (each route adds
 * its own), the signed-in user. Providers that features share are added here.
 */
export function App() {
  const navigate = useNavigate();
  const [queryClient] = useState(createQueryClient);
  const [backend] = useState(authPart);
  useEffect(() => resumeOutboxWhenIdle(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <BackendProvider parts={backend}>
        <AuthProvider goTo={navigate}>
          <ForgetSignedOutUser />
          <RouterPathname>
            <AppLinkContext.Provider value={renderAppLink}>
              <AppRoutes />
            </AppLinkContext.Provider>
          </RouterPathname>
        </AuthProvider>
      </BackendProvider>
    </QueryClientProvider>
  );
}

/** A user signed out anywhere (this tab, another one, an expired session) takes their queries' answers with them. */
function ForgetSignedOutUser() {
  useForgetSignedOutAccount(useAuth().user?.id);
  return null;
}
