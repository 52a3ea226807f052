import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminPage } from '@/features/admin/components/admin-page';
import type * as AdminAuthModule from '@/lib/admin-auth';
import type { AdminAuthPort } from '@/lib/admin-auth';
import { createSupabaseAdminAuth } from '@/lib/admin-auth-supabase';
import { TestBackend } from '../factories/backend';

// No wait after a sign-in attempt in these tests.
vi.mock('@/lib/admin-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AdminAuthModule>()),
  adminSignInDelayMs: 0,
}));

/** The admin page as its route shows it; its admin gate is `adminAuth`, the backend adapter over a test's fake client. */
function renderAdminPage(adminAuth: AdminAuthPort) {
  render(
    <MemoryRouter>
      <TestBackend parts={{ adminAuth }}>
        <AdminPage />
      </TestBackend>
    </MemoryRouter>,
  );
}

const invalid = 'Invalid username or password. Please try again.';
const storageKey = 'doorkeep-admin-session';

type Account = { email: string; password: string; role?: string };
type User = { id: string; email: string; app_metadata: Record<string, unknown> };

/** Just enough of supabase-js auth: password sign-in against `accounts`, one session, sign-out. */
function fakeSupabase(accounts: Account[], signedIn: Account | null = null) {
  const userOf = (account: Account): User => ({
    id: `user-${account.email}`,
    email: account.email,
    app_metadata: account.role ? { provider: 'email', role: account.role } : { provider: 'email' },
  });
  let session: { user: User; access_token: string } | null = signedIn ? { user: userOf(signedIn), access_token: 'jwt' } : null;
  const auth = {
    signInWithPassword: vi.fn(async ({ email, password }: { email: string; password: string }) => {
      const account = accounts.find((candidate) => candidate.email === email && candidate.password === password);
      if (!account) return { data: { user: null, session: null }, error: { message: 'Invalid login credentials', status: 400 } };
      session = { user: userOf(account), access_token: 'jwt' };
      return { data: { user: session.user, session }, error: null };
    }),
    signOut: vi.fn(async () => {
      session = null;
      return { error: null };
    }),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
  };
  return { client: { auth } as unknown as SupabaseClient, auth, session: () => session };
}

const owner: Account = { email: 'owner@example.com', password: 'owner-secret' };
const vendor: Account = { email: 'vendor@example.com', password: 'vendor-secret', role: 'vendor' };
const admin: Account = { email: 'Boss@Example.com', password: 'admin-secret', role: 'admin' };

const adapterOver = (client: SupabaseClient) => createSupabaseAdminAuth({ client: () => client, delayMs: 0 });

describe('backend admin gate: sign-in', () => {
  it('refuses an owner and a vendor with the invalid answer and signs them out again', async () => {
    for (const account of [owner, vendor]) {
      const fake = fakeSupabase([owner, vendor, admin]);
      const auth = adapterOver(fake.client);
      expect(await auth.signIn(account.email, account.password), account.email).toEqual({ ok: false, reason: 'invalid' });
      expect(fake.auth.signOut, account.email).toHaveBeenCalledTimes(1);
      expect(fake.session(), account.email).toBeNull();
      expect(auth.currentSession()).toBeNull();
      expect(sessionStorage.getItem(storageKey)).toBeNull();
    }
  });

  it('gives a wrong password the same answer, and lets an admin in', async () => {
    const fake = fakeSupabase([owner, admin]);
    const auth = adapterOver(fake.client);
    expect(await auth.signIn(admin.email, 'wrong')).toEqual({ ok: false, reason: 'invalid' });
    const result = await auth.signIn(` ${admin.email} `, admin.password);
    expect(result).toMatchObject({ ok: true, session: { email: 'boss@example.com' } });
    expect(fake.auth.signInWithPassword).toHaveBeenLastCalledWith({ email: admin.email, password: admin.password });
    expect(fake.auth.signOut).not.toHaveBeenCalled();
    expect(auth.currentSession()?.email).toBe('boss@example.com');
  });

  it('says the e-mail or password is wrong when an owner signs in to the gate, and stays on the gate', async () => {
    const fake = fakeSupabase([owner, admin]);
    const user = userEvent.setup();
    renderAdminPage(adapterOver(fake.client));
    await user.type(await screen.findByRole('textbox', { name: /^Admin email/ }), owner.email);
    await user.type(screen.getByLabelText(/^Password/), owner.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(fake.auth.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tablist', { name: 'Admin sections' })).not.toBeInTheDocument();
  });
});

describe('backend admin gate: an admin already signed in', () => {
  it('restore() turns the existing admin session into the tab session', async () => {
    const fake = fakeSupabase([admin], admin);
    const auth = adapterOver(fake.client);
    expect(auth.currentSession()).toBeNull();
    expect(await auth.restore!()).toMatchObject({ email: 'boss@example.com', signedInAt: expect.any(String) });
    expect(auth.currentSession()?.email).toBe('boss@example.com');
    expect(fake.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('restore() drops a stale tab marker when the server session is not an admin', async () => {
    sessionStorage.setItem(storageKey, JSON.stringify({ email: 'boss@example.com', signedInAt: '2026-11-22T00:00:00.000Z' }));
    const auth = adapterOver(fakeSupabase([owner], owner).client);
    expect(auth.currentSession()?.email).toBe('boss@example.com');
    expect(await auth.restore!()).toBeNull();
    expect(auth.currentSession()).toBeNull();
    expect(await adapterOver(fakeSupabase([]).client).restore!()).toBeNull();
  });

  it('opens the dashboard itself, with no password field, for an admin signed in through /login', async () => {
    renderAdminPage(adapterOver(fakeSupabase([admin], admin).client));
    expect(await screen.findByRole('tablist', { name: 'Admin sections' })).toBeVisible();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(document.querySelector('input[type="password"]')).toBeNull();
  });
});
