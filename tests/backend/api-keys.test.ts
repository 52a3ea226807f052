// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, createRemoteJWKSet, customFetch, decodeProtectedHeader, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, loopbackFetch, signUpOwner } from './support.ts';

// How a project created today authenticates callers, each test naming the page or source it follows:
// supabase.com/docs/guides/api/api-keys ("API keys"), docs/guides/auth/signing-keys ("JWT Signing Keys"),
// docs/guides/functions/auth-headers, and the Supabase CLI's local gateway (internal/start/start.go BearerToken).

let stack: LocalStack;
let functionsHost: Server;
const forwarded: { path: string; apikey?: string; authorization?: string }[] = [];

beforeAll(async () => {
  // A stand-in for the functions host that records what the gateway let through.
  functionsHost = createServer((req, res) => {
    forwarded.push({
      path: req.url ?? '',
      apikey: req.headers.apikey as string | undefined,
      authorization: req.headers.authorization,
    });
    req.resume().on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => functionsHost.listen(0, '127.0.0.1', resolve));
  stack = await startLocalStack({ port: 0, bcryptCost: 4, functionsUrl: `http://127.0.0.1:${(functionsHost.address() as AddressInfo).port}` });
});

afterAll(async () => {
  await stack?.stop();
  await new Promise<void>((resolve) => functionsHost.close(() => resolve()));
});


/** A /rest/v1 request with exactly these headers (restRequest would add a bearer token). */
async function rest(path: string, headers: Record<string, string>, on = stack) {
  const response = await loopbackFetch(`${on.apiUrl}/rest/v1${path}`, { headers });
  return { status: response.status, json: (await response.json()) as unknown };
}

describe('API keys (supabase.com/docs/guides/api/api-keys)', () => {
  it('are sb_publishable_… and sb_secret_…, not JWTs, and stand for the anon and service_role roles', async () => {
    expect(stack.publishableKey).toMatch(/^sb_publishable_[A-Za-z0-9_-]{20,}$/);
    expect(stack.secretKey).toMatch(/^sb_secret_[A-Za-z0-9_-]{20,}$/);
    // The outbox is the service role's alone: the secret key reads it, the publishable key is refused.
    expect((await rest('/mail_outbox?select=id', { apikey: stack.secretKey })).status).toBe(200);
    const anon = await rest('/mail_outbox?select=id', { apikey: stack.publishableKey });
    expect(anon.status).toBe(401);
    expect((anon.json as { code: string }).code).toBe('42501');
  });

  it('work from supabase-js, which repeats the key as "Authorization: Bearer sb_…" (replaced at the gateway)', async () => {
    const service = createTestClient(stack, stack.secretKey);
    const { error } = await service.from('mail_limits').select('name');
    expect(error).toBeNull();
    const visitor = createTestClient(stack);
    const { error: refused } = await visitor.from('mail_limits').select('name');
    expect(refused?.code).toBe('42501');
  });

  it('"Authorization: Bearer <secret key>" beside the publishable key gives no service role: the apikey decides', async () => {
    const answer = await rest('/mail_outbox?select=id', { apikey: stack.publishableKey, Authorization: `Bearer ${stack.secretKey}` });
    expect(answer.status).toBe(401);
    expect((answer.json as { code: string }).code).toBe('42501');
  });

  it('a secret key sent from a browser (its User-Agent) is refused with 401 (Known limitations)', async () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    expect((await rest('/mail_limits?select=name', { apikey: stack.secretKey, 'User-Agent': browser })).status).toBe(401);
    expect((await rest('/mail_limits?select=name', { apikey: stack.secretKey, 'User-Agent': 'Deno/2.5' })).status).toBe(200);
    const jwks = await loopbackFetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`, {
      headers: { apikey: stack.publishableKey, 'User-Agent': browser },
    });
    expect(jwks.status).toBe(200);
  });

  it('an unknown key is refused before anything runs', async () => {
    const answer = await rest('/newsletter_signups?select=id', { apikey: 'sb_publishable_not-this-project' });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ message: 'Invalid API key' });
  });

  it('the legacy anon and service_role JWT keys still open the API as apikey, until the project turns them off', async () => {
    expect((await rest('/mail_outbox?select=id', { apikey: stack.legacyKeys.serviceRoleKey })).status).toBe(200);
    const off = await startLocalStack({ port: 0, bcryptCost: 4, legacyApiKeys: false });
    try {
      const refused = await rest('/newsletter_signups?select=id', { apikey: off.legacyKeys.anonKey }, off);
      expect(refused.status).toBe(401);
      expect(refused.json).toMatchObject({ message: 'Invalid API key' });
      expect((await rest('/mail_outbox?select=id', { apikey: off.secretKey }, off)).status).toBe(200);
    } finally {
      await off.stop();
    }
  });
});

describe('signed sessions (supabase.com/docs/guides/auth/signing-keys)', () => {
  it('are ES256 JWTs whose kid is in /auth/v1/.well-known/jwks.json, which holds only public keys', async () => {
    const { session } = await signUpOwner(stack, 'jwks');
    const header = decodeProtectedHeader(session.access_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const answer = await loopbackFetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`, { headers: { apikey: stack.publishableKey } });
    // supabase/auth internal/api/jwks.go: cached for 10 minutes, HMAC keys never listed.
    expect(answer.headers.get('cache-control')).toBe('public, max-age=600');
    const jwks = (await answer.json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys.map((key) => key.kid)).toContain(header.kid);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: 'EC', use: 'sig', key_ops: ['verify'] });
      expect(key).not.toHaveProperty('d');
    }
    const { payload } = await jwtVerify(session.access_token, createLocalJWKSet(jwks as never));
    expect(payload).toMatchObject({ role: 'authenticated', aud: 'authenticated', iss: `${stack.apiUrl}/auth/v1` });
  });

  it('are verified from /auth/v1/.well-known/jwks.json with no API key, as jose’s createRemoteJWKSet fetches it', async () => {
    // Public on a hosted project ("exposes the public key ... for anyone to see", docs/guides/auth/signing-keys);
    // self-hosted Kong routes it as auth-v1-open-jwks, without key-auth (supabase/supabase docker/volumes/api/kong.yml).
    const bare = await loopbackFetch(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(bare.status).toBe(200);
    expect(((await bare.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);

    const { session, user } = await signUpOwner(stack, 'remote-jwks');
    const sent: Headers[] = [];
    const keys = createRemoteJWKSet(new URL(`${stack.apiUrl}/auth/v1/.well-known/jwks.json`), {
      [customFetch]: (url, init) => {
        sent.push(new Headers(init.headers));
        return loopbackFetch(url, init);
      },
    });
    const { payload } = await jwtVerify(session.access_token, keys, { issuer: `${stack.apiUrl}/auth/v1`, audience: 'authenticated' });
    expect(payload.sub).toBe(user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.has('apikey')).toBe(false);
    expect(sent[0]!.has('authorization')).toBe(false);
  });

  it('the rest of /auth/v1 still wants an API key', async () => {
    const answer = await loopbackFetch(`${stack.apiUrl}/auth/v1/settings`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('a token signed with another key under the same kid is refused by /rest/v1', async () => {
    const { session } = await signUpOwner(stack, 'forged');
    const { kid } = decodeProtectedHeader(session.access_token);
    const { privateKey } = await generateKeyPair('ES256');
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const forged = await new SignJWT({ ...claims, app_metadata: { role: 'admin' } })
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: kid! })
      .sign(privateKey);
    const answer = await rest('/waitlist_signups?select=id', { apikey: stack.publishableKey, Authorization: `Bearer ${forged}` });
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject({ code: 'PGRST301' });
  });
});

describe('verify_jwt at the functions gateway (supabase.com/docs/guides/functions/auth-headers)', () => {
  const callFunction = (name: string, headers: Record<string, string>) =>
    loopbackFetch(`${stack.apiUrl}/functions/v1/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{}' });

  it('a verify_jwt function refuses an API key in Authorization ("not JWTs") and forwards a signed session', async () => {
    forwarded.length = 0;
    const refused = await callFunction('stripe-checkout', { apikey: stack.publishableKey, Authorization: `Bearer ${stack.publishableKey}` });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ msg: 'Invalid JWT' });
    expect(forwarded).toEqual([]);
    const { session } = await signUpOwner(stack, 'functions');
    const accepted = await callFunction('stripe-checkout', { apikey: stack.publishableKey, Authorization: `Bearer ${session.access_token}` });
    expect(accepted.status).toBe(200);
    expect(forwarded.map((request) => request.path)).toEqual(['/stripe-checkout']);
  });

  it('mail-outbox has verify_jwt off (config.toml), so the scheduler reaches it with the secret key in apikey', async () => {
    forwarded.length = 0;
    expect((await callFunction('mail-outbox', { apikey: stack.secretKey })).status).toBe(200);
    expect(forwarded).toEqual([{ path: '/mail-outbox', apikey: stack.secretKey, authorization: undefined }]);
  });
});
