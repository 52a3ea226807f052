// stripe-checkout: creates the $99 deposit Checkout Session for the signed-in caller, tied to their own waitlist row.
import { requireCaller } from './auth.ts';
import { getOrCreateCustomer } from './customers.ts';
import type { DepsProvider } from './deps.ts';
import { findOwnWaitlistRow, hasCompletedDeposit } from './deposits.ts';
import { HttpError, json, openRequest, readJsonObject, responseForError } from './http.ts';

const MAX_URL_LENGTH = 2048;

/** The 409 answer to an owner whose deposit is already paid (the billing adapter maps the status, not the text). */
export const ALREADY_RESERVED_MESSAGE = 'Your spot is already reserved: your $99 deposit has been paid.';

/** Accepts a redirect URL only when it is http(s) on an allow-listed origin (no open redirect). */
export function allowedRedirect(value: unknown, field: string, siteOrigins: readonly string[]): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) {
    throw new HttpError(400, `${field} is required`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpError(400, `${field} must be an absolute URL`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !siteOrigins.includes(url.origin)) {
    throw new HttpError(400, `${field} must be on an allowed site origin`);
  }
  // Passed on unchanged: parsing would percent-encode Stripe's {CHECKOUT_SESSION_ID} placeholder.
  return value;
}

/** Builds the stripe-checkout handler. */
export function createCheckoutHandler(getDeps: DepsProvider): (req: Request) => Promise<Response> {
  return async (req) => {
    let cors: Headers = new Headers();
    try {
      const deps = getDeps();
      const opening = openRequest(req, deps.config.siteOrigins, ['POST']);
      cors = opening.cors;
      if (opening.early) return opening.early;

      const caller = await requireCaller(req, deps);
      const body = await readJsonObject(req);
      if (body.price_id !== deps.config.depositPriceId) throw new HttpError(400, 'Unknown price_id');
      if (body.mode !== 'payment') throw new HttpError(400, "mode must be 'payment'");
      const successUrl = allowedRedirect(body.success_url, 'success_url', deps.config.siteOrigins);
      const cancelUrl = allowedRedirect(body.cancel_url, 'cancel_url', deps.config.siteOrigins);

      // The caller's own row, by the my_waitlist_signup rule; none yet when step 1 is still in the outbox, and then the
      // webhook looks again when the payment arrives (or records the deposit as unmatched for the admin).
      const row = await findOwnWaitlistRow(deps, caller.id);
      const customerId = await getOrCreateCustomer(deps, caller);
      if (row?.deposit_paid || (await hasCompletedDeposit(deps, customerId))) {
        throw new HttpError(409, ALREADY_RESERVED_MESSAGE);
      }
      // Stripe keeps metadata as strings (https://docs.stripe.com/api/metadata); the webhook reads it back.
      const metadata: Record<string, string> = {
        user_id: caller.id,
        ...(row ? { waitlist_signup_id: String(row.id) } : {}),
      };
      const session = await deps.stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customerId,
        line_items: [{ price: deps.config.depositPriceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: caller.id,
        metadata,
        payment_intent_data: { metadata },
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} has no url`);
      return json({ sessionId: session.id, url: session.url }, 200, cors);
    } catch (error) {
      return responseForError(error, cors);
    }
  };
}
