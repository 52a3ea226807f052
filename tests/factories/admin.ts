import type { PolledQuery } from '@/features/admin/hooks/use-polled-query';
import type { AdminStats } from '@/lib/submissions';

/** The dashboard's figures as a panel receives them (already answered), with every count zero unless overridden. */
export function createAdminStatsQuery(overrides: Partial<AdminStats> = {}): PolledQuery<AdminStats> {
  return {
    data: {
      vendorApplications: { total: 0, pending: 0 },
      waitlist: { total: 0, paid: 0, pendingPayment: 0, totalDeposits: 0 },
      newsletter: { total: 0, fromHomepage: 0, thisWeek: 0 },
      supportMessages: { total: 0, open: 0 },
      ...overrides,
    },
    fresh: true,
    status: 'ready',
    refresh: async () => undefined,
  };
}
