import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ProjectDeps } from '../_shared/deps.ts';
import { envProjectDeps } from '../_shared/project.ts';
import {
  createVendorInviteHandler,
  type InviteAccount,
  type InviteApplication,
  type VendorInviteDeps,
  vendorInviteDeps,
} from '../_shared/vendor-invite.ts';

const ORIGIN = 'http://127.0.0.1:5173';
const ADMIN_ID = '00000000-0000-4000-8000-0000000000ad';

/** An owner's confirmed account on the address the doubles treat as taken. */
const TAKEN: Record<string, InviteAccount> = {
  'taken@example.test': { id: 'owner-1', confirmed: true, appMetadata: { provider: 'email' } },
};

function doubles(applications: InviteApplication[], accounts: Record<string, InviteAccount> = TAKEN) {
  const calls = {
    invites: [] as { email: string; redirectTo: string }[],
    data: [] as Record<string, unknown>[],
    metadata: [] as unknown[],
    links: [] as unknown[],
  };
  const users: Record<string, { id: string; appMetadata: Record<string, unknown> }> = {
    'admin-token': { id: ADMIN_ID, appMetadata: { role: 'admin' } },
    'owner-token': { id: 'owner', appMetadata: { provider: 'email' } },
  };
  const deps: VendorInviteDeps = {
    siteOrigins: [ORIGIN],
    verifyCaller: (token) => Promise.resolve(users[token] ?? null),
    findApplication: (id) => Promise.resolve(applications.find((row) => row.client_id === id) ?? null),
    findAccount: (email) => Promise.resolve(accounts[email.toLowerCase()] ?? null),
    invite: (email, { redirectTo, data }) => {
      calls.invites.push({ email, redirectTo });
      calls.data.push(data);
      return Promise.resolve(email === 'taken@example.test' ? { exists: true } : { userId: `user-${calls.invites.length}` });
    },
    setAppMetadata: (userId, meta) => Promise.resolve(void calls.metadata.push({ userId, meta })),
    linkApplication: (clientId, userId) => Promise.resolve(void calls.links.push({ clientId, userId })),
  };
  return { handler: createVendorInviteHandler(() => deps), calls };
}

const application = (overrides: Partial<InviteApplication> = {}): InviteApplication => ({
  client_id: 'VEN-APPROVED1',
  email: 'fixit@example.test',
  status: 'approved',
  user_id: null,
  company: 'FixIt Co',
  contact: 'Sam Fixer',
  application_number: 'VN-APPROVED',
  ...overrides,
});

const post = (body: unknown, token: string | null = 'admin-token') =>
  new Request('http://127.0.0.1/vendor-invite', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

Deno.test('an admin invites an approved vendor with the vendor role and the application id', async () => {
  const { handler, calls } = doubles([application()]);
  const res = await handler(post({ application_id: 'VEN-APPROVED1' }));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { invited: true, userId: 'user-1' });
  assert.deepEqual(calls.invites, [{ email: 'fixit@example.test', redirectTo: `${ORIGIN}/vendor-login` }]);
  assert.deepEqual(calls.metadata, [{ userId: 'user-1', meta: { role: 'vendor', application_id: 'VEN-APPROVED1' } }]);
  assert.deepEqual(calls.links, [{ clientId: 'VEN-APPROVED1', userId: 'user-1' }]);
  assert.equal(res.headers.get('Access-Control-Allow-Origin'), ORIGIN);
});

Deno.test('the invite hands the e-mail template the contact, the company and the application number', async () => {
  const { handler, calls } = doubles([application()]);
  assert.equal((await handler(post({ application_id: 'VEN-APPROVED1' }))).status, 200);
  assert.deepEqual(calls.data, [{ full_name: 'Sam Fixer', company: 'FixIt Co', application_number: 'VN-APPROVED' }]);
});

Deno.test('anyone but an admin is refused and nothing is sent', async () => {
  const { handler, calls } = doubles([application()]);
  assert.equal((await handler(post({ application_id: 'VEN-APPROVED1' }, null))).status, 401);
  assert.equal((await handler(post({ application_id: 'VEN-APPROVED1' }, 'forged-token'))).status, 401);
  assert.equal((await handler(post({ application_id: 'VEN-APPROVED1' }, 'owner-token'))).status, 403);
  assert.equal(calls.invites.length, 0);
});

Deno.test('declined and pending applications never get an account', async () => {
  const { handler, calls } = doubles([
    application({ client_id: 'VEN-DECLINED1', status: 'declined' }),
    application({ client_id: 'VEN-PENDING01', status: 'pending' }),
  ]);
  assert.equal((await handler(post({ application_id: 'VEN-DECLINED1' }))).status, 409);
  assert.equal((await handler(post({ application_id: 'VEN-PENDING01' }))).status, 409);
  assert.equal((await handler(post({ application_id: 'VEN-MISSING01' }))).status, 404);
  assert.equal((await handler(post({ application_id: 'not-an-id' }))).status, 400);
  assert.equal(calls.invites.length, 0);
});

Deno.test('a taken address is a conflict with the reason, and nothing is linked', async () => {
  const { handler, calls } = doubles([application({ client_id: 'VEN-TAKEN0001', email: 'taken@example.test' })]);
  const taken = await handler(post({ application_id: 'VEN-TAKEN0001' }));
  assert.equal(taken.status, 409);
  assert.deepEqual(await taken.json(), { error: 'This e-mail address already has an account' });
  assert.deepEqual(calls.invites, []);
  assert.deepEqual(calls.metadata, []);
  assert.deepEqual(calls.links, []);
});

Deno.test('a linked application whose vendor has not set a password yet gets a fresh invite (a resend)', async () => {
  const { handler, calls } = doubles([application({ user_id: 'user-1' })], {
    'fixit@example.test': { id: 'user-1', confirmed: false, appMetadata: { role: 'vendor', application_id: 'VEN-APPROVED1' } },
  });
  const resent = await handler(post({ application_id: 'VEN-APPROVED1' }));
  assert.equal(resent.status, 200);
  assert.deepEqual(await resent.json(), { invited: true, userId: 'user-1' });
  assert.deepEqual(calls.invites, [{ email: 'fixit@example.test', redirectTo: `${ORIGIN}/vendor-login` }]);
  // The account already carries the vendor role and the link; a resend only mails.
  assert.deepEqual(calls.metadata, []);
  assert.deepEqual(calls.links, []);
});

Deno.test('a resend after the vendor set a password, or for another account, is refused with the reason', async () => {
  const { handler, calls } = doubles([
    application({ client_id: 'VEN-ACTIVE001', email: 'taken@example.test', user_id: 'vendor-1' }),
    application({ client_id: 'VEN-OTHER0001', user_id: 'someone-else' }),
  ], {
    'taken@example.test': { id: 'vendor-1', confirmed: true, appMetadata: { role: 'vendor', application_id: 'VEN-ACTIVE001' } },
  });
  const active = await handler(post({ application_id: 'VEN-ACTIVE001' }));
  assert.equal(active.status, 409);
  assert.deepEqual(await active.json(), { error: 'The vendor has already accepted the invite and set a password' });
  const other = await handler(post({ application_id: 'VEN-OTHER0001' }));
  assert.equal(other.status, 409);
  assert.deepEqual(await other.json(), { error: 'The application is linked to a different account' });
  assert.deepEqual(calls.invites, []);
  assert.deepEqual(calls.metadata, []);
  assert.deepEqual(calls.links, []);
});

Deno.test('every refusal is decided before an account is created or a mail is sent', async () => {
  const vendorOf = (applicationId: string, confirmed = false): InviteAccount => ({
    id: `vendor-of-${applicationId}`,
    confirmed,
    appMetadata: { role: 'vendor', application_id: applicationId },
  });
  const { handler, calls } = doubles(
    [
      application({ client_id: 'VEN-PENDING01', status: 'pending' }),
      application({ client_id: 'VEN-DECLINED1', status: 'declined' }),
      // The issue: a visitor's own account linked to another firm's application (old insert policy), address free.
      application({ client_id: 'VEN-HIJACKED1', email: 'real-firm@example.test', user_id: 'attacker' }),
      // Linked to an account that holds the address but was never made this application's vendor.
      application({ client_id: 'VEN-SELFLINK1', email: 'self@example.test', user_id: 'self-1' }),
      // Linked to the right vendor, who has accepted already.
      application({ client_id: 'VEN-ACCEPTED1', email: 'accepted@example.test', user_id: 'vendor-of-VEN-ACCEPTED1' }),
      // Unlinked, but the address has an account: a confirmed owner, an unconfirmed sign-up, another
      // application's vendor (confirmed or not), or this application's vendor who has already accepted.
      application({ client_id: 'VEN-TAKEN0001', email: 'taken@example.test' }),
      application({ client_id: 'VEN-UNCONF001', email: 'Unconfirmed@Example.test' }),
      application({ client_id: 'VEN-OTHERVEN1', email: 'other-vendor@example.test' }),
      application({ client_id: 'VEN-OTHERVEN2', email: 'other-invited@example.test' }),
      application({ client_id: 'VEN-ACCEPTED2', email: 'accepted2@example.test' }),
    ],
    {
      ...TAKEN,
      'self@example.test': { id: 'self-1', confirmed: false, appMetadata: { provider: 'email' } },
      'accepted@example.test': vendorOf('VEN-ACCEPTED1', true),
      'unconfirmed@example.test': { id: 'unconfirmed-1', confirmed: false, appMetadata: { provider: 'email' } },
      'other-vendor@example.test': vendorOf('VEN-SOMEONE01', true),
      'other-invited@example.test': vendorOf('VEN-SOMEONE02'),
      'accepted2@example.test': vendorOf('VEN-ACCEPTED2', true),
    },
  );
  const refusals: [string, number][] = [
    ['VEN-MISSING01', 404],
    ['VEN-PENDING01', 409],
    ['VEN-DECLINED1', 409],
    ['VEN-HIJACKED1', 409],
    ['VEN-SELFLINK1', 409],
    ['VEN-ACCEPTED1', 409],
    ['VEN-TAKEN0001', 409],
    ['VEN-UNCONF001', 409],
    ['VEN-OTHERVEN1', 409],
    ['VEN-OTHERVEN2', 409],
    ['VEN-ACCEPTED2', 409],
  ];
  for (const [id, status] of refusals) {
    const res = await handler(post({ application_id: id }));
    assert.equal(res.status, status, id);
    await res.body?.cancel();
  }
  assert.deepEqual(calls, { invites: [], data: [], metadata: [], links: [] });
});

Deno.test('an invite that created the account but did not link it is completed on retry', async () => {
  const { handler, calls } = doubles([application()], {
    'fixit@example.test': { id: 'user-1', confirmed: false, appMetadata: { role: 'vendor', application_id: 'VEN-APPROVED1' } },
  });
  const res = await handler(post({ application_id: 'VEN-APPROVED1' }));
  assert.equal(res.status, 200);
  assert.deepEqual(calls.links, [{ clientId: 'VEN-APPROVED1', userId: 'user-1' }]);
});

Deno.test('preflight answers CORS and other methods are refused', async () => {
  const { handler } = doubles([]);
  const preflight = await handler(new Request('http://127.0.0.1/vendor-invite', { method: 'OPTIONS', headers: { Origin: ORIGIN } }));
  assert.equal(preflight.status, 204);
  assert.equal((await handler(new Request('http://127.0.0.1/vendor-invite'))).status, 405);
});

Deno.test("the auth server's rate limit on a quick resend is a 429 with a reason, not a 500", async () => {
  const admin = {
    auth: {
      admin: {
        inviteUserByEmail: () =>
          Promise.resolve({ data: { user: null }, error: { status: 429, message: 'For security purposes, you can only request this after 42 seconds.' } }),
      },
    },
  } as unknown as SupabaseClient;
  const deps = vendorInviteDeps(() => ({ config: { siteOrigins: [ORIGIN] }, admin }) as unknown as ProjectDeps)();
  await assert.rejects(deps.invite('fixit@example.test', { redirectTo: `${ORIGIN}/vendor-login`, data: {} }), {
    status: 429,
    message: 'An invite was sent to this address moments ago. Wait a minute, then resend.',
  });
});

Deno.test('the invite needs only the project env: no Stripe secret is read, so it works before payments are set up', () => {
  const env: Record<string, string> = {
    SUPABASE_URL: 'http://127.0.0.1:1',
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: 'sb_publishable_test' }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: 'sb_secret_test' }),
    SITE_ORIGINS: ORIGIN,
  };
  const deps = vendorInviteDeps(envProjectDeps((name) => env[name]))();
  assert.deepEqual(deps.siteOrigins, [ORIGIN]);
});
