import { queryOptions } from '@tanstack/react-query';
import type { AccountPort } from '@/lib/account';
import { accountKey } from '@/lib/query/query-client';

/** The account page's keys, under the signed-in account's own key so that signing out forgets them. */
export const accountSettingsKeys = {
  all: (userId: string) => [...accountKey(userId), 'account-settings'] as const,
  overview: (userId: string) => [...accountKey(userId), 'account-settings', 'overview'] as const,
};

/** Whether the account holds a paid deposit (what a deletion would refund first). */
export const accountOverviewQuery = (port: AccountPort, userId: string) =>
  queryOptions({
    queryKey: accountSettingsKeys.overview(userId),
    queryFn: ({ signal }) => port.overview(signal),
    enabled: port.configured && userId !== '',
  });
