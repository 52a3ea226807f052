// @vitest-environment node
// The line moves where money moves, on the local stack (real migrations, RLS, Deno functions and the Stripe
// stand-in): a deposit refunded and then paid again buys a place at the end of the line, whether the owner went
// back through the form or called stripe-checkout directly, and every figure of that place (the owner's
// my_waitlist_signup, the checkout success page's checkout-status, the admin's Position column, the deposit receipt)
// comes from public.waitlist_queue_position.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index';
import {
  createTestClient,
  depositCheckout,
  lendWindowForStorageCleanup,
  joinWaitlistAs,
  payDepositAs,
  signInAdmin,
  signUpOwner,
} from './support';

lendWindowForStorageCleanup();

type Owner = Awaited<ReturnType<typeof signUpOwner>>;

describe('the place in line follows the money', () => {
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

  /** stripe-checkout, then the card on the stand-in's payment page; the webhook marks the row paid. */
  async function pay(owner: Owner) {
    const sessionId = await payDepositAs(owner);
    await expect.poll(async () => (await mine(owner))?.deposit_paid).toBe(true);
    return sessionId;
  }

  async function refund(owner: Owner) {
    const answer = await owner.client.functions.invoke('deposit-refund', { body: {} });
    expect(answer.error).toBeNull();
    await expect.poll(async () => (await mine(owner))?.status).toBe('refunded');
  }

  async function mine(owner: Owner) {
    const { data, error } = await owner.client
      .from('my_waitlist_signup')
      .select('client_id, deposit_paid, status, queue_position')
      .maybeSingle();
    expect(error).toBeNull();
    return data as { client_id: string; deposit_paid: boolean; status: string; queue_position: number | null } | null;
  }

  async function adminPosition(clientId: string, email: string): Promise<number | null> {
    const { data, error } = await admin.client.rpc('admin_list', { kind: 'waitlist_signups', search: email });
    expect(error).toBeNull();
    const rows = (data as { rows: { client_id: string; queue_position: number | null }[] }).rows;
    return rows.find((row) => row.client_id === clientId)?.queue_position ?? null;
  }

  async function successPagePosition(owner: Owner, sessionId: string): Promise<number | null> {
    const { data, error } = await owner.client.functions.invoke('checkout-status', { body: { session_id: sessionId } });
    expect(error).toBeNull();
    return (data as { queuePosition: number | null }).queuePosition;
  }

  /** The end of the line: 500 + every row that is not refunded. */
  async function lastPlace(): Promise<number> {
    const { count } = await service
      .from('waitlist_signups')
      .select('id', { count: 'exact', head: true })
      .neq('status', 'refunded');
    return 500 + (count ?? 0);
  }

  it('refunded, then paid again through stripe-checkout without the form: behind everyone who joined meanwhile', async () => {
    const first = await signUpOwner(stack, 'first');
    const firstRow = await joinWaitlistAs(first);
    await pay(first);
    const paidPlace = (await mine(first))!.queue_position!;

    const others = [await signUpOwner(stack, 'meanwhile-a'), await signUpOwner(stack, 'meanwhile-b')];
    for (const owner of others) await joinWaitlistAs(owner);
    await pay(others[0]);

    await refund(first);
    expect((await mine(first))!.queue_position).toBeNull();
    expect(await adminPosition(firstRow, first.email)).toBeNull();
    // Everyone behind the refunded place moves up one, and the owner's own row is still theirs (no second row).
    const othersPlaces = await Promise.all(others.map(async (owner) => (await mine(owner))!.queue_position!));
    expect(Math.min(...othersPlaces)).toBeGreaterThan(paidPlace - 1);

    // No form: the refunded owner starts the checkout directly and pays.
    const again = await pay(first);
    const place = (await mine(first))!.queue_position!;
    expect((await mine(first))!.client_id).toBe(firstRow);
    for (const owner of others) expect(place).toBeGreaterThan((await mine(owner))!.queue_position!);
    expect(place).toBe(await lastPlace());
    // The success page and the admin's Position column say the same number.
    expect(await successPagePosition(first, again)).toBe(place);
    expect(await adminPosition(firstRow, first.email)).toBe(place);
    // The others keep the places they had while the first owner was refunded.
    expect(await Promise.all(others.map(async (owner) => (await mine(owner))!.queue_position!))).toEqual(othersPlaces);
  });

  it('a refunded row does not count in anyone’s place, on the dashboard or in the admin list', async () => {
    const ahead = await signUpOwner(stack, 'ahead');
    const behind = await signUpOwner(stack, 'behind');
    await joinWaitlistAs(ahead);
    const behindRow = await joinWaitlistAs(behind);
    await pay(ahead);
    const before = (await mine(behind))!.queue_position!;
    expect(await adminPosition(behindRow, behind.email)).toBe(before);

    await refund(ahead);
    expect((await mine(behind))!.queue_position).toBe(before - 1);
    expect(await adminPosition(behindRow, behind.email)).toBe(before - 1);
  });

  it('the receipt e-mail gives the place the dashboard gives, refunded rows not counted', async () => {
    const refunded = await signUpOwner(stack, 'refunded-ahead');
    await joinWaitlistAs(refunded);
    await pay(refunded);
    await refund(refunded);

    const payer = await signUpOwner(stack, 'receipt-reader');
    const row = await joinWaitlistAs(payer);
    await pay(payer);
    const place = (await mine(payer))!.queue_position!;
    await expect
      .poll(async () => {
        const { data } = await service
          .from('mail_outbox')
          .select('payload')
          .eq('template', 'deposit_receipt')
          .like('event_key', `deposit-receipt/${row}/%`);
        return (data ?? []).map((mail) => (mail.payload as { queuePosition: number | null }).queuePosition);
      })
      .toEqual([place]);
    expect(place).toBe(await lastPlace());
  });

  it('a checkout that is started and never paid gives no place on the success page', async () => {
    const owner = await signUpOwner(stack, 'leaver');
    await joinWaitlistAs(owner);
    const started = await owner.client.functions.invoke('stripe-checkout', { body: depositCheckout.body });
    expect(started.error).toBeNull();
    const { sessionId } = started.data as { sessionId: string };
    const status = await owner.client.functions.invoke('checkout-status', { body: { session_id: sessionId } });
    expect(status.data).toMatchObject({ status: 'pending', queuePosition: null });
    // The row itself still has its place in line, shown on the dashboard with the step to pay.
    expect((await mine(owner))!.queue_position).toBeGreaterThan(500);
  });

  it('the place in line is the server’s: a client can neither date it on insert nor move it by update', async () => {
    const owner = await signUpOwner(stack, 'jumper');
    const clientId = depositCheckout.newClientId();
    const { error } = await owner.client.from('waitlist_signups').insert({
      client_id: clientId,
      user_id: owner.user.id,
      first_name: 'Dana',
      last_name: 'Owner',
      email: owner.email,
      phone: '555-0100',
      queued_at: '2000-01-01T00:00:00Z',
    });
    expect(error).toBeNull();
    expect((await mine(owner))!.queue_position).toBe(await lastPlace());

    const moved = await owner.client
      .from('waitlist_signups')
      .update({ queued_at: '2000-01-01T00:00:00Z' })
      .eq('client_id', clientId);
    expect(moved.error).not.toBeNull();
    expect((await mine(owner))!.queue_position).toBe(await lastPlace());
  });

  it('a deleted row gives up its place, and the day tallies places are counted from match the rows in the line', async () => {
    const leaving = await signUpOwner(stack, 'deleted');
    await joinWaitlistAs(leaving);
    const behind = await signUpOwner(stack, 'behind');
    await joinWaitlistAs(behind);
    const place = (await mine(behind))!.queue_position!;

    await stack.db.query('delete from public.waitlist_signups where user_id = $1', [leaving.user.id]);
    expect((await mine(behind))!.queue_position).toBe(place - 1);
    expect((await mine(behind))!.queue_position).toBe(await lastPlace());

    // After every refund, re-payment and deletion of this file, each day's tally equals a fresh count.
    const days = await stack.db.query<{ day: string; tallied: number | null; counted: number | null }>(`
      select coalesce(t.day, c.day)::text as day, t.in_line as tallied, c.counted
        from private.waitlist_line_days t
        full join (select (queued_at at time zone 'UTC')::date as day, count(*)::integer as counted
                     from public.waitlist_signups where status <> 'refunded' group by 1) c on c.day = t.day`);
    expect(days.rows.length).toBeGreaterThan(0);
    for (const day of days.rows) expect({ day: day.day, in_line: day.tallied ?? 0 }).toEqual({ day: day.day, in_line: day.counted ?? 0 });
  });
});
