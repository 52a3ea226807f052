import { PageMeta } from '@/components/seo/page-meta';
import { ToastProvider } from '@/components/ui/toast';
import { adminCopy } from '../content';
import { useAdminSession } from '../hooks/use-admin-session';
import { AdminDashboard } from './admin-dashboard';
import { AdminGate } from './admin-gate';

/** /admin-dashboard: the sign-in gate, then the dashboard. Client-only (it reads this tab's session). */
export function AdminPage() {
  const { session, setSession, signOut } = useAdminSession();
  return (
    <ToastProvider>
      <PageMeta title={adminCopy.title} description={adminCopy.description} />
      {session ? <AdminDashboard session={session} onSignOut={signOut} /> : <AdminGate onSignedIn={setSession} />}
    </ToastProvider>
  );
}
