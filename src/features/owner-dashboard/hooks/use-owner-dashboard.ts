import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useOwnerDashboardPort } from '../ports';
import type { OwnerBillingPort, OwnerOrder, OwnerWaitlist } from '@/lib/billing';
import { accountKey } from '@/lib/query/query-client';

export type DashboardData = { subscription: string | null; orders: OwnerOrder[]; waitlist: OwnerWaitlist | null };

/** How often, and for how long, the dashboard looks again for the webhook's 'refunded' after Stripe took the refund. */
export const refundWait = { everyMs: 1_000, forMs: 30_000 };

export const ownerDashboardKey = (userId: string) => [...accountKey(userId), 'owner-dashboard'] as const;

async function readDashboard(billing: OwnerBillingPort, signal: AbortSignal): Promise<DashboardData> {
  const [subscription, orders, waitlist] = await Promise.all([
    billing.subscriptionStatus(signal),
    billing.orders(signal),
    billing.waitlist(signal),
  ]);
  return { subscription, orders, waitlist };
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
  const dashboard = useQuery({
    queryKey: ownerDashboardKey(userId ?? ''),
    queryFn: ({ signal }) => readDashboard(billing, signal),
    enabled: billing.configured && Boolean(userId),
    refetchInterval: (query) =>
      refundRequestedAt !== null &&
      query.state.data?.waitlist?.status !== 'refunded' &&
      query.state.dataUpdatedAt - refundRequestedAt < refundWait.forMs
        ? refundWait.everyMs
        : false,
  });
  const refund = useMutation({
    mutationFn: () => billing.requestDepositRefund(),
    onSuccess: async (result) => {
      if (result.kind !== 'requested' || !userId) return;
      setRefundRequestedAt(Date.now());
      await queryClient.invalidateQueries({ queryKey: ownerDashboardKey(userId) });
    },
  });
  return { dashboard, requestRefund: refund.mutateAsync };
}
