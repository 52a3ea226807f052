// @vitest-environment node
// An unmatched deposit reaches only a waitlist row its payer holds, on the local stack (real migrations, RLS, Deno
// functions and the Stripe stand-in). Anyone signed in may insert a row they own carrying another person's e-mail;
// when that person's deposit arrives with no row of theirs, the admin must neither be offered the planted row nor be
// able to attach the deposit to it, or the planter's place would be paid with the victim's money. The payer's own
// ownerless row (filled in signed out with their confirmed e-mail) still takes the deposit and becomes theirs.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import {
  startPaymentServices,
  type PaymentServices,
} from '../../supabase/local/stripe/index';
import { createSupabaseAdminData } from '../../src/lib/submissions/supabase-admin-data';
import {
  createTestClient,
  depositCheckout,
  lendWindowForStorageCleanup,
  postForm,
  restRequest,
  signInAdmin,
  signUpOwner,
} from './support';

lendWindowForStorageCleanup();


type Owner = Awaited<ReturnType<typeof signUpOwner>>;

describe('an unmatched deposit is attached only to a row its payer holds', () => {
  let stack: LocalStack;
  let payments: PaymentServices;
  let service: SupabaseClient;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;

  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, bcryptCost: 4 });
    payments = await startPaymentServices({ stack, siteOrigins: [depositCheckout.site], stripePort: 0, log: false });
    stack.setFunctionsUrl(payments.functionsUrl);
    service = createTestClient(stack, stack.secretKey);
    admin = await signInAdmin(stack);
  });

  afterAll(async () => {
    await payments?.stop();
    await stack?.stop();
  });

  /** A waitlist row sent through /rest/v1 with `email`: owned by `owner` when given, else filled in signed out. */
  async function postRow(email: string, owner?: Owner) {
    const row = { client_id: depositCheckout.newClientId(), first_name: 'Carol', last_name: 'Buyer', email, phone: '555-0100' };
    const answer = await restRequest(stack, '/waitlist_signups', {
      method: 'POST',
      token: owner?.session.access_token,
      body: owner ? { ...row, user_id: owner.user.id } : row,
      headers: { Prefer: 'return=minimal' },
    });
    expect(answer.status).toBe(201);
    return row.client_id;
  }

  /** The payer checks out with no waitlist row and pays; the webhook keeps the money as an unmatched deposit. */
  async function payWithoutRow(payer: Owner) {
    const started = await payer.client.functions.invoke('stripe-checkout', { body: depositCheckout.body });
    expect(started.error).toBeNull();
    const { sessionId, url } = started.data as { sessionId: string; url: string };
    expect((await postForm(url, { email: payer.email, ...depositCheckout.card })).status).toBe(303);
    const { data, error } = await service
      .from('unmatched_deposits')
      .select('id, user_id, reason')
      .eq('checkout_session_id', sessionId)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ user_id: payer.user.id, reason: 'no_waitlist_row' });
    return { id: (data as { id: number }).id, sessionId };
  }

  const adminPort = () =>
    createSupabaseAdminData({ client: () => admin.client, inviteVendor: async () => {} });

  async function rowState(client: string) {
    const { data } = await service
      .from('waitlist_signups')
      .select('user_id, deposit_paid, status')
      .eq('client_id', client)
      .single();
    return data;
  }

  async function receiptsTo(email: string) {
    const result = await stack.db.query<{ n: number }>(
      "select count(*)::int as n from public.mail_outbox where template = 'deposit_receipt' and lower(recipient) = lower($1)",
      [email],
    );
    return result.rows[0]!.n;
  }

  it('a row another account planted with the payer’s e-mail is not suggested, and attaching the deposit to it is refused and changes nothing', async () => {
    const victim = await signUpOwner(stack, 'carol');
    const attacker = await signUpOwner(stack, 'mallory');
    // Allowed by the insert policy: the row is the attacker's own, only its e-mail is the victim's.
    const planted = await postRow(victim.email, attacker);

    const deposit = await payWithoutRow(victim);

    const listed = (await adminPort().unmatchedDeposits!()).find((entry) => entry.id === deposit.id);
    // Soft: the admin may type the planted id by hand, so the attach below must refuse it whatever is suggested.
    expect.soft(listed).toMatchObject({ email: victim.email, suggestedWaitlistId: null });

    const attached = await admin.client.rpc('attach_unmatched_deposit', {
      deposit_id: deposit.id,
      signup_client_id: planted,
    });
    expect(attached.error).toMatchObject({
      code: 'P0001',
      message: `Waitlist signup ${planted} belongs to another account, so this deposit cannot be attached to it.`,
    });

    // Nothing moved: the planted row is still the attacker's and unpaid, the money is still open for the admin, and
    // no receipt went to the victim for a place that is not theirs.
    expect(await rowState(planted)).toEqual({
      user_id: attacker.user.id,
      deposit_paid: false,
      status: 'pending_payment',
    });
    const { data: open } = await service
      .from('unmatched_deposits')
      .select('resolved_at, attached_to')
      .eq('id', deposit.id)
      .single();
    expect(open).toEqual({ resolved_at: null, attached_to: null });
    const { data: order } = await service
      .from('stripe_orders')
      .select('waitlist_signup_id')
      .eq('checkout_session_id', deposit.sessionId)
      .single();
    expect(order).toEqual({ waitlist_signup_id: null });
    expect(await receiptsTo(victim.email)).toBe(0);
    expect((await adminPort().unmatchedDeposits!()).some((entry) => entry.id === deposit.id)).toBe(true);
  });

  it('the payer’s ownerless row with their confirmed e-mail is suggested over a planted one, and attaching makes it theirs', async () => {
    const victim = await signUpOwner(stack, 'carol');
    const attacker = await signUpOwner(stack, 'mallory');
    // The victim filled in the waitlist signed out; the attacker's copy is newer, so matching by e-mail alone would suggest it.
    const own = await postRow(victim.email);
    const planted = await postRow(victim.email, attacker);

    const deposit = await payWithoutRow(victim);
    // Before the attach the victim has no paid row, so there is nothing to refund.
    const early = await victim.client.functions.invoke('deposit-refund', { body: {} });
    expect((early.error as { context?: Response } | null)?.context?.status).toBe(409);

    const port = adminPort();
    expect((await port.unmatchedDeposits!()).find((entry) => entry.id === deposit.id)).toMatchObject({
      suggestedWaitlistId: own,
    });
    await port.attachDeposit!(deposit.id, own);

    expect(await rowState(own)).toEqual({ user_id: victim.user.id, deposit_paid: true, status: 'confirmed' });
    expect(await rowState(planted)).toEqual({
      user_id: attacker.user.id,
      deposit_paid: false,
      status: 'pending_payment',
    });
    const { data: dashboard, error } = await victim.client
      .from('my_waitlist_signup')
      .select('client_id, deposit_paid, status');
    expect(error).toBeNull();
    expect(dashboard).toEqual([{ client_id: own, deposit_paid: true, status: 'confirmed' }]);
    expect(await receiptsTo(victim.email)).toBe(1);

    // The place is the payer's, so their own refund now goes through and Stripe's refund events reach their row.
    const refund = await victim.client.functions.invoke('deposit-refund', { body: {} });
    expect(refund.error).toBeNull();
    await expect.poll(async () => (await rowState(own))?.status).toBe('refunded');
  });
});
