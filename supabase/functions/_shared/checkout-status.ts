// checkout-status: what the success page may show for the caller's own Checkout Session, and nothing for anyone else's.
import { requireCaller } from './auth.ts';
import { assertNoDbError, findCustomerId } from './customers.ts';
import type { Deps, DepsProvider } from './deps.ts';
import { HttpError, json, openRequest, readJsonObject, responseForError } from './http.ts';

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
const NOT_FOUND = 'Checkout session not found';

/** The answer the /checkout-success page reads. */
export interface CheckoutStatus {
  /** The order's customer reference (DK-RES-…); null while the webhook has not recorded the payment. */
  reference: string | null;
  amountTotal: number | null;
  currency: string | null;
  paymentStatus: string | null;
  status: 'pending' | 'completed' | 'canceled' | 'refunded';
  queuePosition: number | null;
}

async function readSessionId(req: Request): Promise<string> {
  const value =
    req.method === 'GET'
      ? new URL(req.url).searchParams.get('session_id')
      : (await readJsonObject(req)).session_id;
  if (typeof value !== 'string' || value.length === 0) throw new HttpError(400, 'session_id is required');
  if (!SESSION_ID.test(value)) throw new HttpError(404, NOT_FOUND);
  return value;
}

/** The caller's place in line, by public.waitlist_queue_position; none until their deposit is paid. */
async function queuePosition(deps: Deps, accessToken: string): Promise<number | null> {
  // Read as the caller so the view's RLS decides which row is theirs.
  const { data, error } = await deps
    .asUser(accessToken)
    .from('my_waitlist_signup')
    .select('queue_position, deposit_paid')
    .limit(1);
  if (error) {
    console.error(`Reading the queue position failed: ${error.message}`);
    return null;
  }
  const row = (data as { queue_position: number | string | null; deposit_paid: boolean | null }[] | null)?.[0];
  // A row whose checkout was started, left or declined holds no paid place: the page must not promise one.
  if (!row?.deposit_paid || row.queue_position == null) return null;
  return Number(row.queue_position);
}

function isMissingResource(error: unknown): boolean {
  const e = error as { statusCode?: number; code?: string } | null;
  return e?.statusCode === 404 || e?.code === 'resource_missing';
}

/** Builds the checkout-status handler. */
export function createCheckoutStatusHandler(getDeps: DepsProvider): (req: Request) => Promise<Response> {
  return async (req) => {
    let cors: Headers = new Headers();
    try {
      const deps = getDeps();
      const opening = openRequest(req, deps.config.siteOrigins, ['GET', 'POST']);
      cors = opening.cors;
      if (opening.early) return opening.early;
      const caller = await requireCaller(req, deps);
      const sessionId = await readSessionId(req);
      const customerId = await findCustomerId(deps, caller.id);
      if (!customerId) throw new HttpError(404, NOT_FOUND);

      const { data, error } = await deps.admin
        .from('stripe_orders')
        .select('reference, customer_id, amount_total, currency, payment_status, status')
        .eq('checkout_session_id', sessionId)
        .is('deleted_at', null)
        .maybeSingle();
      assertNoDbError(error, 'reading the order');
      const order = data as {
        reference: string;
        customer_id: string;
        amount_total: number | null;
        currency: string | null;
        payment_status: string | null;
        status: CheckoutStatus['status'];
      } | null;

      let result: Omit<CheckoutStatus, 'queuePosition'>;
      if (order) {
        if (order.customer_id !== customerId) throw new HttpError(404, NOT_FOUND);
        result = {
          reference: order.reference,
          amountTotal: order.amount_total,
          currency: order.currency,
          paymentStatus: order.payment_status,
          status: order.status,
        };
      } else {
        // No order yet: ask Stripe whether the session exists and is the caller's (webhook still on its way).
        let session;
        try {
          session = await deps.stripe.checkout.sessions.retrieve(sessionId);
        } catch (stripeError) {
          if (isMissingResource(stripeError)) throw new HttpError(404, NOT_FOUND);
          throw stripeError;
        }
        const sessionCustomer =
          typeof session.customer === 'string' ? session.customer : session.customer?.id;
        if (sessionCustomer !== customerId) throw new HttpError(404, NOT_FOUND);
        result = {
          reference: null,
          amountTotal: session.amount_total,
          currency: session.currency,
          paymentStatus: session.payment_status,
          status: 'pending',
        };
      }
      return json({ ...result, queuePosition: await queuePosition(deps, caller.accessToken) }, 200, cors);
    } catch (error) {
      return responseForError(error, cors);
    }
  };
}
