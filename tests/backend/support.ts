import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, expect } from 'vitest';
import type { LocalStack } from '../../supabase/local/stack.ts';
import { LOCAL_DEPOSIT_PRICE_ID } from '../../supabase/local/stripe/index';

/**
 * Shared helpers of the backend tests. They run in Node against a real local stack on 127.0.0.1, so they use the
 * real fetch captured here, before tests/setup.ts replaces the global one with a stub for unit tests.
 */
export const loopbackFetch: typeof fetch = globalThis.fetch.bind(globalThis);

/** supabase-js 2 builds a realtime client eagerly and Node 20 has no WebSocket; these tests never subscribe. */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not part of the local stack');
  }
}

/** A supabase-js client for `key` (anon by default), as the app creates it but without persistence. */
export function createTestClient(stack: LocalStack, key = stack.publishableKey): SupabaseClient {
  return createClient(stack.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: loopbackFetch },
    realtime: { transport: NoWebSocket as never },
  });
}

/** A $99 deposit checkout as the waitlist's step 2 asks for it, the card the Stripe stand-in takes, and row ids. */
export const depositCheckout = {
  site: 'http://127.0.0.1:5173',
  body: {
    price_id: LOCAL_DEPOSIT_PRICE_ID,
    mode: 'payment',
    success_url: 'http://127.0.0.1:5173/checkout-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://127.0.0.1:5173/waitlist',
  },
  card: { card_number: '4242 4242 4242 4242', card_expiry: '12 / 34', card_cvc: '123' },
  newClientId: () => `WAIT-${randomBytes(8).toString('hex').slice(0, 9).toUpperCase()}`,
};

type SignedUpOwner = Awaited<ReturnType<typeof signUpOwner>>;

/** Step 1 as the form sends it for a signed-in owner: their own pending waitlist row; returns its WAIT- id. */
export async function joinWaitlistAs(owner: SignedUpOwner): Promise<string> {
  const clientId = depositCheckout.newClientId();
  const { error } = await owner.client.from('waitlist_signups').insert({
    client_id: clientId,
    user_id: owner.user.id,
    first_name: 'Dana',
    last_name: 'Owner',
    email: owner.email,
    phone: '555-0100',
  });
  if (error) throw new Error(`waitlist insert refused: ${error.message}`);
  return clientId;
}

/** Step 2: stripe-checkout as the owner, then the test card on the stand-in's payment page; returns the session id. */
export async function payDepositAs(owner: SignedUpOwner): Promise<string> {
  const started = await owner.client.functions.invoke('stripe-checkout', { body: depositCheckout.body });
  if (started.error) throw new Error(`stripe-checkout failed: ${started.error.message}`);
  const { sessionId, url } = started.data as { sessionId: string; url: string };
  const paid = await postForm(url, { email: owner.email, ...depositCheckout.card });
  if (paid.status !== 303) throw new Error(`the payment page answered ${paid.status}`);
  return sessionId;
}

/** A unique address for one test. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A vendor account as vendor-invite makes one (app_metadata.role = 'vendor'), signed in. */
export async function signInVendorAccount(stack: LocalStack, password = 'correct-horse-1') {
  const service = createTestClient(stack, stack.secretKey);
  const email = uniqueEmail('vendor');
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: 'vendor' } });
  if (created.error) throw created.error;
  const client = createTestClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, user: created.data.user, email, service };
}

/** Signs up a fresh owner and returns a client holding their session. */
export async function signUpOwner(stack: LocalStack, label = 'owner', password = 'correct-horse-1') {
  const client = createTestClient(stack);
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: { data: { first_name: 'Dana', last_name: 'Owner', full_name: 'Dana Owner' } },
  });
  if (error || !data.user || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, user: data.user, session: data.session, email, password };
}

/** Creates an admin the way the CLI does (service role, app_metadata.role = 'admin') and signs them in. */
export async function signInAdmin(stack: LocalStack) {
  const service = createTestClient(stack, stack.secretKey);
  const email = uniqueEmail('admin');
  const password = `pw-${randomUUID()}`;
  const created = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: 'admin' },
  });
  if (created.error) throw created.error;
  const client = createTestClient(stack);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, user: created.data.user };
}

/** Converts a browser record (camelCase) into its table row (snake_case, client_id). */
export function toRow(record: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'queuePosition' || key === 'createdAt') continue;
    if (key === 'id') row.client_id = value;
    else if (key === 'cardNumber') row.card_last4 = typeof value === 'string' ? value.replace(/\D/g, '').slice(-4) : null;
    else row[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value;
  }
  return row;
}

/**
 * tests/setup.ts clears window storage after every test; Node has no window, so this lends a throwaway one only for
 * that hook (registered from a test file's top level, it runs first) and takes it away again before each test.
 */
export function lendWindowForStorageCleanup() {
  const throwawayStorage = { clear: () => undefined };
  beforeEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  afterEach(() => {
    (globalThis as { window?: unknown }).window = {
      localStorage: throwawayStorage,
      sessionStorage: throwawayStorage,
    };
  });
}

/** Posts a form over loopback like a browser would, without following the redirect (global fetch is stubbed in unit tests). */
export function postForm(url: string, fields: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; location?: string; html: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      (res) => {
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (html += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, html }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A raw /rest/v1 answer: status, headers and body text (JSON-decoded when there is one). */
export type RestAnswer = { status: number; headers: Headers; text: string; json: unknown };

/**
 * Sends one request to the stack's PostgREST stand-in the way PostgREST's own tests do, with the headers supabase-js
 * hides or sets for you (Range, Prefer, Cookie…): `path` is below /rest/v1, `token` defaults to the API key.
 */
export async function restRequest(
  stack: LocalStack,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown; key?: string; token?: string } = {},
): Promise<RestAnswer> {
  const key = init.key ?? stack.publishableKey;
  const response = await loopbackFetch(`${stack.apiUrl}/rest/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      apikey: key,
      Authorization: `Bearer ${init.token ?? key}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** One webhook delivery as the endpoint received it. */
export type WebhookDelivery = { body: string; signature: string };

/**
 * A loopback endpoint standing in for the app's stripe-webhook: it answers every POST with 200 and records the body
 * and Stripe-Signature header, so a test can verify the events with the SDK.
 */
export async function startWebhookRecorder() {
  const received: WebhookDelivery[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature'] ?? '') });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stripe-webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One run of the scheduler's call: POST /functions/v1/mail-outbox with the secret key in `apikey`; answers 200. */
export async function drainMailOutbox(stack: LocalStack): Promise<{ sent: number; retrying: number; failed: number }> {
  const response = await loopbackFetch(`${stack.apiUrl}/functions/v1/mail-outbox`, {
    method: 'POST',
    headers: { apikey: stack.secretKey, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { sent: number; retrying: number; failed: number };
}
