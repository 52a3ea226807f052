// @vitest-environment node
// Account settings on the local stack (real migrations, RLS, Deno functions and the Stripe stand-in): the data export
// answers only about the caller, account-delete acts only on the session's own account (refunding a paid deposit
// once, even when a refund races it), deletes what holds the person and keeps the payment records without them, and
// an e-mail change follows hosted Auth's secure change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index';
import {
  createTestClient,
  depositCheckout,
  lendWindowForStorageCleanup,
  loopbackFetch,
  joinWaitlistAs,
  payDepositAs,
  signUpOwner,
} from './support';

lendWindowForStorageCleanup();

type Owner = Awaited<ReturnType<typeof signUpOwner>>;

let stack: LocalStack;
let payments: PaymentServices;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  payments = await startPaymentServices({ stack, siteOrigins: [depositCheckout.site], stripePort: 0, log: false });
  stack.setFunctionsUrl(payments.functionsUrl);
});

afterAll(async () => {
  await payments?.stop();
  await stack?.stop();
});

describe('account settings: export and deletion', () => {

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await stack.db.query<T>(text, params)).rows;

  /** The owner's own waitlist row, then the $99 deposit paid on the Stripe stand-in; returns the payment intent. */
  async function payDeposit(owner: Owner): Promise<{ clientId: string; paymentIntent: string }> {
    const clientId = await joinWaitlistAs(owner);
    const sessionId = await payDepositAs(owner);
    await expect
      .poll(async () => (await sql<{ paid: boolean }>('select deposit_paid as paid from public.waitlist_signups where client_id = $1', [clientId]))[0]?.paid)
      .toBe(true);
    const [order] = await sql<{ payment_intent_id: string }>(
      'select payment_intent_id from public.stripe_orders where checkout_session_id = $1',
      [sessionId],
    );
    return { clientId, paymentIntent: order!.payment_intent_id };
  }

  /** account-delete called with the owner's session token, and `body`. */
  async function deleteAccount(token: string, body: unknown = {}) {
    const response = await loopbackFetch(`${stack.apiUrl}/functions/v1/account-delete`, {
      method: 'POST',
      headers: { apikey: stack.publishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** Refunds Stripe made for a payment intent (each refund is one refund.created event). */
  const refundsOf = (paymentIntent: string) =>
    payments.standin
      .events()
      .filter(({ event }) => event.type === 'refund.created' && (event.data.object as { payment_intent?: string }).payment_intent === paymentIntent)
      .length;

  const userExists = async (id: string) => (await sql('select 1 from auth.users where id = $1', [id])).length === 1;

  it('my_account_export returns the caller’s own account and rows, takes no other account, and refuses a signed-out caller', async () => {
    const owner = await signUpOwner(stack, 'export');
    const other = await signUpOwner(stack, 'export-other');
    const { clientId } = await payDeposit(owner);
    await other.client.from('waitlist_signups').insert({
      client_id: depositCheckout.newClientId(),
      user_id: other.user.id,
      first_name: 'Olly',
      last_name: 'Other',
      email: other.email,
      phone: '555-0101',
    });

    const { data, error } = await owner.client.rpc('my_account_export');
    expect(error).toBeNull();
    const exported = data as Record<string, unknown> & { account: Record<string, unknown>; waitlist: { id: string }[] };
    expect(exported.account).toMatchObject({ id: owner.user.id, email: owner.email, name: 'Dana Owner' });
    expect(exported.waitlist.map((row) => row.id)).toEqual([clientId]);
    expect(exported.orders).toEqual([expect.objectContaining({ amountTotal: 9900, status: 'completed' })]);
    expect(JSON.stringify(exported)).not.toContain(other.email);

    // The function has no parameter to name someone else: PostgREST finds no such function.
    const named = await owner.client.rpc('my_account_export', { user_id: other.user.id });
    expect(named.error?.code).toBe('PGRST202');
    const signedOut = await createTestClient(stack).rpc('my_account_export');
    expect(signedOut.data).toBeNull();
    expect(signedOut.error).not.toBeNull();
  });

  it('my_account_export holds the owner’s properties, onboarding call, onboarding status and first visit', async () => {
    const owner = await signUpOwner(stack, 'export-portfolio');
    const { clientId } = await payDeposit(owner);
    await sql(
      `update public.waitlist_signups set utm_source = 'spring-mailer', referrer_host = 'news.example.com' where client_id = $1`,
      [clientId],
    );
    const property = { street_address: '9 Elm St', city: 'Reno', state: 'NV', zip: '89501', property_type: 'condo_townhouse', units: 1, monthly_rent: 1800, vacant: false, managed_by: 'self' };
    expect((await owner.client.from('properties').insert(property)).error).toBeNull();
    const [slot] = await sql<{ id: string }>(`insert into public.onboarding_call_slots (starts_at) values (date_trunc('minute', now()) + interval '3 days') returning id`);
    expect((await owner.client.rpc('book_onboarding_call', { p_slot_id: slot!.id, p_time_zone: 'America/Denver' })).error).toBeNull();

    const { data } = await owner.client.rpc('my_account_export');
    const exported = data as Record<string, Record<string, unknown>[]>;
    expect(exported.properties).toEqual([expect.objectContaining({ streetAddress: '9 Elm St', units: 1, monthlyRent: 1800 })]);
    expect(exported.onboardingCalls).toEqual([expect.objectContaining({ status: 'booked', timeZone: 'America/Denver' })]);
    expect(exported.waitlist).toEqual([
      expect.objectContaining({
        onboardingStatus: 'waitlisted',
        firstTouch: { utmSource: 'spring-mailer', referrerHost: 'news.example.com' },
      }),
    ]);
    expect(exported.vendorDocuments).toEqual([]);
  });

  it('account-delete deletes the session’s own account only: a body naming another account is ignored and the other account survives', async () => {
    const owner = await signUpOwner(stack, 'deleter');
    const other = await signUpOwner(stack, 'bystander');
    const answer = await deleteAccount(owner.session.access_token, { user_id: other.user.id, id: other.user.id, email: other.email });
    expect(answer).toEqual({ status: 200, body: { deleted: true, depositRefunded: false } });
    expect(await userExists(owner.user.id)).toBe(false);
    expect(await userExists(other.user.id)).toBe(true);
    const signIn = await createTestClient(stack).auth.signInWithPassword({ email: other.email, password: other.password });
    expect(signIn.error).toBeNull();
  });

  it('account-delete refuses a caller without a session, and the secret key is no session', async () => {
    const anon = await loopbackFetch(`${stack.apiUrl}/functions/v1/account-delete`, {
      method: 'POST',
      headers: { apikey: stack.publishableKey, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(anon.status).toBe(401);
    const secret = await deleteAccount(stack.secretKey);
    expect(secret.status).toBe(401);
  });

  it('a deletion replayed with the same token answers 404 and refunds nothing more; the owner can no longer sign in', async () => {
    const owner = await signUpOwner(stack, 'replay');
    const { paymentIntent } = await payDeposit(owner);
    const first = await deleteAccount(owner.session.access_token);
    expect(first).toEqual({ status: 200, body: { deleted: true, depositRefunded: true } });
    const replay = await deleteAccount(owner.session.access_token);
    expect(replay).toEqual({ status: 404, body: { error: 'This account has already been deleted.' } });
    await expect.poll(() => refundsOf(paymentIntent)).toBe(1);
    const signIn = await createTestClient(stack).auth.signInWithPassword({ email: owner.email, password: owner.password });
    expect(signIn.error?.message).toBe('Invalid login credentials');
  });

  it('a refund asked for on the dashboard while the account is deleted refunds the deposit exactly once', async () => {
    const owner = await signUpOwner(stack, 'race');
    const { paymentIntent } = await payDeposit(owner);
    const [refund, deleted] = await Promise.all([
      owner.client.functions.invoke('deposit-refund', { body: {} }),
      deleteAccount(owner.session.access_token),
    ]);
    expect(deleted.status).toBe(200);
    // deposit-refund either took the refund (200) or found it already refunded (409); never a second refund.
    expect([200, 409]).toContain((refund.error as { context?: Response } | null)?.context?.status ?? 200);
    await expect.poll(() => payments.standin.events().filter(({ event }) => event.type === 'charge.refunded').length).toBeGreaterThan(0);
    expect(refundsOf(paymentIntent)).toBe(1);
    expect(await userExists(owner.user.id)).toBe(false);
  });

  it('deletes what holds the person and keeps the payment records without them', async () => {
    const owner = await signUpOwner(stack, 'forget');
    const { clientId, paymentIntent } = await payDeposit(owner);
    const anon = createTestClient(stack);
    // Sent signed out from the account's address: an ownerless waitlist row and a support message.
    const ownerless = depositCheckout.newClientId();
    expect((await anon.from('waitlist_signups').insert({ client_id: ownerless, first_name: 'Dana', last_name: 'Owner', email: owner.email.toUpperCase(), phone: '555-0100' })).error).toBeNull();
    const ticket = `DK-${depositCheckout.newClientId().slice(5)}`;
    expect((await anon.from('support_messages').insert({ client_id: ticket, name: 'Dana Owner', email: owner.email, subject: 'Hello', message: 'A question' })).error).toBeNull();
    await sql(
      `insert into public.vendor_applications (client_id, application_number, company, contact, email, phone, sms_number,
         year_established, number_of_employees, service_address, service_city, service_state, service_zip_code,
         service_area_radius, contact_hours)
       values ($1, $2, 'Dana Fixes', 'Dana Owner', $3, '555-0100', '555-0100', 2010, '1', '1 Main St', 'Austin', 'TX',
         '78701', '25', 'Weekdays Only')`,
      [`VEN-${ticket.slice(3)}`, `VN-${ticket.slice(3)}`, owner.email],
    );
    // An opt-out on record for the address.
    await sql(
      "insert into public.newsletter_signups (client_id, email, source, unsubscribed_at) values ($1, $2, 'homepage', now())",
      [`NEWS-${ticket.slice(3)}`, owner.email],
    );

    const answer = await deleteAccount(owner.session.access_token);
    expect(answer).toEqual({ status: 200, body: { deleted: true, depositRefunded: true } });

    // Deleted: the Auth user, both waitlist rows, the support message, the application, mail but the refund notice.
    expect(await userExists(owner.user.id)).toBe(false);
    expect(await sql('select 1 from public.waitlist_signups where client_id = any($1)', [[clientId, ownerless]])).toEqual([]);
    expect(await sql('select 1 from public.support_messages where client_id = $1', [ticket])).toEqual([]);
    expect(await sql('select 1 from public.vendor_applications where lower(email) = lower($1)', [owner.email])).toEqual([]);
    const mail = await sql<{ template: string }>('select template from public.mail_outbox where lower(recipient) = lower($1)', [owner.email]);
    expect(mail.map((row) => row.template)).toEqual(['deposit_refunded']);
    // Kept as a suppression: the address and the opt-out time, nothing else of theirs.
    const [suppression] = await sql<{ status: string; confirmed_at: string | null; unsubscribed_at: string | null }>(
      'select status, confirmed_at, unsubscribed_at from public.newsletter_signups where lower(email) = lower($1)',
      [owner.email],
    );
    expect(suppression).toMatchObject({ status: 'unsubscribed', confirmed_at: null });
    expect(suppression!.unsubscribed_at).not.toBeNull();

    // Kept: the order (refunded), the refund and the customer id, with no link to the person and no name or e-mail.
    await expect
      .poll(async () => (await sql<{ status: string }>('select status::text from public.stripe_orders where payment_intent_id = $1', [paymentIntent]))[0]?.status)
      .toBe('refunded');
    const kept = await sql(
      `select to_jsonb(o) as o, to_jsonb(c) as c, to_jsonb(r) as r
         from public.stripe_orders o
         join public.stripe_customers c on c.customer_id = o.customer_id
         left join public.stripe_refunds r on r.payment_intent_id = o.payment_intent_id
        where o.payment_intent_id = $1`,
      [paymentIntent],
    );
    expect(kept).toHaveLength(1);
    const record = kept[0] as { o: Record<string, unknown>; c: Record<string, unknown>; r: Record<string, unknown> | null };
    expect(record.o.waitlist_signup_id).toBeNull();
    expect(record.c.user_id).toBeNull();
    expect(record.r).not.toBeNull();
    const text = JSON.stringify(kept).toLowerCase();
    for (const trace of [owner.user.id, owner.email.toLowerCase(), 'dana']) expect(text).not.toContain(trace);
  });
});

describe('account settings: e-mail change as hosted Auth does it (supabase/auth internal/api/user.go UserUpdate, mail.go sendEmailChange, verify.go emailChangeVerify)', () => {
  it('an address another account holds is refused with 422 email_exists and nothing is sent', async () => {
    const owner = await signUpOwner(stack, 'changer');
    const holder = await signUpOwner(stack, 'holder');
    const before = stack.mailbox.list().length;
    const { error } = await owner.client.auth.updateUser({ email: holder.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
    expect(stack.mailbox.list().length).toBe(before);
  });

  it('with double_confirm_changes a link goes to the new and the current address, and the address changes only once both are opened', async () => {
    const owner = await signUpOwner(stack, 'mover');
    const newEmail = `moved-${owner.email}`;
    const { data, error } = await owner.client.auth.updateUser({ email: newEmail }, { emailRedirectTo: 'http://127.0.0.1:5173/account' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: owner.email, new_email: newEmail });

    const mails = stack.mailbox.list().filter((mail) => mail.kind === 'email_change');
    const toNew = mails.find((mail) => mail.to === newEmail);
    const toCurrent = mails.find((mail) => mail.to === owner.email);
    expect(toNew?.subject).toBe('Confirm Email Change');
    expect(toCurrent).toBeDefined();

    const open = async (link: string) => {
      const response = await loopbackFetch(link, { redirect: 'manual' });
      return response.headers.get('location') ?? '';
    };
    const first = await open(toNew!.link);
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:5173\/account#message=Confirmation\+link\+accepted/);
    expect((await stack.db.query<{ email: string }>('select email from auth.users where id = $1', [owner.user.id])).rows[0]!.email).toBe(owner.email);

    const second = await open(toCurrent!.link);
    expect(second).toMatch(/#access_token=/);
    expect((await stack.db.query<{ email: string }>('select email from auth.users where id = $1', [owner.user.id])).rows[0]!.email).toBe(newEmail);
    const signIn = await createTestClient(stack).auth.signInWithPassword({ email: newEmail, password: owner.password });
    expect(signIn.error).toBeNull();
  });
});
