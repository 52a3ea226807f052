// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index.ts';
import { createSupportMessage, createVendorApplication, createWaitlistSignup } from '../factories/submissions.ts';
import { drainMailOutbox, restRequest, signInAdmin, signUpOwner, toRow, uniqueEmail } from './support.ts';

/**
 * What strangers can and cannot do to someone else's mail, performed through the API as an anonymous visitor, with
 * the mail-outbox function draining into the local mailbox (supabase/migrations/*_mail_per_cause.sql):
 * - filling an address's mail limit with support messages and newsletter signups does not stop that person's deposit
 *   receipt, application mail or vendor decision: the limit counts mails of one template, and a mail over it waits
 *   for its window instead of being dropped;
 * - a support message or vendor application naming someone else's address sends them our reference only, never the
 *   sender's words.
 */

// The real fetch, captured before tests/setup.ts stubs the global one for unit tests.

let stack: LocalStack;
let services: PaymentServices;
let seq = 0;
const code = () => `P${String(++seq).padStart(4, '0')}${Date.now().toString(36).slice(-4).toUpperCase()}`;

beforeAll(async () => {
  // The tests drain the outbox themselves, when they mean to.
  stack = await startLocalStack({ port: 0, bcryptCost: 4, mailDrainIntervalMs: 0 });
  services = await startPaymentServices({ stack, siteOrigins: ['http://127.0.0.1:5173'], stripePort: 0, log: false });
  stack.setFunctionsUrl(services.functionsUrl);
});

afterAll(async () => {
  await services?.stop();
  await stack?.stop();
});

const drain = () => drainMailOutbox(stack);

const delivered = (email: string) => stack.mailbox.list().filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
const subjectsTo = (email: string) => delivered(email).map((mail) => mail.subject).sort();

type Queued = { event_key: string; template: string; status: string; last_error: string | null; payload: Record<string, unknown> };

async function outboxFor(email: string): Promise<Queued[]> {
  const result = await stack.db.query<Queued>(
    'select event_key, template, status, last_error, payload from public.mail_outbox where lower(recipient) = lower($1) order by id',
    [email],
  );
  return result.rows;
}

/** A support message stored by an anonymous visitor; answers its DK- reference. */
async function supportMessage(email: string, fields: Record<string, unknown> = {}): Promise<string> {
  const reference = `DK-${code()}`;
  const answer = await restRequest(stack, '/support_messages', {
    method: 'POST',
    body: { ...toRow(createSupportMessage({ id: reference })), email, ...fields },
    headers: { Prefer: 'return=minimal' },
  });
  expect(answer.status).toBe(201);
  return reference;
}

/** A newsletter signup by an anonymous visitor (a repeated one for an unconfirmed address sends a new confirmation). */
async function newsletterSignup(email: string) {
  const answer = await restRequest(stack, '/newsletter_signups', {
    method: 'POST',
    body: { client_id: `NEWS-${code()}`, email, source: 'homepage' },
    headers: { Prefer: 'return=minimal' },
  });
  expect(answer.status).toBe(201);
}

/** A vendor application stored by an anonymous visitor. */
async function vendorApplication(email: string, fields: { company?: string; contact?: string } = {}) {
  const application = createVendorApplication({ applicationNumber: `VN-${code()}`, id: `VEN-${code()}`, email, ...fields });
  const answer = await restRequest(stack, '/vendor_applications', {
    method: 'POST',
    body: toRow(application),
    headers: { Prefer: 'return=minimal' },
  });
  expect(answer.status).toBe(201);
  return application;
}

describe("a stranger filling someone's mail limit", () => {
  it("does not stop Dave's deposit receipt, application mail or vendor decision: they are queued and delivered", async () => {
    // Dave has an account: deposit mail goes only to an account's confirmed e-mail.
    const daveAccount = await signUpOwner(stack, 'dave');
    const dave = daveAccount.email;

    // The attack: five anonymous support messages and five newsletter signups naming Dave, the most the flood limits
    // let through in an hour (5 per address per table), which filled the old shared limit of 10.
    for (let i = 0; i < 5; i++) await supportMessage(dave);
    for (let i = 0; i < 5; i++) await newsletterSignup(dave);
    expect((await outboxFor(dave)).map((row) => row.status)).toEqual(Array(10).fill('pending'));

    // Dave's own mail: he applies as a vendor, pays his deposit on the waitlist, and an admin declines the
    // application and tells him.
    const application = await vendorApplication(dave);
    const waitlistId = `WAIT-${code()}`;
    const signup = await restRequest(stack, '/waitlist_signups', {
      method: 'POST',
      token: daveAccount.session.access_token,
      body: { ...toRow(createWaitlistSignup({ id: waitlistId })), email: dave, user_id: daveAccount.user.id },
      headers: { Prefer: 'return=minimal' },
    });
    expect(signup.status).toBe(201);
    // What the Stripe webhook writes when the deposit is paid (service role).
    await stack.db.query(
      "update public.waitlist_signups set deposit_paid = true, deposit_amount = 99, status = 'confirmed' where client_id = $1",
      [waitlistId],
    );
    await stack.db.query(
      "update public.vendor_applications set status = 'declined', declined_date = current_date, decline_reason = 'Outside our service area' where client_id = $1",
      [application.id],
    );
    const admin = await signInAdmin(stack);
    expect((await admin.client.rpc('tell_declined_vendor', { application_client_id: application.id })).error).toBeNull();

    const own = (await outboxFor(dave)).filter((row) => !['support_acknowledgement', 'newsletter_confirmation'].includes(row.template));
    expect(own).toEqual([
      expect.objectContaining({ template: 'vendor_application_received', status: 'pending', last_error: null }),
      expect.objectContaining({ template: 'deposit_receipt', status: 'pending', last_error: null }),
      expect.objectContaining({ template: 'vendor_application_declined', status: 'pending', last_error: null }),
    ]);

    // The admin asking again (or any redelivered event) queues nothing more.
    expect((await admin.client.rpc('tell_declined_vendor', { application_client_id: application.id })).error).toBeNull();
    expect((await outboxFor(dave)).filter((row) => row.template === 'vendor_application_declined')).toHaveLength(1);

    await drain();
    const mails = delivered(dave);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'Your DoorKeep deposit receipt',
        `We received your application [${application.applicationNumber}]`,
        `About your DoorKeep vendor application [${application.applicationNumber}]`,
      ]),
    );
    expect(mails).toHaveLength(13);
    expect((await outboxFor(dave)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('a mail over its template’s limit waits for the window, then goes once, at the limit’s pace', async () => {
    await stack.db.query("update public.mail_limits set max_count = 2 where name = 'per_recipient'");
    try {
      const erin = uniqueEmail('erin');
      const references: string[] = [];
      for (let i = 0; i < 4; i++) references.push(await supportMessage(erin));
      expect((await outboxFor(erin)).map((row) => [row.status, row.last_error])).toEqual(Array(4).fill(['pending', null]));

      // The third and fourth wait one window after the first and the second: 2 per hour, in the order queued.
      const waits = await stack.db.query<{ seconds: number }>(
        `select extract(epoch from next_attempt_at - first_value(scheduled_at) over (order by id))::int as seconds
           from public.mail_outbox where lower(recipient) = lower($1) order by id`,
        [erin],
      );
      const gap = waits.rows[1]!.seconds;
      expect(waits.rows.map((row) => row.seconds)).toEqual([0, gap, 3600, gap + 3600]);

      await drain();
      expect(subjectsTo(erin)).toEqual(references.slice(0, 2).map((ref) => `We received your message [${ref}]`).sort());

      // An hour passes (the whole history of this address moves back one window).
      await stack.db.query(
        `update public.mail_outbox
            set created_at = created_at - interval '1 hour', scheduled_at = scheduled_at - interval '1 hour',
                next_attempt_at = next_attempt_at - interval '1 hour'
          where lower(recipient) = lower($1)`,
        [erin],
      );
      await drain();
      expect(subjectsTo(erin)).toEqual(references.map((ref) => `We received your message [${ref}]`).sort());

      // The same event again queues and sends nothing.
      const again = await restRequest(stack, '/rpc/enqueue_mail', {
        method: 'POST',
        key: stack.secretKey,
        body: {
          p_event_key: `support-ack/${references[2]}`,
          p_template: 'support_acknowledgement',
          p_recipient: erin,
          p_payload: { reference: references[2] },
        },
      });
      expect(again.status).toBeLessThan(300);
      await drain();
      expect(await outboxFor(erin)).toHaveLength(4);
      expect(delivered(erin)).toHaveLength(4);
    } finally {
      await stack.db.query("update public.mail_limits set max_count = 10 where name = 'per_recipient'");
    }
  });
});

describe("a stranger naming someone else's address on a form", () => {
  const phishing = 'Call +1-555-0100 now';

  it('sends them a support acknowledgement with the DK- reference only: not the typed subject, name or message', async () => {
    const victim = uniqueEmail('victim');
    const reference = await supportMessage(victim, {
      name: 'Mallory Phisher',
      subject: phishing,
      message: 'Your DoorKeep account is locked. Call +1-555-0100 now to unlock it.',
    });
    // Not even stored in the outbox.
    expect((await outboxFor(victim)).map((row) => row.payload)).toEqual([{ reference }]);

    await drain();
    const [mail] = delivered(victim);
    expect(mail).toBeDefined();
    for (const part of [mail!.subject, mail!.text, mail!.html ?? '']) {
      expect(part).toContain(reference);
      expect(part).not.toContain(phishing);
      expect(part).not.toContain('555-0100');
      expect(part).not.toContain('Mallory');
    }
  });

  it("sends them an 'application received' mail with the VN- number only: not the typed company or contact", async () => {
    const victim = uniqueEmail('vendor-victim');
    const application = await vendorApplication(victim, { company: `${phishing} Ltd`, contact: 'Mallory Phisher' });
    expect((await outboxFor(victim)).map((row) => row.payload)).toEqual([{ applicationNumber: application.applicationNumber }]);

    await drain();
    const [mail] = delivered(victim);
    expect(mail).toBeDefined();
    for (const part of [mail!.subject, mail!.text, mail!.html ?? '']) {
      expect(part).toContain(application.applicationNumber);
      expect(part).not.toContain(phishing);
      expect(part).not.toContain('555-0100');
      expect(part).not.toContain('Mallory');
    }
  });
});

describe('mails the old shared limit stored as limited (20261127000300_mail_per_cause.sql)', () => {
  it('are queued again, deferred by the per-template rule, with the typed words removed; a dead confirmation link is given up', async () => {
    const fay = uniqueEmail('fay');
    const sent = `DK-${code()}`;
    const held = [`DK-${code()}`, `DK-${code()}`];
    const newsletterKey = `newsletter-confirm/NEWS-${code()}/1`;
    await stack.db.query("update public.mail_limits set max_count = 2 where name = 'per_recipient'");
    try {
      // The rows as the old enqueue_mail left them: one acknowledgement sent, two over the shared limit, and a
      // newsletter confirmation over it whose link no longer works.
      await stack.db.exec(`
        alter table public.mail_outbox drop constraint mail_outbox_status_check;
        alter table public.mail_outbox add constraint mail_outbox_status_check
          check (status in ('pending', 'sending', 'sent', 'failed', 'limited'));`);
      await stack.db.query(
        `insert into public.mail_outbox (event_key, template, recipient, payload, status, sent_at)
         values ($1, 'support_acknowledgement', $2, jsonb_build_object('reference', $3::text, 'name', 'Fay', 'subject', 'Old words'), 'sent', now())`,
        [`support-ack/${sent}`, fay, sent],
      );
      for (const reference of held) {
        await stack.db.query(
          `insert into public.mail_outbox (event_key, template, recipient, payload, status, last_error)
           values ($1, 'support_acknowledgement', $2, jsonb_build_object('reference', $3::text, 'name', 'Fay', 'subject', 'Old words'),
                   'limited', 'per-recipient limit reached')`,
          [`support-ack/${reference}`, fay, reference],
        );
      }
      await stack.db.query(
        `insert into public.mail_outbox (event_key, template, recipient, payload, status, last_error)
         values ($1, 'newsletter_confirmation', $2, jsonb_build_object('token', repeat('a', 43), 'unsubscribeToken', repeat('b', 43)),
                 'limited', 'per-recipient limit reached')`,
        [newsletterKey, fay],
      );

      // The migration, as `supabase db push` runs it.
      await stack.db.exec(readFileSync(new URL('../../supabase/migrations/20261127000300_mail_per_cause.sql', import.meta.url), 'utf8'));

      const rows = await stack.db.query<Queued & { deferred_by: number }>(
        `select event_key, template, status, last_error, payload,
                extract(epoch from next_attempt_at - (select scheduled_at from public.mail_outbox where event_key = $2))::int as deferred_by
           from public.mail_outbox where lower(recipient) = lower($1) order by id`,
        [fay, `support-ack/${sent}`],
      );
      expect(rows.rows).toEqual([
        expect.objectContaining({ status: 'sent', payload: { reference: sent } }),
        expect.objectContaining({ status: 'pending', last_error: null, payload: { reference: held[0] } }),
        // Two per window: the second held mail waits one window after the one already sent.
        expect.objectContaining({ status: 'pending', last_error: null, payload: { reference: held[1] }, deferred_by: 3600 }),
        expect.objectContaining({ event_key: newsletterKey, status: 'failed', last_error: expect.stringMatching(/replaced or expired/) }),
      ]);
      await expect(
        stack.db.query("update public.mail_outbox set status = 'limited' where event_key = $1", [newsletterKey]),
      ).rejects.toThrow(/mail_outbox_status_check/);

      await drain();
      expect(subjectsTo(fay)).toEqual([`We received your message [${held[0]}]`]);
    } finally {
      await stack.db.query("update public.mail_limits set max_count = 10 where name = 'per_recipient'");
    }
  });
});
