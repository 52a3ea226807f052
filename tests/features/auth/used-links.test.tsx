import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmEmailPage, ResetPasswordPage } from '@/features/auth';
import { AuthError, type AuthPort } from '@/lib/auth';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

/** The address bar, whichever route is showing. */
function AddressBar() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

async function renderAt(port: AuthPort, url: string, page: ReactNode) {
  const pathname = url.split(/[?#]/)[0]!;
  render(
    <MemoryRouter initialEntries={[url]}>
      <WithAppRoot parts={{ auth: port }}>
        <AddressBar />
        <Routes>
          <Route path={pathname} element={page} />
        </Routes>
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const expiredFragment = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=';
const expired = () => new AuthError('Email link is invalid or has expired', 'otp_expired');

describe('a used or expired recovery link (/reset-password)', () => {
  it('says so at once, before any password field, with the login page and a new link', async () => {
    const { port } = createFakeAuth(null, { verifyRecovery: vi.fn(async () => Promise.reject(expired())) });
    await renderAt(port, '/reset-password?token_hash=used&type=recovery', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired or was already used');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password$/);
  });

  it("reads supabase/auth's refusal in the fragment without asking the server, even for someone signed in", async () => {
    const { port } = createFakeAuth(createAuthUser());
    await renderAt(port, `/reset-password${expiredFragment}`, <ResetPasswordPage />);
    expect(port.verifyRecovery).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link has expired or was already used');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password$/);
  });

  it('a refusal other than expiry says the link cannot be used', async () => {
    const { port } = createFakeAuth(null, {
      verifyRecovery: vi.fn(async () => Promise.reject(new AuthError('User is banned', 'user_banned'))),
    });
    await renderAt(port, '/reset-password?token_hash=x', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link cannot be used');
  });

  it('a dropped connection is not a used link: plain words, and Try again checks the same link', async () => {
    let failures = 1;
    const { port } = createFakeAuth(null, {
      verifyRecovery: vi.fn(async () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return createAuthUser();
      }),
    });
    await renderAt(port, '/reset-password?token_hash=fresh', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline');
    expect(screen.getByRole('alert')).not.toHaveTextContent(/expired|Failed to fetch/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(port.verifyRecovery).toHaveBeenNthCalledWith(2, 'fresh');
    expect(screen.getByLabelText(/^New password\*?$/)).toBeInTheDocument();
  });
});

describe('a used or expired confirmation or invitation link (/auth/confirm)', () => {
  it("reads supabase/auth's refusal in the fragment at once, without asking the server", async () => {
    const { port } = createFakeAuth();
    await renderAt(port, `/auth/confirm${expiredFragment}`, <ConfirmEmailPage />);
    expect(port.verifyEmail).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This link has expired or was already used');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Send me a password link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/auth\/confirm$/);
  });

  it('a dropped connection keeps the link and offers to try again', async () => {
    let failures = 1;
    const { port } = createFakeAuth(null, {
      verifyEmail: vi.fn(async () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return createAuthUser();
      }),
    });
    await renderAt(port, '/auth/confirm?token_hash=x&type=signup', <ConfirmEmailPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(port.verifyEmail).toHaveBeenNthCalledWith(2, 'x', 'signup');
    expect(screen.getByRole('heading', { level: 2, name: 'Email confirmed. Now choose your password' })).toBeInTheDocument();
  });
});
