// account-delete: the signed-in person deletes their own account from /account. Only the verified session's `sub` is
// acted on; the body is never read, so no request can name another account.
//
// In order: (1) a paid, unrefunded deposit is refunded through the same code as deposit-refund (requestDepositRefund,
// one Stripe idempotency key per payment, so a refund racing this deletion is one refund) and applied at once as the
// webhook's charge.refunded would be, so the refund e-mail is queued before the row goes; (2) the SQL function
// account_forget_person deletes the rows that hold the person and unlinks the payment records the business keeps;
// (3) Auth's admin API removes the user (DELETE /admin/users/{id}, supabase/auth internal/api/admin.go adminUserDelete).
import type Stripe from 'stripe';
import { requireCaller } from './auth.ts';
import type { Deps, DepsProvider } from './deps.ts';
import { refundMessages, requestDepositRefund } from './deposit-refund.ts';
import { HttpError, json, openRequest, responseForError } from './http.ts';
import { recordRefund } from './webhook.ts';


/** The messages the person may see when their account is not deleted. */
export const accountDeleteMessages = {
  alreadyDeleted: 'This account has already been deleted.',
  onboardingStarted:
    'Your onboarding has started, so your deposit now counts toward your first month. Please contact support to close your account.',
  notThePayer:
    'The deposit on your reservation was paid from another account. Please contact support to close your account.',
} as const;

/** What a deletion did. */
export interface AccountDeleted {
  deleted: true;
  /** True when a deposit was refunded on the way out. */
  depositRefunded: boolean;
}

/**
 * Refunds the caller's deposit before the account goes, or throws why the account cannot go yet. No deposit, or one
 * already refunded, is no obstacle. Any other refusal stops the deletion with nothing deleted.
 */
async function refundDepositFirst(deps: Deps, userId: string): Promise<boolean> {
  let refund;
  try {
    refund = await requestDepositRefund(deps, userId);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.message === refundMessages.notPaid || error.message === refundMessages.alreadyRefunded) return false;
    if (error.message === refundMessages.onboardingStarted) throw new HttpError(409, accountDeleteMessages.onboardingStarted);
    if (error.status === 403) throw new HttpError(409, accountDeleteMessages.notThePayer);
    throw error;
  }
  if (refund.refundStatus === 'succeeded' && refund.paymentIntentId) {
    // A succeeded refund of the whole charge is what charge.refunded will report; applying it now marks the row
    // refunded (queueing the refund e-mail) while the row still exists. The later webhook finds it already applied.
    await recordRefund(deps, {
      id: refund.chargeId ?? `charge-of-${refund.paymentIntentId}`,
      object: 'charge',
      payment_intent: refund.paymentIntentId,
      refunded: true,
      amount_refunded: refund.amount ?? 0,
      currency: refund.currency ?? 'usd',
    } as unknown as Stripe.Charge);
  }
  return true;
}

/** Deletes the account `userId` (the verified caller) and everything that holds the person. */
export async function deleteAccount(deps: Deps, userId: string): Promise<AccountDeleted> {
  const { data: found, error: lookupError } = await deps.admin.auth.admin.getUserById(userId);
  if (lookupError && (lookupError.status ?? 0) >= 500) throw lookupError;
  if (!found?.user) throw new HttpError(404, accountDeleteMessages.alreadyDeleted);

  const depositRefunded = await refundDepositFirst(deps, userId);

  const { error: forgetError } = await deps.admin.rpc('account_forget_person', { p_user_id: userId });
  if (forgetError) {
    if (forgetError.code === 'P0002') throw new HttpError(404, accountDeleteMessages.alreadyDeleted);
    throw new Error(`Forgetting the account's rows failed: ${forgetError.message}`);
  }
  const { error: deleteError } = await deps.admin.auth.admin.deleteUser(userId);
  if (deleteError) {
    if (deleteError.status === 404) throw new HttpError(404, accountDeleteMessages.alreadyDeleted);
    throw new Error(`Removing the Auth user failed: ${deleteError.message}`);
  }
  return { deleted: true, depositRefunded };
}

/** Builds the account-delete handler. */
export function createAccountDeleteHandler(getDeps: DepsProvider): (req: Request) => Promise<Response> {
  return async (req) => {
    let cors: Headers = new Headers();
    try {
      const deps = getDeps();
      const opening = openRequest(req, deps.config.siteOrigins, ['POST']);
      cors = opening.cors;
      if (opening.early) return opening.early;
      const caller = await requireCaller(req, deps);
      // Whatever the body says (an id, an e-mail), the account is the session's own.
      await req.body?.cancel();
      return json(await deleteAccount(deps, caller.id), 200, cors);
    } catch (error) {
      return responseForError(error, cors);
    }
  };
}
