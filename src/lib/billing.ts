import type { SupabaseClient } from '@supabase/supabase-js';
import { depositProduct, type StripeProduct } from '@/config/stripe-config';
import { anonKey, backendConfigured, functionsUrl, getSupabase } from '@/lib/supabase';

/**
 * How the waitlist starts the $99 deposit checkout, and how the owner pages read payments. Features call these
 * ports only; which adapter serves them is decided once, from env, at the bottom of this file.
 */
export type StartCheckoutInput = {
  /** The e-mail of the waitlist signup paying the deposit. */
  email: string;
  /** The WAIT- id of that signup, so the payment can be matched to it. */
  waitlistId: string;
  /** The whole signup (the submissions port delivers its server row, linked to the signed-in account). */
  signup?: WaitlistLink;
};

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

/** A checkout failure; `loginRequired` asks the page to send the visitor to /login afterwards. */
export class CheckoutError extends Error {
  readonly loginRequired: boolean;
  constructor(message: string, loginRequired = false) {
    super(message);
    this.name = 'CheckoutError';
    this.loginRequired = loginRequired;
  }
}

/** The message a visitor sees when this build has no payment backend. */
export const paymentsNotConfiguredMessage = 'Payments are not configured on this site.';

/** Browser-only builds have no server to create a checkout session, so every attempt fails with a clear reason. */
export const browserOnlyBilling: BillingPort = {
  async startCheckout() {
    throw new Error(paymentsNotConfiguredMessage);
  },
};

/** The fields of a local waitlist signup that the server row repeats. */
export type WaitlistLink = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  properties: string;
};

/** A row of the per-user orders view, as the dashboard shows it. */
export type OwnerOrder = {
  orderId: number;
  orderDate: string;
  /** In cents. */
  amountTotal: number;
  currency: string;
  paymentStatus: string;
};

/** The owner's own waitlist row, with the server's queue position. */
export type OwnerWaitlist = { queuePosition: number | null; depositPaid: boolean; status: string };

/** What the checkout-status function says about a session the caller started. */
export type CheckoutStatus =
  | {
      kind: 'found';
      orderId: number | null;
      amountTotal: number | null;
      currency: string | null;
      paymentStatus: string | null;
      status: (typeof orderStates)[number];
      queuePosition: number | null;
    }
  | { kind: 'not-found' };

const orderStates = ['pending', 'completed', 'canceled', 'refunded'] as const;

/** Reads of the owner's own payment data (RLS decides what is theirs). Methods throw on a failed read. */
export type OwnerBillingPort = {
  configured: boolean;
  /** subscription_status of the per-user subscriptions view, or null when there is no record. */
  subscriptionStatus(): Promise<string | null>;
  /** Orders, newest first. */
  orders(): Promise<OwnerOrder[]>;
  waitlist(): Promise<OwnerWaitlist | null>;
  checkoutStatus(sessionId: string): Promise<CheckoutStatus>;
};

async function accessToken(): Promise<{ userId: string; token: string } | null> {
  const supabase = await getSupabase();
  if (!supabase) return null;
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) return null;
  return { userId: session.user.id, token: session.access_token };
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Builds the Supabase billing adapter for `product` (exported for tests). */
export function createSupabaseBilling(
  product: StripeProduct,
  deps: {
    session: () => Promise<{ userId: string; token: string } | null>;
    fetch: typeof fetch;
    functionsUrl: string;
    anonKey: string;
    origin: () => string;
  },
): BillingPort {
  return {
    async startCheckout() {
      if (!product.priceId) throw new CheckoutError(checkoutMessages.noProduct);
      const session = await deps.session().catch(() => null);
      if (!session) throw new CheckoutError(checkoutMessages.noUser, true);
      if (!session.token) throw new CheckoutError(checkoutMessages.noToken, true);
      let response: Response;
      let body: Record<string, unknown>;
      try {
        const origin = deps.origin();
        response = await deps.fetch(`${deps.functionsUrl}/stripe-checkout`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${session.token}`,
            apikey: deps.anonKey,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            price_id: product.priceId,
            mode: product.mode,
            success_url: `${origin}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${origin}/waitlist`,
          }),
        });
        body = await readJson(response);
      } catch {
        throw new CheckoutError(checkoutMessages.unexpected);
      }
      if (!response.ok) {
        if (response.status === 401) throw new CheckoutError(checkoutMessages.noToken, true);
        const message = typeof body.error === 'string' && body.error ? body.error : checkoutMessages.notOk;
        throw new CheckoutError(message);
      }
      if (typeof body.url !== 'string' || !body.url) throw new CheckoutError(checkoutMessages.noUrl);
      return { url: body.url };
    },
  };
}

/** Builds the Supabase adapter of the owner's reads (exported for tests). */
export function createSupabaseOwnerBilling(deps: {
  client: () => Promise<SupabaseClient | null>;
  session: () => Promise<{ userId: string; token: string } | null>;
  fetch: typeof fetch;
  functionsUrl: string;
  anonKey: string;
}): OwnerBillingPort {
  async function clientOrThrow() {
    const supabase = await deps.client();
    if (!supabase) throw new Error(paymentsNotConfiguredMessage);
    return supabase;
  }
  return {
    configured: true,
    async subscriptionStatus() {
      const { data, error } = await (await clientOrThrow())
        .from('stripe_user_subscriptions')
        .select('*')
        .limit(1)
        .maybeSingle();
      if (error) throw new Error(error.message);
      if (!data) return null;
      return typeof data.subscription_status === 'string' ? data.subscription_status : '';
    },
    async orders() {
      const { data, error } = await (await clientOrThrow())
        .from('stripe_user_orders')
        .select('*')
        .order('order_date', { ascending: false });
      if (error) throw new Error(error.message);
      return (data ?? []).map((row) => ({
        orderId: Number(row.order_id),
        orderDate: String(row.order_date ?? ''),
        amountTotal: Number(row.amount_total ?? 0),
        currency: String(row.currency ?? 'usd'),
        paymentStatus: String(row.payment_status ?? ''),
      }));
    },
    async waitlist() {
      const supabase = await clientOrThrow();
      // Signed out (e.g. step 2 resumed after the session ended) there is no own row, and the view refuses anon.
      if (!(await deps.session().catch(() => null))) return null;
      const { data, error } = await supabase
        .from('my_waitlist_signup')
        .select('queue_position, deposit_paid, status')
        .limit(1)
        .maybeSingle();
      if (error) throw new Error(error.message);
      if (!data) return null;
      return {
        queuePosition: data.queue_position == null ? null : Number(data.queue_position),
        depositPaid: data.deposit_paid === true,
        status: String(data.status ?? ''),
      };
    },
    async checkoutStatus(sessionId) {
      const session = await deps.session();
      if (!session) return { kind: 'not-found' };
      const response = await deps.fetch(`${deps.functionsUrl}/checkout-status`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}`, apikey: deps.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ session_id: sessionId }),
      });
      if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
      if (!response.ok) throw new Error(`checkout-status answered ${response.status}`);
      const body = await readJson(response);
      return {
        kind: 'found',
        orderId: typeof body.orderId === 'number' ? body.orderId : null,
        amountTotal: typeof body.amountTotal === 'number' ? body.amountTotal : null,
        currency: typeof body.currency === 'string' ? body.currency : null,
        paymentStatus: typeof body.paymentStatus === 'string' ? body.paymentStatus : null,
        // An order state this client does not know is not a success: keep waiting for one it does.
        status: orderStates.find((state) => state === body.status) ?? 'pending',
        queuePosition: typeof body.queuePosition === 'number' ? body.queuePosition : null,
      };
    },
  };
}

const browserOnlyOwnerBilling: OwnerBillingPort = {
  configured: false,
  subscriptionStatus: async () => null,
  orders: async () => [],
  waitlist: async () => null,
  checkoutStatus: async () => ({ kind: 'not-found' }),
};

/** Reads of the owner's payments for this build. */
export const ownerBilling: OwnerBillingPort = backendConfigured
  ? createSupabaseOwnerBilling({
      client: getSupabase,
      session: accessToken,
      fetch: (...args) => fetch(...args),
      functionsUrl: functionsUrl(),
      anonKey,
    })
  : browserOnlyOwnerBilling;

/** The billing adapter for this build: the checkout function when a backend is configured, else browser-only. */
export const billing: BillingPort = backendConfigured
  ? createSupabaseBilling(depositProduct, {
      session: accessToken,
      fetch: (...args) => fetch(...args),
      functionsUrl: functionsUrl(),
      anonKey,
      origin: () => window.location.origin,
    })
  : browserOnlyBilling;
