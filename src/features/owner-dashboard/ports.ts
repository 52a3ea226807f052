import { featurePorts } from '@/lib/backend-context';

/** What the owner's dashboard reads and starts: their payments, the deposit checkout, their property profile and their onboarding call. */
export const ownerDashboardPorts = /* @__PURE__ */ featurePorts('billing', 'ownerBilling', 'properties', 'onboardingCalls');
export const useOwnerDashboardPort = ownerDashboardPorts.use;
