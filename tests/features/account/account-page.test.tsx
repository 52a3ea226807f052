import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from '@/features/account/components/account-page';
import { AccountError, accountMessages, type AccountPort } from '@/lib/account';
import { createSupabaseAccount } from '@/lib/account-supabase';
import type { AuthUser } from '@/lib/auth/port';
import type { DatabaseClient } from '@/lib/supabase';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

function fakeAccount(overrides: Partial<AccountPort> = {}): AccountPort {
  return {
    configured: true,
    overview: vi.fn(async () => ({ depositPaid: false, depositAmount: 0 })),
    changeEmail: vi.fn(async () => undefined),
    exportData: vi.fn(async () => ({ account: { id: 'u1', email: 'owner@example.com' } })),
    deleteAccount: vi.fn(async () => ({ kind: 'deleted' as const, depositRefunded: false })),
    ...overrides,
  };
}

/** Where the app went, and the message it carried (the login page shows `state.message`). */
function Landing() {
  const location = useLocation();
  const state = (location.state ?? {}) as { message?: string };
  return (
    <p data-testid="landing">
      {location.pathname}
      {location.search} {state.message}
    </p>
  );
}

/** The address the page shows now (the fragment an Auth link carried is removed once read). */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.hash}`}</p>;
}

async function renderAccount(account: AccountPort, user: AuthUser | null = createAuthUser(), entry = '/account') {
  const auth = createFakeAuth(user);
  render(
    <MemoryRouter initialEntries={[entry]}>
      <WithAppRoot parts={{ auth: auth.port, account }}>
        <Routes>
          <Route
            path="/account"
            element={
              <>
                <AccountPage />
                <Address />
              </>
            }
          />
          <Route path="*" element={<Landing />} />
        </Routes>
      </WithAppRoot>
    </MemoryRouter>,
  );
  await settle();
  return auth;
}

async function settle() {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const section = (name: string) => within(screen.getByRole('region', { name }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/account', () => {
  it('says account settings need the server in browser-only mode', async () => {
    await renderAccount(fakeAccount({ configured: false }));
    expect(screen.getByText('Account settings need the server.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delete my account' })).toBeNull();
  });

  it('sends a signed-out visitor to the login page, back here afterwards', async () => {
    await renderAccount(fakeAccount(), null);
    expect(screen.getByTestId('landing')).toHaveTextContent('/login?next=%2Faccount');
  });

  it('has the four sections, each a labelled region', async () => {
    await renderAccount(fakeAccount());
    for (const name of ['Change e-mail address', 'Change password', 'Download my data', 'Delete my account']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('an address another account holds is refused in plain words and what was typed stays', async () => {
    const account = fakeAccount({ changeEmail: vi.fn(async () => Promise.reject(new AccountError(accountMessages.emailTaken))) });
    await renderAccount(account);
    const email = section('Change e-mail address');
    const field = email.getByLabelText(/New e-mail address/);
    fireEvent.change(field, { target: { value: 'taken@example.com' } });
    fireEvent.click(email.getByRole('button', { name: 'Send confirmation links' }));
    await settle();
    expect(email.getByRole('alert')).toHaveTextContent('Another account already uses this e-mail address.');
    expect(field).toHaveValue('taken@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('a sent change says both confirmation links are on their way', async () => {
    const account = fakeAccount();
    await renderAccount(account);
    const email = section('Change e-mail address');
    fireEvent.change(email.getByLabelText(/New e-mail address/), { target: { value: 'new@example.com' } });
    fireEvent.click(email.getByRole('button', { name: 'Send confirmation links' }));
    await settle();
    expect(account.changeEmail).toHaveBeenCalledWith('new@example.com', `${window.location.origin}/account`);
    expect(email.getByRole('status')).toHaveTextContent('we sent a confirmation link to new@example.com and another to your current address');
  });

  it("after the first of the two e-mail change links says to open the other one, and clears Auth's fragment", async () => {
    await renderAccount(fakeAccount(), createAuthUser(), '/account#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=');
    expect(section('Change e-mail address').getByRole('status')).toHaveTextContent('Open the link we sent to your other address');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/account$/);
  });

  it('after the second link says the address is changed, re-reads the account and leaves no token in the address', async () => {
    const auth = await renderAccount(fakeAccount(), createAuthUser(), '/account#access_token=eyJ.x.y&refresh_token=r1&type=email_change&sb=');
    expect(section('Change e-mail address').getByRole('status')).toHaveTextContent('Your e-mail address is changed.');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/account$/);
    expect(auth.port.currentUser).toHaveBeenCalledTimes(2);
  });

  it('changes the password through the shared new-password fields, refusing two that differ', async () => {
    const auth = await renderAccount(fakeAccount());
    const password = section('Change password');
    fireEvent.change(password.getByLabelText(/^New password/), { target: { value: 'a-long-new-password' } });
    fireEvent.change(password.getByLabelText(/Confirm new password/), { target: { value: 'something-else-entirely' } });
    fireEvent.click(password.getByRole('button', { name: 'Save password' }));
    await settle();
    expect(password.getByRole('alert')).toHaveTextContent('The two passwords do not match.');
    expect(auth.port.updatePassword).not.toHaveBeenCalled();
    fireEvent.change(password.getByLabelText(/Confirm new password/), { target: { value: 'a-long-new-password' } });
    fireEvent.click(password.getByRole('button', { name: 'Save password' }));
    await settle();
    expect(auth.port.updatePassword).toHaveBeenCalledWith('a-long-new-password');
    expect(password.getByRole('status')).toHaveTextContent('Your new password is saved.');
  });

  it('downloads the export as one JSON file', async () => {
    const exported = { account: { id: 'u1', email: 'owner@example.com' }, waitlist: [{ id: 'WAIT-ABC123456' }] };
    const account = fakeAccount({ exportData: vi.fn(async () => exported) });
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderAccount(account);
    fireEvent.click(section('Download my data').getByRole('button', { name: 'Download my data' }));
    await settle();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(blob!.type).toBe('application/json');
    expect(JSON.parse(await blob!.text())).toEqual(exported);
    expect(section('Download my data').getByRole('status')).toHaveTextContent('Your file has been downloaded.');
  });

  it('a failed export says so and offers the button again', async () => {
    const account = fakeAccount({ exportData: vi.fn(async () => Promise.reject(new AccountError(accountMessages.exportFailed))) });
    await renderAccount(account);
    fireEvent.click(section('Download my data').getByRole('button', { name: 'Download my data' }));
    await settle();
    expect(section('Download my data').getByRole('alert')).toHaveTextContent('We could not prepare your data.');
    expect(section('Download my data').getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says beforehand that a paid deposit is refunded to the card first', async () => {
    await renderAccount(fakeAccount({ overview: vi.fn(async () => ({ depositPaid: true, depositAmount: 99 })) }));
    expect(section('Delete my account').getByText(/Your \$99 deposit is refunded to your card first/)).toBeInTheDocument();
  });

  it('deletes only once the account’s e-mail is typed, then signs out and says the account is deleted', async () => {
    const account = fakeAccount({ deleteAccount: vi.fn(async () => ({ kind: 'deleted' as const, depositRefunded: true })) });
    const auth = await renderAccount(account);
    const danger = section('Delete my account');
    const confirm = danger.getByLabelText(/Type your e-mail address to confirm/);
    fireEvent.change(confirm, { target: { value: 'someone-else@example.com' } });
    fireEvent.click(danger.getByRole('button', { name: 'Delete my account' }));
    await settle();
    expect(danger.getByRole('alert')).toHaveTextContent('That is not your account’s e-mail address.');
    expect(account.deleteAccount).not.toHaveBeenCalled();

    fireEvent.change(confirm, { target: { value: 'Owner@Example.com' } });
    fireEvent.click(danger.getByRole('button', { name: 'Delete my account' }));
    await settle();
    expect(account.deleteAccount).toHaveBeenCalledTimes(1);
    expect(auth.port.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('landing')).toHaveTextContent('/login Your account has been deleted and your $99 deposit refunded to your card.');
  });

  it('a refused deletion keeps the account signed in, says why and keeps what was typed', async () => {
    const account = fakeAccount({
      deleteAccount: vi.fn(async () => ({ kind: 'refused' as const, reason: 'declined' as const, message: accountMessages.deleteDeclined })),
    });
    const auth = await renderAccount(account);
    const danger = section('Delete my account');
    const confirm = danger.getByLabelText(/Type your e-mail address to confirm/);
    fireEvent.change(confirm, { target: { value: 'owner@example.com' } });
    fireEvent.click(danger.getByRole('button', { name: 'Delete my account' }));
    await settle();
    expect(danger.getByRole('alert')).toHaveTextContent('Stripe could not refund your deposit, so nothing was deleted');
    expect(confirm).toHaveValue('owner@example.com');
    expect(auth.port.signOut).not.toHaveBeenCalled();
  });
});

describe('the Supabase account adapter', () => {
  function adapter(updateUser: (...args: unknown[]) => Promise<unknown>, fetch: typeof globalThis.fetch = vi.fn()) {
    const client = { auth: { updateUser } } as unknown as DatabaseClient;
    return createSupabaseAccount({
      client: async () => client,
      session: async () => ({ userId: 'u1', token: 'session-token' }),
      fetch,
      functionsUrl: 'http://127.0.0.1:54321/functions/v1',
      publishableKey: 'sb_publishable_test',
    });
  }

  it("turns Auth's 422 email_exists into plain words", async () => {
    const port = adapter(async () => ({
      data: { user: null },
      error: { name: 'AuthApiError', status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' },
    }));
    await expect(port.changeEmail('taken@example.com', 'http://127.0.0.1:5173/account')).rejects.toThrow(accountMessages.emailTaken);
  });

  it('asks account-delete with the session and a body that names nobody; a replay answered 404 reads as already deleted', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'This account has already been deleted.' }), { status: 404 }));
    const port = adapter(async () => ({}), fetch as unknown as typeof globalThis.fetch);
    expect(await port.deleteAccount()).toEqual({ kind: 'refused', reason: 'gone', message: accountMessages.gone });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:54321/functions/v1/account-delete');
    expect(init.body).toBe('{}');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer session-token');
  });
});
