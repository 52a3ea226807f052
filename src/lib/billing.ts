/**
 * How the waitlist starts the $99 deposit checkout. Features call this port only; the checkout issue adds an
 * adapter that asks the backend for a checkout session, and this module picks it when a backend is configured.
 */
export type StartCheckoutInput = {
  /** The e-mail of the waitlist signup paying the deposit. */
  email: string;
  /** The WAIT- id of that signup, so the payment can be matched to it. */
  waitlistId: string;
};

export type BillingPort = {
  /** Creates a checkout session and returns the payment page's address; throws an Error whose message is shown. */
  startCheckout(input: StartCheckoutInput): Promise<{ url: string }>;
};

/** The message a visitor sees when this build has no payment backend. */
export const paymentsNotConfiguredMessage = 'Payments are not configured on this site.';

/** Browser-only builds have no server to create a checkout session, so every attempt fails with a clear reason. */
export const browserOnlyBilling: BillingPort = {
  async startCheckout() {
    throw new Error(paymentsNotConfiguredMessage);
  },
};

/** The billing adapter for this build (browser-only until the checkout adapter is added). */
export const billing: BillingPort = browserOnlyBilling;
