import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VendorLoginPage } from '@/features/vendor-portal/components/vendor-login-page';
import type { VendorAuthPort } from '@/lib/vendor-auth';
import { TestBackend } from '../../factories/backend';

/** The route's vendorAuth part: a backend's (invited accounts, a session), scripted by each test. */
const vendorAuth = {
  requiresSession: true,
  signIn: vi.fn(async () => ({ ok: true as const })),
  signOut: vi.fn(async () => undefined),
  currentVendor: vi.fn(async () => null),
  saveProfile: vi.fn(async () => true),
  verifyInvite: vi.fn(async () => ({ ok: true as const })),
  choosePassword: vi.fn(async () => ({ ok: true as const })),
} satisfies VendorAuthPort;

/** The router's address bar. */
function AddressBar() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** Opens /vendor-login at `address` (the page reads the invitation from the browser's own address after hydration). */
async function openInvite(address: string) {
  window.history.replaceState(null, '', address);
  render(
    <MemoryRouter initialEntries={[address]}>
      <TestBackend parts={{ vendorAuth }}>
        <AddressBar />
        <Routes>
          <Route path="/vendor-login" element={<VendorLoginPage />} />
          <Route path="/vendor-dashboard" element={<p>Portal opened</p>} />
        </Routes>
      </TestBackend>
    </MemoryRouter>,
  );
  await act(async () => {});
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.clearAllMocks();
});

const passwordFields = () => screen.queryAllByLabelText(/password\*?$/i).filter((field) => field.tagName === 'INPUT');

describe('an invitation link at /vendor-login', () => {
  it('checks the link before asking for a password, then sets it and opens the portal', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    vendorAuth.verifyInvite.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    await openInvite('/vendor-login?token_hash=fresh&type=invite');
    expect(vendorAuth.verifyInvite).toHaveBeenCalledWith('fresh');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation...');
    expect(passwordFields()).toEqual([]);
    await act(async () => finish({ ok: true }));
    // The token is used up: it leaves the address bar.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/vendor-login$/);
    fireEvent.change(screen.getByLabelText(/^New password\*?$/), { target: { value: 'chosen-pw-1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password\*?$/), { target: { value: 'chosen-pw-1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Set Password' })));
    expect(vendorAuth.choosePassword).toHaveBeenCalledWith('chosen-pw-1');
    expect(screen.getByText('Portal opened')).toBeInTheDocument();
  });

  it('says at once that a used or expired link cannot be used, with sign-in, a password link and a new invitation', async () => {
    vendorAuth.verifyInvite.mockResolvedValueOnce({ ok: false, reason: 'invalid', message: 'refused' } as never);
    await openInvite('/vendor-login?token_hash=used&type=invite');
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link has expired or was already used');
    expect(passwordFields()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Ask for a new invitation' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:vendors@doorkeep\.example\?subject=/),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in with your password' })));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it("reads supabase/auth's refusal in the fragment without asking the server", async () => {
    await openInvite(
      '/vendor-login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    expect(vendorAuth.verifyInvite).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation link has expired or was already used');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/vendor-login$/);
  });

  it('an account that is not a vendor gets the sign-in form with the reason', async () => {
    vendorAuth.verifyInvite.mockResolvedValueOnce({ ok: false, reason: 'not-vendor', message: 'This account is not a vendor account.' } as never);
    await openInvite('/vendor-login?token_hash=owner&type=invite');
    expect(screen.getByRole('alert')).toHaveTextContent('This account is not a vendor account.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('a dropped connection keeps the link and offers to try again', async () => {
    vendorAuth.verifyInvite.mockResolvedValueOnce({
      ok: false,
      reason: 'unreachable',
      message: 'You appear to be offline. Check your connection and try again.',
    } as never);
    await openInvite('/vendor-login?token_hash=later&type=invite');
    expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(vendorAuth.verifyInvite).toHaveBeenNthCalledWith(2, 'later');
    expect(screen.getByLabelText(/^New password\*?$/)).toBeInTheDocument();
  });
});
