import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminSession } from '@/lib/admin-auth';
import { useBackend } from '@/lib/backend-context';
import { adminSessionQuery } from '../api';

/** The admin's session for this tab and the functions that change it. The page is client-only, so reading at start is safe. */
export function useAdminSession() {
  const adminAuth = useBackend('adminAuth');
  const queryClient = useQueryClient();
  const sessionQuery = adminSessionQuery(adminAuth);
  const { data: session } = useQuery(sessionQuery);
  const { queryKey } = sessionQuery;
  const setSession = useCallback(
    (next: AdminSession | null) => queryClient.setQueryData(queryKey, next),
    [queryClient, queryKey],
  );
  const signOut = useCallback(() => {
    adminAuth.signOut();
    setSession(null);
  }, [adminAuth, setSession]);
  return { session, setSession, signOut, configured: adminAuth.configured };
}
