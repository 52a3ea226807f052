import { featurePorts } from '@/lib/backend-context';

/** What the vendor pages read: the vendor's sign-in and profile. */
export const vendorPortalPorts = /* @__PURE__ */ featurePorts('vendorAuth');
export const useVendorPortalPort = vendorPortalPorts.use;
