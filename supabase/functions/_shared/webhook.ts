// stripe-webhook: verifies Stripe's signature, applies each event once and answers 5xx when it could not, so Stripe
// retries. A paid deposit lands on the waitlist row stripe-checkout named in the session's metadata, or, when there is
// none, in unmatched_deposits for the admin: it is never acknowledged without being recorded somewhere.
import Stripe from 'stripe';
import { assertNoDbError, findUserIdByCustomer } from './customers.ts';
import type { Deps, DepsProvider } from './deps.ts';
import { Constants, type Database } from './database.types.ts';
import {
  DEPOSIT_AMOUNT_DOLLARS,
  findOwnWaitlistRow,
  isDeposit,
  WAITLIST_COLUMNS,
  type WaitlistRow,
} from './deposits.ts';
import { errorResponse, json, responseForError } from './http.ts';

const cryptoProvider = Stripe.createSubtleCryptoProvider();

type OrderStatus = 'pending' | 'completed' | 'canceled' | 'refunded';
interface OrderRow {
  id: number;
  checkout_session_id: string;
  customer_id: string;
  status: OrderStatus;
  amount_total: number | null;
  currency: string | null;
  payment_intent_id: string | null;
  payment_status: string | null;
  waitlist_signup_id: number | null;
}
type UnmatchedReason = 'no_waitlist_row' | 'second_deposit' | 'not_the_deposit';

/**
 * Stripe does not guarantee the order of events (https://docs.stripe.com/webhooks#event-ordering), so an order only
 * ever moves up this ladder: a late `checkout.session.completed` with payment_status 'unpaid' never undoes an
 * `async_payment_succeeded`, and nothing undoes a refund.
 */
const STATUS_RANK: Record<OrderStatus, number> = { pending: 0, canceled: 1, completed: 2, refunded: 3 };
const ORDER_COLUMNS =
  'id, checkout_session_id, customer_id, status, amount_total, currency, payment_intent_id, payment_status, waitlist_signup_id';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const nowIso = () => new Date().toISOString();

const higher = (a: OrderStatus, b: OrderStatus): OrderStatus => (STATUS_RANK[b] > STATUS_RANK[a] ? b : a);

async function findOrder(deps: Deps, column: 'checkout_session_id' | 'payment_intent_id', value: string) {
  const { data, error } = await deps.admin
    .from('stripe_orders')
    .select(ORDER_COLUMNS)
    .eq(column, value)
    .maybeSingle();
  assertNoDbError(error, 'reading the order');
  return data as OrderRow | null;
}

async function userIdForCustomer(
  deps: Deps,
  customerId: string,
  metadata: Record<string, string> | null | undefined,
) {
  // Our own mapping wins; the metadata we set at checkout is the fallback.
  return (await findUserIdByCustomer(deps, customerId)) ?? metadata?.user_id ?? null;
}

async function waitlistRowById(deps: Deps, id: number): Promise<WaitlistRow | null> {
  const { data, error } = await deps.admin
    .from('waitlist_signups')
    .select(WAITLIST_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  assertNoDbError(error, 'reading the waitlist row');
  return data as WaitlistRow | null;
}

/**
 * The row a session pays for: the one stripe-checkout put in its metadata (when it still belongs to the buyer),
 * else the buyer's own row now (the signup may have reached the server after the checkout started).
 */
async function waitlistRowForSession(
  deps: Deps,
  session: Stripe.Checkout.Session,
  userId: string | null,
): Promise<number | null> {
  const fromMetadata = session.metadata?.waitlist_signup_id;
  if (fromMetadata && /^\d{1,18}$/.test(fromMetadata)) {
    const row = await waitlistRowById(deps, Number(fromMetadata));
    if (row && (row.user_id === null || row.user_id === userId)) return row.id;
    console.warn(`Checkout session ${session.id}: waitlist row ${fromMetadata} is not the buyer's`);
  }
  if (!userId) return null;
  return (await findOwnWaitlistRow(deps, userId))?.id ?? null;
}

// The masked card the admin list shows; best effort, a deposit is confirmed even when Stripe cannot tell.
async function cardLast4For(deps: Deps, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  try {
    const intent = await deps.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    const last4 = charge && typeof charge === 'object' ? charge.payment_method_details?.card?.last4 : null;
    return last4 && /^\d{4}$/.test(last4) ? last4 : null;
  } catch (error) {
    console.warn(`Could not read the card of ${paymentIntentId}: ${(error as Error).message}`);
    return null;
  }
}

async function hasRefund(deps: Deps, paymentIntentId: string | null): Promise<boolean> {
  if (!paymentIntentId) return false;
  const { data, error } = await deps.admin
    .from('stripe_refunds')
    .select('payment_intent_id')
    .eq('payment_intent_id', paymentIntentId)
    .maybeSingle();
  assertNoDbError(error, 'reading the refunds');
  return data !== null;
}

/** Completed deposit orders matching `column = value`, other than the session `exceptSessionId`. */
async function otherCompletedDeposits(
  deps: Deps,
  column: 'waitlist_signup_id' | 'customer_id',
  value: number | string,
  exceptSessionId: string,
): Promise<OrderRow[]> {
  const { data, error } = await deps.admin
    .from('stripe_orders')
    .select(ORDER_COLUMNS)
    .eq(column, value)
    .eq('status', 'completed')
    .neq('checkout_session_id', exceptSessionId);
  assertNoDbError(error, 'reading the other deposits');
  return ((data as OrderRow[] | null) ?? []).filter((order) => isDeposit(order.amount_total, order.currency));
}

// Paid money the admin must see because no waitlist row shows it (or shows it twice); one entry per session.
async function recordUnmatched(
  deps: Deps,
  session: Stripe.Checkout.Session,
  customerId: string,
  userId: string | null,
  waitlistSignupId: number | null,
  reason: UnmatchedReason,
): Promise<void> {
  console.error(`Checkout session ${session.id}: paid money recorded as an unmatched deposit (${reason})`);
  const { error } = await deps.admin.from('unmatched_deposits').upsert(
    {
      checkout_session_id: session.id,
      payment_intent_id: idOf(session.payment_intent),
      customer_id: customerId,
      user_id: userId,
      waitlist_signup_id: waitlistSignupId,
      amount_total: session.amount_total,
      currency: session.currency,
      reason,
    },
    { onConflict: 'checkout_session_id', ignoreDuplicates: true },
  );
  assertNoDbError(error, 'recording the unmatched deposit');
}

async function confirmRow(deps: Deps, rowId: number, cardLast4: string | null): Promise<void> {
  const { error } = await deps.admin
    .from('waitlist_signups')
    .update({
      deposit_paid: true,
      deposit_amount: DEPOSIT_AMOUNT_DOLLARS,
      status: 'confirmed',
      refunded_at: null,
      updated_at: nowIso(),
      ...(cardLast4 ? { card_last4: cardLast4 } : {}),
    })
    .eq('id', rowId);
  assertNoDbError(error, 'marking the deposit paid');
}

/** Marks the row refunded, unless the owner still holds another completed deposit. */
async function refundRow(
  deps: Deps,
  rowId: number,
  customerId: string,
  sessionId: string,
  cardLast4: string | null,
): Promise<void> {
  if ((await otherCompletedDeposits(deps, 'customer_id', customerId, sessionId)).length > 0) return;
  const row = await waitlistRowById(deps, rowId);
  if (!row) return;
  const { error } = await deps.admin
    .from('waitlist_signups')
    .update({
      deposit_paid: false,
      deposit_amount: DEPOSIT_AMOUNT_DOLLARS,
      status: 'refunded',
      // A redelivered event keeps the first refund's time.
      refunded_at: row.status === 'refunded' && row.refunded_at ? row.refunded_at : nowIso(),
      updated_at: nowIso(),
      ...(cardLast4 ? { card_last4: cardLast4 } : {}),
    })
    .eq('id', rowId);
  assertNoDbError(error, 'marking the deposit refunded');
}

async function recordSession(deps: Deps, session: Stripe.Checkout.Session, failed: boolean): Promise<void> {
  if (session.mode !== 'payment') return;
  const customerId = idOf(session.customer);
  if (!customerId) {
    console.error(`Checkout session ${session.id} has no customer; not recorded`);
    return;
  }
  const existing = await findOrder(deps, 'checkout_session_id', session.id);
  const paymentIntentId = idOf(session.payment_intent) ?? existing?.payment_intent_id ?? null;
  // payment_status is 'paid' once the funds are there; 'unpaid' for a delayed method until async_payment_succeeded
  // (https://docs.stripe.com/api/checkout/sessions/object#checkout_session_object-payment_status).
  const paid = !failed && session.payment_status === 'paid';
  const incoming: OrderStatus = failed ? 'canceled' : paid ? 'completed' : 'pending';
  let status = existing ? higher(existing.status, incoming) : incoming;
  // A full refund may have been delivered before this payment was recorded.
  if (await hasRefund(deps, paymentIntentId)) status = 'refunded';

  const userId = await userIdForCustomer(deps, customerId, session.metadata);
  // The first row an order was tied to stays its row, so a deposit reaches one row exactly once.
  const rowId = existing?.waitlist_signup_id ?? (await waitlistRowForSession(deps, session, userId));

  const { error } = await deps.admin.from('stripe_orders').upsert(
    {
      checkout_session_id: session.id,
      payment_intent_id: paymentIntentId,
      customer_id: customerId,
      amount_subtotal: session.amount_subtotal,
      amount_total: session.amount_total,
      currency: session.currency,
      // Once Stripe has said 'paid', a late 'unpaid' snapshot of the same session does not take it back.
      payment_status: existing?.payment_status === 'paid' ? 'paid' : session.payment_status,
      status,
      waitlist_signup_id: rowId,
      updated_at: nowIso(),
    },
    { onConflict: 'checkout_session_id' },
  );
  assertNoDbError(error, 'saving the order');
  // Asked again after the write: charge.refunded records the refund before it looks for the order, so when both
  // events are processed at once one of the two always sees the other.
  if (status !== 'refunded' && (await hasRefund(deps, paymentIntentId))) {
    await markOrderRefunded(deps, session.id);
    status = 'refunded';
  }
  const moneyMoved = status === 'completed' || status === 'refunded';
  if (!moneyMoved) return;

  if (!isDeposit(session.amount_total, session.currency)) {
    await recordUnmatched(deps, session, customerId, userId, rowId, 'not_the_deposit');
    return;
  }
  if (rowId === null) {
    await recordUnmatched(deps, session, customerId, userId, null, 'no_waitlist_row');
    return;
  }
  const cardLast4 = paid ? await cardLast4For(deps, paymentIntentId) : null;
  if (status === 'refunded') {
    await refundRow(deps, rowId, customerId, session.id, cardLast4);
    return;
  }
  if ((await otherCompletedDeposits(deps, 'waitlist_signup_id', rowId, session.id)).length > 0) {
    // The owner paid twice (two checkouts raced); the row shows one deposit, the admin refunds the other.
    await recordUnmatched(deps, session, customerId, userId, rowId, 'second_deposit');
  }
  await confirmRow(deps, rowId, cardLast4);
  // A refund processed while this event was confirming the row must still win.
  if ((await findOrder(deps, 'checkout_session_id', session.id))?.status === 'refunded') {
    await refundRow(deps, rowId, customerId, session.id, cardLast4);
  }
}

async function markOrderRefunded(deps: Deps, sessionId: string): Promise<void> {
  const { error } = await deps.admin
    .from('stripe_orders')
    .update({ status: 'refunded', updated_at: nowIso() })
    .eq('checkout_session_id', sessionId);
  assertNoDbError(error, 'marking the order refunded');
}

/**
 * Applies a full refund of a charge: records it, marks its order refunded and its waitlist row refunded (which queues
 * the refund e-mail). `charge.refunded` lands here; account-delete uses it for the refund it asked for on the way out.
 */
export async function recordRefund(deps: Deps, charge: Stripe.Charge): Promise<void> {
  // `refunded` is true only once the charge is fully refunded (https://docs.stripe.com/api/charges/object#charge_object-refunded);
  // a partial refund leaves the deposit in place.
  if (!charge.refunded) return;
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) {
    console.warn(`charge.refunded for ${charge.id}: no payment intent, not a checkout payment`);
    return;
  }
  // Recorded first: when the payment itself has not been recorded yet, recordSession applies it on arrival.
  const { error: refundError } = await deps.admin.from('stripe_refunds').upsert(
    {
      payment_intent_id: paymentIntentId,
      charge_id: charge.id,
      amount_refunded: charge.amount_refunded,
      currency: charge.currency,
    },
    { onConflict: 'payment_intent_id', ignoreDuplicates: true },
  );
  assertNoDbError(refundError, 'recording the refund');
  const order = await findOrder(deps, 'payment_intent_id', paymentIntentId);
  if (!order) {
    console.warn(
      `charge.refunded for ${paymentIntentId}: no order yet; applied when its payment is recorded`,
    );
    return;
  }
  const { error } = await deps.admin
    .from('stripe_orders')
    .update({ status: 'refunded', updated_at: nowIso() })
    .eq('id', order.id);
  assertNoDbError(error, 'marking the order refunded');
  if (!isDeposit(order.amount_total, order.currency) || order.waitlist_signup_id === null) return;
  await refundRow(deps, order.waitlist_signup_id, order.customer_id, order.checkout_session_id, null);
}

type SubscriptionStatus = Database['public']['Enums']['stripe_subscription_status'];

/**
 * Stripe's types leave room for statuses added after this code was written; the table's enum holds the ones we
 * know. An unknown one fails the event with its name (Stripe retries it), rather than as the enum's bare refusal.
 */
function knownSubscriptionStatus(status: string): SubscriptionStatus {
  const known: readonly string[] = Constants.public.Enums.stripe_subscription_status;
  if (!known.includes(status)) throw new Error(`Unknown Stripe subscription status "${status}".`);
  return status as SubscriptionStatus;
}

async function syncSubscription(
  deps: Deps,
  subscription: Stripe.Subscription,
  deleted: boolean,
): Promise<void> {
  const customerId = idOf(subscription.customer);
  if (!customerId) return;
  const item = subscription.items?.data?.[0];
  // Older API versions kept the period on the subscription, newer ones on the item.
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const paymentMethod = subscription.default_payment_method;
  const card = paymentMethod && typeof paymentMethod === 'object' ? paymentMethod.card : null;
  const { error } = await deps.admin.from('stripe_subscriptions').upsert(
    {
      customer_id: customerId,
      subscription_id: subscription.id,
      price_id: item?.price?.id ?? null,
      current_period_start: item?.current_period_start ?? legacy.current_period_start ?? null,
      current_period_end: item?.current_period_end ?? legacy.current_period_end ?? null,
      cancel_at_period_end: subscription.cancel_at_period_end ?? false,
      payment_method_brand: card?.brand ?? null,
      payment_method_last4: card?.last4 ?? null,
      status: deleted ? 'canceled' : knownSubscriptionStatus(subscription.status),
      updated_at: nowIso(),
    },
    { onConflict: 'customer_id' },
  );
  assertNoDbError(error, 'syncing the subscription');
}

/** Applies one verified event; returns false for event types this function ignores. */
export async function applyEvent(deps: Deps, event: Stripe.Event): Promise<boolean> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await recordSession(deps, event.data.object, false);
      return true;
    case 'checkout.session.async_payment_failed':
      await recordSession(deps, event.data.object, true);
      return true;
    case 'charge.refunded':
      await recordRefund(deps, event.data.object);
      return true;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.deleted':
      await syncSubscription(deps, event.data.object, event.type === 'customer.subscription.deleted');
      return true;
    default:
      return false;
  }
}

/** Builds the stripe-webhook handler. */
export function createWebhookHandler(getDeps: DepsProvider): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method !== 'POST') return errorResponse(405, 'Method not allowed', { Allow: 'POST' });
    try {
      const deps = getDeps();
      const signature = req.headers.get('Stripe-Signature');
      if (!signature) return errorResponse(400, 'Missing Stripe-Signature header');
      const payload = await req.text();
      let event: Stripe.Event;
      try {
        event = await Stripe.webhooks.constructEventAsync(
          payload,
          signature,
          deps.config.stripeWebhookSecret,
          undefined,
          cryptoProvider,
        );
      } catch {
        return errorResponse(400, 'Invalid Stripe signature');
      }

      const { data: seen, error: seenError } = await deps.admin
        .from('stripe_webhook_events')
        .select('event_id')
        .eq('event_id', event.id)
        .maybeSingle();
      assertNoDbError(seenError, 'checking the event id');
      if (seen) return json({ received: true, duplicate: true });

      const handled = await applyEvent(deps, event);
      // Recorded only after the work succeeded, so a failed attempt is retried by Stripe.
      const { error } = await deps.admin
        .from('stripe_webhook_events')
        .upsert({ event_id: event.id, type: event.type }, { onConflict: 'event_id', ignoreDuplicates: true });
      assertNoDbError(error, 'recording the event id');
      return json({ received: true, ...(handled ? {} : { ignored: event.type }) });
    } catch (error) {
      return responseForError(error);
    }
  };
}
