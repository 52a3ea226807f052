import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. Reads are not retried behind the user's back (a failed read says so, and the polled
 * ones ask again on their own schedule), and a read is refreshed when the page says so, not on every focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The first part of every query key that reads one signed-in account's data. Signing that account out cancels and
 * forgets everything under it, so no answer meant for one session is shown in another.
 */
export const accountKey = (accountId: string) => ['account', accountId] as const;

/** Stops the account's reads still on their way and forgets every answer it was given. */
export async function forgetAccount(queryClient: QueryClient, accountId: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: accountKey(accountId) });
  queryClient.removeQueries({ queryKey: accountKey(accountId) });
}
