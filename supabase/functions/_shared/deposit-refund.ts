// deposit-refund: the owner asks for their $99 deposit back from the dashboard. This function only asks Stripe; the
// waitlist row and the order become 'refunded' when stripe-webhook applies Stripe's `charge.refunded`, the same path
// as a refund made in Stripe's dashboard (so every refund, wherever it starts, is recorded one way).
//
// Stripe API facts this relies on (https://docs.stripe.com/api/refunds/create, the stripe-node 23 types
// `RefundCreateParams`/`Refund`, and https://docs.stripe.com/api/idempotent_requests):
// - `POST /v1/refunds` with `payment_intent` refunds that payment's charge, the whole remaining amount when `amount`
//   is left out; `reason: 'requested_by_customer'` is one of the documented reasons.
// - The answer is a Refund whose `status` is `pending`, `requires_action`, `succeeded`, `failed` or `canceled`.
// - A request sent again with the same `Idempotency-Key` (and the same parameters) returns the first result instead
//   of refunding again; keys are kept for at least 24 hours. Past that, a second refund of a fully refunded charge is
//   refused with the error code `charge_already_refunded` (https://docs.stripe.com/error-codes#charge-already-refunded),
//   and a disputed charge with `charge_disputed` (https://docs.stripe.com/error-codes#charge-disputed).
import { requireCaller } from './auth.ts';
import { assertNoDbError, findCustomerId } from './customers.ts';
import type { Deps, DepsProvider } from './deps.ts';
import { findOwnWaitlistRow, isDeposit, type WaitlistRow } from './deposits.ts';
import { HttpError, json, openRequest, responseForError } from './http.ts';


/** The messages the owner may see; the dashboard maps the status, these explain it. */
export const refundMessages = {
  notPaid: 'There is no paid deposit on your account to refund.',
  alreadyRefunded: 'Your deposit has already been refunded.',
  onboardingStarted:
    'Your onboarding has started, so your deposit is no longer refundable: it is credited to your first month instead.',
  notThePayer: 'This deposit was paid from another account, so only that account can ask for it back.',
  declined:
    'Stripe could not refund your deposit, so nothing has changed: your deposit is still paid and your place in line is kept. Please contact support and we will sort it out.',
  unavailable: 'We could not reach our payment provider. Nothing has changed; please try again in a few minutes.',
} as const;

/**
 * The Stripe idempotency key of a deposit's refund: every request for the same payment sends the same key, so a
 * double click or a retried request gets the first refund back instead of a second one.
 */
export function depositRefundIdempotencyKey(paymentIntentId: string): string {
  return `doorkeep-deposit-refund-${paymentIntentId}`;
}

interface DepositOrder {
  id: number;
  customer_id: string;
  status: string;
  amount_total: number | null;
  currency: string | null;
  payment_intent_id: string | null;
}

/** The deposit orders recorded on a waitlist row (completed or refunded), newest first. */
async function depositOrdersOfRow(deps: Deps, rowId: number): Promise<DepositOrder[]> {
  const { data, error } = await deps.admin
    .from('stripe_orders')
    .select('id, customer_id, status, amount_total, currency, payment_intent_id')
    .eq('waitlist_signup_id', rowId)
    .is('deleted_at', null)
    .order('id', { ascending: false });
  assertNoDbError(error, 'reading the deposit orders');
  return ((data as DepositOrder[] | null) ?? []).filter(
    (order) =>
      isDeposit(order.amount_total, order.currency) && (order.status === 'completed' || order.status === 'refunded'),
  );
}

/** The owner is onboarding (a property profile or a call under way) or live: the deposit now goes to the first month. */
const onboardingUnderway = (row: WaitlistRow) => row.onboarding_status === 'onboarding' || row.onboarding_status === 'live';

/**
 * Onboarding has also started once the owner's subscription is anything but the `not_started` record stripe-checkout
 * creates with the customer (the stripe_user_subscriptions rule the dashboard's badge follows).
 */
async function onboardingStarted(deps: Deps, customerId: string): Promise<boolean> {
  const { data, error } = await deps.admin
    .from('stripe_subscriptions')
    .select('status')
    .eq('customer_id', customerId)
    .is('deleted_at', null)
    .maybeSingle();
  assertNoDbError(error, 'reading the subscription');
  const status = (data as { status: string } | null)?.status ?? 'not_started';
  return status !== 'not_started';
}

/** What a Stripe SDK error tells us, read defensively (the double and the SDK both set these fields). */
function stripeErrorOf(error: unknown): { code?: string; statusCode?: number; type?: string } | null {
  if (!error || typeof error !== 'object') return null;
  const { code, statusCode, type } = error as { code?: unknown; statusCode?: unknown; type?: unknown };
  if (typeof statusCode !== 'number' && typeof type !== 'string') return null;
  return {
    code: typeof code === 'string' ? code : undefined,
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    type: typeof type === 'string' ? type : undefined,
  };
}

/** Result of a refund request that Stripe accepted. */
export interface RefundRequested {
  refundId: string;
  /** Stripe's refund status: `succeeded` or `pending` (the webhook records the refund once Stripe reports it). */
  refundStatus: string;
  /** The refunded payment and charge, and the amount, as Stripe's Refund names them. */
  paymentIntentId?: string;
  chargeId?: string | null;
  amount?: number;
  currency?: string;
}

/** Refunds the caller's own deposit through Stripe, or throws an HttpError saying why not. */
export async function requestDepositRefund(deps: Deps, userId: string): Promise<RefundRequested> {
  const row = await findOwnWaitlistRow(deps, userId);
  if (!row) throw new HttpError(409, refundMessages.notPaid);
  const orders = await depositOrdersOfRow(deps, row.id);
  const completed = orders.find((order) => order.status === 'completed');
  if (!completed) {
    if (row.status === 'refunded' || orders.some((order) => order.status === 'refunded')) {
      throw new HttpError(409, refundMessages.alreadyRefunded);
    }
    throw new HttpError(409, refundMessages.notPaid);
  }
  // The row is the caller's; the money must be too. A deposit an admin attached from another buyer's payment goes
  // back to that buyer through the admin, never to whoever holds the row.
  const customerId = await findCustomerId(deps, userId);
  if (!customerId || completed.customer_id !== customerId) throw new HttpError(403, refundMessages.notThePayer);
  if (!row.deposit_paid) throw new HttpError(409, refundMessages.notPaid);
  if (onboardingUnderway(row) || (await onboardingStarted(deps, customerId))) {
    throw new HttpError(409, refundMessages.onboardingStarted);
  }
  if (!completed.payment_intent_id) throw new HttpError(409, refundMessages.declined);

  let refund;
  try {
    refund = await deps.stripe.refunds.create(
      {
        payment_intent: completed.payment_intent_id,
        reason: 'requested_by_customer',
        metadata: { user_id: userId, waitlist_signup_id: String(row.id) },
      },
      { idempotencyKey: depositRefundIdempotencyKey(completed.payment_intent_id) },
    );
  } catch (error) {
    const stripeError = stripeErrorOf(error);
    if (!stripeError) throw error;
    // Already refunded in Stripe (for example from its dashboard) while our webhook has not recorded it yet.
    if (stripeError.code === 'charge_already_refunded') throw new HttpError(409, refundMessages.alreadyRefunded);
    const status = stripeError.statusCode ?? 0;
    if (status >= 500 || status === 0 || status === 429 || stripeError.type === 'StripeConnectionError') {
      console.error(`Refund of ${completed.payment_intent_id}: Stripe unavailable`, error);
      throw new HttpError(502, refundMessages.unavailable);
    }
    console.warn(`Refund of ${completed.payment_intent_id} refused by Stripe: ${stripeError.code ?? status}`);
    throw new HttpError(402, refundMessages.declined);
  }
  if (refund.status === 'failed' || refund.status === 'canceled') {
    console.warn(`Refund ${refund.id} of ${completed.payment_intent_id} is ${refund.status}`);
    throw new HttpError(402, refundMessages.declined);
  }
  return {
    refundId: refund.id,
    refundStatus: refund.status ?? 'pending',
    paymentIntentId: completed.payment_intent_id,
    chargeId: typeof refund.charge === 'string' ? refund.charge : (refund.charge?.id ?? null),
    amount: refund.amount,
    currency: refund.currency,
  };
}

/** Builds the deposit-refund handler. */
export function createDepositRefundHandler(getDeps: DepsProvider): (req: Request) => Promise<Response> {
  return async (req) => {
    let cors: Headers = new Headers();
    try {
      const deps = getDeps();
      const opening = openRequest(req, deps.config.siteOrigins, ['POST']);
      cors = opening.cors;
      if (opening.early) return opening.early;
      const caller = await requireCaller(req, deps);
      // The body carries nothing: the deposit is always the caller's own, found on the server.
      await req.body?.cancel();
      const result = await requestDepositRefund(deps, caller.id);
      return json({ refundId: result.refundId, refundStatus: result.refundStatus }, 200, cors);
    } catch (error) {
      return responseForError(error, cors);
    }
  };
}
