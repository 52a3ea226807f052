// @vitest-environment node
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createNewsletterSignup, createSupportMessage } from '../factories/submissions.ts';
import { restRequest, signInAdmin, toRow } from './support.ts';

/**
 * Floods on the public tables (supabase/migrations/*_server_owned_fields_and_floods.sql): one row per anonymous
 * request, a few submissions per e-mail address an hour and a per-client-address limit a minute, refused with
 * PT429 (HTTP 429) and the sentence the forms show; the service role is never limited. Every request stays on
 * loopback. The limit keys on an address the client cannot choose (*_client_address_not_chosen.sql): the one the
 * stand-in appends to X-Forwarded-For from the socket, as Kong does. So these tests play distinct clients by
 * connecting from distinct loopback addresses (Linux routes all of 127.0.0.0/8 to loopback), not by sending headers.
 */

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

let stack: LocalStack;
let seq = 0;
const code = () => `F${String(++seq).padStart(8, '0')}`;
const newsletterRow = (label = 'flood') =>
  toRow(createNewsletterSignup({ id: `NEWS-${code()}`, email: `${label}-${code().toLowerCase()}@example.com` }));
const supportRow = (overrides: Record<string, unknown> = {}) => ({ ...toRow(createSupportMessage({ id: `DK-${code()}` })), ...overrides });
/** Keeps one pool of connections per local address (Agent names its pools by localAddress too). */
const agent = new Agent({ keepAlive: true });

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});

afterAll(async () => {
  agent.destroy();
  await stack?.stop();
});

type Answer = { status: number; json: unknown };

/**
 * One /rest/v1 insert, anonymous unless `key` says otherwise, connected from `from` (a loopback address): that is
 * the client address the gateway sees. `headers` are sent as they are, forged ones included.
 */
function post(
  table: string,
  body: unknown,
  from: string,
  options: { key?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const key = options.key ?? stack.publishableKey;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${stack.apiUrl}/rest/v1/${table}`,
      {
        method: 'POST',
        agent,
        localAddress: from,
        headers: {
          apikey: key,
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : undefined }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const serviceKey = () => stack.secretKey;

async function countRows(table: string, filter: string): Promise<number> {
  const answer = await restRequest(stack, `/${table}?${filter}&select=id`, {
    key: serviceKey(),
    headers: { Prefer: 'count=exact' },
  });
  return Number(answer.headers.get('content-range')?.split('/')[1] ?? -1);
}

/**
 * The longest window the settings allow. Windows are fixed (they start on a multiple of their length), so a test whose
 * requests straddle a window's start would see a fresh budget; with a day that is once a day instead of once an hour.
 */
const DAY = 86400;

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
    // Ten at a time from one loopback address, at most 1,000, at most 45 s.
    const worker = async () => {
      while (sent < 1000 && Date.now() < deadline) {
        sent += 1;
        const answer = await post('newsletter_signups', newsletterRow(), '127.0.0.1');
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
    const normal = await post('newsletter_signups', newsletterRow(), '127.0.0.10');
    expect(normal.status).toBe(201);
    const statsAfter = await admin.client.rpc('admin_stats', { kind: 'newsletter_signups' });
    expect(statsAfter.error).toBeNull();
    expect(readers(statsAfter.data)).toBe(totalBefore + accepted + 1);
  });

  it('forged X-Forwarded-For and CF-Connecting-IP do not reset the budget: one client is refused with 429 past per_address, another connection has its own (Kong appends the peer last, kong/runloop/handler.lua; Cloudflare sets CF-Connecting-IP itself)', async () => {
    await setLimit('per_address', 3, DAY);
    try {
      const label = `forged-${code().toLowerCase()}`;
      const statuses: number[] = [];
      // Each request claims a new address both ways and writes to a new recipient, as a mail-bomber would.
      for (let index = 0; index < 8; index++) {
        const answer = await post(
          'support_messages',
          supportRow({ email: `${label}-${index}@example.com` }),
          '127.0.0.2',
          {
            headers: {
              'X-Forwarded-For': `203.0.113.${10 + index}`,
              'CF-Connecting-IP': `198.51.100.${10 + index}`,
            },
          },
        );
        statuses.push(answer.status);
        if (answer.status !== 201) expect(answer.json).toMatchObject({ code: 'PT429', message: tooMany });
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
      expect(await countRows('support_messages', `email=like.${label}-*`)).toBe(3);

      // A client connecting from another address is not held back, whatever headers it sends.
      const other = await post(
        'support_messages',
        supportRow({ email: `${label}-other@example.com` }),
        '127.0.0.3',
        {
          headers: { 'X-Forwarded-For': '127.0.0.2', 'CF-Connecting-IP': '127.0.0.2' },
        },
      );
      expect(other.status).toBe(201);
    } finally {
      await setLimit('per_address', 30, 60);
    }
  });

  it('request_client_address() reads cf-connecting-ip when the edge set it, else the last X-Forwarded-For entry (the one the gateway appended), never the first', async () => {
    const addressFor = (headers: Record<string, string> | null) =>
      stack.db.transaction(async (tx) => {
        if (headers)
          await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
        const { rows } = await tx.query<{ address: string | null }>(
          'select public.request_client_address() as address',
        );
        return rows[0]!.address;
      });
    // Hosted: the visitor's own header, then Cloudflare's client, then the edge that connected to Kong.
    expect(
      await addressFor({
        'cf-connecting-ip': '192.0.2.7',
        'x-forwarded-for': '203.0.113.1, 192.0.2.7, 172.64.0.9',
      }),
    ).toBe('192.0.2.7');
    expect(await addressFor({ 'x-forwarded-for': '203.0.113.1,  198.51.100.2 ' })).toBe('198.51.100.2');
    expect(
      await addressFor({ 'cf-connecting-ip': ' ', 'x-forwarded-for': '203.0.113.1, 198.51.100.2' }),
    ).toBe('198.51.100.2');
    expect(await addressFor({ 'x-forwarded-for': '198.51.100.3' })).toBe('198.51.100.3');
    // Outside an API request there is no address, and so no per-address limit.
    expect(await addressFor(null)).toBeNull();
  });

  it('an anonymous request inserts one row, never an array of rows', async () => {
    for (const size of [2, 1100]) {
      const label = `array${size}`;
      const rows = Array.from({ length: size }, () => newsletterRow(label));
      const answer = await post('newsletter_signups', rows, size === 2 ? '127.0.0.20' : '127.0.0.21');
      expect(answer.status, `${size} rows`).toBe(401);
      expect((answer.json as { code: string }).code).toBe('42501');
      expect(await countRows('newsletter_signups', `email=like.${label}-*`)).toBe(0);
    }
    // The same rows one request at a time go in.
    const single = await post('newsletter_signups', newsletterRow(), '127.0.0.22');
    expect(single.status).toBe(201);
  });

  it('an e-mail address sends at most five submissions an hour per table, in any letter case', async () => {
    const email = `busy-${code().toLowerCase()}@example.com`;
    for (let index = 0; index < 5; index++) {
      const answer = await post(
        'support_messages',
        supportRow({ email: index % 2 ? email.toUpperCase() : email }),
        `127.0.0.${30 + index}`,
      );
      expect(answer.status, `message ${index + 1}`).toBe(201);
    }
    const sixth = await post('support_messages', supportRow({ email }), '127.0.0.35');
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({ code: 'PT429', message: tooMany });
    expect(await countRows('support_messages', `email=ilike.${email}`)).toBe(5);
    // Another address, and the same address in another table, are not held back.
    expect((await post('support_messages', supportRow(), '127.0.0.35')).status).toBe(201);
  });

  it('the limits are settings: lowered, a third request from one address in the window is refused; raised again, it goes in', async () => {
    await setLimit('per_address', 2, DAY);
    try {
      const client = '127.0.0.40';
      expect((await post('support_messages', supportRow(), client)).status).toBe(201);
      expect((await post('support_messages', supportRow(), client)).status).toBe(201);
      expect((await post('support_messages', supportRow(), client)).status).toBe(429);
      await setLimit('per_address', 1000, DAY);
      expect((await post('support_messages', supportRow(), client)).status).toBe(201);
    } finally {
      await setLimit('per_address', 30, 60);
    }
  });

  it('the service role is never limited: the same e-mail and address, many at a time and one by one', async () => {
    const email = `seeded-${code().toLowerCase()}@example.com`;
    const service = { key: serviceKey() };
    const many = await post(
      'support_messages',
      Array.from({ length: 40 }, () => supportRow({ email })),
      '127.0.0.50',
      service,
    );
    expect(many.status).toBe(201);
    for (let index = 0; index < 35; index++) {
      expect((await post('support_messages', supportRow({ email }), '127.0.0.50', service)).status).toBe(201);
    }
    expect(await countRows('support_messages', `email=eq.${email}`)).toBe(75);
  });
});
