import { useCallback, useEffect, useState } from 'react';
import type { AdminSession } from '@/lib/admin-auth';
import { useBackend } from '@/lib/backend-context';

/** The admin's session for this tab and the functions that change it. The page is client-only, so reading at start is safe. */
export function useAdminSession() {
  const adminAuth = useBackend('adminAuth');
  const [session, setSession] = useState<AdminSession | null>(() => adminAuth.currentSession());
  // With a backend, an admin signed in elsewhere (e.g. /login) goes straight in, and a stale tab marker is dropped.
  useEffect(() => {
    let active = true;
    void adminAuth.restore?.().then((restored) => {
      if (active) setSession(restored);
    });
    return () => {
      active = false;
    };
  }, [adminAuth]);
  const signOut = useCallback(() => {
    adminAuth.signOut();
    setSession(null);
  }, [adminAuth]);
  return { session, setSession, signOut, configured: adminAuth.configured };
}
