// @vitest-environment node
// Nobody spends a stranger's allowance, and deposit mail goes only to an address its owner proved, on the local stack
// (real migrations, RLS, Deno functions and the Stripe stand-in). Each test performs an attack as a visitor or a
// signed-in owner would, through /rest/v1 and the functions, and checks what the victim notices: a refused form, a
// stranger's words on their dashboard or in DoorKeep's mail, or DoorKeep's mail in an inbox nobody proved.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index';
import { createSupabaseAdminData } from '../../src/lib/submissions/supabase-admin-data';
import { createSupportMessage } from '../factories/submissions';
import {
  createTestClient,
  depositCheckout,
  lendWindowForStorageCleanup,
  postForm,
  restRequest,
  signInAdmin,
  signUpOwner,
  toRow,
  uniqueEmail,
} from './support';

lendWindowForStorageCleanup();

type Owner = Awaited<ReturnType<typeof signUpOwner>>;

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';
/** What the attacker types in place of a name: a support scam under DoorKeep's brand. */
const scamName = 'Call 555-0100 re refund';
const scamPhone = '+1 555 0100 (call now)';

let stack: LocalStack;
let payments: PaymentServices;
let service: SupabaseClient;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0 });
  payments = await startPaymentServices({ stack, siteOrigins: [depositCheckout.site], stripePort: 0, log: false });
  stack.setFunctionsUrl(payments.functionsUrl);
  service = createTestClient(stack, stack.secretKey);
  admin = await signInAdmin(stack);
  // Every request here comes from 127.0.0.1; the per-client-address limit is floods.test.ts's subject, not this file's.
  await stack.db.query("update public.submission_limits set max_count = 1000 where name = 'per_address'");
});

afterAll(async () => {
  await payments?.stop();
  await stack?.stop();
});

/** A waitlist row through /rest/v1: anonymous, or as `owner` (their own row) when given. */
function postWaitlistRow(fields: { email: string; first_name?: string; phone?: string }, owner?: Owner) {
  const row = {
    client_id: depositCheckout.newClientId(),
    first_name: fields.first_name ?? 'Dana',
    last_name: 'Owner',
    email: fields.email,
    phone: fields.phone ?? '555-0199',
    properties: '1-5',
    ...(owner ? { user_id: owner.user.id } : {}),
  };
  return restRequest(stack, '/waitlist_signups', {
    method: 'POST',
    token: owner?.session.access_token,
    body: row,
    headers: { Prefer: 'return=minimal' },
  }).then((answer) => ({ ...answer, clientId: row.client_id }));
}

/** A support message through /rest/v1: anonymous, or as `owner` when given. */
function postSupportMessage(email: string, owner?: Owner) {
  const row = { ...toRow(createSupportMessage({ email })), ...(owner ? { user_id: owner.user.id } : {}) };
  return restRequest(stack, '/support_messages', {
    method: 'POST',
    token: owner?.session.access_token,
    body: row,
    headers: { Prefer: 'return=minimal' },
  });
}

type QueuedMail = { template: string; recipient: string; payload: Record<string, unknown> };

/** Every deposit mail queued to `email`, oldest first. */
async function depositMailTo(email: string): Promise<QueuedMail[]> {
  const result = await stack.db.query<QueuedMail>(
    `select template, recipient::text as recipient, payload from public.mail_outbox
      where template in ('deposit_receipt', 'deposit_refunded') and lower(recipient) = lower($1) order by id`,
    [email],
  );
  return result.rows;
}

/** Checks out the $99 deposit as `payer` and pays on the Stripe stand-in. */
async function pay(payer: Owner) {
  const started = await payer.client.functions.invoke('stripe-checkout', { body: depositCheckout.body });
  expect(started.error).toBeNull();
  const { sessionId, url } = started.data as { sessionId: string; url: string };
  expect((await postForm(url, { email: payer.email, ...depositCheckout.card })).status).toBe(303);
  return sessionId;
}

describe('limits count what the limited person did', () => {
  it('five anonymous sign-ups and support messages naming a person’s address spend only strangers’ budget: signed in, that person still reserves and writes to support', async () => {
    const victim = await signUpOwner(stack, 'victim');

    // The attack: anonymous submissions naming the victim's address, until the per-e-mail limit refuses them.
    for (let index = 0; index < 5; index++) {
      expect((await postWaitlistRow({ email: victim.email, first_name: scamName, phone: scamPhone })).status).toBe(201);
      expect((await postSupportMessage(victim.email)).status).toBe(201);
    }
    const sixth = await postWaitlistRow({ email: victim.email, first_name: scamName });
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({ code: 'PT429', message: tooMany });

    // The victim, signed in, is not refused for what strangers did.
    const reservation = await postWaitlistRow({ email: victim.email }, victim);
    expect(reservation.status, reservation.text).toBe(201);
    const message = await postSupportMessage(victim.email, victim);
    expect(message.status, message.text).toBe(201);
    const { data: mine } = await victim.client.from('my_waitlist_signup').select('client_id');
    expect(mine).toEqual([{ client_id: reservation.clientId }]);

    // Strangers are still held back, under a +tag of the same inbox too.
    const [local, domain] = victim.email.split('@');
    expect((await postSupportMessage(`${local}+again@${domain}`)).status).toBe(429);
  });

  it('a signed-in sender is limited per account, whatever addresses their submissions name', async () => {
    const sender = await signUpOwner(stack, 'sender');
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      statuses.push((await postSupportMessage(uniqueEmail(`named-${index}`), sender)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Their submissions did not spend the budget of the addresses they named: a visitor may still write from one.
    expect((await postSupportMessage(sender.email)).status).toBe(201);
  });
});

describe('deposit mail goes to the account’s confirmed address and quotes only the account', () => {
  it('an owner whose row names another address and a made-up first name pays and is refunded: the receipt and the refund notice go to the account’s address with the account’s first name, the typed address gets nothing', async () => {
    const owner = await signUpOwner(stack, 'payer');
    const target = uniqueEmail('target');
    const row = await postWaitlistRow(
      { email: target, first_name: 'URGENT call +1-555-0100 or visit evil.example' },
      owner,
    );
    expect(row.status).toBe(201);

    await pay(owner);
    await expect.poll(async () => (await depositMailTo(owner.email)).map((mail) => mail.template)).toEqual([
      'deposit_receipt',
    ]);
    const [receipt] = await depositMailTo(owner.email);
    // signUpOwner's account metadata says first_name 'Dana'.
    expect(receipt!.payload).toMatchObject({ firstName: 'Dana', amount: 99 });
    expect(receipt!.payload.queuePosition).toEqual(expect.any(Number));

    const refund = await owner.client.functions.invoke('deposit-refund', { body: {} });
    expect(refund.error).toBeNull();
    await expect.poll(async () => (await depositMailTo(owner.email)).map((mail) => mail.template)).toEqual([
      'deposit_receipt',
      'deposit_refunded',
    ]);
    expect((await depositMailTo(owner.email))[1]!.payload).toMatchObject({ firstName: 'Dana' });
    expect(await depositMailTo(target)).toEqual([]);
  });

  it('ownerless rows strangers planted with the payer’s address give the payer’s deposit none of their words: the admin is told the details come from the account, and attaching replaces them', async () => {
    const victim = await signUpOwner(stack, 'carol');
    const planted: string[] = [];
    for (let index = 0; index < 2; index++) {
      const answer = await postWaitlistRow({ email: victim.email, first_name: scamName, phone: scamPhone });
      expect(answer.status).toBe(201);
      planted.push(answer.clientId);
    }

    // The victim pays with no row of their own; the webhook keeps the money as an unmatched deposit.
    const sessionId = await pay(victim);
    const { data: deposit } = await service
      .from('unmatched_deposits')
      .select('id')
      .eq('checkout_session_id', sessionId)
      .single();
    const depositId = (deposit as { id: number }).id;

    const port = createSupabaseAdminData({ client: () => admin.client, inviteVendor: async () => {} });
    const listed = (await port.unmatchedDeposits!()).find((entry) => entry.id === depositId);
    // The oldest planted row: a stranger cannot plant one older than a row the payer filled in themselves.
    expect(listed).toMatchObject({ suggestedWaitlistId: planted[0], detailsSource: 'payer_account' });

    await port.attachDeposit!(depositId, planted[0]!);

    const { data: dashboard, error } = await victim.client
      .from('my_waitlist_signup')
      .select('client_id, first_name, last_name, email, phone, deposit_paid');
    expect(error).toBeNull();
    expect(dashboard).toEqual([
      {
        client_id: planted[0],
        first_name: 'Dana',
        last_name: 'Owner',
        email: victim.email,
        phone: 'Not on account',
        deposit_paid: true,
      },
    ]);
    const mail = await depositMailTo(victim.email);
    expect(mail.map((entry) => [entry.template, entry.payload.firstName])).toEqual([['deposit_receipt', 'Dana']]);
    expect(JSON.stringify(mail)).not.toContain('555-0100');
  });
});
