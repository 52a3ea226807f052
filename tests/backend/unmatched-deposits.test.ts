// @vitest-environment node
// Unmatched deposits on the local stack (real migrations, RLS and auth): the admin lists the open ones with the
// buyer's e-mail and a suggested row, and attaches one to a waitlist row, which is then paid exactly as the webhook
// would have paid it; the checkout's order points at the row and the deposit is resolved. Owners and visitors are
// refused, and so are a second attach, an already-paid row and a payment that is not the deposit. A deposit goes only
// to a row its payer holds: their own, or an ownerless one carrying their confirmed account e-mail
// (deposit-attach-owner.test.ts plays the attack through the webhook).
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import { createSupabaseAdminData } from '../../src/lib/submissions/supabase-admin-data';
import { createTestClient, lendWindowForStorageCleanup, signInAdmin, signUpOwner } from './support';

lendWindowForStorageCleanup();

const token = () => randomBytes(6).toString('hex');
const clientId = () => `WAIT-${randomBytes(8).toString('hex').slice(0, 9).toUpperCase()}`;

type Owner = Awaited<ReturnType<typeof signUpOwner>>;
/** The account a deposit names: a signed-up owner, or any auth user. */
type Payer = { user: { id: string } };

describe('unmatched deposits on the local stack', () => {
  let stack: LocalStack;
  let service: SupabaseClient;
  let admin: Awaited<ReturnType<typeof signInAdmin>>;

  beforeAll(async () => {
    stack = await startLocalStack({ port: 0, bcryptCost: 4 });
    service = createTestClient(stack, stack.secretKey);
    admin = await signInAdmin(stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** An unpaid waitlist row with no owner (filled in signed out), carrying `email`. */
  async function addRow(email: string, paid = false) {
    const row = { client_id: clientId(), first_name: 'Dana', last_name: 'Owner', email, phone: '555-0100' };
    const { data, error } = await service.from('waitlist_signups').insert(row).select('id').single();
    expect(error).toBeNull();
    if (paid) {
      const marked = await service
        .from('waitlist_signups')
        .update({ deposit_paid: true, deposit_amount: 99, status: 'confirmed' })
        .eq('id', data!.id);
      expect(marked.error).toBeNull();
    }
    return { id: data!.id as number, clientId: row.client_id };
  }

  /** What the webhook records for a paid checkout it could not tie to a row: the order and the unmatched deposit. */
  async function addDeposit(owner: Payer | null, reason = 'no_waitlist_row', amount = 9900) {
    const session = `cs_test_${token()}`;
    const customer = `cus_${token()}`;
    const order = await service.from('stripe_orders').insert({
      checkout_session_id: session,
      customer_id: customer,
      amount_total: amount,
      currency: 'usd',
      payment_status: 'paid',
      status: 'completed',
    });
    expect(order.error).toBeNull();
    const { data, error } = await service
      .from('unmatched_deposits')
      .insert({
        checkout_session_id: session,
        customer_id: customer,
        user_id: owner?.user.id ?? null,
        amount_total: amount,
        currency: 'usd',
        reason,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    return { id: data!.id as number, session };
  }

  const attach = (client: SupabaseClient, depositId: number, signup: string) =>
    client.rpc('attach_unmatched_deposit', { deposit_id: depositId, signup_client_id: signup });

  /** An unpaid waitlist row the signed-in owner sent with their own id and e-mail. */
  async function addOwnRow(owner: Owner) {
    const row = {
      client_id: clientId(),
      user_id: owner.user.id,
      first_name: 'Dana',
      last_name: 'Owner',
      email: owner.email,
      phone: '555-0100',
    };
    expect((await owner.client.from('waitlist_signups').insert(row)).error).toBeNull();
    return row;
  }

  /** A refused attach leaves the row ownerless and unpaid and the deposit open. */
  async function expectUntouched(rowId: number, depositId: number) {
    const { data: row } = await service
      .from('waitlist_signups')
      .select('user_id, deposit_paid, status')
      .eq('id', rowId)
      .single();
    expect(row).toEqual({ user_id: null, deposit_paid: false, status: 'pending_payment' });
    const { data: deposit } = await service
      .from('unmatched_deposits')
      .select('resolved_at')
      .eq('id', depositId)
      .single();
    expect(deposit).toEqual({ resolved_at: null });
  }

  /** The admin's entry for one open deposit, as admin_unmatched_deposits() answers it. */
  async function listed(depositId: number) {
    const { data, error } = await admin.client.rpc('admin_unmatched_deposits');
    expect(error).toBeNull();
    return (data as { id: number; email: string | null; suggested_client_id: string | null }[]).find(
      (entry) => entry.id === depositId,
    );
  }

  it('lists the open deposit with the buyer e-mail and a suggested row, and attaching pays the row', async () => {
    const owner = await signUpOwner(stack, 'unmatched');
    const row = await addRow(owner.email);
    const deposit = await addDeposit(owner);

    const port = createSupabaseAdminData({ client: () => admin.client, inviteVendor: async () => {} });
    const open = await port.unmatchedDeposits!();
    expect(open.find((entry) => entry.id === deposit.id)).toEqual({
      id: deposit.id,
      checkoutSessionId: deposit.session,
      amountCents: 9900,
      currency: 'usd',
      reason: 'no_waitlist_row',
      createdAt: expect.any(String),
      email: owner.email,
      suggestedWaitlistId: row.clientId,
      // The row was filled in signed out: attaching gives it the account's details.
      detailsSource: 'payer_account',
    });

    // Typed by hand: lower case and a stray space are fine.
    await port.attachDeposit!(deposit.id, ` ${row.clientId.toLowerCase()} `);

    const { data: paid } = await service
      .from('waitlist_signups')
      .select('deposit_paid, deposit_amount, status, card_last4, user_id, refunded_at')
      .eq('id', row.id)
      .single();
    expect(paid).toEqual({
      deposit_paid: true,
      deposit_amount: 99,
      status: 'confirmed',
      card_last4: null,
      user_id: owner.user.id,
      refunded_at: null,
    });
    const { data: order } = await service
      .from('stripe_orders')
      .select('waitlist_signup_id')
      .eq('checkout_session_id', deposit.session)
      .single();
    expect(order).toEqual({ waitlist_signup_id: row.id });
    const { data: resolved } = await service
      .from('unmatched_deposits')
      .select('resolved_at, resolved_by, attached_to')
      .eq('id', deposit.id)
      .single();
    expect(resolved).toEqual({
      resolved_at: expect.any(String),
      resolved_by: admin.user.id,
      attached_to: row.id,
    });
    expect((await port.unmatchedDeposits!()).some((entry) => entry.id === deposit.id)).toBe(false);

    // Attaching it again is refused with a clear message, and nothing changes.
    const other = await addRow(owner.email);
    const again = await attach(admin.client, deposit.id, other.clientId);
    expect(again.error?.message).toBe('This deposit was already attached to a signup.');
    const { data: untouched } = await service
      .from('waitlist_signups')
      .select('deposit_paid')
      .eq('id', other.id)
      .single();
    expect(untouched).toEqual({ deposit_paid: false });
  });

  it('refuses owners and visitors: the list and the attach are for admins only', async () => {
    const owner = await signUpOwner(stack, 'notadmin');
    const row = await addRow(owner.email);
    const deposit = await addDeposit(owner);

    const byOwner = await attach(owner.client, deposit.id, row.clientId);
    expect(byOwner.error?.code).toBe('42501');
    expect((await owner.client.rpc('admin_unmatched_deposits')).error?.code).toBe('42501');

    const anon = createTestClient(stack);
    expect((await attach(anon, deposit.id, row.clientId)).error).not.toBeNull();
    expect((await anon.rpc('admin_unmatched_deposits')).error).not.toBeNull();

    const { data } = await service
      .from('waitlist_signups')
      .select('deposit_paid, status')
      .eq('id', row.id)
      .single();
    expect(data).toEqual({ deposit_paid: false, status: 'pending_payment' });
    const { data: open } = await service
      .from('unmatched_deposits')
      .select('resolved_at')
      .eq('id', deposit.id)
      .single();
    expect(open).toEqual({ resolved_at: null });
  });

  it('refuses a row that is already paid, a row that does not exist and a payment that is not the deposit', async () => {
    const owner = await signUpOwner(stack, 'refusals');
    const paidRow = await addRow(owner.email, true);
    const deposit = await addDeposit(owner, 'second_deposit');

    const onPaid = await attach(admin.client, deposit.id, paidRow.clientId);
    expect(onPaid.error?.message).toBe(`Waitlist signup ${paidRow.clientId} has already paid its deposit.`);
    const missing = await attach(admin.client, deposit.id, 'WAIT-NOSUCHROW');
    expect(missing.error?.message).toBe('There is no waitlist signup WAIT-NOSUCHROW.');

    const notTheDeposit = await addDeposit(owner, 'not_the_deposit', 4900);
    const unpaid = await addRow(owner.email);
    const wrongMoney = await attach(admin.client, notTheDeposit.id, unpaid.clientId);
    expect(wrongMoney.error?.message).toBe(
      'This payment is not the $99 USD deposit, so it cannot be attached to a signup.',
    );
    const { data } = await service
      .from('waitlist_signups')
      .select('deposit_paid')
      .eq('id', unpaid.id)
      .single();
    expect(data).toEqual({ deposit_paid: false });

    // A deposit refunded in Stripe since is not put on a row either.
    const refunded = await addDeposit(owner);
    expect(
      (
        await service
          .from('stripe_orders')
          .update({ status: 'refunded' })
          .eq('checkout_session_id', refunded.session)
      ).error,
    ).toBeNull();
    const afterRefund = await attach(admin.client, refunded.id, unpaid.clientId);
    expect(afterRefund.error?.message).toBe(
      'This deposit was refunded, so it cannot be attached to a signup.',
    );

    // They all stay open for the admin.
    const { data: open } = await admin.client.rpc('admin_unmatched_deposits');
    const ids = (open as { id: number }[]).map((entry) => entry.id);
    expect(ids).toEqual(expect.arrayContaining([deposit.id, notTheDeposit.id, refunded.id]));
  });

  it('attaches to the payer’s own row, which is the suggestion', async () => {
    const owner = await signUpOwner(stack, 'ownrow');
    const own = await addOwnRow(owner);
    const deposit = await addDeposit(owner);

    expect(await listed(deposit.id)).toMatchObject({ suggested_client_id: own.client_id, details_source: 'payer_row' });
    expect((await attach(admin.client, deposit.id, own.client_id)).error).toBeNull();
    const { data } = await owner.client.from('my_waitlist_signup').select('client_id, deposit_paid, status');
    expect(data).toEqual([{ client_id: own.client_id, deposit_paid: true, status: 'confirmed' }]);
  });

  it('neither suggests nor attaches an ownerless row whose e-mail the payer has not confirmed', async () => {
    // An account whose address was never confirmed: anyone may have typed it.
    const email = `unconfirmed-${token()}@example.com`;
    const created = await service.auth.admin.createUser({
      email,
      password: `pw-${token()}`,
      email_confirm: false,
    });
    expect(created.error).toBeNull();
    const payer = { user: { id: created.data.user!.id } };
    const row = await addRow(email);
    const deposit = await addDeposit(payer);

    expect(await listed(deposit.id)).toMatchObject({ email, suggested_client_id: null });
    const refused = await attach(admin.client, deposit.id, row.clientId);
    expect(refused.error).toMatchObject({
      code: 'P0001',
      message: `Waitlist signup ${row.clientId} has no owner and its e-mail is not the payer's confirmed account e-mail, so this deposit cannot be attached to it.`,
    });
    await expectUntouched(row.id, deposit.id);
  });

  it('refuses a deposit that names no payer account: it is refunded in Stripe instead', async () => {
    const row = await addRow(`nobody-${token()}@example.com`);
    const deposit = await addDeposit(null);

    expect(await listed(deposit.id)).toMatchObject({ email: null, suggested_client_id: null });
    const refused = await attach(admin.client, deposit.id, row.clientId);
    expect(refused.error).toMatchObject({
      code: 'P0001',
      message:
        'This deposit names no DoorKeep account, so it cannot be attached to a signup; refund it in Stripe.',
    });
    await expectUntouched(row.id, deposit.id);
  });

  it('sends a payer who already owns a row to that row rather than an ownerless one (one row per account)', async () => {
    const owner = await signUpOwner(stack, 'tworows');
    const own = await addOwnRow(owner);
    const ownerless = await addRow(owner.email);
    const deposit = await addDeposit(owner);

    expect(await listed(deposit.id)).toMatchObject({ suggested_client_id: own.client_id, details_source: 'payer_row' });
    const refused = await attach(admin.client, deposit.id, ownerless.clientId);
    expect(refused.error?.message).toBe(
      `The payer already has waitlist signup ${own.client_id}, so attach this deposit to that signup instead.`,
    );
    await expectUntouched(ownerless.id, deposit.id);
  });
});
