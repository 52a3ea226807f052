// @vitest-environment node
import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAuthEmailSettings, startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, loopbackFetch, signUpOwner, uniqueEmail } from './support.ts';

/**
 * E-mailed sign-in links (magic links) and e-mailed links that can no longer be used, as supabase/auth answers them
 * (github.com/supabase/auth; each rule names the file it follows):
 * - internal/api/otp.go Otp: `create_user` defaults to true; with false, an address without an account (or one that
 *   does not validate: shouldCreateUser drops that error) is refused with 422 `otp_disabled` 'Signups not allowed for
 *   otp'; e-mail and phone together, or a channel with an e-mail, are 400 `validation_failed`; a phone goes to
 *   SmsOtp, refused with 400 `phone_provider_disabled` when phone sign-in is off (as on this project).
 * - internal/api/magic_link.go MagicLink: an account that is missing or not confirmed yet is signed up first (with a
 *   random password): with confirmations off it is confirmed and then gets the sign-in link, with them on it gets
 *   the sign-up confirmation instead. The answer is `{}`.
 * - internal/api/mail.go sendMagicLink: the link's token is the account's recovery token; one mail per
 *   `[auth.email] max_frequency` per account, timed by `recovery_sent_at` (shared with password recovery), else 429
 *   `over_email_send_rate_limit` 'For security purposes, you can only request this after N seconds.'
 *   (validateSentWithinFrequencyLimit, generateFrequencyLimitErrorMessage); the refused request leaves the earlier
 *   link working.
 * - internal/api/verify.go verifyTokenHash: type `magiclink` looks the token up as a recovery token, `email` as a
 *   confirmation or a recovery token; a link is refused with 403 `otp_expired` once used or `[auth.email]
 *   otp_expiry` seconds after it was sent (isOtpExpired). recoverVerify signs in with amr `otp`.
 * - internal/api/verify.go verifyGet and prepErrorRedirectURL: GET /verify (the `{{ .ConfirmationURL }}` of hosted's
 *   default templates) answers 303: to redirect_to with the session in the fragment (implicit flow,
 *   tokens.AccessTokenResponse.AsRedirectURL), or, for a link that cannot be used, to redirect_to with
 *   `error=access_denied&error_code=otp_expired&error_description=…&sb=` in the fragment. A request without a token
 *   or a type is answered 400 in JSON. The redirect is redirect_to when allowed, else the Site URL
 *   (utilities.GetReferrer).
 * - supabase/supabase docker/volumes/api/kong.yml (service auth-v1-open): /auth/v1/verify takes no API key, because
 *   it is opened from an e-mail.
 */

// The app's auth adapter reaches supabase-js through getSupabase(); here it gets a client of the test stack.
const holder = vi.hoisted(() => ({ client: null as SupabaseClient | null }));
vi.mock('@/lib/supabase', async () => (await import('./stack-supabase-module.ts')).stackSupabaseModule(holder));

const { supabaseAuth } = await import('../../src/lib/auth/supabase-auth.ts');


const site = 'http://127.0.0.1:5173';
const confirmDomain = '@confirm.example.com';
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({
    port: 0,
    bcryptCost: 4,
    siteUrl: site,
    enableConfirmations: (email) => email.endsWith(confirmDomain),
  });
});
afterAll(async () => {
  await stack?.stop();
});

type Answer = { status: number; body: Record<string, unknown> };

/** One /auth/v1 request as supabase-js sends it, answered in the legacy error shape ({ code, error_code, msg }). */
async function authRequest(path: string, body?: unknown): Promise<Answer> {
  const response = await loopbackFetch(`${stack.apiUrl}/auth/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: stack.publishableKey, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const otp = (body: Record<string, unknown>, redirectTo?: string) =>
  authRequest(`/otp${redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ''}`, body);
const verify = (type: string, tokenHash: string) => authRequest('/verify', { type, token_hash: tokenHash });

/** A GET as a browser following an e-mailed link sends it: no API key, and the redirect is not followed. */
function followLink(url: string) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const req = request(url, { method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const mailsTo = (email: string, kind?: string) =>
  stack.mailbox.list().filter((mail) => mail.to === email && (kind === undefined || mail.kind === kind));

/** The token_hash of the newest sign-in link mailed to `email`. */
function newestSignInToken(email: string): string {
  const mail = mailsTo(email, 'magiclink')[0];
  if (!mail) throw new Error(`no sign-in link for ${email}`);
  return new URL(mail.link).searchParams.get('token_hash')!;
}

/** Moves the account's last recovery or sign-in mail `seconds` into the past. */
async function backdateRecoveryMail(email: string, seconds: number) {
  await stack.db.query(
    `update auth.users set recovery_sent_at = recovery_sent_at - make_interval(secs => $2) where email = $1`,
    [email, seconds],
  );
}

async function userCount(email: string): Promise<number> {
  const result = await stack.db.query<{ count: number }>('select count(*)::int as count from auth.users where email = $1', [email]);
  return result.rows[0]!.count;
}

const settings = readAuthEmailSettings();

describe('the settings come from supabase/config.toml', () => {
  it('reads [auth.email] otp_expiry and max_frequency (GoTrue MAILER_OTP_EXP and SMTP_MAX_FREQUENCY)', () => {
    expect(settings).toEqual({ otpExpirySeconds: 3600, maxFrequencySeconds: 60 });
  });
});

describe('POST /otp with create_user false (the app never makes an account here)', () => {
  it('mails a sign-in link to an existing account and answers {}; the link lands on /auth/confirm like the other templates', async () => {
    const owner = await signUpOwner(stack, 'link');
    const answer = await otp({ email: owner.email, create_user: false, data: {} }, `${site}/waitlist`);
    expect(answer).toEqual({ status: 200, body: {} });

    const [mail] = mailsTo(owner.email, 'magiclink');
    expect(mail).toMatchObject({ kind: 'magiclink', subject: 'Your DoorKeep sign-in link' });
    const link = new URL(mail!.link);
    expect(`${link.origin}${link.pathname}`).toBe(`${site}/auth/confirm`);
    expect(link.searchParams.get('type')).toBe('magiclink');
    expect(link.searchParams.get('next')).toBe(`${site}/waitlist`);
    expect(link.searchParams.get('token_hash')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('supabase-js signInWithOtp gets no error, and verifyOtp with type magiclink signs in once, leaving the password as it was', async () => {
    const owner = await signUpOwner(stack, 'once');
    const client = createTestClient(stack);
    const sent = await client.auth.signInWithOtp({
      email: owner.email,
      options: { shouldCreateUser: false, emailRedirectTo: `${site}/` },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null });
    const tokenHash = newestSignInToken(owner.email);

    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(owner.email);
    const claims = JSON.parse(Buffer.from(verified.data.session!.access_token.split('.')[1]!, 'base64url').toString()) as {
      amr: { method: string }[];
    };
    expect(claims.amr.map((entry) => entry.method)).toEqual(['otp']);

    const again = await verify('magiclink', tokenHash);
    expect(again).toEqual({
      status: 403,
      body: { code: 403, error_code: 'otp_expired', msg: 'Email link is invalid or has expired' },
    });
    const password = await createTestClient(stack).auth.signInWithPassword({ email: owner.email, password: owner.password });
    expect(password.error).toBeNull();
  });

  it("type email finds a sign-in link's token too (GoTrue looks in both columns), and a recovery type does as well", async () => {
    const first = await signUpOwner(stack, 'email-type');
    await otp({ email: first.email, create_user: false });
    expect((await verify('email', newestSignInToken(first.email))).status).toBe(200);

    const second = await signUpOwner(stack, 'recovery-type');
    await otp({ email: second.email, create_user: false });
    // The sign-in link is a recovery token with another template, so a recovery verify accepts it.
    expect((await verify('recovery', newestSignInToken(second.email))).status).toBe(200);
    // A sign-up or invite verify looks only at confirmation tokens.
    const third = await signUpOwner(stack, 'signup-type');
    await otp({ email: third.email, create_user: false });
    expect((await verify('signup', newestSignInToken(third.email))).body).toMatchObject({ error_code: 'otp_expired' });
  });

  it("refuses an address without an account with 422 otp_disabled, sends nothing and creates nobody; a malformed one the same way", async () => {
    const email = uniqueEmail('nobody');
    expect(await otp({ email, create_user: false })).toEqual({
      status: 422,
      body: { code: 422, error_code: 'otp_disabled', msg: 'Signups not allowed for otp' },
    });
    expect(mailsTo(email)).toEqual([]);
    expect(await userCount(email)).toBe(0);
    expect((await otp({ email: 'not-an-address', create_user: false })).body).toMatchObject({ error_code: 'otp_disabled' });

    // supabase-js reports it as an AuthApiError carrying the code.
    const { error } = await createTestClient(stack).auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
  });

  it('allows one mail per max_frequency per account (timed with recovery mails): 429 with the seconds left, the earlier link still works', async () => {
    const owner = await signUpOwner(stack, 'twice');
    await otp({ email: owner.email, create_user: false });
    const first = newestSignInToken(owner.email);

    const refused = await otp({ email: owner.email, create_user: false });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, error_code: 'over_email_send_rate_limit' });
    expect(refused.body.msg).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    expect(mailsTo(owner.email, 'magiclink')).toHaveLength(1);

    // Past the window a new link goes out and replaces the first.
    await backdateRecoveryMail(owner.email, settings.maxFrequencySeconds + 1);
    expect((await otp({ email: owner.email, create_user: false })).status).toBe(200);
    const second = newestSignInToken(owner.email);
    expect(second).not.toBe(first);
    expect((await verify('magiclink', first)).status).toBe(403);
    expect((await verify('magiclink', second)).status).toBe(200);

    // A password recovery mail starts the same clock.
    const other = await signUpOwner(stack, 'after-recovery');
    expect((await authRequest('/recover', { email: other.email })).status).toBe(200);
    expect((await otp({ email: other.email, create_user: false })).body).toMatchObject({ error_code: 'over_email_send_rate_limit' });
  });

  it('refuses a link otp_expiry seconds after it was sent', async () => {
    const owner = await signUpOwner(stack, 'late');
    await otp({ email: owner.email, create_user: false });
    const tokenHash = newestSignInToken(owner.email);
    await backdateRecoveryMail(owner.email, settings.otpExpirySeconds + 1);
    expect(await verify('magiclink', tokenHash)).toEqual({
      status: 403,
      body: { code: 403, error_code: 'otp_expired', msg: 'Email link is invalid or has expired' },
    });
  });

  it('validates like Otp: e-mail and phone together, a channel with an e-mail, neither, a phone', async () => {
    expect(await otp({ email: uniqueEmail('both'), phone: '+17025550100' })).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'Only an email address or phone number should be provided' },
    });
    expect((await otp({ email: uniqueEmail('channel'), channel: 'sms' })).body).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Channel should only be specified with Phone OTP',
    });
    expect(await otp({})).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'One of email or phone must be set' },
    });
    expect(await otp({ phone: '+17025550100' })).toEqual({
      status: 400,
      body: { code: 400, error_code: 'phone_provider_disabled', msg: 'Unsupported phone provider' },
    });
  });
});

describe('POST /otp with create_user true (supabase-js default)', () => {
  it('signs a new address up and mails it a sign-in link when confirmations are off', async () => {
    const email = uniqueEmail('new');
    expect(await otp({ email, data: { first_name: 'Nia' } })).toEqual({ status: 200, body: {} });
    expect(await userCount(email)).toBe(1);
    const verified = await verify('magiclink', newestSignInToken(email));
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, user_metadata: { first_name: 'Nia' } });
    expect((verified.body.user as { email_confirmed_at?: string }).email_confirmed_at).toBeTruthy();
  });

  it('with confirmations on, mails the sign-up confirmation instead of a sign-in link', async () => {
    const email = `new-${Date.now().toString(36)}${confirmDomain}`;
    expect(await otp({ email })).toEqual({ status: 200, body: {} });
    expect(mailsTo(email, 'magiclink')).toEqual([]);
    const [confirmation] = mailsTo(email, 'signup');
    expect(confirmation).toBeDefined();
    expect((await verify('signup', new URL(confirmation!.link).searchParams.get('token_hash')!)).status).toBe(200);
  });
});

describe('GET /verify: the redirect a followed link gets', () => {
  async function usedRecoveryToken() {
    const owner = await signUpOwner(stack, 'used');
    await authRequest(`/recover?redirect_to=${encodeURIComponent(`${site}/reset-password`)}`, { email: owner.email });
    const mail = mailsTo(owner.email, 'recovery')[0]!;
    const tokenHash = new URL(mail.link).searchParams.get('token_hash')!;
    expect((await verify('recovery', tokenHash)).status).toBe(200);
    return tokenHash;
  }

  it('sends a used link back to redirect_to with otp_expired in the fragment, without an API key', async () => {
    const tokenHash = await usedRecoveryToken();
    const answer = await followLink(
      `${stack.apiUrl}/auth/v1/verify?token=${tokenHash}&type=recovery&redirect_to=${encodeURIComponent(`${site}/reset-password`)}`,
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(
      `${site}/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  it('falls back to the Site URL for a redirect_to that is not allowed', async () => {
    const answer = await followLink(
      `${stack.apiUrl}/auth/v1/verify?token=unknown&type=invite&redirect_to=${encodeURIComponent('https://evil.example/x')}`,
    );
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(new RegExp(`^${site}#error=access_denied&error_code=otp_expired&`));
  });

  it('signs in with a working link: the session is in the fragment (implicit flow), and the link is then used', async () => {
    const owner = await signUpOwner(stack, 'follow');
    await otp({ email: owner.email, create_user: false });
    const tokenHash = newestSignInToken(owner.email);
    const url = `${stack.apiUrl}/auth/v1/verify?token=${tokenHash}&type=magiclink&redirect_to=${encodeURIComponent(`${site}/dashboard`)}`;
    const answer = await followLink(url);
    expect(answer.status).toBe(303);
    const location = new URL(answer.location!);
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(`${site}/dashboard`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('magiclink');
    const user = await loopbackFetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.publishableKey, Authorization: `Bearer ${fragment.get('access_token')}` },
    });
    expect(((await user.json()) as { email: string }).email).toBe(owner.email);

    expect((await followLink(url)).location).toBe(
      `${site}/dashboard#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  it('answers a request without a token or a type with 400 in JSON, not a redirect', async () => {
    const noToken = await followLink(`${stack.apiUrl}/auth/v1/verify?type=recovery&redirect_to=${encodeURIComponent(site)}`);
    expect(noToken.status).toBe(400);
    expect(JSON.parse(noToken.body)).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Verify requires a token or a token hash',
    });
    const noType = await followLink(`${stack.apiUrl}/auth/v1/verify?token=abc`);
    expect(noType.status).toBe(400);
    expect(JSON.parse(noType.body)).toMatchObject({ msg: 'Verify requires a verification type' });
  });
});

describe("the app's auth adapter", () => {
  it('asks for a sign-in link that leads back to the given page, and verifyEmail with magiclink signs in', async () => {
    const owner = await signUpOwner(stack, 'adapter');
    holder.client = createTestClient(stack);
    await supabaseAuth.requestSignInLink(owner.email, `${site}/waitlist`);
    const [mail] = mailsTo(owner.email, 'magiclink');
    expect(new URL(mail!.link).searchParams.get('next')).toBe(`${site}/waitlist`);
    const user = await supabaseAuth.verifyEmail(newestSignInToken(owner.email), 'magiclink');
    expect(user).toMatchObject({ email: owner.email, role: 'owner' });
  });

  it('never creates an account: an address without one is refused with otp_disabled', async () => {
    const email = uniqueEmail('adapter-nobody');
    holder.client = createTestClient(stack);
    await expect(supabaseAuth.requestSignInLink(email, `${site}/`)).rejects.toMatchObject({ code: 'otp_disabled' });
    expect(await userCount(email)).toBe(0);
  });
});
