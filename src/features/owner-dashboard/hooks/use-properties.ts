import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyInput } from '@/lib/properties';
import { useOwnerDashboardPort } from '../ports';
import { invalidateProperties, propertiesQuery, thisBrowserProfile } from '../api';

/**
 * The owner's property profile and its three changes. `accountId` is the signed-in owner's id, or undefined before
 * the session is known; browser-only builds read this browser's profile.
 */
export function useProperties(accountId: string | undefined) {
  const port = useOwnerDashboardPort('properties');
  const queryClient = useQueryClient();
  const id = port.keeps === 'browser' ? thisBrowserProfile : (accountId ?? '');
  const properties = useQuery(propertiesQuery(port, id));
  const onSuccess = () => invalidateProperties(queryClient, id);
  const add = useMutation({ mutationFn: (input: PropertyInput) => port.add(input), onSuccess });
  const update = useMutation({
    mutationFn: ({ id: propertyId, input }: { id: string; input: PropertyInput }) => port.update(propertyId, input),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: (propertyId: string) => port.remove(propertyId), onSuccess });
  return { properties, add, update, remove, keeps: port.keeps };
}
