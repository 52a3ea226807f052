import assert from 'node:assert/strict';
import { createResendMailer, MailError, type MailMessage, type Mailer } from '../_shared/mail.ts';
import {
  createMailOutboxHandler,
  drainOutbox,
  envMailOutboxDeps,
  MAX_ATTEMPTS,
  type MailOutboxDeps,
  type OutboxRow,
  type OutboxStore,
} from '../_shared/mail-outbox.ts';

// ---- the Resend adapter, against a fetch double ----------------------------------------------------------------

type Seen = { url: string; headers: Headers; body: Record<string, unknown> };

function fetchDouble(answer: (seen: Seen) => Response | Promise<Response>) {
  const calls: Seen[] = [];
  const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const seen = { url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) };
    calls.push(seen);
    return await answer(seen);
  }) as typeof fetch;
  return { fake, calls };
}

const message: MailMessage = {
  from: 'DoorKeep <support@doorkeep.example>',
  to: 'dana@example.com',
  subject: 'We received your message',
  html: '<p>Hi</p>',
  text: 'Hi',
  replyTo: 'support@doorkeep.example',
};

Deno.test('the Resend adapter posts the message to /emails with the bearer key and the idempotency key', async () => {
  const { fake, calls } = fetchDouble(() => Response.json({ id: 'email-1' }));
  const mailer = createResendMailer({ apiKey: 're_test_key', baseUrl: 'http://127.0.0.1:9/__resend/', fetch: fake });
  assert.deepEqual(await mailer.send(message, { idempotencyKey: 'support-ack/DK-AAAAAAAAA' }), { id: 'email-1' });
  assert.equal(calls[0].url, 'http://127.0.0.1:9/__resend/emails');
  assert.equal(calls[0].headers.get('Authorization'), 'Bearer re_test_key');
  assert.equal(calls[0].headers.get('Idempotency-Key'), 'support-ack/DK-AAAAAAAAA');
  assert.deepEqual(calls[0].body, {
    from: message.from,
    to: ['dana@example.com'],
    subject: message.subject,
    html: '<p>Hi</p>',
    text: 'Hi',
    reply_to: 'support@doorkeep.example',
  });
});

Deno.test('the Resend adapter tells a refused request from one worth retrying', async () => {
  const answers: Record<number, { name: string }> = {
    422: { name: 'missing_required_field' },
    400: { name: 'validation_error' },
    429: { name: 'rate_limit_exceeded' },
    500: { name: 'application_error' },
    403: { name: 'invalid_api_key' },
  };
  for (const [status, { name }] of Object.entries(answers)) {
    const { fake } = fetchDouble(() => Response.json({ statusCode: Number(status), name, message: 'nope' }, { status: Number(status) }));
    const error = await createResendMailer({ apiKey: 'k', baseUrl: 'http://x', fetch: fake })
      .send(message, { idempotencyKey: 'k1' })
      .catch((e) => e);
    assert.ok(error instanceof MailError, status);
    assert.equal(error.name, name);
    assert.equal(error.retryable, !['400', '422'].includes(status), status);
  }
  const offline = (() => Promise.reject(new TypeError('connection refused'))) as typeof fetch;
  const error = await createResendMailer({ apiKey: 'k', baseUrl: 'http://x', fetch: offline })
    .send(message, { idempotencyKey: 'k1' })
    .catch((e) => e);
  assert.equal(error.retryable, true);
});

Deno.test('the Resend adapter refuses an idempotency key Resend would refuse, without calling it', async () => {
  const { fake, calls } = fetchDouble(() => Response.json({ id: 'x' }));
  const mailer = createResendMailer({ apiKey: 'k', baseUrl: 'http://x', fetch: fake });
  await assert.rejects(mailer.send(message, { idempotencyKey: 'k'.repeat(257) }), MailError);
  assert.equal(calls.length, 0);
});

// ---- the drain, with an outbox double and a provider double ------------------------------------------------------

class FakeOutbox implements OutboxStore {
  rows: (OutboxRow & { status: string; retryAt?: Date | null; providerId?: string; error?: string })[] = [];
  claim(batchSize: number) {
    const due = this.rows.filter((row) => row.status === 'pending').slice(0, batchSize);
    for (const row of due) {
      row.status = 'sending';
      row.attempts++;
    }
    return Promise.resolve(due.map((row) => ({ ...row })));
  }
  markSent(id: number, providerId: string) {
    Object.assign(this.rows.find((row) => row.id === id)!, { status: 'sent', providerId });
    return Promise.resolve();
  }
  markFailed(id: number, error: string, retryAt: Date | null) {
    Object.assign(this.rows.find((row) => row.id === id)!, { status: retryAt ? 'retry' : 'failed', retryAt, error });
    return Promise.resolve();
  }
}

/** A provider double that remembers idempotency keys like Resend: the same key returns the same id, one mail. */
class FakeProvider implements Mailer {
  delivered: { message: MailMessage; key: string }[] = [];
  private ids = new Map<string, string>();
  failWith: MailError | null = null;
  send(message: MailMessage, { idempotencyKey }: { idempotencyKey: string }) {
    if (this.failWith) return Promise.reject(this.failWith);
    if (!this.ids.has(idempotencyKey)) {
      this.ids.set(idempotencyKey, `email-${this.ids.size + 1}`);
      this.delivered.push({ message, key: idempotencyKey });
    }
    return Promise.resolve({ id: this.ids.get(idempotencyKey)! });
  }
}

const ack = (id: number, overrides: Partial<OutboxRow> = {}) => ({
  id,
  event_key: `support-ack/DK-TICKET00${id}`,
  template: 'support_acknowledgement',
  recipient: 'dana@example.com',
  payload: { reference: `DK-TICKET00${id}` } as Record<string, unknown>,
  attempts: 0,
  status: 'pending',
  ...overrides,
});

function setup() {
  const store = new FakeOutbox();
  const provider = new FakeProvider();
  const deps: MailOutboxDeps = {
    callerKeys: ['sb_secret_default', 'sb_secret_scheduler'],
    store,
    mailer: provider,
    from: 'DoorKeep <support@doorkeep.example>',
    vendorFrom: 'DoorKeep Vendor Relations <vendors@doorkeep.example>',
    replyTo: 'support@doorkeep.example',
    now: () => new Date('2026-11-25T12:00:00Z'),
  };
  return { store, provider, deps };
}

Deno.test('a queued support acknowledgement is sent with its ticket and the 4-hour promise, keyed by its event', async () => {
  const { store, provider, deps } = setup();
  store.rows.push(ack(1));
  assert.deepEqual(await drainOutbox(deps), { sent: 1, retrying: 0, failed: 0 });
  const [{ message: mail, key }] = provider.delivered;
  assert.equal(key, 'support-ack/DK-TICKET001');
  assert.equal(mail.to, 'dana@example.com');
  assert.equal(mail.subject, 'We received your message [DK-TICKET001]');
  for (const part of [mail.text, mail.html]) {
    assert.match(part, /DK-TICKET001/);
    assert.match(part, /within 4 hours/);
  }
  assert.equal(store.rows[0].status, 'sent');
  assert.equal(store.rows[0].providerId, 'email-1');
});

// Anyone can store a support message naming any address, so the acknowledgement must not carry the sender's words
// to it. Rows queued before the trigger stopped storing them still have a name and subject: they must not show.
// The vendor pages give the vendor relations address (src/config/site.ts): mail to applicants comes from it, not from
// support, so the sender they see is the one the pages told them to expect.
Deno.test('vendor mails leave from the vendors address with replies to it; a support acknowledgement from support', async () => {
  const { store, provider, deps } = setup();
  store.rows.push(
    ack(1),
    { ...ack(2), event_key: 'vendor-received/VN-AAAAAAAAA', template: 'vendor_application_received', payload: { applicationNumber: 'VN-AAAAAAAAA' } },
    {
      ...ack(3),
      event_key: 'vendor-declined/VN-AAAAAAAAA',
      template: 'vendor_application_declined',
      payload: { applicationNumber: 'VN-AAAAAAAAA', reason: 'Outside our service area' },
    },
  );
  assert.deepEqual(await drainOutbox(deps), { sent: 3, retrying: 0, failed: 0 });
  const sent = Object.fromEntries(provider.delivered.map(({ message: mail, key }) => [key.split('/')[0], mail]));
  assert.equal(sent['support-ack'].from, 'DoorKeep <support@doorkeep.example>');
  assert.equal(sent['support-ack'].replyTo, 'support@doorkeep.example');
  for (const kind of ['vendor-received', 'vendor-declined']) {
    assert.equal(sent[kind].from, 'DoorKeep Vendor Relations <vendors@doorkeep.example>', kind);
    assert.equal(sent[kind].replyTo, 'vendors@doorkeep.example', kind);
    assert.equal('sender' in sent[kind], false, kind);
  }
});

const projectEnv: Record<string, string> = {
  SUPABASE_URL: 'http://127.0.0.1:9',
  SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_x"}',
  SUPABASE_SECRET_KEYS: '{"default":"sb_secret_x"}',
  SITE_ORIGINS: 'http://127.0.0.1:5173',
  RESEND_API_KEY: 're_test',
};

Deno.test("by default the vendor mails' sender is the vendor address of site.ts; MAIL_FROM_VENDORS replaces it", () => {
  const defaults = envMailOutboxDeps((name) => projectEnv[name])();
  assert.equal(defaults.from, 'DoorKeep <support@doorkeep.example>');
  assert.equal(defaults.vendorFrom, 'DoorKeep Vendor Relations <vendors@doorkeep.example>');
  const env: Record<string, string> = { ...projectEnv, MAIL_FROM_VENDORS: 'DoorKeep Vendors <vendors@mail.example.com>' };
  assert.equal(envMailOutboxDeps((name) => env[name])().vendorFrom, 'DoorKeep Vendors <vendors@mail.example.com>');
});

Deno.test("a support acknowledgement queued with the sender's name and subject quotes neither, only the DK- ticket", async () => {
  const { store, provider, deps } = setup();
  store.rows.push(ack(1, { payload: { reference: 'DK-TICKET001', name: 'Mallory Phisher', subject: 'Call +1-555-0100 now' } }));
  assert.deepEqual(await drainOutbox(deps), { sent: 1, retrying: 0, failed: 0 });
  const [{ message: mail }] = provider.delivered;
  for (const part of [mail.subject, mail.text, mail.html]) {
    assert.match(part, /DK-TICKET001/);
    assert.doesNotMatch(part, /555-0100|Call \+1/);
    assert.doesNotMatch(part, /Mallory|Phisher/);
  }
});

Deno.test('a failed send stays queued for a later attempt and a refused one is given up, both recorded', async () => {
  const { store, provider, deps } = setup();
  store.rows.push(ack(1));
  provider.failWith = new MailError('down', 503, 'application_error', true);
  assert.deepEqual(await drainOutbox(deps), { sent: 0, retrying: 1, failed: 0 });
  assert.equal(store.rows[0].status, 'retry');
  assert.equal(store.rows[0].retryAt?.toISOString(), '2026-11-25T12:01:00.000Z');
  assert.match(store.rows[0].error ?? '', /application_error/);

  store.rows.push(ack(2));
  provider.failWith = new MailError('bad from', 422, 'validation_error', false);
  await drainOutbox(deps);
  assert.equal(store.rows[1].status, 'failed');
  assert.equal(store.rows[1].retryAt, null);
});

Deno.test('a mail still failing after the last attempt is given up', async () => {
  const { store, provider, deps } = setup();
  store.rows.push(ack(1, { attempts: MAX_ATTEMPTS - 1 }));
  provider.failWith = new MailError('down', 503, 'application_error', true);
  assert.deepEqual(await drainOutbox(deps), { sent: 0, retrying: 0, failed: 1 });
});

Deno.test('a retried event (answer lost, row claimed again) is one mail at the provider', async () => {
  const { store, provider, deps } = setup();
  store.rows.push(ack(1));
  await drainOutbox(deps);
  store.rows[0].status = 'pending'; // as if recording "sent" had failed and the lease ran out
  await drainOutbox(deps);
  assert.equal(provider.delivered.length, 1);
  assert.equal(store.rows[0].providerId, 'email-1');
});

Deno.test('an unknown template or a row without its reference is given up, not sent', async () => {
  const { store, provider, deps } = setup();
  store.rows.push(ack(1, { template: 'nope' }), ack(2, { payload: { name: 'x', subject: 'y' } }));
  assert.deepEqual(await drainOutbox(deps), { sent: 0, retrying: 0, failed: 2 });
  assert.equal(provider.delivered.length, 0);
});

// Supabase's pg_net guide for the new keys: the secret key goes in `apikey`, never as a Bearer token.
Deno.test('only a caller with one of the secret keys in apikey may drain the outbox', async () => {
  const { store, provider, deps } = setup();
  store.rows.push(ack(1));
  const handler = createMailOutboxHandler(() => deps);
  const post = (headers: Record<string, string>) => handler(new Request('http://x/mail-outbox', { method: 'POST', headers }));
  assert.equal((await post({})).status, 401);
  assert.equal((await post({ apikey: 'sb_publishable_x' })).status, 401);
  assert.equal((await post({ apikey: 'sb_secret_defaulT' })).status, 401);
  assert.equal((await post({ Authorization: 'Bearer sb_secret_default' })).status, 401);
  assert.equal(provider.delivered.length, 0);
  const ok = await post({ apikey: 'sb_secret_scheduler' });
  assert.equal(ok.status, 200);
  assert.deepEqual(await ok.json(), { sent: 1, retrying: 0, failed: 0 });
});
