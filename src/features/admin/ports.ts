import { featurePorts } from '@/lib/backend-context';

/** What the admin dashboard reads: the admin's sign-in the submissions it reviews and the onboarding call times it publishes. */
export const adminPorts = /* @__PURE__ */ featurePorts('adminAuth', 'adminData', 'onboardingCalls');
export const useAdminPort = adminPorts.use;
