// What a deposit is and whose waitlist row it belongs to; shared by stripe-checkout and stripe-webhook.
import { assertNoDbError } from './customers.ts';
import type { Deps } from './deps.ts';

/** The deposit as Stripe reports it; anything else is recorded but never marks a deposit paid. */
export const DEPOSIT_AMOUNT_CENTS = 9900;
/** The deposit's currency as Stripe reports it (lower case). */
export const DEPOSIT_CURRENCY = 'usd';
/** The deposit as the waitlist row stores it. */
export const DEPOSIT_AMOUNT_DOLLARS = 99;

/** True when an amount in cents and a currency are the $99 deposit. */
export const isDeposit = (amount: number | null | undefined, currency: string | null | undefined): boolean =>
  amount === DEPOSIT_AMOUNT_CENTS && currency === DEPOSIT_CURRENCY;

/** The deposit columns of a waitlist row the functions read. */
export interface WaitlistRow {
  id: number;
  user_id: string | null;
  deposit_paid: boolean;
  status: string;
  refunded_at: string | null;
  /** waitlisted, invited, onboarding, live or withdrawn: the admin's and the owner's progress towards go-live. */
  onboarding_status?: string;
}

/** The columns of {@link WaitlistRow}. */
export const WAITLIST_COLUMNS = 'id, user_id, deposit_paid, status, refunded_at, onboarding_status';

/** The owner's own waitlist row by the rule of the my_waitlist_signup view: the paid one if any, else the newest. */
export async function findOwnWaitlistRow(deps: Deps, userId: string): Promise<WaitlistRow | null> {
  const { data, error } = await deps.admin
    .from('waitlist_signups')
    .select(WAITLIST_COLUMNS)
    .eq('user_id', userId)
    .order('deposit_paid', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1);
  assertNoDbError(error, 'reading the waitlist row');
  return ((data as WaitlistRow[] | null) ?? [])[0] ?? null;
}

/** True when the Stripe customer holds a completed (so not refunded) deposit order. */
export async function hasCompletedDeposit(deps: Deps, customerId: string): Promise<boolean> {
  const { data, error } = await deps.admin
    .from('stripe_orders')
    .select('amount_total, currency')
    .eq('customer_id', customerId)
    .eq('status', 'completed')
    .is('deleted_at', null);
  assertNoDbError(error, 'reading the deposits');
  return ((data as { amount_total: number | null; currency: string | null }[] | null) ?? []).some((order) =>
    isDeposit(order.amount_total, order.currency),
  );
}
