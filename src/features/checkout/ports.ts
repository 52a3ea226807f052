import { featurePorts } from '@/lib/backend-context';

/** What the checkout pages read: the owner's checkout status and orders. */
export const checkoutPorts = /* @__PURE__ */ featurePorts('ownerBilling');
export const useCheckoutPort = checkoutPorts.use;
