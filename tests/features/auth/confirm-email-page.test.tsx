import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmEmailPage, SignupPage } from '@/features/auth';
import { AuthError, confirmNextPath, type AuthPort, type AuthUser } from '@/lib/auth';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The address bar, whichever route is showing. */
function AddressBar() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

async function renderConfirm(port: AuthPort, search: string, path = '/auth/confirm') {
  render(
    <MemoryRouter initialEntries={[`${path}${search}`]}>
      <WithAppRoot parts={{ auth: port }}>
        <AddressBar />
        <Routes>
          <Route path="/auth/confirm" element={<ConfirmEmailPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const origin = window.location.origin;
const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

function typePassword(password: string, confirmPassword = password) {
  fireEvent.change(screen.getByLabelText(/^New password\*?$/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm new password\*?$/), { target: { value: confirmPassword } });
}

async function choosePassword(password: string, confirmPassword = password) {
  typePassword(password, confirmPassword);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Password and Continue' })));
}

describe('ConfirmEmailPage (/auth/confirm)', () => {
  it('shows a loading state while the link is verified, then asks for a password, then continues to next (the absolute RedirectTo of the template)', async () => {
    let finish: (value: AuthUser) => void = () => {};
    const { port } = createFakeAuth(null, {
      verifyEmail: vi.fn(() => new Promise<AuthUser>((resolve) => (finish = resolve))),
    });
    await renderConfirm(port, q({ token_hash: 'hash-1', type: 'signup', next: `${origin}/waitlist` }));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email address...');
    expect(port.verifyEmail).toHaveBeenCalledWith('hash-1', 'signup');
    expect(port.verifyEmail).toHaveBeenCalledTimes(1);
    await act(async () => finish(createAuthUser()));
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Email confirmed. Now choose your password' })).toBeInTheDocument();
    await choosePassword('victim-chosen-1');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/waitlist$/);
  });

  it('requires a password before continuing: nothing moves on and no session ends until a valid one is saved, and the token leaves the address bar', async () => {
    const { port } = createFakeAuth();
    await renderConfirm(port, q({ token_hash: 'hash-p', type: 'signup', next: '/waitlist' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/auth\/confirm$/);
    expect(screen.getByText(/signs out every other browser or device/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password\*?$/)).toBeRequired();
    expect(screen.getByLabelText(/^New password\*?$/)).toHaveAttribute('autocomplete', 'new-password');

    await choosePassword('secret-1', 'secret-2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(screen.getByLabelText(/^New password\*?$/)).toHaveValue('secret-1');
    expect(screen.getByLabelText(/^Confirm new password\*?$/)).toHaveValue('secret-2');

    await choosePassword('abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    // Only the random replacement made on arrival so far.
    expect(port.updatePassword).toHaveBeenCalledTimes(1);
    expect(port.signOutOthers).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).toBeNull();

    await choosePassword('secret-12');
    expect(port.updatePassword).toHaveBeenCalledTimes(2);
    expect(port.updatePassword).toHaveBeenLastCalledWith('secret-12');
    expect(port.signOutOthers).toHaveBeenCalledTimes(1);
    const [, updated] = vi.mocked(port.updatePassword).mock.invocationCallOrder;
    const [signedOut] = vi.mocked(port.signOutOthers).mock.invocationCallOrder;
    expect(updated).toBeLessThan(signedOut!);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/waitlist$/);
  });

  it('replaces the password at once with a random one marked as not chosen, so an earlier sign-up’s password dies even if the owner leaves; a failure there still shows the form', async () => {
    const { port } = createFakeAuth();
    await renderConfirm(port, q({ token_hash: 'hash-r', type: 'signup' }));
    expect(port.updatePassword).toHaveBeenCalledTimes(1);
    const [password, options] = vi.mocked(port.updatePassword).mock.calls[0]!;
    expect(password).toMatch(/^.{32}$/);
    expect(options).toEqual({ generated: true });
    const [verified] = vi.mocked(port.verifyEmail).mock.invocationCallOrder;
    const [replaced] = vi.mocked(port.updatePassword).mock.invocationCallOrder;
    expect(verified).toBeLessThan(replaced!);

    cleanup();
    const failing = createFakeAuth(null, { updatePassword: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await renderConfirm(failing.port, q({ token_hash: 'hash-r2', type: 'signup' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Email confirmed. Now choose your password' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal of the password and keeps what was typed", async () => {
    const { port } = createFakeAuth(null, {
      updatePassword: vi.fn(async () => {
        throw new AuthError('Password is known to be weak and easy to guess, please choose a different one.', 'weak_password');
      }),
    });
    await renderConfirm(port, q({ token_hash: 'hash-w', type: 'signup' }));
    await choosePassword('password1');
    expect(screen.getByRole('alert')).toHaveTextContent('Password is known to be weak');
    expect(screen.getByLabelText(/^New password\*?$/)).toHaveValue('password1');
    expect(screen.getByLabelText(/^Confirm new password\*?$/)).toHaveValue('password1');
    expect(port.signOutOthers).not.toHaveBeenCalled();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('when ending the other sessions fails, says so and a retry ends them without sending the saved password again', async () => {
    let failures = 1;
    const { port } = createFakeAuth(null, {
      signOutOthers: vi.fn(async () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
      }),
    });
    await renderConfirm(port, q({ token_hash: 'hash-s', type: 'signup', next: '/waitlist' }));
    await choosePassword('secret-12');
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(screen.getByLabelText(/^New password\*?$/)).toHaveValue('secret-12');
    expect(screen.queryByTestId('where')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Password and Continue' })));
    // The random replacement on arrival and the chosen password once.
    expect(port.updatePassword).toHaveBeenCalledTimes(2);
    expect(port.signOutOthers).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/waitlist$/);
  });

  it("accepts a site-relative next and the types 'email' and 'invite'", async () => {
    const { port } = createFakeAuth();
    await renderConfirm(port, q({ token_hash: 'hash-2', type: 'email', next: '/checkout-success?x=1' }));
    expect(port.verifyEmail).toHaveBeenCalledWith('hash-2', 'email');
    await choosePassword('secret-12');
    expect(screen.getByTestId('where')).toHaveTextContent('/checkout-success?x=1');
  });

  it("an invitation link asks for the password the same way", async () => {
    const { port } = createFakeAuth();
    await renderConfirm(port, q({ token_hash: 'hash-i', type: 'invite' }));
    expect(port.verifyEmail).toHaveBeenCalledWith('hash-i', 'invite');
    await choosePassword('secret-12');
    expect(port.signOutOthers).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it.each([
    ['no next', {}, '/dashboard'],
    ['an off-site next', { next: 'https://evil.example/waitlist' }, '/dashboard'],
    ['a protocol-relative next', { next: '//evil.example' }, '/dashboard'],
    ['the bare site root (no redirect was given)', { next: `${origin}/` }, '/dashboard'],
  ])('with %s goes to the role home', async (_label, extra, target) => {
    const { port } = createFakeAuth();
    await renderConfirm(port, q({ token_hash: 'hash-3', type: 'signup', ...extra }));
    await choosePassword('secret-12');
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${target}$`));
  });

  it("sends an admin to the admin dashboard by the server's role", async () => {
    const { port } = createFakeAuth(null, { verifyEmail: async () => createAuthUser({ role: 'admin' }) });
    await renderConfirm(port, q({ token_hash: 'hash-4', type: 'signup' }));
    await choosePassword('secret-12');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin-dashboard');
  });

  it('an expired or used link says so, with links to log in and to get a password link, and leaves the address bar', async () => {
    const { port } = createFakeAuth(null, {
      verifyEmail: async () => {
        throw new AuthError('Email link is invalid or has expired', 'otp_expired');
      },
    });
    await renderConfirm(port, q({ token_hash: 'used', type: 'signup', next: '/waitlist' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Send me a password link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/auth\/confirm$/);
    expect(screen.queryByLabelText(/^New password\*?$/)).toBeNull();
  });

  it('a network failure is not reported as a used link: plain words, and the link stays for a retry', async () => {
    const { port } = createFakeAuth(null, { verifyEmail: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderConfirm(port, q({ token_hash: 'x', type: 'signup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/expired|Failed to fetch/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a link without token or with another type is refused without calling the server', async () => {
    const { port } = createFakeAuth();
    await renderConfirm(port, q({ token_hash: 'x', type: 'recovery' }));
    expect(port.verifyEmail).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  });

  it('says accounts are not configured in a browser-only build', async () => {
    await renderConfirm(browserOnlyAuth, q({ token_hash: 'x', type: 'signup' }));
    expect(screen.getByText('Accounts are not configured on this site.')).toBeInTheDocument();
  });
});

describe('SignupPage on a project that requires confirmation', () => {
  it("shows the server's message when the adapter reports the obfuscated answer as already registered", async () => {
    const { port } = createFakeAuth(null, {
      signUp: async () => {
        throw new AuthError('User already registered', 'user_already_exists');
      },
    });
    await renderConfirm(port, '', '/signup');
    const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^First name/, 'Sam');
    fill(/^Last name/, 'Lee');
    fill(/^Email address/, 'sam@example.com');
    fill(/^Password\*?$/, 'secret-1');
    fill(/^Confirm password\*?$/, 'secret-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    expect(screen.getByRole('alert')).toHaveTextContent('User already registered');
    expect(screen.queryByText('Check your email')).toBeNull();
  });
});

describe('confirmNextPath', () => {
  it('keeps site paths and same-origin addresses, refuses everything else', () => {
    expect(confirmNextPath('/waitlist', origin)).toBe('/waitlist');
    expect(confirmNextPath(`${origin}/waitlist?a=1#b`, origin)).toBe('/waitlist?a=1#b');
    expect(confirmNextPath(`${origin}`, origin)).toBeUndefined();
    expect(confirmNextPath('https://evil.example/waitlist', origin)).toBeUndefined();
    expect(confirmNextPath('//evil.example', origin)).toBeUndefined();
    expect(confirmNextPath('/\\evil.example', origin)).toBeUndefined();
    expect(confirmNextPath('javascript:alert(1)', origin)).toBeUndefined();
    expect(confirmNextPath('', origin)).toBeUndefined();
    expect(confirmNextPath(null, origin)).toBeUndefined();
  });
});
