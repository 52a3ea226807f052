// First, before any module that parses with Zod: no eval under the site's CSP.
import '@/lib/zod-jitless';
import { useEffect } from 'react';
import { AuthProvider } from '@/lib/auth';
import { resumeOutboxWhenIdle } from '@/lib/resume-outbox';
import { AppRoutes } from './router';

/** The whole app below the router. Providers that features share are added here. */
export function App() {
  useEffect(() => resumeOutboxWhenIdle(), []);
  return (
    <AuthProvider>
      <AppRoutes />
    </AuthProvider>
  );
}
