// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserFunctions,
  checkHostedProject,
  exitStatus,
  type CheckResult,
} from '../../supabase/deploy/check-hosted.ts';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { loopbackFetch } from './support.ts';

// npm run check:hosted against the local stand-in of a hosted project, with a small Node server standing in for the
// deployed functions (no Deno): it answers CORS for one site origin, as the functions do for SITE_ORIGINS.


const siteOrigin = 'https://www.doorkeep.example';

let stack: LocalStack;
let functionsHost: Server;
/** The functions the stand-in host has "deployed"; the others answer 404 as hosted does. */
const deployed = new Set<string>();
/** What mail-outbox answers a caller without the secret key. */
let mailOutboxRefusal: { status: number; body: unknown };

function resetFunctions() {
  deployed.clear();
  for (const name of [...browserFunctions, 'mail-outbox']) deployed.add(name);
  mailOutboxRefusal = { status: 401, body: { error: 'Only the scheduler may drain the outbox' } };
}

/** Answers like _shared/http.ts corsHeaders: the origin is echoed only when it is the site's. */
function answerFunction(req: IncomingMessage, res: ServerResponse) {
  const name = (req.url ?? '').split(/[/?]/)[1] ?? '';
  const json = { 'Content-Type': 'application/json' };
  if (!deployed.has(name))
    return res.writeHead(404, json).end('{"code":"NOT_FOUND","message":"Requested function was not found"}');
  if (req.method === 'OPTIONS') {
    const cors: Record<string, string> = {
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
      Vary: 'Origin',
    };
    if (req.headers.origin === siteOrigin) cors['Access-Control-Allow-Origin'] = siteOrigin;
    return res.writeHead(204, cors).end();
  }
  if (name === 'mail-outbox')
    return res.writeHead(mailOutboxRefusal.status, json).end(JSON.stringify(mailOutboxRefusal.body));
  return res.writeHead(200, json).end('{}');
}

beforeAll(async () => {
  resetFunctions();
  functionsHost = createServer((req, res) => req.resume().on('end', () => answerFunction(req, res)));
  await new Promise<void>((resolve) => functionsHost.listen(0, '127.0.0.1', resolve));
  const functionsUrl = `http://127.0.0.1:${(functionsHost.address() as AddressInfo).port}`;
  stack = await startLocalStack({ port: 0, bcryptCost: 4, functionsUrl, mailDrainIntervalMs: 0 });
});

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((resolve) => functionsHost.close(() => resolve()));
});

const check = (origin?: string, fetchImpl: typeof fetch = loopbackFetch) =>
  checkHostedProject({ url: stack.apiUrl, publishableKey: stack.publishableKey, origin, fetch: fetchImpl });

const named = (results: CheckResult[], name: string) => results.find((result) => result.name === name);

/** Rows in the visitor tables, the mail outbox and the flood counters. */
async function storedCounts() {
  const { rows } = await stack.db.query(
    `select (select count(*)::int from public.waitlist_signups) as waitlist,
            (select count(*)::int from public.newsletter_signups) as newsletter,
            (select count(*)::int from public.vendor_applications) as vendor_applications,
            (select count(*)::int from public.support_messages) as support_messages,
            (select count(*)::int from public.mail_outbox) as mail_outbox,
            (select count(*)::int from public.submission_counters) as flood_counters`,
  );
  return rows[0];
}

describe('the visitor tables and Auth', () => {
  it('are all ok on a freshly migrated project, and the probes store no row, queue no mail and count no flood', async () => {
    const before = await storedCounts();
    const results = await check();
    for (const result of results.filter((result) => result.name !== 'functions'))
      expect(result).toMatchObject({ status: 'ok' });
    expect(results.map((result) => result.name)).toEqual([
      'insert into waitlist_signups',
      'insert into newsletter_signups',
      'insert into vendor_applications',
      'insert into support_messages',
      'auth settings',
      'auth signing keys (JWKS)',
      'storage bucket vendor-documents: private',
      'functions',
    ]);
    expect(named(results, 'insert into newsletter_signups')?.code).toBe('23514');
    expect(named(results, 'auth settings')?.reason).toMatch(/e-mail sign-up on; mailer_autoconfirm on/);
    expect(named(results, 'functions')).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/no site origin/),
    });
    expect(exitStatus(results)).toBe(0);
    expect(await storedCounts()).toEqual(before);
  });

  it('a missing insert grant is reported refused with 42501 and fails the run', async () => {
    await stack.db.exec('revoke insert on public.newsletter_signups from anon');
    try {
      const results = await check();
      expect(named(results, 'insert into newsletter_signups')).toMatchObject({
        status: 'refused',
        code: '42501',
        reason: expect.stringMatching(
          /^permission denied for table newsletter_signups \(42501\): .*supabase db push$/,
        ),
      });
      expect(named(results, 'insert into waitlist_signups')?.status).toBe('ok');
      expect(exitStatus(results)).toBe(1);
    } finally {
      await stack.db.exec('grant insert on public.newsletter_signups to anon');
    }
  });

  it('an insert refused by row-level security is reported as such', async () => {
    await stack.db.exec(
      'create policy "check-hosted test block" on public.support_messages as restrictive for insert to anon with check (false)',
    );
    try {
      const results = await check();
      expect(named(results, 'insert into support_messages')).toMatchObject({
        status: 'refused',
        code: '42501',
        reason: expect.stringMatching(/row-level security.*insert policy/),
      });
    } finally {
      await stack.db.exec('drop policy "check-hosted test block" on public.support_messages');
    }
  });

  it('a vendor-documents bucket made public is refused and fails the run', async () => {
    await stack.db.exec(`update storage.buckets set public = true where id = 'vendor-documents'`);
    try {
      const results = await check();
      expect(named(results, 'storage bucket vendor-documents: private')).toMatchObject({
        status: 'refused',
        reason: expect.stringMatching(/it is public/),
      });
      expect(exitStatus(results)).toBe(1);
    } finally {
      await stack.db.exec(`update storage.buckets set public = false where id = 'vendor-documents'`);
    }
    expect(named(await check(), 'storage bucket vendor-documents: private')).toMatchObject({
      status: 'ok',
      reason: expect.stringMatching(/no public URL serves its files/),
    });
  });

  it('an empty key set (legacy HS256 signing) is a warning, not a failure', async () => {
    const noKeys: typeof fetch = (input, init) =>
      String(input).endsWith('/auth/v1/.well-known/jwks.json')
        ? Promise.resolve(
            new Response('{"keys":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
          )
        : loopbackFetch(input, init);
    const results = await check(undefined, noKeys);
    expect(named(results, 'auth signing keys (JWKS)')).toMatchObject({
      status: 'warning',
      reason: expect.stringMatching(/HS256/),
    });
    expect(exitStatus(results)).toBe(0);
  });
});

describe('the functions', () => {
  const preflight = (name: string) => `function ${name}: CORS preflight`;
  const mailOutbox = 'function mail-outbox: publishable key refused';

  it('are ok when each answers CORS for the site origin and mail-outbox itself refuses the publishable key', async () => {
    resetFunctions();
    const results = await check(siteOrigin);
    for (const name of browserFunctions) expect(named(results, preflight(name))?.status).toBe('ok');
    expect(named(results, mailOutbox)?.status).toBe('ok');
    expect(exitStatus(results)).toBe(0);
  });

  it('a preflight without Access-Control-Allow-Origin for the origin is refused, naming SITE_ORIGINS', async () => {
    resetFunctions();
    const results = await check('https://other.doorkeep.example');
    for (const name of browserFunctions) {
      expect(named(results, preflight(name))).toMatchObject({
        status: 'refused',
        reason: expect.stringMatching(
          /^no Access-Control-Allow-Origin: add https:\/\/other\.doorkeep\.example to SITE_ORIGINS/,
        ),
      });
    }
    expect(exitStatus(results)).toBe(1);
  });

  it('a function that answers 404 is reported not deployed', async () => {
    resetFunctions();
    deployed.delete('deposit-refund');
    const results = await check(siteOrigin);
    expect(named(results, preflight('deposit-refund'))).toMatchObject({
      status: 'refused',
      reason: 'not deployed (HTTP 404): supabase functions deploy deposit-refund',
    });
    expect(named(results, preflight('stripe-checkout'))?.status).toBe('ok');
  });

  it("mail-outbox refused by the gateway's JWT check (verify_jwt on) is refused", async () => {
    resetFunctions();
    mailOutboxRefusal = { status: 401, body: { msg: 'Invalid JWT' } };
    const results = await check(siteOrigin);
    expect(named(results, mailOutbox)).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/verify_jwt is on/),
    });
  });
});

describe('the key', () => {
  it('a secret key, new or legacy, is refused before any request is made', async () => {
    const requests: string[] = [];
    const recording: typeof fetch = (input) => {
      requests.push(String(input));
      return Promise.reject(new Error('no request expected'));
    };
    for (const secret of [stack.secretKey, stack.legacyKeys.serviceRoleKey]) {
      await expect(
        checkHostedProject({ url: stack.apiUrl, publishableKey: secret, fetch: recording }),
      ).rejects.toThrow(/secret key/);
    }
    expect(requests).toEqual([]);
  });
});
