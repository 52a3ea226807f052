import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage, LoginPage, ResetPasswordPage, SignupPage } from '@/features/auth';
import { AuthError, AuthProvider, type AuthPort } from '@/lib/auth';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { TestBackend } from '../../factories/backend';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The provider as the app mounts it: a recovery link moves the router. */
function AppAuth({ port, children }: { port: AuthPort; children: ReactNode }) {
  return (
    <TestBackend parts={{ auth: port }}>
      <AuthProvider goTo={useNavigate()}>{children}</AuthProvider>
    </TestBackend>
  );
}

async function renderAt(port: AuthPort, path: string, page: ReactNode, state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
      <AppAuth port={port}>
        <Routes>
          <Route path={path.split('?')[0]} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AppAuth>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginPage', () => {
  it.each([
    ['admin', '/admin-dashboard'],
    ['vendor', '/vendor-dashboard'],
    ['owner', '/dashboard'],
  ] as const)('routes a %s by the server-issued role to %s', async (role, target) => {
    const { port } = createFakeAuth(null, { signIn: async (email) => createAuthUser({ email, role }) });
    await renderAt(port, '/login', <LoginPage />);
    fill(/^Email address/, 'person@example.com');
    fill(/^Password\*?$/, 'secret-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect(screen.getByTestId('where')).toHaveTextContent(target);
  });

  it('goes back to the page that sent the visitor (?next=) and never to another site', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/login?next=%2Fwaitlist', <LoginPage />);
    fill(/^Email address/, 'a@example.com');
    fill(/^Password\*?$/, 'secret-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/waitlist');
  });

  it('ignores an off-site next and uses the role home', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/login?next=%2F%2Fevil.example', <LoginPage />);
    fill(/^Email address/, 'a@example.com');
    fill(/^Password\*?$/, 'secret-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it("says a wrong password in the words every sign-in form uses, not the server's, and the fallback on an exception", async () => {
    const { port } = createFakeAuth(null, {
      signIn: async () => {
        throw new AuthError('Invalid login credentials', 'invalid_credentials');
      },
    });
    await renderAt(port, '/login', <LoginPage />);
    fill(/^Email address/, 'a@example.com');
    fill(/^Password\*?$/, 'nope');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Invalid login credentials');
    // An owner the waitlist signed up has no password yet: the refusal points to the way to choose one.
    expect(screen.getByRole('alert')).toHaveTextContent('Your account may not have a password yet');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('points to Forgot password? only after a wrong e-mail or password, not after other refusals', async () => {
    const { port } = createFakeAuth(null, {
      signIn: async () => {
        throw new AuthError('Email not confirmed', 'email_not_confirmed');
      },
    });
    await renderAt(port, '/login', <LoginPage />);
    fill(/^Email address/, 'a@example.com');
    fill(/^Password\*?$/, 'nope');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Email not confirmed');
    expect(screen.getByRole('alert')).not.toHaveTextContent('may not have a password');
  });

  it("shows 'An unexpected error occurred. Please try again.' when sign-in throws", async () => {
    const { port } = createFakeAuth(null, {
      signIn: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderAt(port, '/login', <LoginPage />);
    fill(/^Email address/, 'a@example.com');
    fill(/^Password\*?$/, 'nope');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
  });

  it('fills the e-mail and shows the message the waitlist passed along', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/login?next=%2Fwaitlist', <LoginPage />, { email: 'known@example.com', message: 'Log in to continue.' });
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('known@example.com');
    expect(screen.getByText('Log in to continue.')).toBeInTheDocument();
  });

  it('has the password toggle, forgot link, sign-up, vendor and external links', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/login', <LoginPage />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Vendor login' })).toHaveAttribute('href', '/vendor-login');
    // No separate sign-up host in this build: the reservation itself, in the same tab.
    const reserve = screen.getByRole('link', { name: /Reserve My Spot/ });
    expect(reserve).toHaveAttribute('href', '/waitlist');
    expect(reserve).not.toHaveAttribute('target');
  });

  it('says accounts are not configured in a browser-only build', async () => {
    await renderAt(browserOnlyAuth, '/login', <LoginPage />);
    expect(screen.getByText('Accounts are not configured on this site.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });
});

describe('SignupPage', () => {
  async function submit(values: { password: string; confirm: string }, port = createFakeAuth().port) {
    await renderAt(port, '/signup', <SignupPage />);
    fill(/^First name/, 'Sam');
    fill(/^Last name/, 'Lee');
    fill(/^Email address/, 'sam@example.com');
    fill(/^Password\*?$/, values.password);
    fill(/^Confirm password\*?$/, values.confirm);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    return port;
  }

  it("refuses different passwords with 'Passwords do not match'", async () => {
    const port = await submit({ password: 'secret-1', confirm: 'secret-2' });
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(port.signUp).not.toHaveBeenCalled();
  });

  it("refuses a short password with 'Password must be at least 6 characters long'", async () => {
    await submit({ password: 'abc', confirm: 'abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('signs up with the name metadata and goes to the dashboard', async () => {
    const port = await submit({ password: 'secret-1', confirm: 'secret-1' });
    expect(port.signUp).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'secret-1', firstName: 'Sam', lastName: 'Lee' });
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  });

  it("shows the server's message", async () => {
    const { port } = createFakeAuth(null, {
      signUp: async () => {
        throw new AuthError('User already registered', 'user_already_exists');
      },
    });
    await submit({ password: 'secret-1', confirm: 'secret-1' }, port);
    expect(screen.getByRole('alert')).toHaveTextContent('User already registered');
  });

  it('asks to confirm by e-mail when the project requires it', async () => {
    const { port } = createFakeAuth(null, { signUp: async () => ({ user: null, needsConfirmation: true }) });
    await submit({ password: 'secret-1', confirm: 'secret-1' }, port);
    expect(screen.getByText('Check your email')).toBeInTheDocument();
  });
});

describe('password recovery', () => {
  it('forgot: sends the reset link to /reset-password on this site', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/forgot-password', <ForgotPasswordPage />);
    fill(/^Email address/, 'sam@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' })));
    expect(port.requestPasswordReset).toHaveBeenCalledWith('sam@example.com', `${window.location.origin}/reset-password`);
    expect(screen.getByText('Check your email')).toBeInTheDocument();
  });

  it('reset: exchanges the token_hash, then saves a matching password of 6+ characters', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/reset-password?token_hash=abc&type=recovery', <ResetPasswordPage />);
    expect(port.verifyRecovery).toHaveBeenCalledWith('abc');
    fill(/^New password\*?$/, 'abc');
    fill(/^Confirm new password\*?$/, 'abc');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save New Password' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    fill(/^New password\*?$/, 'secret-9');
    fill(/^Confirm new password\*?$/, 'secret-9');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save New Password' })));
    expect(port.updatePassword).toHaveBeenCalledWith('secret-9');
    expect(port.signOutOthers).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Your password is saved')).toBeInTheDocument();
    expect(screen.getByText(/Every other browser or device using your account has been signed out/)).toBeInTheDocument();
  });

  it('reset: ending the other sessions is part of saving; a failure shows, keeps the typed password, and a retry does only that', async () => {
    let failures = 1;
    const { port } = createFakeAuth(null, {
      signOutOthers: vi.fn(async () => {
        if (failures-- > 0) throw new AuthError('Unexpected failure', 'unexpected_failure');
      }),
    });
    await renderAt(port, '/reset-password?token_hash=abc&type=recovery', <ResetPasswordPage />);
    fill(/^New password\*?$/, 'secret-9');
    fill(/^Confirm new password\*?$/, 'secret-9');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save New Password' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected failure');
    expect(screen.getByLabelText(/^New password\*?$/)).toHaveValue('secret-9');
    expect(screen.queryByText('Your password is saved')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save New Password' })));
    expect(port.updatePassword).toHaveBeenCalledTimes(1);
    expect(port.signOutOthers).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Your password is saved')).toBeInTheDocument();
  });

  it('reset: an invalid link offers a new one', async () => {
    const { port } = createFakeAuth(null, {
      verifyRecovery: async () => {
        throw new AuthError('Email link is invalid or has expired', 'otp_expired');
      },
    });
    await renderAt(port, '/reset-password?token_hash=used', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired or was already used');
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('the PASSWORD_RECOVERY event sends the visitor to /reset-password', async () => {
    const { port, emit } = createFakeAuth();
    await renderAt(port, '/pricing', <p>Pricing</p>);
    await act(async () => {
      emit('PASSWORD_RECOVERY', createAuthUser());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/reset-password');
  });
});
