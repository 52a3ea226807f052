import { useCallback, useSyncExternalStore } from 'react';
import { useBackend } from '@/lib/backend-context';

/**
 * True while the record `id` saved through the submissions port still waits in this browser for a connection, and
 * false once it has been delivered (or when there is no record), so a confirmation can say which is true. The port
 * announces every change to what waits (a delivery here, or another tab's), so the answer follows it at once.
 */
export function useAwaitingDelivery(id: string | null): boolean {
  const submissions = useBackend('submissions');
  const subscribe = useCallback((listener: () => void) => submissions.subscribeDelivery(listener), [submissions]);
  const waiting = useCallback(() => id !== null && submissions.awaitingDelivery(id), [id, submissions]);
  return useSyncExternalStore(subscribe, waiting, waiting);
}
