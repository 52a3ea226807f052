import { useEffect, useReducer } from 'react';
import { useBackend } from '@/lib/backend-context';

/** How often a waiting record is looked for again; reading the outbox in localStorage once a second costs nothing. */
const checkEveryMs = 1000;

/**
 * True while the record `id` saved through the submissions port still waits in this browser for a connection, and
 * false once it has been delivered (or when there is no record), so a confirmation can say which is true.
 */
export function useAwaitingDelivery(id: string | null): boolean {
  const submissions = useBackend('submissions');
  const [, lookAgain] = useReducer((count: number) => count + 1, 0);
  const waiting = id !== null && submissions.awaitingDelivery(id);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(lookAgain, checkEveryMs);
    return () => clearInterval(timer);
  }, [waiting]);
  return waiting;
}
