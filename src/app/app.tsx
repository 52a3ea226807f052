// First, before any module that parses with Zod: no eval under the site's CSP.
import '@/lib/zod-jitless';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLinkContext } from '@/components/ui/site-link';
import { AuthProvider } from '@/lib/auth';
import { RouterPathname } from '@/lib/pathname';
import { resumeOutboxWhenIdle } from '@/lib/resume-outbox';
import { renderAppLink } from './app-link';
import { AppRoutes } from './router';

/** The client-rendered app below the router. Providers that features share are added here. */
export function App() {
  const navigate = useNavigate();
  useEffect(() => resumeOutboxWhenIdle(), []);
  return (
    <AuthProvider goTo={navigate}>
      <RouterPathname>
        <AppLinkContext.Provider value={renderAppLink}>
          <AppRoutes />
        </AppLinkContext.Provider>
      </RouterPathname>
    </AuthProvider>
  );
}
