import { featurePorts } from '@/lib/backend-context';

/** What the owner's dashboard reads and starts: their payments, the deposit checkout, and their property profile. */
export const ownerDashboardPorts = /* @__PURE__ */ featurePorts('billing', 'ownerBilling', 'properties');
export const useOwnerDashboardPort = ownerDashboardPorts.use;
