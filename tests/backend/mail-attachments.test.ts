// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { startPaymentServices, type PaymentServices } from '../../supabase/local/stripe/index.ts';
import { drainMailOutbox, loopbackFetch, restRequest, uniqueEmail } from './support.ts';

/**
 * Mail attachments on the local stack, end to end: the Resend stand-in takes them in Resend's shape
 * (`attachments: [{ filename, content: <Base64>, content_type }]`, https://resend.com/docs/dashboard/emails/attachments),
 * the mailbox lists and serves them, and a queued onboarding call confirmation leaves the outbox with its .ics
 * invitation, once, however often the outbox is drained.
 */

let stack: LocalStack;
let services: PaymentServices;

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

const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nSUMMARY:Zoë’s call\r\nEND:VCALENDAR\r\n';
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

const mail = (to: string, overrides: Record<string, unknown> = {}) => ({
  from: 'DoorKeep <support@doorkeep.example>',
  to: [to],
  subject: 'Your onboarding call',
  html: '<p>See you then</p>',
  text: 'See you then',
  attachments: [{ filename: 'onboarding-call.ics', content: base64(ics), content_type: 'text/calendar; charset=utf-8; method=REQUEST' }],
  ...overrides,
});

async function sendMail(body: unknown, headers: Record<string, string> = {}) {
  const response = await loopbackFetch(`${stack.mailApi.url}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.mailApi.apiKey}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

type Listed = { id: string; to: string; subject: string; attachments?: { filename: string; contentType: string; size: number; content: string }[] };

async function listed(to: string): Promise<Listed[]> {
  const all = (await (await loopbackFetch(`${stack.apiUrl}/__mailbox.json`)).json()) as Listed[];
  return all.filter((entry) => entry.to === to);
}

// node:http, not fetch: it sends the Host header we set, as a rebound DNS name would arrive.
function rawGet(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${stack.apiUrl}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the Resend stand-in and the mailbox: attachments', () => {
  it('delivers the attachments, lists them in the mailbox and serves each as a download of its type', async () => {
    const to = uniqueEmail('attach');
    expect((await sendMail(mail(to))).status).toBe(200);
    const [delivered] = await listed(to);
    expect(delivered!.attachments).toEqual([
      {
        filename: 'onboarding-call.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        size: Buffer.byteLength(ics),
        content: base64(ics),
      },
    ]);
    const path = `/__mailbox/attachments/${delivered!.id}/0`;
    const page = await (await loopbackFetch(`${stack.apiUrl}/__mailbox`)).text();
    expect(page).toContain(`href="${path}" download="onboarding-call.ics">onboarding-call.ics</a>`);

    const file = await rawGet(path);
    expect(file.status).toBe(200);
    expect(file.body.toString('utf8')).toBe(ics);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="onboarding-call.ics"; filename*=UTF-8''onboarding-call.ics`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect(Object.keys(file.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('derives the type from the file name when none is given, as Resend does', async () => {
    const to = uniqueEmail('derived');
    const answer = await sendMail(mail(to, { attachments: [{ filename: 'call.ics', content: base64(ics) }] }));
    expect(answer.status).toBe(200);
    const [delivered] = await listed(to);
    expect(delivered!.attachments![0]!.contentType).toBe('text/calendar');
  });

  it('serves an attachment to its own loopback host only, and nothing for an unknown one', async () => {
    const to = uniqueEmail('rebound');
    await sendMail(mail(to));
    const [delivered] = await listed(to);
    const port = new URL(stack.apiUrl).port;
    const path = `/__mailbox/attachments/${delivered!.id}/0`;
    expect((await rawGet(path, { Host: `rebound.example:${port}` })).status).toBe(403);
    expect((await rawGet(`/__mailbox/attachments/${delivered!.id}/1`)).status).toBe(404);
    expect((await rawGet('/__mailbox/attachments/00000000-0000-0000-0000-000000000000/0')).status).toBe(404);
    expect((await rawGet('/__mailbox/anything')).status).toBe(404);
  });

  it('refuses malformed attachments with 422 validation_error and delivers nothing', async () => {
    const to = uniqueEmail('badattach');
    for (const attachments of [
      'onboarding-call.ics',
      [{ filename: 'call.ics', content: 'not base64!' }],
      [{ content: base64(ics) }],
      [{ filename: 'call.ics\r\nBcc: x@evil.example', content: base64(ics) }],
      [{ filename: 'call.ics', content: base64(ics), content_type: 'text/calendar\r\nX: 1' }],
      [{ filename: 'invoice.pdf', path: 'https://example.com/invoice.pdf' }],
    ]) {
      const answer = await sendMail(mail(to, { attachments }));
      expect(answer, JSON.stringify(attachments)).toMatchObject({
        status: 422,
        body: { statusCode: 422, name: 'validation_error' },
      });
    }
    expect(await listed(to)).toEqual([]);
  });

  it('counts the attachments in the idempotent request: the same key with another file is refused', async () => {
    const to = uniqueEmail('idemattach');
    const key = `onboarding-call-booked/${crypto.randomUUID()}/0`;
    const first = await sendMail(mail(to), { 'Idempotency-Key': key });
    expect(await sendMail(mail(to), { 'Idempotency-Key': key })).toEqual(first);
    const changed = mail(to, { attachments: [{ filename: 'onboarding-call.ics', content: base64(`${ics} `) }] });
    expect(await sendMail(changed, { 'Idempotency-Key': key })).toMatchObject({
      status: 409,
      body: { name: 'invalid_idempotent_request' },
    });
    const delivered = await listed(to);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.attachments!.map((file) => file.content)).toEqual([base64(ics)]);
  });
});

const drain = () => drainMailOutbox(stack);

describe('the outbox sends the onboarding call confirmation with its .ics', () => {
  it('a queued confirmation reaches the mailbox once, with the invitation the owner can download', async () => {
    const email = uniqueEmail('callowner');
    const callId = crypto.randomUUID();
    const enqueue = () =>
      restRequest(stack, '/rpc/enqueue_mail', {
        method: 'POST',
        key: stack.secretKey,
        body: {
          p_event_key: `onboarding-call-booked/${callId}/0`,
          p_template: 'onboarding_call_booked',
          p_recipient: email,
          p_payload: {
            callId,
            firstName: 'Dana',
            startsAt: '2026-12-01T18:00:00Z',
            bookedAt: '2026-11-28T21:15:00Z',
            sequence: 0,
            timeZone: 'America/Chicago',
          },
        },
      });
    expect((await enqueue()).status).toBeLessThan(300);
    expect((await drain()).sent).toBeGreaterThanOrEqual(1);
    expect((await enqueue()).status).toBeLessThan(300);
    await drain();

    const delivered = await listed(email);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.subject).toBe('Your DoorKeep onboarding call: Tuesday, December 1, 2026');
    expect(delivered[0]!.attachments).toMatchObject([
      { filename: 'onboarding-call.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' },
    ]);
    const file = await rawGet(`/__mailbox/attachments/${delivered[0]!.id}/0`);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const lines = file.body.toString('utf8').replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        `UID:onboarding-call-${callId}@doorkeep.example`,
        'DTSTAMP:20261128T211500Z',
        'DTSTART:20261201T180000Z',
        'DTEND:20261201T183000Z',
        `ATTENDEE;CN="Dana";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${email}`,
      ]),
    );
    const row = await stack.db.query<{ status: string }>('select status from public.mail_outbox where event_key = $1', [
      `onboarding-call-booked/${callId}/0`,
    ]);
    expect(row.rows).toEqual([{ status: 'sent' }]);
  });
});
