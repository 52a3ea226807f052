import { useMemo } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { ToastProvider } from '@/components/ui/toast';
import { useBackend } from '@/lib/backend-context';
import { useForgetSignedOutAccount, useSignOutForgetting } from '@/lib/query/use-forget-signed-out-account';
import { adminCopy } from '../content';
import { AdminAccountContext } from '../hooks/use-admin-data';
import { useAdminSession } from '../hooks/use-admin-session';
import { AdminDashboard } from './admin-dashboard';
import { AdminGate } from './admin-gate';

/** /admin-dashboard: the sign-in gate, then the dashboard. Client-only (it reads this tab's session). */
export function AdminPage() {
  const { session, setSession, signOut } = useAdminSession();
  const adminData = useBackend('adminData');
  const signOutForgetting = useSignOutForgetting();
  const adminId = session?.email;
  const account = useMemo(() => (adminId ? { adminId, port: adminData } : null), [adminData, adminId]);
  // A session ended elsewhere (another tab, an expired token) forgets the dashboard's answers too.
  useForgetSignedOutAccount(adminId);


  return (
    <ToastProvider>
      <PageMeta title={adminCopy.title} description={adminCopy.description} />
      {session && account ? (
        <AdminAccountContext.Provider value={account}>
          <AdminDashboard session={session} onSignOut={() => void signOutForgetting(adminId, signOut)} />
        </AdminAccountContext.Provider>
      ) : (
        <AdminGate onSignedIn={setSession} />
      )}
    </ToastProvider>
  );
}
