import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { forgetAccount } from './query-client';

/**
 * Forgets an account's queries once it is no longer the signed-in one (signed out here, in another tab, or replaced
 * by another account), so its answers never reach the next person at this screen.
 */
export function useForgetSignedOutAccount(accountId: string | null | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(accountId);
  useEffect(() => {
    const before = previous.current;
    previous.current = accountId;
    if (before && before !== accountId) void forgetAccount(queryClient, before);
  }, [accountId, queryClient]);
}

/**
 * Signs an account out: its reads still on their way are stopped and its answers forgotten first, and only then does
 * `endSession` end the session, so no read of theirs leaves without it.
 */
export function useSignOutForgetting() {
  const queryClient = useQueryClient();
  return useCallback(
    async (accountId: string | null | undefined, endSession: () => unknown) => {
      if (accountId) await forgetAccount(queryClient, accountId);
      await endSession();
    },
    [queryClient],
  );
}
