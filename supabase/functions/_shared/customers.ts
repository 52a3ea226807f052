// One Stripe customer per user, even when two checkouts for the same user race (a double-click).
import { HttpError } from './http.ts';
import type { Caller } from './auth.ts';
import type { Deps } from './deps.ts';

/** The Stripe idempotency key for a user's customer: the same user always asks Stripe for the same customer. */
export function customerIdempotencyKey(userId: string): string {
  return `doorkeep-customer-${userId}`;
}

/** Fails the request when a Supabase query failed (a 500, so clients and Stripe can retry). */
export function assertNoDbError(error: { message: string } | null, what: string): void {
  if (error) throw new Error(`Database error while ${what}: ${error.message}`);
}

/** The caller's live Stripe customer id, or null when they have none yet. */
export async function findCustomerId(deps: Deps, userId: string): Promise<string | null> {
  const { data, error } = await deps.admin
    .from('stripe_customers')
    .select('customer_id')
    .eq('user_id', userId)
    .is('deleted_at', null)
    .maybeSingle();
  assertNoDbError(error, 'reading the customer');
  return (data as { customer_id: string } | null)?.customer_id ?? null;
}

/** The user id a Stripe customer belongs to, or null. */
export async function findUserIdByCustomer(deps: Deps, customerId: string): Promise<string | null> {
  const { data, error } = await deps.admin
    .from('stripe_customers')
    .select('user_id')
    .eq('customer_id', customerId)
    .maybeSingle();
  assertNoDbError(error, 'reading the customer owner');
  return (data as { user_id: string } | null)?.user_id ?? null;
}

/** Returns the caller's Stripe customer id, creating the customer, its mapping and a not_started subscription once. */
export async function getOrCreateCustomer(deps: Deps, caller: Caller): Promise<string> {
  const existing = await findCustomerId(deps, caller.id);
  if (existing) return existing;

  // Both racing calls send the same key, so Stripe answers both with the same customer.
  const customer = await deps.stripe.customers.create(
    { ...(caller.email ? { email: caller.email } : {}), metadata: { user_id: caller.id } },
    { idempotencyKey: customerIdempotencyKey(caller.id) },
  );

  const { error: insertError } = await deps.admin
    .from('stripe_customers')
    .upsert(
      { user_id: caller.id, customer_id: customer.id },
      { onConflict: 'user_id', ignoreDuplicates: true },
    );
  assertNoDbError(insertError, 'saving the customer');

  // Re-read: whichever insert won is the mapping everyone uses from now on.
  const { data, error } = await deps.admin
    .from('stripe_customers')
    .select('customer_id')
    .eq('user_id', caller.id)
    .maybeSingle();
  assertNoDbError(error, 're-reading the customer');
  const customerId = (data as { customer_id: string } | null)?.customer_id;
  if (!customerId) throw new HttpError(500, 'Could not save the Stripe customer');

  const { error: subscriptionError } = await deps.admin
    .from('stripe_subscriptions')
    .upsert(
      { customer_id: customerId, status: 'not_started' },
      { onConflict: 'customer_id', ignoreDuplicates: true },
    );
  assertNoDbError(subscriptionError, 'creating the subscription record');
  return customerId;
}
