import assert from 'node:assert/strict';
import { createResendMailer, MailError, type MailMessage } from '../_shared/mail.ts';
import { drainOutbox, renderOutboxRow, type MailOutboxDeps, type OutboxRow, type OutboxStore } from '../_shared/mail-outbox.ts';

// Attachments through the mail port, in Resend's shape (https://resend.com/docs/dashboard/emails/attachments:
// `attachments: [{ filename, content: <Base64>, content_type }]`), and the onboarding call's invitation as the
// first mail that carries one.

const links = { site: 'https://www.doorkeep.example', api: 'https://ref.supabase.co' };
const callId = '3f1c2a64-9d0e-4b8a-a1c3-5e6f7a8b9c0d';

const callRow = (payload: Record<string, unknown> = {}): OutboxRow => ({
  id: 1,
  event_key: `onboarding-call-booked/${callId}/0`,
  template: 'onboarding_call_booked',
  recipient: 'dana@example.com',
  payload: {
    callId,
    firstName: 'Dana',
    startsAt: '2026-12-01T18:00:00Z',
    bookedAt: '2026-11-28T21:15:00Z',
    sequence: 0,
    timeZone: 'America/Los_Angeles',
    ...payload,
  },
  attempts: 0,
});

const decodeBase64 = (base64: string) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

Deno.test('the call confirmation gives the time in the owner’s zone and attaches the 30-minute call as an invitation', () => {
  const mail = renderOutboxRow(callRow(), links);
  assert.equal(mail.subject, 'Your DoorKeep onboarding call: Tuesday, December 1, 2026');
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /10:00\sAM – 10:30\sAM PST/);
    assert.match(part, /move or cancel the call from your dashboard/);
    assert.ok(part.includes('https://www.doorkeep.example/dashboard'));
  }
  assert.equal(mail.attachments?.length, 1);
  const [invite] = mail.attachments!;
  assert.equal(invite.filename, 'onboarding-call.ics');
  assert.equal(invite.contentType, 'text/calendar; charset=utf-8; method=REQUEST');
  const lines = unfold(String(invite.content));
  for (const expected of [
    'METHOD:REQUEST',
    `UID:onboarding-call-${callId}@doorkeep.example`,
    'SEQUENCE:0',
    'DTSTAMP:20261128T211500Z',
    'DTSTART:20261201T180000Z',
    'DTEND:20261201T183000Z',
    'SUMMARY:DoorKeep onboarding call',
    'ORGANIZER;CN="DoorKeep":mailto:support@doorkeep.example',
    'ATTENDEE;CN="Dana";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:dana@example.com',
  ]) {
    assert.ok(lines.includes(expected), `missing ${expected}`);
  }
});

Deno.test('a call row without its facts is no mail; an unknown time zone prints UTC', () => {
  assert.throws(() => renderOutboxRow(callRow({ callId: 'not-a-uuid' }), links), /call id/);
  assert.throws(() => renderOutboxRow(callRow({ sequence: '0' }), links), /sequence/);
  assert.throws(() => renderOutboxRow(callRow({ startsAt: 'tomorrow' }), links), /date/);
  assert.throws(() => renderOutboxRow(callRow({ bookedAt: undefined }), links), /date/);
  assert.throws(() => renderOutboxRow(callRow(), undefined), /SITE_ORIGINS/);
  assert.match(renderOutboxRow(callRow({ timeZone: 'Mars/Olympus' }), links).text, /6:00\sPM – 6:30\sPM UTC/);
});

Deno.test('the Resend adapter sends attachments as filename, Base64 content and content type', async () => {
  const bodies: string[] = [];
  const fake = ((_: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(String(init?.body));
    return Promise.resolve(Response.json({ id: 'email-1' }));
  }) as typeof fetch;
  const mailer = createResendMailer({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', fetch: fake });
  const text = 'BEGIN:VCALENDAR\r\nSUMMARY:Zoë’s call 🏠\r\nEND:VCALENDAR\r\n';
  await mailer.send(
    {
      from: 'DoorKeep <support@doorkeep.example>',
      to: 'dana@example.com',
      subject: 'Call',
      html: '<p>Call</p>',
      text: 'Call',
      attachments: [
        { filename: 'call.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: text },
        { filename: 'bytes.bin', contentType: 'application/octet-stream', content: new Uint8Array([0, 255, 128]) },
      ],
    },
    { idempotencyKey: 'k1' },
  );
  const { attachments } = JSON.parse(bodies[0]!) as { attachments: Record<string, string>[] };
  assert.deepEqual(attachments, [
    { filename: 'call.ics', content: attachments[0]!.content, content_type: 'text/calendar; charset=utf-8; method=REQUEST' },
    { filename: 'bytes.bin', content: 'AP+A', content_type: 'application/octet-stream' },
  ]);
  assert.equal(decodeBase64(attachments[0]!.content!), text, 'the text travels as UTF-8');
  assert.equal(JSON.parse(bodies[0]!).to[0], 'dana@example.com');
});

Deno.test('the Resend adapter refuses a filename or content type that could forge a header, without calling Resend', async () => {
  let calls = 0;
  const fake = (() => (calls++, Promise.resolve(Response.json({ id: 'x' })))) as typeof fetch;
  const mailer = createResendMailer({ apiKey: 'k', baseUrl: 'http://x', fetch: fake });
  const base: MailMessage = { from: 'a@doorkeep.example', to: 'b@example.com', subject: 's', html: 'h', text: 't' };
  for (const attachment of [
    { filename: 'call.ics\r\nBcc: x@evil.example', contentType: 'text/calendar', content: 'x' },
    { filename: '../../etc/passwd', contentType: 'text/plain', content: 'x' },
    { filename: 'call.ics', contentType: 'text/calendar\r\nBcc: x@evil.example', content: 'x' },
    { filename: '', contentType: 'text/calendar', content: 'x' },
  ]) {
    const error = await mailer.send({ ...base, attachments: [attachment] }, { idempotencyKey: 'k' }).catch((e) => e);
    assert.ok(error instanceof MailError, JSON.stringify(attachment));
    assert.equal(error.retryable, false);
  }
  assert.equal(calls, 0);
});

// ---- retries: the same row sends the same bytes, so Resend's idempotency key holds ---------------------------

class OneRowOutbox implements OutboxStore {
  status = 'pending';
  constructor(private row: OutboxRow) {}
  claim() {
    if (this.status !== 'pending') return Promise.resolve([]);
    this.status = 'sending';
    this.row = { ...this.row, attempts: this.row.attempts + 1 };
    return Promise.resolve([structuredClone(this.row)]);
  }
  markSent() {
    this.status = 'sent';
    return Promise.resolve();
  }
  markFailed(_id: number, _error: string, retryAt: Date | null) {
    this.status = retryAt ? 'pending' : 'failed';
    return Promise.resolve();
  }
}

Deno.test('a retried invitation is the byte-identical request under the same Idempotency-Key', async () => {
  // Resend answers the same key with another body 409 invalid_idempotent_request
  // (https://resend.com/docs/dashboard/emails/idempotency-keys): the first answer is lost, the retry must match it.
  const requests: { key: string | null; body: string }[] = [];
  const fake = ((_: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ key: new Headers(init?.headers).get('Idempotency-Key'), body: String(init?.body) });
    if (requests.length === 1) return Promise.reject(new TypeError('connection reset'));
    if (requests[0]!.body !== requests.at(-1)!.body) {
      return Promise.resolve(Response.json({ name: 'invalid_idempotent_request', message: 'differs' }, { status: 409 }));
    }
    return Promise.resolve(Response.json({ id: 'email-1' }));
  }) as typeof fetch;
  const store = new OneRowOutbox(callRow());
  let clock = new Date('2026-11-28T21:15:05Z');
  const deps: MailOutboxDeps = {
    callerKeys: ['sb_secret_x'],
    store,
    mailer: createResendMailer({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9', fetch: fake }),
    from: 'DoorKeep <support@doorkeep.example>',
    vendorFrom: 'DoorKeep Vendor Relations <vendors@doorkeep.example>',
    replyTo: 'support@doorkeep.example',
    links,
    now: () => clock,
  };
  assert.deepEqual(await drainOutbox(deps), { sent: 0, retrying: 1, failed: 0 });
  clock = new Date('2026-11-28T23:40:00Z');
  // Past a second boundary, so an invitation stamped with the clock (DTSTAMP has seconds) would differ.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.deepEqual(await drainOutbox(deps), { sent: 1, retrying: 0, failed: 0 });
  assert.equal(requests.length, 2);
  assert.equal(requests[1]!.key, `onboarding-call-booked/${callId}/0`);
  assert.equal(requests[1]!.key, requests[0]!.key);
  assert.equal(requests[1]!.body, requests[0]!.body);
  const sent = JSON.parse(requests[1]!.body) as { attachments: { filename: string; content: string }[] };
  assert.equal(sent.attachments[0]!.filename, 'onboarding-call.ics');
  assert.match(decodeBase64(sent.attachments[0]!.content), /^BEGIN:VCALENDAR\r\n/);
  assert.equal(store.status, 'sent');
});
