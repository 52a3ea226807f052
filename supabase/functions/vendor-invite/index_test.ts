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

/** An account as vendor-invite reads it; by default an ordinary confirmed sign-up that has been used. */
const account = (id: string, overrides: Partial<InviteAccount> = {}): InviteAccount => ({
  id,
  confirmed: true,
  neverSignedIn: false,
  hasPassword: true,
  appMetadata: { provider: 'email' },
  ...overrides,
});

/** A sign-up on the address that nobody has confirmed or signed in to: what someone squatting the address leaves. */
const squatter = (id: string): InviteAccount => account(id, { confirmed: false, neverSignedIn: true });

/** An account made by an invite for `applicationId` that has not been accepted. */
const invitedFor = (id: string, applicationId: string): InviteAccount =>
  account(id, { confirmed: false, neverSignedIn: true, hasPassword: false, appMetadata: { role: 'vendor', application_id: applicationId } });

/** An owner's confirmed account on the address the doubles treat as taken. */
const TAKEN: Record<string, InviteAccount> = { 'taken@example.test': account('owner-1') };

/**
 * Doubles of the auth server and database. The invite behaves as hosted Auth's (internal/api/invite.go): a confirmed
 * address is `exists`, an unconfirmed account is reused as it is (id, password, metadata), else an account is made.
 */
function doubles(
  applications: InviteApplication[],
  initialAccounts: Record<string, InviteAccount> = TAKEN,
  hooks: { beforeInvite?: (accounts: Record<string, InviteAccount>) => void } = {},
) {
  const accounts = { ...initialAccounts };
  const calls = {
    invites: [] as { email: string; redirectTo: string }[],
    data: [] as Record<string, unknown>[],
    metadata: [] as unknown[],
    links: [] as unknown[],
    deletes: [] as string[],
  };
  /** Deletes and invites in the order they happened. */
  const order: string[] = [];
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
      hooks.beforeInvite?.(accounts);
      calls.invites.push({ email, redirectTo });
      calls.data.push(data);
      order.push(`invite ${email}`);
      const key = email.toLowerCase();
      const existing = accounts[key];
      if (existing?.confirmed) return Promise.resolve({ exists: true } as const);
      if (existing) return Promise.resolve({ userId: existing.id });
      const created = account(`user-${calls.invites.length}`, { confirmed: false, neverSignedIn: true, hasPassword: false });
      accounts[key] = created;
      return Promise.resolve({ userId: created.id });
    },
    deleteAccount: (userId) => {
      calls.deletes.push(userId);
      order.push(`delete ${userId}`);
      for (const [email, held] of Object.entries(accounts)) if (held.id === userId) delete accounts[email];
      return Promise.resolve();
    },
    setAppMetadata: (userId, meta) => Promise.resolve(void calls.metadata.push({ userId, meta })),
    linkApplication: (clientId, userId) => Promise.resolve(void calls.links.push({ clientId, userId })),
  };
  return { handler: createVendorInviteHandler(() => deps), calls, accounts, order };
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
    'fixit@example.test': invitedFor('user-1', 'VEN-APPROVED1'),
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
    'taken@example.test': account('vendor-1', { appMetadata: { role: 'vendor', application_id: 'VEN-ACTIVE001' } }),
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
  const vendorOf = (applicationId: string, confirmed = false): InviteAccount =>
    confirmed
      ? account(`vendor-of-${applicationId}`, { appMetadata: { role: 'vendor', application_id: applicationId } })
      : invitedFor(`vendor-of-${applicationId}`, applicationId);
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
      // Unlinked, but the address has an account: a confirmed owner, an unconfirmed account someone has signed in
      // to, another application's vendor (confirmed or not), or this application's vendor who has already accepted.
      application({ client_id: 'VEN-TAKEN0001', email: 'taken@example.test' }),
      application({ client_id: 'VEN-UNCONF001', email: 'Unconfirmed@Example.test' }),
      application({ client_id: 'VEN-OTHERVEN1', email: 'other-vendor@example.test' }),
      application({ client_id: 'VEN-OTHERVEN2', email: 'other-invited@example.test' }),
      application({ client_id: 'VEN-ACCEPTED2', email: 'accepted2@example.test' }),
    ],
    {
      ...TAKEN,
      'self@example.test': squatter('self-1'),
      'accepted@example.test': vendorOf('VEN-ACCEPTED1', true),
      'unconfirmed@example.test': account('unconfirmed-1', { confirmed: false }),
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
  assert.deepEqual(calls, { invites: [], data: [], metadata: [], links: [], deletes: [] });
});

Deno.test('an invite that created the account but did not link it is completed on retry', async () => {
  const { handler, calls } = doubles([application()], {
    'fixit@example.test': invitedFor('user-1', 'VEN-APPROVED1'),
  });
  const res = await handler(post({ application_id: 'VEN-APPROVED1' }));
  assert.equal(res.status, 200);
  assert.deepEqual(calls.links, [{ clientId: 'VEN-APPROVED1', userId: 'user-1' }]);
  assert.deepEqual(calls.deletes, []);
});

Deno.test("an unconfirmed, never signed-in sign-up on the applicant's address is deleted first, and the invite makes a fresh vendor account", async () => {
  const { handler, calls, order } = doubles([application()], { 'fixit@example.test': squatter('squatter-1') });
  const res = await handler(post({ application_id: 'VEN-APPROVED1' }));
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), { invited: true, userId: 'user-1' });
  // Deleted before the invite, which would otherwise reuse the squatter's account and keep its password.
  assert.deepEqual(order, ['delete squatter-1', 'invite fixit@example.test']);
  assert.deepEqual(calls.metadata, [{ userId: 'user-1', meta: { role: 'vendor', application_id: 'VEN-APPROVED1' } }]);
  assert.deepEqual(calls.links, [{ clientId: 'VEN-APPROVED1', userId: 'user-1' }]);
});

Deno.test('a confirmed account, or an unconfirmed one that has been signed in to, still gets the 409 and is kept', async () => {
  const { handler, calls } = doubles(
    [
      application({ client_id: 'VEN-TAKEN0001', email: 'taken@example.test' }),
      application({ client_id: 'VEN-USED00001', email: 'used@example.test' }),
    ],
    { ...TAKEN, 'used@example.test': account('used-1', { confirmed: false }) },
  );
  for (const id of ['VEN-TAKEN0001', 'VEN-USED00001']) {
    const res = await handler(post({ application_id: id }));
    assert.equal(res.status, 409, id);
    assert.deepEqual(await res.json(), { error: 'This e-mail address already has an account' });
  }
  assert.deepEqual(calls, { invites: [], data: [], metadata: [], links: [], deletes: [] });
});

Deno.test('a sign-up that lands between the checks and the invite is removed, never made the vendor account', async () => {
  const { handler, calls, accounts } = doubles([application()], {}, {
    beforeInvite: (held) => void (held['fixit@example.test'] = squatter('late-squatter')),
  });
  const res = await handler(post({ application_id: 'VEN-APPROVED1' }));
  assert.equal(res.status, 409);
  assert.deepEqual(await res.json(), { error: 'Someone signed up with this address while the invite was sent. Send the invite again.' });
  assert.deepEqual(calls.deletes, ['late-squatter']);
  assert.deepEqual(calls.metadata, []);
  assert.deepEqual(calls.links, []);
  assert.deepEqual(accounts, {});
});

Deno.test('deleting an account that is already gone counts as deleted; any other failure is an error', async () => {
  const answers: { error: { status: number; message: string } | null }[] = [
    { error: null },
    { error: { status: 404, message: 'User not found' } },
    { error: { status: 500, message: 'Database error deleting user' } },
  ];
  const deleted: string[] = [];
  const admin = {
    auth: { admin: { deleteUser: (id: string) => (deleted.push(id), Promise.resolve({ data: {}, ...answers.shift()! })) } },
  } as unknown as SupabaseClient;
  const deps = vendorInviteDeps(() => ({ config: { siteOrigins: [ORIGIN] }, admin }) as unknown as ProjectDeps)();
  await deps.deleteAccount('a');
  await deps.deleteAccount('b');
  await assert.rejects(deps.deleteAccount('c'), /Database error deleting user/);
  assert.deepEqual(deleted, ['a', 'b', 'c']);
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

Deno.test("an admin's session is not enough on its own: Auth's live record must still say admin and not banned", async () => {
  const claims = { sub: ADMIN_ID, role: 'authenticated', app_metadata: { role: 'admin' } };
  const live: Record<string, unknown> = { id: ADMIN_ID, app_metadata: { role: 'admin' } };
  const admin = {
    auth: {
      getClaims: () => Promise.resolve({ data: { claims }, error: null }),
      admin: { getUserById: () => Promise.resolve({ data: { user: live }, error: null }) },
    },
  } as unknown as SupabaseClient;
  const deps = vendorInviteDeps(() => ({ config: { siteOrigins: [ORIGIN] }, admin }) as unknown as ProjectDeps)();
  assert.deepEqual(await deps.verifyCaller('admin-session'), { id: ADMIN_ID, appMetadata: { role: 'admin' } });
  live.app_metadata = {};
  assert.deepEqual(await deps.verifyCaller('admin-session'), { id: ADMIN_ID, appMetadata: {} });
  live.app_metadata = { role: 'admin' };
  live.banned_until = new Date(Date.now() + 3_600_000).toISOString();
  assert.equal(await deps.verifyCaller('admin-session'), null);
});
