import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OwnerBillingPort } from '@/lib/billing';
import { accountKey } from './query-client';

/**
 * The owner's payment records that more than one feature shows (the dashboard, the receipt, the waitlist's place in
 * line). Each is cached under one key below the account's, so a change made in one view reaches every other.
 */
export const ownerBillingKeys = {
  orders: (userId: string) => [...accountKey(userId), 'orders'] as const,
  waitlistRow: (userId: string) => [...accountKey(userId), 'waitlist-row'] as const,
};

/** The owner's orders, newest first; read only once the account is known. */
export const ownerOrdersQuery = (port: OwnerBillingPort, userId: string) =>
  queryOptions({
    queryKey: ownerBillingKeys.orders(userId),
    queryFn: ({ signal }) => port.orders(signal),
    enabled: port.configured && userId !== '',
  });

/** The owner's own waitlist row (their place in line and the deposit's state), or null when they have none. */
export const ownerWaitlistRowQuery = (port: OwnerBillingPort, userId: string) =>
  queryOptions({
    queryKey: ownerBillingKeys.waitlistRow(userId),
    queryFn: ({ signal }) => port.waitlist(signal),
    enabled: port.configured && userId !== '',
  });

/** What any change to a deposit touches: the order (paid or refunded) and the row's deposit and place in line. */
export async function invalidateDepositRecords(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ownerBillingKeys.orders(userId) }),
    queryClient.invalidateQueries({ queryKey: ownerBillingKeys.waitlistRow(userId) }),
  ]);
}
