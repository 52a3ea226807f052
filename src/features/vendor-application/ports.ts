import { featurePorts } from '@/lib/backend-context';

/** What the vendor application sends: the application, saved here first and then delivered. */
export const vendorApplicationPorts = /* @__PURE__ */ featurePorts('submissions');
export const useVendorApplicationPort = vendorApplicationPorts.use;
