import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OwnerBillingPort } from '@/lib/billing';
import type { OnboardingCallsPort } from '@/lib/onboarding-calls';
import type { PropertiesPort } from '@/lib/properties';
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

/**
 * Whose profile a browser-only build reads: there is no account, only this browser, and nobody signs out of it.
 */
export const thisBrowserProfile = 'this-browser';

/** The owner's properties, under their account (or this browser's profile in browser-only mode). */
export const propertiesKey = (accountId: string) => [...accountKey(accountId), 'owner-dashboard', 'properties'] as const;

/** The owner's property profile, oldest first. */
export const propertiesQuery = (port: PropertiesPort, accountId: string) =>
  queryOptions({
    queryKey: propertiesKey(accountId),
    queryFn: ({ signal }) => port.list(signal),
    enabled: accountId !== '',
  });

/** What adding, editing or removing a property changes: the profile, and nothing else the dashboard reads. */
export function invalidateProperties(queryClient: QueryClient, accountId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: propertiesKey(accountId), exact: true });
}

/** The onboarding call's reads, under the owner's account. */
export const onboardingCallKeys = {
  all: (accountId: string) => [...accountKey(accountId), 'owner-dashboard', 'onboarding-call'] as const,
  mine: (accountId: string) => [...onboardingCallKeys.all(accountId), 'mine'] as const,
  open: (accountId: string) => [...onboardingCallKeys.all(accountId), 'open'] as const,
};

/** The owner's booked call, or null; nothing is asked in browser-only mode. */
export const myOnboardingCallQuery = (port: OnboardingCallsPort, accountId: string) =>
  queryOptions({
    queryKey: onboardingCallKeys.mine(accountId),
    queryFn: ({ signal }) => port.myCall(signal),
    enabled: port.available && accountId !== '',
  });

/** The open times, soonest first; read only while the owner may book. */
export const openCallSlotsQuery = (port: OnboardingCallsPort, accountId: string, enabled: boolean) =>
  queryOptions({
    queryKey: onboardingCallKeys.open(accountId),
    queryFn: ({ signal }) => port.openSlots(signal),
    enabled: port.available && accountId !== '' && enabled,
  });

/** What booking, moving or cancelling changes: the owner's call and the open times. */
export function invalidateOnboardingCall(queryClient: QueryClient, accountId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: onboardingCallKeys.all(accountId) });
}
