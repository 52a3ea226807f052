import { featurePorts } from '@/lib/backend-context';

/** What the vendor pages read: the vendor's sign-in and profile, and their compliance documents. */
export const vendorPortalPorts = /* @__PURE__ */ featurePorts('vendorAuth', 'vendorDocuments');
export const useVendorPortalPort = vendorPortalPorts.use;
