import { queryOptions } from '@tanstack/react-query';
import type { OwnerBillingPort } from '@/lib/billing';
import { accountKey } from '@/lib/query/query-client';

export { ownerOrdersQuery } from '@/lib/query/owner-billing';

/** The checkout pages' own keys, under the signed-in account's key; the orders are shared (lib/query). */
export const checkoutKeys = {
  // Each try is a question of its own: a retry (a new start time) shows the loading state again, not the last answer.
  status: (userId: string, sessionId: string, startedAt: number) => [...accountKey(userId), 'checkout', sessionId, startedAt] as const,
};

/** What the server knows of one of the caller's checkout sessions. */
export const checkoutStatusQuery = (port: OwnerBillingPort, userId: string, sessionId: string, startedAt: number) =>
  queryOptions({
    queryKey: checkoutKeys.status(userId, sessionId, startedAt),
    queryFn: ({ signal }) => port.checkoutStatus(sessionId, signal),
  });
