import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorDocumentFiling, VendorDocumentsPort } from '@/lib/vendor-documents';
import { accountKey } from '@/lib/query/query-client';

/** The vendor portal's keys, under the signed-in account's own key so that signing out forgets them. */
export const vendorDocumentsKeys = {
  all: (userId: string) => [...accountKey(userId), 'vendor-documents'] as const,
};

/** The vendor's documents and the license number on their application; never asked in browser-only mode. */
export const vendorDocumentsQuery = (port: VendorDocumentsPort, userId: string) =>
  queryOptions({
    queryKey: vendorDocumentsKeys.all(userId),
    queryFn: ({ signal }) => port.list(signal),
    enabled: port.configured && userId !== '',
  });

/** Files or replaces one document, then reads the documents again (the server sets the status and times). */
export function useFileVendorDocument(port: VendorDocumentsPort, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filing: VendorDocumentFiling) => port.file(filing),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorDocumentsKeys.all(userId), exact: true }),
  });
}
