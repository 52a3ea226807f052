import { paymentsNotConfiguredMessage, type BillingPort, type OwnerBillingPort } from './billing';

/** Browser-only builds have no server to create a checkout session, so every attempt fails with a clear reason. */
export const browserOnlyBilling: BillingPort = {
  async startCheckout() {
    throw new Error(paymentsNotConfiguredMessage);
  },
};

/** Browser-only builds have no payments to read. */
export const browserOnlyOwnerBilling: OwnerBillingPort = {
  configured: false,
  subscriptionStatus: async () => null,
  orders: async () => [],
  waitlist: async () => null,
  checkoutStatus: async () => ({ kind: 'not-found' }),
  requestDepositRefund: async () => ({
    kind: 'refused',
    reason: 'unavailable',
    message: paymentsNotConfiguredMessage,
  }),
};
