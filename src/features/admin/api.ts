import { queryOptions } from '@tanstack/react-query';
import type { AdminAuthPort } from '@/lib/admin-auth';

/**
 * The admin feature's reads. The session is not under an account key: it is what says which account is signed in,
 * and the admin's dashboard answers are kept under ['account', <their e-mail>] (use-admin-data.ts).
 */
export const adminSessionKey = ['admin-session'] as const;

/**
 * The admin's session for this tab: this tab's marker at once, then, with a backend, the server's answer (an admin
 * signed in elsewhere, e.g. /login, goes straight in, and a stale marker is dropped). Asked again only when the page
 * mounts anew, as the sign-in gate and sign-out set it themselves; it reads the browser's own session, so it runs
 * offline too.
 */
export function adminSessionQuery(adminAuth: AdminAuthPort) {
  return queryOptions({
    queryKey: adminSessionKey,
    queryFn: async () => (await adminAuth.restore?.()) ?? null,
    initialData: () => adminAuth.currentSession(),
    enabled: adminAuth.restore !== undefined,
    networkMode: 'always',
    refetchOnReconnect: false,
  });
}
