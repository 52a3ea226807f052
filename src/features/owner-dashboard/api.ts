import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OwnerBillingPort } from '@/lib/billing';
import { accountKey } from '@/lib/query/query-client';
import { invalidateDepositRecords } from '@/lib/query/owner-billing';

export { invalidateDepositRecords, ownerOrdersQuery, ownerWaitlistRowQuery } from '@/lib/query/owner-billing';

/** The dashboard's own keys, under the signed-in account's key; the orders and the row are shared (lib/query). */
export const ownerDashboardKeys = {
  subscription: (userId: string) => [...accountKey(userId), 'owner-dashboard', 'subscription'] as const,
};

/** subscription_status of the owner's subscription record, or null when there is none. */
export const subscriptionStatusQuery = (port: OwnerBillingPort, userId: string) =>
  queryOptions({
    queryKey: ownerDashboardKeys.subscription(userId),
    queryFn: ({ signal }) => port.subscriptionStatus(signal),
    enabled: port.configured && userId !== '',
  });

/** What a paid deposit changes: the subscription record, the orders and the row's place in line. */
export async function invalidatePaidDeposit(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ownerDashboardKeys.subscription(userId) }),
    invalidateDepositRecords(queryClient, userId),
  ]);
}
