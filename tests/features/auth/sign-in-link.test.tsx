import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmEmailPage, LoginPage } from '@/features/auth';
import { AuthError, type AuthPort } from '@/lib/auth';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderAt(port: AuthPort, url: string, page: ReactNode) {
  const pathname = url.split(/[?#]/)[0]!;
  render(
    <MemoryRouter initialEntries={[url]}>
      <WithAppRoot parts={{ auth: port }}>
        <Routes>
          <Route path={pathname} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const origin = window.location.origin;
const typeEmail = (value: string) => fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value } });
const linkButton = () => screen.getByRole('button', { name: 'E-mail me a sign-in link' });

async function askForLink(button = linkButton()) {
  await act(async () => fireEvent.click(button));
}

describe('E-mail me a sign-in link (login page)', () => {
  it('sends a link for the typed address that leads back to this site, and names the address', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/login', <LoginPage />);
    typeEmail('  sam@example.com ');
    await askForLink();
    expect(port.requestSignInLink).toHaveBeenCalledWith('sam@example.com', `${origin}/`);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Check your inbox');
    expect(status).toHaveTextContent('sam@example.com');
    // Back to the form with the address kept.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to login' })));
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('sam@example.com');
  });

  it('brings the visitor back to the page that sent them (?next=)', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/login?next=%2Fwaitlist', <LoginPage />);
    typeEmail('sam@example.com');
    await askForLink();
    expect(port.requestSignInLink).toHaveBeenCalledWith('sam@example.com', `${origin}/waitlist`);
  });

  it('asks for the address first, without a password and without calling the server', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, '/login', <LoginPage />);
    await askForLink();
    expect(port.requestSignInLink).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Type the e-mail address of your account above');
    expect(screen.getByLabelText(/^Email address/)).toHaveFocus();
    typeEmail('not an address');
    await askForLink();
    expect(port.requestSignInLink).not.toHaveBeenCalled();
  });

  it('says the same for an address without an account (GoTrue refuses it with otp_disabled)', async () => {
    const { port } = createFakeAuth(null, {
      requestSignInLink: vi.fn(async () => {
        throw new AuthError('Signups not allowed for otp', 'otp_disabled');
      }),
    });
    await renderAt(port, '/login', <LoginPage />);
    typeEmail('nobody@example.com');
    await askForLink();
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox');
    expect(screen.getByRole('status')).toHaveTextContent('nobody@example.com');
    expect(screen.queryByText(/Signups not allowed/)).toBeNull();
  });

  it.each([
    [
      new AuthError('For security purposes, you can only request this after 42 seconds.', 'over_email_send_rate_limit'),
      'ask for another in 42 seconds',
    ],
    [new AuthError('email rate limit exceeded', 'over_email_send_rate_limit'), 'cannot send more e-mails right now'],
    [new AuthError('You appear to be offline. Check your connection and try again.', 'network_failure'), 'You appear to be offline'],
    [new TypeError('Failed to fetch'), 'You appear to be offline'],
    [new AuthError('Login with magic link is disabled', 'email_provider_disabled'), 'Sign-in links are switched off'],
    [new AuthError('Unexpected failure', 'unexpected_failure'), 'We could not send the sign-in link'],
  ])('puts %s in plain words and keeps what was typed', async (failure, words) => {
    const { port } = createFakeAuth(null, {
      requestSignInLink: vi.fn(async () => {
        throw failure;
      }),
    });
    await renderAt(port, '/login', <LoginPage />);
    typeEmail('sam@example.com');
    fireEvent.change(screen.getByLabelText(/^Password\*?$/), { target: { value: 'half-typed' } });
    await askForLink();
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/Failed to fetch|for security purposes|429/i);
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('sam@example.com');
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveValue('half-typed');
    expect(linkButton()).toBeEnabled();
  });

  it("after 'Invalid login credentials' the notice offers the sign-in link beside Forgot password?", async () => {
    const { port } = createFakeAuth(null, {
      signIn: async () => {
        throw new AuthError('Invalid login credentials', 'invalid_credentials');
      },
    });
    await renderAt(port, '/login', <LoginPage />);
    typeEmail('waitlist@example.com');
    fireEvent.change(screen.getByLabelText(/^Password\*?$/), { target: { value: 'guess' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password. Please try again.');
    expect(within(alert).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await askForLink(within(alert).getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(port.requestSignInLink).toHaveBeenCalledWith('waitlist@example.com', `${origin}/`);
    expect(screen.getByRole('status')).toHaveTextContent('waitlist@example.com');
  });

  it('shows the button as busy while the link is being sent', async () => {
    let finish: () => void = () => {};
    const { port } = createFakeAuth(null, {
      requestSignInLink: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    await renderAt(port, '/login', <LoginPage />);
    typeEmail('sam@example.com');
    await askForLink();
    expect(screen.getByRole('button', { name: /Sending link/ })).toBeDisabled();
    await askForLink(screen.getByRole('button', { name: /Sending link/ }));
    expect(port.requestSignInLink).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('Check your inbox');
  });
});

describe('following a sign-in link (/auth/confirm?type=magiclink)', () => {
  const q = (params: Record<string, string>) => `/auth/confirm?${new URLSearchParams(params).toString()}`;

  it('signs in and continues to next, without asking for or replacing the password', async () => {
    const { port } = createFakeAuth();
    await renderAt(port, q({ token_hash: 'hash-m', type: 'magiclink', next: `${origin}/waitlist` }), <ConfirmEmailPage />);
    expect(port.verifyEmail).toHaveBeenCalledWith('hash-m', 'magiclink');
    expect(port.updatePassword).not.toHaveBeenCalled();
    expect(port.signOutOthers).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/waitlist$/);
  });

  it("goes to the role's home when next is only the site", async () => {
    const { port } = createFakeAuth(null, { verifyEmail: vi.fn(async () => createAuthUser({ role: 'admin' })) });
    await renderAt(port, q({ token_hash: 'hash-a', type: 'magiclink', next: `${origin}/` }), <ConfirmEmailPage />);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/admin-dashboard$/);
  });

  it('says at once when the link was used or has expired, with the way to a new one', async () => {
    const { port } = createFakeAuth(null, {
      verifyEmail: vi.fn(async () => {
        throw new AuthError('Email link is invalid or has expired', 'otp_expired');
      }),
    });
    await renderAt(port, q({ token_hash: 'used', type: 'magiclink' }), <ConfirmEmailPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in with your link');
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link has expired or was already used');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
