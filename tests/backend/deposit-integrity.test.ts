// @vitest-environment node
// Deposit integrity on the local stack (real migrations, RLS, Deno functions and the Stripe stand-in): the checkout
// names the owner's own waitlist row, the webhook pays exactly that row, a paid deposit with no row is kept for the
// admin in unmatched_deposits, and an owner who already paid gets 409.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import {
  startPaymentServices,
  type PaymentServices,
} from '../../supabase/local/stripe/index';
import { createTestClient, depositCheckout, lendWindowForStorageCleanup, postForm, signInAdmin, signUpOwner } from './support';

lendWindowForStorageCleanup();


type Owner = Awaited<ReturnType<typeof signUpOwner>>;

async function addWaitlistRow(owner: Owner, email = owner.email) {
  const row = {
    client_id: depositCheckout.newClientId(),
    user_id: owner.user.id,
    first_name: 'Dana',
    last_name: 'Owner',
    email,
    phone: '555-0100',
  };
  const { error } = await owner.client.from('waitlist_signups').insert(row);
  expect(error).toBeNull();
  return row.client_id;
}

describe('deposit integrity on the local stack', () => {
  let stack: LocalStack;
  let payments: PaymentServices;
  let stripe: Stripe;

  beforeAll(async () => {
    stack = await startLocalStack({ port: 0 });
    payments = await startPaymentServices({ stack, siteOrigins: [depositCheckout.site], stripePort: 0, log: false });
    stack.setFunctionsUrl(payments.functionsUrl);
    stripe = new Stripe('sk_test_local_standin', {
      host: '127.0.0.1',
      port: payments.standin.port,
      protocol: 'http',
    });
  });

  afterAll(async () => {
    await payments?.stop();
    await stack?.stop();
  });

  it('pays exactly the row named at checkout, then refuses a second deposit with 409', async () => {
    const owner = await signUpOwner(stack, 'integrity');
    const service = createTestClient(stack, stack.secretKey);
    const first = await addWaitlistRow(owner);
    // The owner corrected their e-mail after step 1 and the corrected copy arrived later: it corrects the owner's one
    // row (one row per account), and that row is the one the deposit must land on.
    await addWaitlistRow(owner, `Fixed-${owner.email}`);
    const { data: rows } = await service
      .from('waitlist_signups')
      .select('id, client_id, email')
      .eq('user_id', owner.user.id);
    expect(rows).toEqual([expect.objectContaining({ client_id: first, email: `fixed-${owner.email}`.toLowerCase() })]);
    const target = rows![0]!;

    const started = await owner.client.functions.invoke('stripe-checkout', { body: depositCheckout.body });
    expect(started.error).toBeNull();
    const { sessionId, url } = started.data as { sessionId: string; url: string };
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session.metadata).toEqual({ user_id: owner.user.id, waitlist_signup_id: String(target.id) });

    const paid = await postForm(url, { email: owner.email, ...depositCheckout.card });
    expect(paid.status).toBe(303);
    const { data: after } = await service
      .from('waitlist_signups')
      .select('client_id, deposit_paid, status')
      .eq('user_id', owner.user.id);
    expect(after).toEqual([expect.objectContaining({ client_id: first, deposit_paid: true, status: 'confirmed' })]);
    const { data: order } = await service
      .from('stripe_orders')
      .select('status, waitlist_signup_id')
      .eq('checkout_session_id', sessionId)
      .single();
    expect(order).toEqual({ status: 'completed', waitlist_signup_id: target.id });

    const again = await owner.client.functions.invoke('stripe-checkout', { body: depositCheckout.body });
    expect((again.error as { context?: Response } | null)?.context?.status).toBe(409);
    expect(await (again.error as { context: Response }).context.json()).toEqual({
      error: 'Your spot is already reserved: your $99 deposit has been paid.',
    });
  });

  it('a paid deposit of an owner with no waitlist row is kept in unmatched_deposits, which only admins read', async () => {
    // Signed in with another account than the one step 1 linked: this account has no row.
    const owner = await signUpOwner(stack, 'norow');
    const started = await owner.client.functions.invoke('stripe-checkout', { body: depositCheckout.body });
    expect(started.error).toBeNull();
    const { sessionId, url } = started.data as { sessionId: string; url: string };
    expect((await stripe.checkout.sessions.retrieve(sessionId)).metadata).toEqual({ user_id: owner.user.id });
    expect((await postForm(url, { email: owner.email, ...depositCheckout.card })).status).toBe(303);
    expect(payments.standin.events().at(-1)?.delivery).toMatchObject({ ok: true, status: 200 });

    const admin = await signInAdmin(stack);
    const { data: unmatched, error } = await admin.client
      .from('unmatched_deposits')
      .select('checkout_session_id, user_id, amount_total, currency, reason')
      .eq('checkout_session_id', sessionId);
    expect(error).toBeNull();
    expect(unmatched).toEqual([
      {
        checkout_session_id: sessionId,
        user_id: owner.user.id,
        amount_total: 9900,
        currency: 'usd',
        reason: 'no_waitlist_row',
      },
    ]);

    // RLS: the owner and visitors read nothing; nobody but the service role writes.
    expect((await owner.client.from('unmatched_deposits').select('id')).data ?? []).toEqual([]);
    const anon = createTestClient(stack);
    expect((await anon.from('unmatched_deposits').select('id')).error).not.toBeNull();
    const forged = await admin.client
      .from('unmatched_deposits')
      .insert({ checkout_session_id: 'cs_forged', reason: 'no_waitlist_row' });
    expect(forged.error).not.toBeNull();
    const erased = await admin.client
      .from('unmatched_deposits')
      .delete()
      .eq('checkout_session_id', sessionId)
      .select('id');
    expect(erased.data ?? []).toEqual([]);
    for (const table of ['unmatched_deposits', 'stripe_refunds']) {
      expect((await owner.client.from(table).select('*')).data ?? []).toEqual([]);
      expect((await admin.client.from(table).select('*')).error).toBeNull();
    }

    // The money is not lost, and the owner is not asked to pay a second time.
    const again = await owner.client.functions.invoke('stripe-checkout', { body: depositCheckout.body });
    expect((again.error as { context?: Response } | null)?.context?.status).toBe(409);
  });
});
