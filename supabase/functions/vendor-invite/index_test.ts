import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Deps } from '../_shared/deps.ts';
import { createVendorInviteHandler, type InviteApplication, type VendorInviteDeps, vendorInviteDeps } from '../_shared/vendor-invite.ts';

const ORIGIN = 'http://127.0.0.1:5173';
const ADMIN_ID = '00000000-0000-4000-8000-0000000000ad';

function doubles(applications: InviteApplication[]) {
  const calls = { invites: [] as { email: string; redirectTo: string }[], metadata: [] as unknown[], links: [] as unknown[] };
  const users: Record<string, { id: string; appMetadata: Record<string, unknown> }> = {
    'admin-token': { id: ADMIN_ID, appMetadata: { role: 'admin' } },
    'owner-token': { id: 'owner', appMetadata: { provider: 'email' } },
  };
  const deps: VendorInviteDeps = {
    siteOrigins: [ORIGIN],
    getUser: (token) => Promise.resolve(users[token] ?? null),
    findApplication: (id) => Promise.resolve(applications.find((row) => row.client_id === id) ?? null),
    invite: (email, { redirectTo }) => {
      calls.invites.push({ email, redirectTo });
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
  assert.deepEqual(calls.metadata, []);
  assert.deepEqual(calls.links, []);
});

Deno.test('a linked application whose vendor has not set a password yet gets a fresh invite (a resend)', async () => {
  const { handler, calls } = doubles([application({ user_id: 'user-1' })]);
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
  ]);
  const active = await handler(post({ application_id: 'VEN-ACTIVE001' }));
  assert.equal(active.status, 409);
  assert.deepEqual(await active.json(), { error: 'The vendor has already accepted the invite and set a password' });
  const other = await handler(post({ application_id: 'VEN-OTHER0001' }));
  assert.equal(other.status, 409);
  assert.deepEqual(await other.json(), { error: 'The application is linked to a different account' });
  assert.deepEqual(calls.metadata, []);
  assert.deepEqual(calls.links, []);
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
  const deps = vendorInviteDeps(() => ({ config: { siteOrigins: [ORIGIN] }, admin }) as unknown as Deps)();
  await assert.rejects(deps.invite('fixit@example.test', { redirectTo: `${ORIGIN}/vendor-login`, data: {} }), {
    status: 429,
    message: 'An invite was sent to this address moments ago. Wait a minute, then resend.',
  });
});
