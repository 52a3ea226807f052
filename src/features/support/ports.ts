import { featurePorts } from '@/lib/backend-context';

/** What the support form sends: the message, saved here first and then delivered. */
export const supportPorts = /* @__PURE__ */ featurePorts('submissions');
export const useSupportPort = supportPorts.use;
