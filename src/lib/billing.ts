/**
 * The billing ports: how the waitlist starts the $99 deposit checkout, and how the owner pages read payments.
 * Types and the catalogue's messages only; the adapters (billing-supabase.ts, billing-browser.ts) implement them
 * and src/app/backend picks the ones this build uses.
 */
export type StartCheckoutInput = {
  /** The e-mail of the waitlist signup paying the deposit. */
  email: string;
  /** The WAIT- id of that signup, so the payment can be matched to it. */
  waitlistId: string;
  /** The whole signup (the submissions port delivers its server row, linked to the signed-in account). */
  signup?: WaitlistLink;
  /** The page a cancel on the payment page returns to (a path of this site); the waitlist when not given. */
  cancelPath?: string;
};

/**
 * The query a cancelled payment page returns with (`?checkout=canceled`): the page it lands on says that nothing
 * was charged.
 */
export const checkoutCanceledQuery = { name: 'checkout', value: 'canceled' } as const;

/** True when `search` (a location's query string) is the return from a cancelled payment page. */
export function isCheckoutCanceledReturn(search: string): boolean {
  return new URLSearchParams(search).get(checkoutCanceledQuery.name) === checkoutCanceledQuery.value;
}

/** `path` with the cancelled-payment query added. */
export function checkoutCanceledPath(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${checkoutCanceledQuery.name}=${checkoutCanceledQuery.value}`;
}

export type BillingPort = {
  /** Creates a checkout session and returns the payment page's address; throws an Error whose message is shown. */
  startCheckout(input: StartCheckoutInput): Promise<{ url: string }>;
};

/** The exact messages of the checkout rows of the error catalogue. */
export const checkoutMessages = {
  noUser: 'Please log in to continue with your purchase',
  noToken: 'Authentication session expired. Please log in again.',
  notOk: 'Failed to create checkout session',
  noUrl: 'No checkout URL received',
  unexpected: 'An unexpected error occurred',
  noProduct: 'Product configuration error. Please try again later.',
} as const;

/**
 * The payment page could not be opened because the connection is gone (or the server cannot be reached): said as
 * every other form says it, with the fact that matters here, that nothing was charged.
 */
export const checkoutConnectionMessages = {
  offline: 'You appear to be offline, so the payment page could not open. Nothing was charged. Check your connection and try again.',
  unavailable: 'We could not reach our server, so the payment page could not open. Nothing was charged. Please try again in a moment.',
} as const;

/** The message when stripe-checkout answers 409: this owner already holds a completed, unrefunded deposit. */
export const alreadyReservedMessage = 'Your $99 deposit has been paid, so your place in line is held.';

/** The message a visitor sees when this build has no payment backend. */
export const paymentsNotConfiguredMessage = 'Payments are not configured on this site.';

/** The fields of a local waitlist signup that the server row repeats. */
export type WaitlistLink = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  properties: string;
};

/** A row of the per-user orders view, as the dashboard and the receipt show it. */
export type OwnerOrder = {
  /** The name a customer sees for the order (DK-RES- and 8 characters), assigned by the database. */
  reference: string;
  orderDate: string;
  /** In cents. */
  amountTotal: number;
  currency: string;
  paymentStatus: string;
  status: OrderState;
};

/** The owner's own waitlist row, with the server's queue position. */
export type OwnerWaitlist = {
  queuePosition: number | null;
  depositPaid: boolean;
  /** The deposit recorded on the row, in dollars (0 until paid). */
  depositAmount: number;
  status: string;
  /** When the deposit was refunded (ISO), null while it is not. */
  refundedAt?: string | null;
  /** Where the owner stands on the way to go-live (waitlisted, invited, onboarding, live, withdrawn), when known. */
  onboardingStatus?: string;
};

/**
 * What the deposit-refund function answered. `requested`: Stripe took the refund and the webhook will mark the
 * deposit refunded. Otherwise the deposit is as it was and `message` says why.
 */
export type DepositRefundResult =
  | { kind: 'requested' }
  | {
      kind: 'refused';
      /** declined: Stripe refused it; not-refundable: already refunded, unpaid, onboarding started or not the payer. */
      reason: 'declined' | 'not-refundable' | 'signed-out' | 'unavailable';
      message: string;
    };

/** The messages of a refund request the server did not explain itself. */
export const refundRequestMessages = {
  declined:
    'Stripe could not refund your deposit, so nothing has changed: your deposit is still paid and your place in line is kept. Please contact support and we will sort it out.',
  notRefundable: 'This deposit can no longer be refunded here. Please contact support.',
  signedOut: 'Your session has expired. Please log in again to ask for your refund.',
  unavailable:
    'We could not reach our payment provider. Nothing has changed; please try again in a few minutes.',
} as const;

/** The states of an order (the stripe_order_status enum). */
export type OrderState = 'pending' | 'completed' | 'canceled' | 'refunded';

/** What the checkout-status function says about a session the caller started. */
export type CheckoutStatus =
  | {
      kind: 'found';
      /** The order's customer reference; null until the payment has been recorded. */
      reference: string | null;
      amountTotal: number | null;
      currency: string | null;
      paymentStatus: string | null;
      status: OrderState;
      queuePosition: number | null;
    }
  | { kind: 'not-found' };

/**
 * Reads of the owner's own payment data (RLS decides what is theirs). Methods throw on a failed read; signed out
 * there is nothing of the owner's, so the reads answer "none" (null, or no orders) without asking. A read's
 * `signal` stops its request when the read is cancelled: signing out cancels the account's reads first.
 */
export type OwnerBillingPort = {
  configured: boolean;
  /** subscription_status of the per-user subscriptions view, or null when there is no record. */
  subscriptionStatus(signal?: AbortSignal): Promise<string | null>;
  /** Orders, newest first. */
  orders(signal?: AbortSignal): Promise<OwnerOrder[]>;
  waitlist(signal?: AbortSignal): Promise<OwnerWaitlist | null>;
  checkoutStatus(sessionId: string, signal?: AbortSignal): Promise<CheckoutStatus>;
  /** Asks for the signed-in owner's own deposit back (the deposit-refund function). Never throws. */
  requestDepositRefund(): Promise<DepositRefundResult>;
};
