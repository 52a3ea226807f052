import { useCallback, useEffect, useState } from 'react';
import type { AdminSession } from '@/lib/admin-auth';
import { adminAuth } from '@/lib/backend';

/** The admin's session for this tab and the functions that change it. The page is client-only, so reading at start is safe. */
export function useAdminSession() {
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
  }, []);
  const signOut = useCallback(() => {
    adminAuth.signOut();
    setSession(null);
  }, []);
  return { session, setSession, signOut, configured: adminAuth.configured };
}
