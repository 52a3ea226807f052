// stripe-webhook: verifies Stripe's signature, applies each event once and answers 5xx when it could not, so Stripe retries.
import Stripe from 'stripe';
import { assertNoDbError, findUserIdByCustomer } from './customers.ts';
import type { Deps, DepsProvider } from './deps.ts';
import { errorResponse, json, responseForError } from './http.ts';

/** The deposit as Stripe reports it; anything else is recorded but never marks a deposit paid. */
export const DEPOSIT_AMOUNT_CENTS = 9900;
/** The deposit's currency as Stripe reports it (lower case). */
export const DEPOSIT_CURRENCY = 'usd';
const DEPOSIT_AMOUNT_DOLLARS = 99;

const cryptoProvider = Stripe.createSubtleCryptoProvider();

type OrderStatus = 'pending' | 'completed' | 'canceled' | 'refunded';
interface OrderRow {
  id: number;
  customer_id: string;
  status: OrderStatus;
  amount_total: number | null;
  currency: string | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const nowIso = () => new Date().toISOString();

async function findOrder(deps: Deps, column: 'checkout_session_id' | 'payment_intent_id', value: string) {
  const { data, error } = await deps.admin
    .from('stripe_orders')
    .select('id, customer_id, status, amount_total, currency')
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

async function recordSession(deps: Deps, session: Stripe.Checkout.Session, failed: boolean): Promise<void> {
  if (session.mode !== 'payment') return;
  const customerId = idOf(session.customer);
  if (!customerId) {
    console.error(`Checkout session ${session.id} has no customer; not recorded`);
    return;
  }
  const existing = await findOrder(deps, 'checkout_session_id', session.id);
  // Events can arrive out of order: never undo a refund or a completed payment.
  if (existing?.status === 'refunded' || (failed && existing?.status === 'completed')) return;

  const paid = !failed && session.payment_status === 'paid';
  const status: OrderStatus = failed ? 'canceled' : paid ? 'completed' : 'pending';
  const { error } = await deps.admin.from('stripe_orders').upsert(
    {
      checkout_session_id: session.id,
      payment_intent_id: idOf(session.payment_intent),
      customer_id: customerId,
      amount_subtotal: session.amount_subtotal,
      amount_total: session.amount_total,
      currency: session.currency,
      payment_status: session.payment_status,
      status,
      updated_at: nowIso(),
    },
    { onConflict: 'checkout_session_id' },
  );
  assertNoDbError(error, 'saving the order');
  if (!paid) return;

  if (session.amount_total !== DEPOSIT_AMOUNT_CENTS || session.currency !== DEPOSIT_CURRENCY) {
    console.error(
      `Checkout session ${session.id} paid ${session.amount_total} ${session.currency}, not the deposit; deposit not marked paid`,
    );
    return;
  }
  const userId = await userIdForCustomer(deps, customerId, session.metadata);
  if (!userId) {
    console.error(`Checkout session ${session.id}: no user for customer ${customerId}`);
    return;
  }
  const cardLast4 = await cardLast4For(deps, idOf(session.payment_intent));
  const { error: waitlistError } = await deps.admin
    .from('waitlist_signups')
    .update({
      deposit_paid: true,
      deposit_amount: DEPOSIT_AMOUNT_DOLLARS,
      status: 'confirmed',
      refunded_at: null,
      updated_at: nowIso(),
      ...(cardLast4 ? { card_last4: cardLast4 } : {}),
    })
    .eq('user_id', userId);
  assertNoDbError(waitlistError, 'marking the deposit paid');
}

async function recordRefund(deps: Deps, charge: Stripe.Charge): Promise<void> {
  // A partial refund leaves the deposit in place.
  if (!charge.refunded) return;
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return;
  const order = await findOrder(deps, 'payment_intent_id', paymentIntentId);
  if (!order) {
    console.warn(`charge.refunded for ${paymentIntentId}: no matching order`);
    return;
  }
  const { error } = await deps.admin
    .from('stripe_orders')
    .update({ status: 'refunded', updated_at: nowIso() })
    .eq('id', order.id);
  assertNoDbError(error, 'marking the order refunded');
  if (order.amount_total !== DEPOSIT_AMOUNT_CENTS || order.currency !== DEPOSIT_CURRENCY) return;

  const userId = await userIdForCustomer(deps, order.customer_id, charge.metadata);
  if (!userId) return;
  const { error: waitlistError } = await deps.admin
    .from('waitlist_signups')
    .update({ deposit_paid: false, status: 'refunded', refunded_at: nowIso(), updated_at: nowIso() })
    .eq('user_id', userId);
  assertNoDbError(waitlistError, 'marking the deposit refunded');
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
      status: deleted ? 'canceled' : subscription.status,
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
