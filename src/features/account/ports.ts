import { featurePorts } from '@/lib/backend-context';

/** What the account page reads and changes: the account's settings, export and deletion. */
export const accountPorts = /* @__PURE__ */ featurePorts('account');
export const useAccountPort = accountPorts.use;
