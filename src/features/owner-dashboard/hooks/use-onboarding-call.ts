import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CallError } from '@/lib/onboarding-calls';
import { useOwnerDashboardPort } from '../ports';
import { invalidateOnboardingCall, myOnboardingCallQuery, onboardingCallKeys, openCallSlotsQuery } from '../api';

/**
 * The owner's onboarding call: their booked call, the open times (read while they may book), and booking, moving
 * and cancelling. `accountId` is the signed-in owner's id (undefined in browser-only mode or before the session is
 * known); `mayBook` is whether their deposit is paid.
 */
export function useOnboardingCall(accountId: string | undefined, mayBook: boolean) {
  const port = useOwnerDashboardPort('onboardingCalls');
  const queryClient = useQueryClient();
  const id = accountId ?? '';
  const mine = useQuery(myOnboardingCallQuery(port, id));
  const open = useQuery(openCallSlotsQuery(port, id, mayBook));
  const settle = () => invalidateOnboardingCall(queryClient, id);
  // A time someone else took is gone from the list at once; the owner's choice of any other kind stays.
  const onError = (error: Error) => {
    if (error instanceof CallError && (error.kind === 'taken' || error.kind === 'gone' || error.kind === 'past')) {
      void queryClient.invalidateQueries({ queryKey: onboardingCallKeys.open(id) });
    }
  };
  const book = useMutation({
    mutationFn: ({ slotId, timeZone }: { slotId: string; timeZone: string }) => port.book(slotId, timeZone),
    onSuccess: settle,
    onError,
  });
  const move = useMutation({
    mutationFn: ({ slotId, timeZone }: { slotId: string; timeZone: string }) => port.move(slotId, timeZone),
    onSuccess: settle,
    onError,
  });
  const cancel = useMutation({ mutationFn: () => port.cancel(), onSuccess: settle });
  return { available: port.available, mine, open, book, move, cancel };
}
