import { featurePorts } from '@/lib/backend-context';

/** What the waitlist flow reads and sends: the account, the signup, its place in line and the deposit checkout. */
export const waitlistPorts = /* @__PURE__ */ featurePorts('auth', 'billing', 'ownerBilling', 'submissions');
export const useWaitlistPort = waitlistPorts.use;
