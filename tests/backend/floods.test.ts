// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createNewsletterSignup, createSupportMessage } from '../factories/submissions.ts';
import { restRequest, signInAdmin, toRow, type RestAnswer } from './support.ts';

/**
 * Floods on the public tables (supabase/migrations/*_server_owned_fields_and_floods.sql): one row per anonymous
 * request, a few submissions per e-mail address an hour and a per-client-address limit a minute, refused with
 * PT429 (HTTP 429) and the sentence the forms show; the service role is never limited. Every request stays on
 * loopback. The stand-in appends the socket's address to X-Forwarded-For as the gateway does, so a request that
 * sends its own X-Forwarded-For is keyed on that first entry: that is how these tests play distinct clients.
 */

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

let stack: LocalStack;
let seq = 0;
const code = () => `F${String(++seq).padStart(8, '0')}`;
const newsletterRow = (label = 'flood') =>
  toRow(createNewsletterSignup({ id: `NEWS-${code()}`, email: `${label}-${code().toLowerCase()}@example.com` }));
const supportRow = (overrides: Record<string, unknown> = {}) => ({ ...toRow(createSupportMessage({ id: `DK-${code()}` })), ...overrides });

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
});

/** One anonymous insert; `client` plays the visitor's address (omitted: the loopback socket's own). */
const post = (table: string, body: unknown, client?: string, key?: string): Promise<RestAnswer> =>
  restRequest(stack, `/${table}`, {
    method: 'POST',
    body,
    key,
    headers: client ? { 'X-Forwarded-For': client } : {},
  });

const serviceKey = () => stack.secretKey;

async function countRows(table: string, filter: string): Promise<number> {
  const answer = await restRequest(stack, `/${table}?${filter}&select=id`, {
    key: serviceKey(),
    headers: { Prefer: 'count=exact' },
  });
  return Number(answer.headers.get('content-range')?.split('/')[1] ?? -1);
}

async function setLimit(name: 'per_email' | 'per_address', maxCount: number, windowSeconds: number) {
  const answer = await restRequest(stack, `/submission_limits?name=eq.${name}`, {
    method: 'PATCH',
    key: serviceKey(),
    body: { max_count: maxCount, window_seconds: windowSeconds },
  });
  expect(answer.status).toBe(204);
}

describe('floods', () => {
  it('1,000 sign-ups from one client in a minute are mostly refused; the API stays healthy and admin_stats counts only what was accepted', async () => {
    const admin = await signInAdmin(stack);
    const statsBefore = await admin.client.rpc('admin_stats', { kind: 'newsletter_signups' });
    expect(statsBefore.error).toBeNull();
    // Every stored reader, whatever their opt-in status (Total Subscribers counts confirmed readers only).
    const readers = (figures: unknown) => {
      const { confirmed, unconfirmed, unsubscribed } = figures as Record<'confirmed' | 'unconfirmed' | 'unsubscribed', number>;
      return confirmed + unconfirmed + unsubscribed;
    };
    const totalBefore = readers(statsBefore.data);

    const started = Date.now();
    const deadline = started + 45_000;
    const statuses = new Map<number, number>();
    let sent = 0;
    let messageSeen = '';
    // Ten at a time from the loopback socket (no X-Forwarded-For of its own), at most 1,000, at most 45 s.
    const worker = async () => {
      while (sent < 1000 && Date.now() < deadline) {
        sent += 1;
        const answer = await post('newsletter_signups', newsletterRow());
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 429) messageSeen = (answer.json as { message: string }).message;
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    const ended = Date.now();

    const accepted = statuses.get(201) ?? 0;
    const refused = statuses.get(429) ?? 0;
    expect([...statuses.keys()].sort(), JSON.stringify([...statuses])).toEqual([201, 429]);
    expect(accepted + refused).toBe(sent);
    // 30 a minute per address, counted in fixed one-minute windows: at most 30 in each window the run touched.
    const windows = Math.floor(ended / 60_000) - Math.floor(started / 60_000) + 1;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(30 * windows);
    expect(refused).toBeGreaterThan(sent / 2);
    expect(messageSeen).toBe(tooMany);

    // Another visitor is served at once, and reads still answer.
    const normal = await post('newsletter_signups', newsletterRow(), '198.51.100.20');
    expect(normal.status).toBe(201);
    const statsAfter = await admin.client.rpc('admin_stats', { kind: 'newsletter_signups' });
    expect(statsAfter.error).toBeNull();
    expect(readers(statsAfter.data)).toBe(totalBefore + accepted + 1);
  });

  it('an anonymous request inserts one row, never an array of rows', async () => {
    for (const size of [2, 1100]) {
      const label = `array${size}`;
      const rows = Array.from({ length: size }, () => newsletterRow(label));
      const answer = await post('newsletter_signups', rows, `198.51.100.${size === 2 ? 30 : 31}`);
      expect(answer.status, `${size} rows`).toBe(401);
      expect((answer.json as { code: string }).code).toBe('42501');
      expect(await countRows('newsletter_signups', `email=like.${label}-*`)).toBe(0);
    }
    // The same rows one request at a time go in.
    const single = await post('newsletter_signups', newsletterRow(), '198.51.100.32');
    expect(single.status).toBe(201);
  });

  it('an e-mail address sends at most five submissions an hour per table, in any letter case', async () => {
    const email = `busy-${code().toLowerCase()}@example.com`;
    for (let index = 0; index < 5; index++) {
      const answer = await post('support_messages', supportRow({ email: index % 2 ? email.toUpperCase() : email }), `198.51.100.${40 + index}`);
      expect(answer.status, `message ${index + 1}`).toBe(201);
    }
    const sixth = await post('support_messages', supportRow({ email }), '198.51.100.50');
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({ code: 'PT429', message: tooMany });
    expect(await countRows('support_messages', `email=ilike.${email}`)).toBe(5);
    // Another address, and the same address in another table, are not held back.
    expect((await post('support_messages', supportRow(), '198.51.100.50')).status).toBe(201);
  });

  it('the limits are settings: lowered, a third request from one address in the window is refused; raised again, it goes in', async () => {
    await setLimit('per_address', 2, 3600);
    try {
      const client = '198.51.100.60';
      expect((await post('support_messages', supportRow(), client)).status).toBe(201);
      expect((await post('support_messages', supportRow(), client)).status).toBe(201);
      expect((await post('support_messages', supportRow(), client)).status).toBe(429);
      await setLimit('per_address', 1000, 3600);
      expect((await post('support_messages', supportRow(), client)).status).toBe(201);
    } finally {
      await setLimit('per_address', 30, 60);
    }
  });

  it('the service role is never limited: the same e-mail and address, many at a time and one by one', async () => {
    const email = `seeded-${code().toLowerCase()}@example.com`;
    const many = await post(
      'support_messages',
      Array.from({ length: 40 }, () => supportRow({ email })),
      '198.51.100.70',
      serviceKey(),
    );
    expect(many.status).toBe(201);
    for (let index = 0; index < 35; index++) {
      expect((await post('support_messages', supportRow({ email }), '198.51.100.70', serviceKey())).status).toBe(201);
    }
    expect(await countRows('support_messages', `email=eq.${email}`)).toBe(75);
  });
});
