import { useMutation, useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useOwnerDashboardPort } from '../ports';
import type { OwnerOrder, OwnerWaitlist } from '@/lib/billing';
import { invalidateDepositRecords, ownerOrdersQuery, ownerWaitlistRowQuery, subscriptionStatusQuery } from '../api';
import { ownerBillingKeys } from '@/lib/query/owner-billing';

export type DashboardData = { subscription: string | null; orders: OwnerOrder[]; waitlist: OwnerWaitlist | null };

/** How often, and for how long, the dashboard looks again for the webhook's 'refunded' after Stripe took the refund. */
export const refundWait = { everyMs: 1_000, forMs: 30_000 };

type Reads = [UseQueryResult<string | null>, UseQueryResult<OwnerOrder[]>, UseQueryResult<OwnerWaitlist | null>];

/** The dashboard's three reads as one: its data once all have answered, failed as soon as one has failed. */
function asDashboard([subscription, orders, waitlist]: Reads) {
  const reads = [subscription, orders, waitlist];
  const isError = reads.some((read) => read.isError);
  const data: DashboardData | undefined =
    subscription.data !== undefined && orders.data !== undefined && waitlist.data !== undefined
      ? { subscription: subscription.data, orders: orders.data, waitlist: waitlist.data }
      : undefined;
  return {
    data,
    isError,
    isPending: !isError && reads.some((read) => read.isPending),
    isFetching: reads.some((read) => read.isFetching),
    refetch: () => Promise.all(reads.map((read) => read.refetch())),
  };
}

/**
 * The signed-in owner's reservation, orders and subscription, read once per visit (no read before the session is
 * known). After a refund request the dashboard reads again every second, for up to 30 s, until the webhook has
 * marked the deposit refunded.
 */
export function useOwnerDashboard(userId: string | undefined) {
  const billing = useOwnerDashboardPort('ownerBilling');
  const queryClient = useQueryClient();
  const [refundRequestedAt, setRefundRequestedAt] = useState<number | null>(null);
  const id = userId ?? '';
  // Every read is asked again while the row has not yet been marked refunded, for as long as refundWait allows.
  const refetchInterval = useCallback(() => {
    if (refundRequestedAt === null) return false;
    const row = queryClient.getQueryState<OwnerWaitlist | null>(ownerBillingKeys.waitlistRow(id));
    return row?.data?.status !== 'refunded' && (row?.dataUpdatedAt ?? 0) - refundRequestedAt < refundWait.forMs
      ? refundWait.everyMs
      : false;
  }, [queryClient, id, refundRequestedAt]);
  const dashboard = useQueries({
    queries: [
      { ...subscriptionStatusQuery(billing, id), refetchInterval },
      { ...ownerOrdersQuery(billing, id), refetchInterval },
      { ...ownerWaitlistRowQuery(billing, id), refetchInterval },
    ],
    combine: asDashboard,
  });
  const refund = useMutation({
    mutationFn: () => billing.requestDepositRefund(),
    onSuccess: async (result) => {
      if (result.kind !== 'requested' || !userId) return;
      setRefundRequestedAt(Date.now());
      await invalidateDepositRecords(queryClient, userId);
    },
  });
  return { dashboard, requestRefund: refund.mutateAsync };
}
