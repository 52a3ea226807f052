import type { SubmissionsPort } from '@/lib/submissions';

/**
 * `base` with records that wait for a connection (all of them, or only `id`) until `deliver()`, which tells the
 * port's subscribers as the outbox does when a delivery gets through.
 */
export function awaitingDeliveryPort(base: SubmissionsPort, id?: string) {
  let waiting = true;
  const listeners = new Set<() => void>();
  const submissions: SubmissionsPort = {
    ...base,
    awaitingDelivery: (asked) => waiting && (id === undefined || asked === id),
    subscribeDelivery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    submissions,
    deliver() {
      waiting = false;
      for (const listener of [...listeners]) listener();
    },
  };
}
