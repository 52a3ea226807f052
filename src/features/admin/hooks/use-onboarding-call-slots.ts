import { useContext } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminPort } from '../ports';
import { adminCallSlotsKey, adminCallSlotsQuery } from '../api';
import { AdminAccountContext } from './use-admin-data';

/** The onboarding call times the admin publishes: the upcoming ones, and publishing and withdrawing. */
export function useOnboardingCallSlots() {
  const port = useAdminPort('onboardingCalls');
  const adminId = useContext(AdminAccountContext)?.adminId ?? '';
  const queryClient = useQueryClient();
  const slots = useQuery(adminCallSlotsQuery(port, adminId));
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: adminCallSlotsKey(adminId) });
  const publish = useMutation({
    mutationFn: ({ startsAt, count }: { startsAt: string; count: number }) => port.publish(startsAt, count),
    onSuccess,
  });
  const withdraw = useMutation({ mutationFn: (slotId: string) => port.withdraw(slotId), onSuccess });
  return { available: port.available, slots, publish, withdraw };
}
