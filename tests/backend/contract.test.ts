// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, loopbackFetch, signUpOwner, uniqueEmail } from './support.ts';

/**
 * Contract: every call the app makes through supabase-js gets the fields it reads, in hosted Supabase's shape.
 */
// Each test makes many sequential requests; a busy machine must not turn that into a timeout.

let stack: LocalStack;
let functionsHost: Server;
const forwarded: { method?: string; url?: string; authorization?: string; body: string }[] = [];

beforeAll(async () => {
  functionsHost = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      forwarded.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ url: 'http://127.0.0.1:12111/pay/cs_test_1', sessionId: 'cs_test_1' }));
    });
  });
  await new Promise<void>((resolve) => functionsHost.listen(0, '127.0.0.1', resolve));
  const functionsUrl = `http://127.0.0.1:${(functionsHost.address() as AddressInfo).port}`;
  stack = await startLocalStack({ port: 0, functionsUrl, bcryptCost: 4 });
});

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => functionsHost?.close(resolve));
});

describe('GoTrue subset', () => {
  it('signs up with metadata and returns a session and a user in hosted shape', async () => {
    const client = createTestClient(stack);
    const email = uniqueEmail('Signup').toUpperCase();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret-123',
      options: { data: { first_name: 'Dana', last_name: 'Owner', full_name: 'Dana Owner' } },
    });
    expect(error).toBeNull();
    const { session, user } = data;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.access_token).toEqual(expect.any(String));
    expect(session?.refresh_token).toEqual(expect.any(String));
    expect(session!.expires_at! - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    expect(session?.user.id).toBe(user?.id);
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Dana', last_name: 'Owner', full_name: 'Dana Owner', email_verified: true },
      is_anonymous: false,
    });
    expect(user?.email_confirmed_at).toEqual(expect.any(String));
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user?.id });

    const claims = decodeJwt(session!.access_token);
    expect(claims).toMatchObject({
      sub: user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: email.toLowerCase(),
      app_metadata: { provider: 'email' },
      user_metadata: { first_name: 'Dana' },
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('answers a duplicate sign-up (any letter case) with user_already_exists, as hosted does', async () => {
    const owner = await signUpOwner(stack, 'dup');
    const { data, error } = await createTestClient(stack).auth.signUp({
      email: owner.email.toUpperCase(),
      password: 'another-secret',
    });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  it('rejects short passwords and malformed e-mail with GoTrue codes', async () => {
    const client = createTestClient(stack);
    const short = await client.auth.signUp({ email: uniqueEmail('short'), password: '12345' });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    const malformed = await client.auth.signUp({ email: 'not-an-email', password: 'secret-123' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
  });

  it('signs in with a password and refuses a wrong one with invalid_credentials', async () => {
    const owner = await signUpOwner(stack, 'signin');
    const client = createTestClient(stack);
    const wrong = await client.auth.signInWithPassword({ email: owner.email, password: 'wrong-password' });
    expect(wrong.data.session).toBeNull();
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await client.auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever-1' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const { data, error } = await client.auth.signInWithPassword({ email: owner.email, password: owner.password });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.id).toBe(owner.user.id);
    expect(data.user?.user_metadata.full_name).toBe('Dana Owner');
  });

  it('gets the user, updates the password, refreshes and signs out', async () => {
    const owner = await signUpOwner(stack, 'account');
    const got = await owner.client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: owner.user.id, email: owner.email });

    const updated = await owner.client.auth.updateUser({ password: 'brand-new-password' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.id).toBe(owner.user.id);
    const same = await owner.client.auth.updateUser({ password: 'brand-new-password' });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const tooShort = await owner.client.auth.updateUser({ password: 'abc' });
    expect(tooShort.error).toMatchObject({ status: 422, code: 'weak_password' });

    const other = createTestClient(stack);
    expect((await other.auth.signInWithPassword({ email: owner.email, password: owner.password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await other.auth.signInWithPassword({ email: owner.email, password: 'brand-new-password' })).error).toBeNull();

    const before = (await owner.client.auth.getSession()).data.session!;
    const refreshed = await owner.client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(before.refresh_token);
    expect(decodeJwt(refreshed.data.session!.access_token).session_id).toBe(decodeJwt(before.access_token).session_id);

    const stale = createTestClient(stack);
    const reuse = await stale.auth.refreshSession({ refresh_token: 'not-a-refresh-token' });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

    const token = refreshed.data.session!.access_token;
    expect((await owner.client.auth.signOut()).error).toBeNull();
    const afterSignOut = await createTestClient(stack).auth.getUser(token);
    expect(afterSignOut.data.user).toBeNull();
    expect(afterSignOut.error?.name).toBe('AuthSessionMissingError');
  });

  it('mails a recovery link that verifyOtp exchanges for a session, then the new password works', async () => {
    const owner = await signUpOwner(stack, 'recover');
    const client = createTestClient(stack);
    const sent = await client.auth.resetPasswordForEmail(owner.email, {
      redirectTo: 'http://127.0.0.1:5173/reset-password',
    });
    expect(sent.error).toBeNull();
    // An unknown address gets the same answer (no account enumeration) and no mail.
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('ghost'))).error).toBeNull();

    const mails = (await (await loopbackFetch(`${stack.apiUrl}/__mailbox.json`)).json()) as { to: string; link: string }[];
    const mail = mails.find((entry) => entry.to === owner.email);
    expect(mail).toBeDefined();
    expect(mails.some((entry) => entry.to.startsWith('ghost'))).toBe(false);
    const link = new URL(mail!.link);
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:5173/reset-password');
    expect(link.searchParams.get('type')).toBe('recovery');
    const html = await (await loopbackFetch(`${stack.apiUrl}/__mailbox`)).text();
    expect(html).toContain('Reset Your Password');

    const verified = await client.auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(owner.email);
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    const again = await createTestClient(stack).auth.verifyOtp({ token_hash: link.searchParams.get('token_hash')!, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect(
      (await createTestClient(stack).auth.signInWithPassword({ email: owner.email, password: 'recovered-password' })).error,
    ).toBeNull();
  });

  it('lets only the service role create, invite and update users, with app_metadata in the next token', async () => {
    const anonAdmin = createTestClient(stack).auth.admin;
    const refused = await anonAdmin.createUser({ email: uniqueEmail('sneaky'), password: 'secret-123', app_metadata: { role: 'admin' } });
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });

    const admin = createTestClient(stack, stack.secretKey).auth.admin;
    const email = uniqueEmail('vendor');
    const invited = await admin.inviteUserByEmail(email, { redirectTo: 'http://127.0.0.1:5173/reset-password' });
    expect(invited.error).toBeNull();
    expect(invited.data.user).toMatchObject({ email });
    const promoted = await admin.updateUserById(invited.data.user!.id, { app_metadata: { role: 'vendor', vendor_application_id: 'VEN-000000001' } });
    expect(promoted.data.user?.app_metadata).toMatchObject({ provider: 'email', role: 'vendor' });

    const mails = (await (await loopbackFetch(`${stack.apiUrl}/__mailbox.json`)).json()) as { to: string; link: string; kind: string }[];
    const invite = mails.find((mail) => mail.to === email && mail.kind === 'invite');
    const tokenHash = new URL(invite!.link).searchParams.get('token_hash')!;
    const vendor = createTestClient(stack);
    const accepted = await vendor.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
    expect(accepted.error).toBeNull();
    expect(decodeJwt(accepted.data.session!.access_token).app_metadata).toMatchObject({ role: 'vendor' });
    expect((await vendor.auth.updateUser({ password: 'vendor-password' })).error).toBeNull();
    const signedIn = await createTestClient(stack).auth.signInWithPassword({ email, password: 'vendor-password' });
    expect(signedIn.data.user?.app_metadata.role).toBe('vendor');

    const created = await admin.createUser({ email: uniqueEmail('made'), password: 'secret-123', email_confirm: true });
    expect(created.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const duplicate = await admin.createUser({ email, password: 'secret-123' });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('PostgREST subset', () => {
  it('reads the per-user subscription and orders views the way the dashboard asks', async () => {
    const owner = await signUpOwner(stack, 'orders');
    const empty = await owner.client.from('stripe_user_subscriptions').select('*').maybeSingle();
    expect(empty).toMatchObject({ data: null, error: null, status: 200 });

    const service = createTestClient(stack, stack.secretKey);
    const customerId = `cus_${owner.user.id.slice(0, 8)}`;
    expect((await service.from('stripe_customers').insert({ user_id: owner.user.id, customer_id: customerId })).error).toBeNull();
    const orders = [1, 2, 3, 4].map((n) => ({
      checkout_session_id: `cs_${customerId}_${n}`,
      payment_intent_id: `pi_${n}`,
      customer_id: customerId,
      amount_subtotal: 9900,
      amount_total: 9900,
      currency: 'usd',
      payment_status: 'paid',
      status: 'completed',
    }));
    for (const order of orders) expect((await service.from('stripe_orders').insert(order)).error).toBeNull();

    const subscription = await owner.client.from('stripe_user_subscriptions').select('*').maybeSingle();
    expect(subscription.error).toBeNull();
    expect(subscription.data).toMatchObject({ customer_id: customerId, subscription_status: 'not_started', subscription_id: null });

    const recent = await owner.client.from('stripe_user_orders').select('*').order('order_date', { ascending: false }).limit(3);
    expect(recent.error).toBeNull();
    expect(recent.data).toHaveLength(3);
    expect(recent.data![0]).toMatchObject({ amount_total: 9900, payment_status: 'paid', order_status: 'completed', currency: 'usd' });
    expect(typeof recent.data![0].order_id).toBe('number');
    expect(Number.isNaN(Date.parse(recent.data![0].order_date as string))).toBe(false);
    const dates = recent.data!.map((row) => Date.parse(row.order_date as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const counted = await owner.client.from('stripe_user_orders').select('*', { count: 'exact', head: true });
    expect(counted).toMatchObject({ count: 4, data: null, error: null });
    const ranged = await owner.client.from('stripe_user_orders').select('order_id', { count: 'exact' }).order('order_id').range(1, 2);
    expect(ranged.count).toBe(4);
    expect(ranged.data).toHaveLength(2);
  });

  it('inserts with and without representation, upserts on the client id, updates and filters', async () => {
    const service = createTestClient(stack, stack.secretKey);
    const anon = createTestClient(stack);
    const base = { first_name: 'Dana', last_name: 'Owner', phone: '(702) 555-0100', properties: '1-5' };

    const minimal = await anon.from('waitlist_signups').insert({ ...base, client_id: 'WAIT-CONTRACT1', email: 'c1@example.com' });
    expect(minimal).toMatchObject({ error: null, data: null, status: 201 });

    const represented = await service
      .from('waitlist_signups')
      .insert({ ...base, client_id: 'WAIT-CONTRACT2', email: 'c2@example.com' })
      .select('id, client_id, status, deposit_paid, queue:signup_date')
      .single();
    expect(represented.error).toBeNull();
    expect(represented.status).toBe(201);
    expect(represented.data).toMatchObject({ client_id: 'WAIT-CONTRACT2', status: 'pending_payment', deposit_paid: false });
    expect(Object.keys(represented.data!)).toEqual(['id', 'client_id', 'status', 'deposit_paid', 'queue']);

    const many = await service
      .from('waitlist_signups')
      .insert([
        { ...base, client_id: 'WAIT-CONTRACT3', email: 'c3@example.com' },
        { ...base, client_id: 'WAIT-CONTRACT4', email: 'c4@example.com', properties: '21+' },
      ])
      .select();
    expect(many.data).toHaveLength(2);

    const upserted = await service
      .from('waitlist_signups')
      .upsert({ ...base, client_id: 'WAIT-CONTRACT1', email: 'c1@example.com', first_name: 'Dane' }, { onConflict: 'client_id' })
      .select()
      .single();
    expect(upserted.error).toBeNull();
    expect(upserted.data).toMatchObject({ client_id: 'WAIT-CONTRACT1', first_name: 'Dane' });
    const ignored = await service
      .from('waitlist_signups')
      .upsert({ ...base, client_id: 'WAIT-CONTRACT1', email: 'c1@example.com', first_name: 'Nope' }, { onConflict: 'client_id', ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);

    const updated = await service.from('waitlist_signups').update({ status: 'pending' }).eq('client_id', 'WAIT-CONTRACT2').select('client_id, status');
    expect(updated.data).toEqual([{ client_id: 'WAIT-CONTRACT2', status: 'pending' }]);
    const updatedMinimal = await service.from('waitlist_signups').update({ status: 'approved' }).eq('client_id', 'WAIT-CONTRACT2');
    expect(updatedMinimal).toMatchObject({ error: null, status: 204 });

    const filtered = await service
      .from('waitlist_signups')
      .select('client_id')
      .like('client_id', 'WAIT-CONTRACT*')
      .neq('client_id', 'WAIT-CONTRACT3')
      .in('properties', ['1-5', '21+'])
      .is('card_last4', null)
      .gte('signup_date', '2000-01-01')
      .lte('deposit_amount', 0)
      .order('client_id', { ascending: true });
    expect(filtered.data?.map((row) => row.client_id)).toEqual(['WAIT-CONTRACT1', 'WAIT-CONTRACT2', 'WAIT-CONTRACT4']);
    const searched = await service.from('waitlist_signups').select('client_id').or('email.ilike.*C4@EXAMPLE*,first_name.eq.Dane').order('client_id');
    expect(searched.data?.map((row) => row.client_id)).toEqual(['WAIT-CONTRACT1', 'WAIT-CONTRACT4']);
    const gt = await service.from('waitlist_signups').select('client_id', { count: 'exact' }).gt('id', 0).lt('id', 1_000_000).like('client_id', 'WAIT-CONTRACT*');
    expect(gt.count).toBe(4);

    const single = await service.from('waitlist_signups').select('*').eq('client_id', 'WAIT-MISSING00').single();
    expect(single.status).toBe(406);
    expect(single.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const maybe = await service.from('waitlist_signups').select('*').eq('client_id', 'WAIT-MISSING00').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });

    const deleted = await service.from('waitlist_signups').delete().eq('client_id', 'WAIT-CONTRACT4').select('client_id');
    expect(deleted.data).toEqual([{ client_id: 'WAIT-CONTRACT4' }]);
  });

  it('returns PostgREST error objects with the right status codes', async () => {
    const service = createTestClient(stack, stack.secretKey);
    const row = { client_id: 'NEWS-CONTRACT1', email: 'errors@example.com' };
    expect((await service.from('newsletter_signups').insert(row)).error).toBeNull();

    const duplicate = await service.from('newsletter_signups').insert(row);
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key value') });
    expect(Object.keys(duplicate.error!).sort()).toEqual(['code', 'details', 'hint', 'message']);

    const invalid = await service.from('newsletter_signups').insert({ client_id: 'NEWS-CONTRACT2', email: 'no spaces@example.com' });
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('23514');

    const denied = await createTestClient(stack).from('stripe_orders').insert({ checkout_session_id: 'cs_x', customer_id: 'cus_x' });
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe('42501');

    const missingTable = await service.from('no_such_table').select('*');
    expect(missingTable.status).toBe(404);
    expect(missingTable.error?.code).toBe('PGRST205');
    const missingColumn = await service.from('newsletter_signups').select('nope');
    expect(missingColumn.status).toBe(400);
    expect(missingColumn.error?.code).toBe('42703');
    // Hosted runs pg_safeupdate for API requests: a DELETE or UPDATE without any filter is refused.
    const unfiltered = await service.from('newsletter_signups').delete();
    expect(unfiltered.status).toBe(400);
    expect(unfiltered.error?.code).toBe('21000');
  });

  it('treats query-string input as data, never as SQL', async () => {
    const service = createTestClient(stack, stack.secretKey);
    await service.from('newsletter_signups').insert({ client_id: 'NEWS-INJECTION', email: 'inject@example.com' });
    const sneaky = await service.from('newsletter_signups').select('*').eq('email', "x' or '1'='1");
    expect(sneaky).toMatchObject({ data: [], error: null });
    const sneakyIn = await service.from('newsletter_signups').select('*').in('email', ["a') or true --", 'b']);
    expect(sneakyIn.data).toEqual([]);
    const column = await service.from('newsletter_signups').select('email"; drop table newsletter_signups; --');
    expect(column.status).toBe(400);
    const order = await loopbackFetch(`${stack.apiUrl}/rest/v1/newsletter_signups?order=email;drop table x`, {
      headers: { apikey: stack.secretKey, Authorization: `Bearer ${stack.secretKey}` },
    });
    expect(order.status).toBe(400);
    expect((await service.from('newsletter_signups').select('*', { count: 'exact', head: true })).count).toBeGreaterThan(0);
  });

  it('refuses requests without a known API key or with a forged JWT', async () => {
    const noKey = await loopbackFetch(`${stack.apiUrl}/rest/v1/newsletter_signups`);
    expect(noKey.status).toBe(401);
    const forged = await loopbackFetch(`${stack.apiUrl}/rest/v1/newsletter_signups`, {
      headers: { apikey: stack.publishableKey, Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl' },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' });
  });
});

describe('functions, CORS and mailbox', () => {
  it('forwards /functions/v1/<name> with method, bearer token and body', async () => {
    const owner = await signUpOwner(stack, 'checkout');
    const { data, error } = await owner.client.functions.invoke('stripe-checkout', {
      body: { price_id: 'price_local_deposit_99', mode: 'payment' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ url: 'http://127.0.0.1:12111/pay/cs_test_1', sessionId: 'cs_test_1' });
    const call = forwarded.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', url: '/stripe-checkout', authorization: `Bearer ${owner.session.access_token}` });
    expect(JSON.parse(call.body)).toEqual({ price_id: 'price_local_deposit_99', mode: 'payment' });

    // Preflights reach the function too: it decides CORS for its allow-listed origins, as on hosted.
    await loopbackFetch(`${stack.apiUrl}/functions/v1/stripe-checkout`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(forwarded.at(-1)).toMatchObject({ method: 'OPTIONS', url: '/stripe-checkout' });
  });

  it('answers CORS preflights for the app origin', async () => {
    const preflight = await loopbackFetch(`${stack.apiUrl}/rest/v1/waitlist_signups`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');
    const foreign = await loopbackFetch(`${stack.apiUrl}/rest/v1/waitlist_signups`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
