// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, signUpOwner } from './support.ts';

/**
 * The reference a customer is shown for an order (supabase/migrations/*_order_references.sql): the database gives
 * every order one when it is written, whoever writes it, so the success page, the receipt and the dashboard agree.
 */

const REFERENCE = /^DK-RES-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

const service = () => createTestClient(stack, stack.secretKey);

async function ownerWithCustomer(label: string) {
  const owner = await signUpOwner(stack, label);
  const customerId = `cus_${owner.user.id.slice(0, 12)}`;
  expect((await service().from('stripe_customers').insert({ user_id: owner.user.id, customer_id: customerId })).error).toBeNull();
  return { ...owner, customerId };
}

function order(customerId: string, n: number) {
  return {
    checkout_session_id: `cs_${customerId}_${n}`,
    customer_id: customerId,
    amount_total: 9900,
    currency: 'usd',
    payment_status: 'paid',
    status: 'completed',
  };
}

describe('order references', () => {
  it('every order gets its own reference in the DK-RES- format', async () => {
    const owner = await ownerWithCustomer('references');
    const rows = Array.from({ length: 12 }, (_, n) => order(owner.customerId, n));
    for (const row of rows) expect((await service().from('stripe_orders').insert(row)).error).toBeNull();

    const { data, error } = await service()
      .from('stripe_orders')
      .select('reference')
      .eq('customer_id', owner.customerId)
      .order('id');
    expect(error).toBeNull();
    const references = (data ?? []).map((row) => String(row.reference));
    expect(references).toHaveLength(12);
    for (const reference of references) expect(reference).toMatch(REFERENCE);
    expect(new Set(references).size).toBe(12);
  });

  it('the owner reads their own references through the per-user orders view, and nobody else’s', async () => {
    const owner = await ownerWithCustomer('view');
    const stranger = await ownerWithCustomer('stranger');
    expect((await service().from('stripe_orders').insert(order(owner.customerId, 1))).error).toBeNull();
    expect((await service().from('stripe_orders').insert(order(stranger.customerId, 1))).error).toBeNull();

    const mine = await owner.client.from('stripe_user_orders').select('reference, order_status');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ reference: expect.stringMatching(REFERENCE), order_status: 'completed' }]);
    const theirs = await service().from('stripe_orders').select('reference').eq('customer_id', stranger.customerId).single();
    const lookup = await owner.client.from('stripe_user_orders').select('reference').eq('reference', theirs.data?.reference);
    expect(lookup).toMatchObject({ error: null, data: [] });
  });

  it('a reference never changes: the webhook’s upsert of the same session keeps it, and rewriting it is refused', async () => {
    const owner = await ownerWithCustomer('stable');
    const row = order(owner.customerId, 1);
    expect((await service().from('stripe_orders').insert({ ...row, status: 'pending', payment_status: 'unpaid' })).error).toBeNull();
    const before = await service().from('stripe_orders').select('reference').eq('checkout_session_id', row.checkout_session_id).single();

    const upserted = await service().from('stripe_orders').upsert(row, { onConflict: 'checkout_session_id' });
    expect(upserted.error).toBeNull();
    const refunded = await service().from('stripe_orders').update({ status: 'refunded' }).eq('checkout_session_id', row.checkout_session_id);
    expect(refunded.error).toBeNull();
    const after = await service().from('stripe_orders').select('reference, status').eq('checkout_session_id', row.checkout_session_id).single();
    expect(after.data).toEqual({ reference: before.data?.reference, status: 'refunded' });

    const rewritten = await service()
      .from('stripe_orders')
      .update({ reference: 'DK-RES-AAAAAAAA' })
      .eq('checkout_session_id', row.checkout_session_id);
    expect(rewritten.error).not.toBeNull();
    const kept = await service().from('stripe_orders').select('reference').eq('checkout_session_id', row.checkout_session_id).single();
    expect(kept.data?.reference).toBe(before.data?.reference);
  });

  it('an owner cannot write a reference of their choosing (only the server writes orders)', async () => {
    const owner = await ownerWithCustomer('writer');
    const attempt = await owner.client.from('stripe_orders').insert({ ...order(owner.customerId, 1), reference: 'DK-RES-CHSN2345' });
    expect(attempt.error).not.toBeNull();
  });
});
