import { useCallback } from 'react';
import { adminData } from '@/lib/backend';
import type { AdminDataPort, AdminListKind, AdminStats } from '@/lib/submissions';
import { usePolledQuery } from './use-polled-query';

/** How often the dashboard re-reads what it shows (SPEC section 9). */
export const adminRefreshMs = 5000;
/** Rows on one page of a list. */
export const adminPageSize = 50;

const statKinds = ['vendorApplications', 'waitlist', 'newsletter', 'supportMessages'] as const;

/**
 * Every tab's figures (badges, the notification dot, the stat cards), computed where the rows are: at once, every
 * 5 seconds while the page is visible, and when the port reports a change (another tab's write).
 */
export function useAdminStats(port: AdminDataPort = adminData) {
  const load = useCallback(async (): Promise<AdminStats> => {
    const [vendorApplications, waitlist, newsletter, supportMessages] = await Promise.all(statKinds.map((kind) => port.stats(kind)));
    return { vendorApplications, waitlist, newsletter, supportMessages } as AdminStats;
  }, [port]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribes = statKinds.map((kind) => port.subscribe(kind, listener));
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    [port],
  );
  return usePolledQuery('stats', load, { intervalMs: adminRefreshMs, subscribe });
}

/** The visible page of one list, re-read on the same schedule; only that page ever crosses the network. */
export function useAdminList<K extends AdminListKind>(
  kind: K,
  { search, status, page }: { search: string; status: string; page: number },
  port: AdminDataPort = adminData,
) {
  const key = JSON.stringify([kind, search.trim(), status, page]);
  const load = useCallback(
    () => port.list(kind, { search: search.trim(), status, page, pageSize: adminPageSize }),
    [kind, page, port, search, status],
  );
  const subscribe = useCallback((listener: () => void) => port.subscribe(kind, listener), [kind, port]);
  return usePolledQuery(key, load, { intervalMs: adminRefreshMs, subscribe });
}
