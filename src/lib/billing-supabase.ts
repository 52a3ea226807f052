import type { DatabaseClient } from '@/lib/supabase';
import { depositProduct, type StripeProduct } from '@/config/stripe-config';
import { publishableKey, asSignedInUser, functionsUrl, getSupabase, withSignal } from '@/lib/supabase';
import {
  alreadyReservedMessage,
  checkoutCanceledPath,
  checkoutConnectionMessages,
  checkoutMessages,
  paymentsNotConfiguredMessage,
  refundRequestMessages,
  type BillingPort,
  type OrderState,
  type OwnerBillingPort,
} from './billing';
import { CheckoutError } from './checkout-error';

const orderStates: readonly OrderState[] = ['pending', 'completed', 'canceled', 'refunded'];

/** A state this client knows; anything else counts as pending, never as a success. */
const orderState = (value: unknown): OrderState => orderStates.find((state) => state === value) ?? 'pending';

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
    publishableKey: string;
    origin: () => string;
  },
): BillingPort {
  return {
    async startCheckout(input) {
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
            apikey: deps.publishableKey,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            price_id: product.priceId,
            mode: product.mode,
            success_url: `${origin}/checkout-success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${origin}${checkoutCanceledPath(input.cancelPath ?? '/waitlist')}`,
          }),
        });
        body = await readJson(response);
      } catch (caught) {
        // fetch rejects with a TypeError only when no answer came back: the connection, not the server's refusal.
        if (caught instanceof TypeError) {
          const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
          throw new CheckoutError(offline ? checkoutConnectionMessages.offline : checkoutConnectionMessages.unavailable);
        }
        throw new CheckoutError(checkoutMessages.unexpected);
      }
      if (!response.ok) {
        if (response.status === 401) throw new CheckoutError(checkoutMessages.noToken, true);
        // The status decides, not the server's wording: the page offers the dashboard instead of another try.
        if (response.status === 409) throw new CheckoutError(alreadyReservedMessage, { alreadyReserved: true });
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
  client: () => Promise<DatabaseClient | null>;
  session: () => Promise<{ userId: string; token: string } | null>;
  fetch: typeof fetch;
  functionsUrl: string;
  publishableKey: string;
}): OwnerBillingPort {
  /** The client and the signed-in owner's token for one read; null when nobody is signed in (the views refuse anon). */
  async function signedIn(): Promise<{ supabase: DatabaseClient; token: string } | null> {
    const supabase = await deps.client();
    if (!supabase) throw new Error(paymentsNotConfiguredMessage);
    const session = await deps.session().catch(() => null);
    return session ? { supabase, token: session.token } : null;
  }
  return {
    configured: true,
    async subscriptionStatus(signal) {
      const owner = await signedIn();
      if (!owner) return null;
      const query = asSignedInUser(owner.supabase.from('stripe_user_subscriptions').select('subscription_status'), owner.token);
      const { data, error } = await withSignal(query.limit(1), signal).maybeSingle();
      if (error) throw new Error(error.message);
      if (!data) return null;
      return data.subscription_status ?? '';
    },
    async orders(signal) {
      const owner = await signedIn();
      if (!owner) return [];
      const columns = 'reference, order_date, amount_total, currency, payment_status, order_status';
      const query = asSignedInUser(owner.supabase.from('stripe_user_orders').select(columns), owner.token);
      const { data, error } = await withSignal(query.order('order_date', { ascending: false }), signal);
      if (error) throw new Error(error.message);
      return (data ?? []).map((row) => ({
        reference: row.reference ?? '',
        orderDate: row.order_date ?? '',
        amountTotal: row.amount_total ?? 0,
        currency: row.currency ?? 'usd',
        paymentStatus: row.payment_status ?? '',
        status: orderState(row.order_status),
      }));
    },
    async waitlist(signal) {
      const owner = await signedIn();
      if (!owner) return null;
      const columns = 'queue_position, deposit_paid, deposit_amount, status, refunded_at, onboarding_status';
      const query = asSignedInUser(owner.supabase.from('my_waitlist_signup').select(columns), owner.token);
      const { data, error } = await withSignal(query.limit(1), signal).maybeSingle();
      if (error) throw new Error(error.message);
      if (!data) return null;
      return {
        queuePosition: data.queue_position,
        depositPaid: data.deposit_paid === true,
        depositAmount: data.deposit_amount ?? 0,
        status: data.status ?? '',
        refundedAt: data.refunded_at,
        ...(data.onboarding_status ? { onboardingStatus: data.onboarding_status } : {}),
      };
    },
    async checkoutStatus(sessionId, signal) {
      const session = await deps.session();
      if (!session) return { kind: 'not-found' };
      const response = await deps.fetch(`${deps.functionsUrl}/checkout-status`, {
        ...(signal ? { signal } : {}),
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}`, apikey: deps.publishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ session_id: sessionId }),
      });
      if (response.status === 404 || response.status === 400) return { kind: 'not-found' };
      if (!response.ok) throw new Error(`checkout-status answered ${response.status}`);
      const body = await readJson(response);
      return {
        kind: 'found',
        reference: typeof body.reference === 'string' && body.reference ? body.reference : null,
        amountTotal: typeof body.amountTotal === 'number' ? body.amountTotal : null,
        currency: typeof body.currency === 'string' ? body.currency : null,
        paymentStatus: typeof body.paymentStatus === 'string' ? body.paymentStatus : null,
        // An order state this client does not know is not a success: keep waiting for one it does.
        status: orderState(body.status),
        queuePosition: typeof body.queuePosition === 'number' ? body.queuePosition : null,
      };
    },
    async requestDepositRefund() {
      const refused = (reason: 'declined' | 'not-refundable' | 'signed-out' | 'unavailable', message: string) =>
        ({ kind: 'refused', reason, message }) as const;
      const session = await deps.session().catch(() => null);
      if (!session) return refused('signed-out', refundRequestMessages.signedOut);
      let response: Response;
      let body: Record<string, unknown>;
      try {
        response = await deps.fetch(`${deps.functionsUrl}/deposit-refund`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${session.token}`, apikey: deps.publishableKey, 'Content-Type': 'application/json' },
          body: '{}',
        });
        body = await readJson(response);
      } catch {
        return refused('unavailable', refundRequestMessages.unavailable);
      }
      if (response.ok) return { kind: 'requested' };
      // The status decides what happened; the server's sentence, when there is one, explains it.
      const said = typeof body.error === 'string' && body.error ? body.error : null;
      if (response.status === 401) return refused('signed-out', refundRequestMessages.signedOut);
      if (response.status === 402) return refused('declined', said ?? refundRequestMessages.declined);
      if (response.status === 403 || response.status === 409) {
        return refused('not-refundable', said ?? refundRequestMessages.notRefundable);
      }
      return refused('unavailable', refundRequestMessages.unavailable);
    },
  };
}

/** Both billing adapters over this build's Supabase project, for the $99 deposit. */
export function connectSupabaseBilling(): { billing: BillingPort; ownerBilling: OwnerBillingPort } {
  const deps = {
    session: accessToken,
    fetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    functionsUrl: functionsUrl(),
    publishableKey,
  };
  return {
    billing: createSupabaseBilling(depositProduct, { ...deps, origin: () => window.location.origin }),
    ownerBilling: createSupabaseOwnerBilling({ ...deps, client: getSupabase }),
  };
}
