// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createSupportMessage, createVendorApplication, createWaitlistSignup } from '../factories/submissions.ts';
import { loopbackFetch, restRequest, signInAdmin, signUpOwner, toRow, uniqueEmail } from './support.ts';

/**
 * The mail foundation on the local stack:
 * - the Resend stand-in under /__resend follows Resend's documented contract (each test names the page it follows);
 * - the outbox (supabase/migrations/*_mail_outbox.sql) queues one mail per event in the same transaction as the stored
 *   row, never a second one for the same event, and defers a mail over its template's per-recipient limit to when its
 *   window has room (tests/backend/mail-per-cause.test.ts drains such mails).
 */

// The real fetch, captured before tests/setup.ts stubs the global one for unit tests.

let stack: LocalStack;
let seq = 0;
const code = () => `M${String(++seq).padStart(8, '0')}`;

beforeAll(async () => {
  // No functions host here, so nothing drains the outbox: the tests look at the queued rows themselves.
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0 });
});

afterAll(async () => {
  await stack?.stop();
});

const mail = (overrides: Record<string, unknown> = {}) => ({
  from: 'DoorKeep <support@doorkeep.example>',
  to: ['dana@example.com'],
  subject: 'We received your message',
  html: '<p>Hello <strong>Dana</strong></p>',
  text: 'Hello Dana',
  ...overrides,
});

async function sendMail(body: unknown, headers: Record<string, string> = {}) {
  const response = await loopbackFetch(`${stack.mailApi.url}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.mailApi.apiKey}`, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('Resend stand-in: POST /emails (https://resend.com/docs/api-reference/emails/send-email)', () => {
  it('accepts a message with the bearer key, answers { id } and delivers it, rendered, to the mailbox', async () => {
    const to = uniqueEmail('resend');
    const answer = await sendMail(mail({ to: [to], reply_to: 'support@doorkeep.example' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: expect.any(String) });
    const listed = (await (await loopbackFetch(`${stack.apiUrl}/__mailbox.json`)).json()) as Record<string, unknown>[];
    expect(listed.find((entry) => entry.to === to)).toMatchObject({
      kind: 'transactional',
      subject: 'We received your message',
      text: 'Hello Dana',
      html: '<p>Hello <strong>Dana</strong></p>',
      replyTo: 'support@doorkeep.example',
      providerId: answer.body.id,
    });
    const page = await (await loopbackFetch(`${stack.apiUrl}/__mailbox`)).text();
    expect(page).toContain('srcdoc="&lt;p&gt;Hello &lt;strong&gt;Dana&lt;/strong&gt;&lt;/p&gt;"');
    expect(page).toContain('sandbox="allow-same-origin"');
  });

  it('refuses a request without the key (401 missing_api_key) or with another key (403 invalid_api_key), as https://resend.com/docs/api-reference/errors lists them', async () => {
    const before = stack.mailbox.list().length;
    const bare = await loopbackFetch(`${stack.mailApi.url}/emails`, { method: 'POST', body: JSON.stringify(mail()) });
    expect({ status: bare.status, body: await bare.json() }).toEqual({
      status: 401,
      body: { statusCode: 401, name: 'missing_api_key', message: expect.any(String) },
    });
    const wrong = await loopbackFetch(`${stack.mailApi.url}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.secretKey}` },
      body: JSON.stringify(mail()),
    });
    expect({ status: wrong.status, body: await wrong.json() }).toEqual({
      status: 403,
      body: { statusCode: 403, name: 'invalid_api_key', message: 'API key is invalid.' },
    });
    expect(stack.mailbox.list().length).toBe(before);
  });

  it('answers missing and malformed fields with Resend error bodies and sends nothing', async () => {
    const before = stack.mailbox.list().length;
    expect(await sendMail(mail({ to: undefined }))).toEqual({
      status: 422,
      body: { statusCode: 422, name: 'missing_required_field', message: 'Missing `to` field.' },
    });
    expect(await sendMail(mail({ subject: '' }))).toMatchObject({ status: 422, body: { name: 'missing_required_field' } });
    expect(await sendMail(mail({ to: ['not-an-address'] }))).toMatchObject({ status: 422, body: { statusCode: 422, name: 'validation_error' } });
    expect(await sendMail(mail({ html: undefined, text: undefined }))).toMatchObject({ status: 422, body: { name: 'validation_error' } });
    expect(await sendMail('{not json')).toMatchObject({ status: 400, body: { name: 'validation_error' } });
    expect(stack.mailbox.list().length).toBe(before);
  });

  it('replays the first { id } for a repeated Idempotency-Key and sends one mail (https://resend.com/docs/dashboard/emails/idempotency-keys)', async () => {
    const to = uniqueEmail('idem');
    const key = `support-ack/DK-${code()}`;
    const first = await sendMail(mail({ to: [to] }), { 'Idempotency-Key': key });
    const again = await sendMail(mail({ to: [to] }), { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(stack.mailbox.list().filter((entry) => entry.to === to)).toHaveLength(1);

    expect(await sendMail(mail({ to: [to], subject: 'Another' }), { 'Idempotency-Key': key })).toMatchObject({
      status: 409,
      body: { name: 'invalid_idempotent_request' },
    });
    expect(await sendMail(mail({ to: [to] }), { 'Idempotency-Key': 'k'.repeat(257) })).toMatchObject({
      status: 400,
      body: { name: 'invalid_idempotency_key', message: 'The key must be between 1-256 chars.' },
    });
    expect(stack.mailbox.list().filter((entry) => entry.to === to)).toHaveLength(1);
  });
});

type OutboxRow = { event_key: string; template: string; recipient: string; status: string; payload: Record<string, unknown> };

async function outboxFor(recipient: string): Promise<OutboxRow[]> {
  const result = await stack.db.query<OutboxRow>(
    'select event_key, template, recipient, status, payload from public.mail_outbox where lower(recipient) = lower($1) order by id',
    [recipient],
  );
  return result.rows;
}

const supportRow = (email: string): Record<string, unknown> => ({ ...toRow(createSupportMessage({ id: `DK-${code()}` })), email });

describe('mail outbox: tied to the stored row, once per event, limited per recipient and template', () => {
  it('a visitor storing a support message queues its acknowledgement with the ticket reference only', async () => {
    const email = uniqueEmail('ack');
    const row = supportRow(email);
    const answer = await restRequest(stack, '/support_messages', { method: 'POST', body: row, headers: { Prefer: 'return=minimal' } });
    expect(answer.status).toBe(201);
    expect(await outboxFor(email)).toEqual([
      {
        event_key: `support-ack/${String(row.client_id)}`,
        template: 'support_acknowledgement',
        recipient: email,
        status: 'pending',
        payload: { reference: row.client_id },
      },
    ]);
  });

  it('a refused support message queues nothing', async () => {
    const email = uniqueEmail('refused');
    const answer = await restRequest(stack, '/support_messages', {
      method: 'POST',
      body: { ...supportRow(email), status: 'closed' },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(await outboxFor(email)).toEqual([]);
  });

  it('the same event queued again (a retried trigger or function) stays one mail', async () => {
    const email = uniqueEmail('twice');
    for (let i = 0; i < 2; i++) {
      const answer = await restRequest(stack, '/rpc/enqueue_mail', {
        method: 'POST',
        key: stack.secretKey,
        body: { p_event_key: 'support-ack/DK-ONCEONLY1', p_template: 'support_acknowledgement', p_recipient: email, p_payload: {} },
      });
      expect(answer.status).toBeLessThan(300);
    }
    expect((await outboxFor(email)).map((row) => row.event_key)).toEqual(['support-ack/DK-ONCEONLY1']);
  });

  it('a mail past its template’s per-recipient limit is queued for when the window has room; other templates are not held up', async () => {
    await stack.db.query("update public.mail_limits set max_count = 2 where name = 'per_recipient'");
    try {
      const email = uniqueEmail('limit');
      for (let i = 0; i < 3; i++) {
        const answer = await restRequest(stack, '/support_messages', {
          method: 'POST',
          key: stack.secretKey,
          body: supportRow(i === 2 ? email.toUpperCase() : email),
          headers: { Prefer: 'return=minimal' },
        });
        expect(answer.status).toBe(201);
      }
      // Another template to the same address is counted on its own.
      const other = await restRequest(stack, '/rpc/enqueue_mail', {
        method: 'POST',
        key: stack.secretKey,
        body: { p_event_key: `vendor-received/VN-${code()}`, p_template: 'vendor_application_received', p_recipient: email, p_payload: {} },
      });
      expect(other.status).toBeLessThan(300);
      const due = await stack.db.query<{ template: string; status: string; due_now: boolean; waits: number }>(
        `select template, status, next_attempt_at <= now() as due_now,
                extract(epoch from next_attempt_at - first_value(scheduled_at) over (order by id))::int as waits
           from public.mail_outbox where lower(recipient) = lower($1) order by id`,
        [email],
      );
      expect(due.rows.map(({ template, status, due_now }) => [template, status, due_now])).toEqual([
        ['support_acknowledgement', 'pending', true],
        ['support_acknowledgement', 'pending', true],
        ['support_acknowledgement', 'pending', false],
        ['vendor_application_received', 'pending', true],
      ]);
      expect(due.rows[2]!.waits).toBe(3600);
    } finally {
      await stack.db.query("update public.mail_limits set max_count = 10 where name = 'per_recipient'");
    }
  });

  it('claim_mail hands each due mail to one drain only, and only the service role may call it', async () => {
    const email = uniqueEmail('claim');
    await restRequest(stack, '/support_messages', { method: 'POST', body: supportRow(email), headers: { Prefer: 'return=minimal' } });
    const claim = (key: string) =>
      restRequest(stack, '/rpc/claim_mail', { method: 'POST', key, body: { batch_size: 100 } });
    expect((await claim(stack.publishableKey)).status).toBe(401);
    const first = (await claim(stack.secretKey)).json as { recipient: string; status: string; attempts: number }[];
    expect(first.filter((row) => row.recipient === email)).toEqual([expect.objectContaining({ status: 'sending', attempts: 1 })]);
    const second = (await claim(stack.secretKey)).json as { recipient: string }[];
    expect(second.filter((row) => row.recipient === email)).toEqual([]);
  });
});

describe('deposit mails: queued with the change to the owner’s waitlist row (*_deposit_mail.sql, *_deposit_mail_reference.sql, *_deposit_mail_to_the_account.sql)', () => {
  /** A waitlist row of a new owner account; deposit mail goes to that account's confirmed e-mail. */
  async function storedSignup(label: string): Promise<{ email: string; clientId: string }> {
    const owner = await signUpOwner(stack, label);
    const clientId = `WAIT-${code()}`;
    const answer = await restRequest(stack, '/waitlist_signups', {
      method: 'POST',
      token: owner.session.access_token,
      body: { ...toRow(createWaitlistSignup({ id: clientId })), email: owner.email, user_id: owner.user.id },
      headers: { Prefer: 'return=minimal' },
    });
    expect(answer.status).toBe(201);
    return { email: owner.email, clientId };
  }

  /** Runs `statement` as the webhook's service-role request does (PostgREST sets the JWT claims per transaction). */
  const asServiceRole = (statement: string, clientId: string) =>
    stack.db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', '{\"role\":\"service_role\"}', true)");
      await tx.query(statement, [clientId]);
    });

  // What the webhook writes (supabase/functions/_shared/webhook.ts confirmRow / refundRow), as the service role.
  const markPaid = (clientId: string) =>
    asServiceRole(
      "update public.waitlist_signups set deposit_paid = true, deposit_amount = 99, status = 'confirmed', refunded_at = null where client_id = $1",
      clientId,
    );
  const markRefunded = (clientId: string) =>
    asServiceRole(
      "update public.waitlist_signups set deposit_paid = false, status = 'refunded', refunded_at = now() where client_id = $1",
      clientId,
    );

  it('a deposit marked paid queues one receipt with the amount, the time and the place in line; a redelivery adds none', async () => {
    const { email, clientId } = await storedSignup('receipt');
    expect(await outboxFor(email)).toEqual([]);
    await markPaid(clientId);
    await markPaid(clientId);
    const queued = await outboxFor(email);
    expect(queued).toEqual([
      expect.objectContaining({
        event_key: expect.stringMatching(new RegExp(`^deposit-receipt/${clientId}/`)),
        template: 'deposit_receipt',
        status: 'pending',
        payload: expect.objectContaining({ amount: 99, paidAt: expect.any(String), queuePosition: expect.any(Number) }),
      }),
    ]);
    expect(queued[0]!.payload.queuePosition).toBeGreaterThan(500);
  });

  it('a row with no owner account gets no deposit mail: the address typed on it was never proven', async () => {
    const typed = uniqueEmail('ownerless');
    const clientId = `WAIT-${code()}`;
    const answer = await restRequest(stack, '/waitlist_signups', {
      method: 'POST',
      body: { ...toRow(createWaitlistSignup({ id: clientId })), email: typed },
      headers: { Prefer: 'return=minimal' },
    });
    expect(answer.status).toBe(201);
    await markPaid(clientId);
    await markRefunded(clientId);
    expect(await outboxFor(typed)).toEqual([]);
  });

  it('a refund queues one refund confirmation; paying again later queues a new receipt', async () => {
    const { email, clientId } = await storedSignup('refund');
    await markPaid(clientId);
    await markRefunded(clientId);
    await markRefunded(clientId);
    await markPaid(clientId);
    expect((await outboxFor(email)).map((row) => row.template)).toEqual(['deposit_receipt', 'deposit_refunded', 'deposit_receipt']);
  });

  /** A $99 deposit order as the webhook records it (service role), tied to the row or not; answers its reference. */
  async function depositOrder(waitlistClientId: string | null, status: 'completed' | 'refunded' = 'completed') {
    const session = `cs_test_${code()}`;
    const result = await stack.db.query<{ reference: string }>(
      `insert into public.stripe_orders (checkout_session_id, customer_id, amount_total, currency, payment_status, status, waitlist_signup_id)
       values ($1, $2, 9900, 'usd', 'paid', $3, (select id from public.waitlist_signups where client_id = $4))
       returning reference`,
      [session, `cus_${code()}`, status, waitlistClientId],
    );
    return { session, reference: result.rows[0]!.reference };
  }

  it('the receipt and the refund confirmation carry the reference of the deposit order tied to the row', async () => {
    const { email, clientId } = await storedSignup('reference');
    const { session, reference } = await depositOrder(clientId);
    expect(reference).toMatch(/^DK-RES-[A-Z2-9]{8}$/);
    await markPaid(clientId);
    // What charge.refunded does: the order first, then the row.
    await stack.db.query("update public.stripe_orders set status = 'refunded', updated_at = now() where checkout_session_id = $1", [session]);
    await markRefunded(clientId);
    expect((await outboxFor(email)).map((row) => [row.template, row.payload.reference])).toEqual([
      ['deposit_receipt', reference],
      ['deposit_refunded', reference],
    ]);
  });

  it('a deposit the admin attaches to a row gets a receipt with that order’s reference', async () => {
    // The payer's own row: an admin attaches a deposit only to a row the account it names holds.
    const owner = await signUpOwner(stack, 'attached');
    const email = owner.email;
    const clientId = `WAIT-${code()}`;
    const own = await owner.client
      .from('waitlist_signups')
      .insert({ ...toRow(createWaitlistSignup({ id: clientId })), email, user_id: owner.user.id });
    expect(own.error).toBeNull();
    const { session, reference } = await depositOrder(null);
    const deposit = await stack.db.query<{ id: number }>(
      `insert into public.unmatched_deposits (checkout_session_id, customer_id, amount_total, currency, reason, user_id)
       select checkout_session_id, customer_id, 9900, 'usd', 'no_waitlist_row', $2 from public.stripe_orders where checkout_session_id = $1
       returning id`,
      [session, owner.user.id],
    );
    const admin = await signInAdmin(stack);
    const { error } = await admin.client.rpc('attach_unmatched_deposit', { deposit_id: deposit.rows[0]!.id, signup_client_id: clientId });
    expect(error).toBeNull();
    expect(await outboxFor(email)).toEqual([
      expect.objectContaining({ template: 'deposit_receipt', payload: expect.objectContaining({ reference }) }),
    ]);
  });

  it('a row marked paid with no order tied to it queues a receipt without a reference', async () => {
    const { email, clientId } = await storedSignup('no-order');
    await markPaid(clientId);
    expect(await outboxFor(email)).toEqual([
      expect.objectContaining({ template: 'deposit_receipt', payload: expect.objectContaining({ reference: null }) }),
    ]);
  });
});

describe("vendor 'application received' mail (20261125050000_vendor_application_mail.sql)", () => {
  it('a stored application queues one mail with its VN- number only; a refused one queues nothing', async () => {
    const email = uniqueEmail('vendor');
    const application = createVendorApplication({ applicationNumber: `VN-${code()}`, id: `VEN-${code()}` });
    const row = { ...toRow(application), email };
    const stored = await restRequest(stack, '/vendor_applications', { method: 'POST', body: row, headers: { Prefer: 'return=minimal' } });
    expect(stored.status).toBe(201);
    expect(await outboxFor(email)).toEqual([
      expect.objectContaining({
        event_key: `vendor-received/${application.applicationNumber}`,
        template: 'vendor_application_received',
        payload: { applicationNumber: application.applicationNumber },
      }),
    ]);

    const refusedEmail = uniqueEmail('vendor-refused');
    const refused = await restRequest(stack, '/vendor_applications', {
      method: 'POST',
      body: { ...toRow(createVendorApplication({ applicationNumber: `VN-${code()}`, id: `VEN-${code()}` })), email: refusedEmail, status: 'approved' },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await outboxFor(refusedEmail)).toEqual([]);
  });
});

describe('vendor decline mail: sent only when the admin asks (20261125060000_vendor_decline_mail.sql)', () => {
  async function storedApplication(email: string) {
    const application = createVendorApplication({ applicationNumber: `VN-${code()}`, id: `VEN-${code()}` });
    const stored = await restRequest(stack, '/vendor_applications', {
      method: 'POST',
      body: { ...toRow(application), email },
      headers: { Prefer: 'return=minimal' },
    });
    expect(stored.status).toBe(201);
    return application;
  }
  const decline = (clientId: string, reason: string) =>
    stack.db.query(
      "update public.vendor_applications set status = 'declined', declined_date = current_date, decline_reason = $2 where client_id = $1",
      [clientId, reason],
    );
  const declineMails = async (email: string) =>
    (await outboxFor(email)).filter((row) => row.template === 'vendor_application_declined');

  it('declining alone sends nothing; the admin asking queues one mail with the VN- number and the reason only, however often they ask', async () => {
    const email = uniqueEmail('declined');
    const application = await storedApplication(email);
    await decline(application.id, 'We are not taking roofers in Travis County yet.');
    expect(await declineMails(email)).toEqual([]);

    const admin = await signInAdmin(stack);
    for (let ask = 0; ask < 2; ask++) {
      const { error } = await admin.client.rpc('tell_declined_vendor', { application_client_id: application.id });
      expect(error).toBeNull();
    }
    expect(await declineMails(email)).toEqual([
      expect.objectContaining({
        event_key: `vendor-declined/${application.applicationNumber}`,
        status: 'pending',
        // The applicant's own words (contact, company) are not stored: the address was never proven.
        payload: {
          applicationNumber: application.applicationNumber,
          reason: 'We are not taking roofers in Travis County yet.',
        },
      }),
    ]);
  });

  it('is refused for anyone but an admin, and for an application that is not declined', async () => {
    const email = uniqueEmail('not-declined');
    const application = await storedApplication(email);
    const owner = await signUpOwner(stack, 'decline-owner');
    expect((await owner.client.rpc('tell_declined_vendor', { application_client_id: application.id })).error?.code).toBe('42501');

    const admin = await signInAdmin(stack);
    const pending = await admin.client.rpc('tell_declined_vendor', { application_client_id: application.id });
    expect(pending.error?.message).toBe(`Application ${application.applicationNumber} is not declined with a reason.`);
    const missing = await admin.client.rpc('tell_declined_vendor', { application_client_id: 'VEN-NOSUCH' });
    expect(missing.error?.message).toBe('No vendor application VEN-NOSUCH.');
    expect(await declineMails(email)).toEqual([]);
  });
});
