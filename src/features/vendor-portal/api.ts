import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorDocumentFiling, VendorDocumentsPort } from '@/lib/vendor-documents';
import type { VendorAuthPort, VendorProfileFields } from '@/lib/vendor-auth';
import { contactHoursOptions, quoteMethodOptions, serviceRadiusOptions } from '@/lib/submissions';
import { accountKey } from '@/lib/query/query-client';
import { profileCategories } from './content/portal';
import { emptyVendorProfile, vendorProfileStore, type VendorProfile } from './data';

/** The vendor portal's keys, under the signed-in account's own key so that signing out forgets them. */
export const vendorPortalKeys = {
  profile: (accountId: string) => [...accountKey(accountId), 'vendor-profile'] as const,
  documents: (userId: string) => [...accountKey(userId), 'vendor-documents'] as const,
};

const oneOf = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  (options as readonly string[]).includes(value) ? (value as T) : fallback;

/** The portal form's view of the vendor's server profile (their application). */
function profileFromServer(fields: VendorProfileFields): VendorProfile {
  return {
    companyName: fields.company,
    contactPerson: fields.contact,
    phone: fields.phone,
    email: fields.email,
    serviceRadius: oneOf(serviceRadiusOptions, fields.serviceAreaRadius, emptyVendorProfile.serviceRadius),
    categories: fields.categories.filter((category): category is VendorProfile['categories'][number] =>
      (profileCategories as readonly string[]).includes(category),
    ),
    contactHours: oneOf<VendorProfile['contactHours']>(contactHoursOptions, fields.contactHours, ''),
    smsNumber: fields.smsNumber,
    serviceAreaZipCodes: fields.serviceAreaZipCodes,
    notes: fields.notes,
    preferredQuoteMethod: oneOf(
      quoteMethodOptions,
      fields.preferredQuoteMethod,
      emptyVendorProfile.preferredQuoteMethod,
    ),
    emergencyServices: fields.emergencyServices,
    minHourlyRate: fields.minHourlyRate,
    maxHourlyRate: fields.maxHourlyRate,
    minServiceCharge: fields.minServiceCharge,
  };
}

/**
 * The portal's profile: with a backend the signed-in vendor's own application (null when the session is not a
 * vendor's), else the one this browser saved.
 */
export const vendorProfileQuery = (vendorAuth: VendorAuthPort, accountId: string, enabled: boolean) =>
  queryOptions({
    queryKey: vendorPortalKeys.profile(accountId),
    queryFn: async ({ signal }): Promise<VendorProfile | null> => {
      if (!vendorAuth.requiresSession) return vendorProfileStore.read() ?? null;
      const vendor = await vendorAuth.currentVendor(signal);
      return vendor ? profileFromServer(vendor) : null;
    },
    enabled,
  });

/** The vendor's documents and the license number on their application; never asked in browser-only mode. */
export const vendorDocumentsQuery = (port: VendorDocumentsPort, userId: string) =>
  queryOptions({
    queryKey: vendorPortalKeys.documents(userId),
    queryFn: ({ signal }) => port.list(signal),
    enabled: port.configured && userId !== '',
  });

/** Files or replaces one document, then reads the documents again (the server sets the status and times). */
export function useFileVendorDocument(port: VendorDocumentsPort, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filing: VendorDocumentFiling) => port.file(filing),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: vendorPortalKeys.documents(userId), exact: true }),
  });
}
