import { featurePorts } from '@/lib/backend-context';

/** What the owner's dashboard reads and starts: their payments, and the deposit checkout. */
export const ownerDashboardPorts = /* @__PURE__ */ featurePorts('billing', 'ownerBilling');
export const useOwnerDashboardPort = ownerDashboardPorts.use;
