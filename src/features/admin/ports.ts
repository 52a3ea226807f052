import { featurePorts } from '@/lib/backend-context';

/** What the admin dashboard reads: the admin's sign-in and the submissions it reviews. */
export const adminPorts = /* @__PURE__ */ featurePorts('adminAuth', 'adminData');
export const useAdminPort = adminPorts.use;
