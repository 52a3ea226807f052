import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SignupPage } from '@/features/auth';
import type { AuthPort } from '@/lib/auth';
import { createFakeAuth } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

// The build's sign-up host setting, switchable per test (VITE_SIGNUP_ORIGIN is read once, at import).
const signupSetting = vi.hoisted(() => ({ separate: false }));
vi.mock('@/config/signup-url', () => ({
  get reserveSpotUrl() {
    return signupSetting.separate ? 'https://app.doorkeep.test/signup' : '/signup';
  },
  get signupHostIsSeparate() {
    return signupSetting.separate;
  },
}));

async function renderSignup(port: AuthPort) {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <WithAppRoot parts={{ auth: port }}>
        <Routes>
          <Route path="/signup" element={<SignupPage />} />
        </Routes>
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignupPage links and exception fallback', () => {
  it('links to /login, /terms and /privacy, and not to itself when sign-up is on this site', async () => {
    await renderSignup(createFakeAuth().port);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByRole('link', { name: /Prefer the full onboarding/ })).toBeNull();
  });

  it('says an account alone holds no place in line, and links to the $99 reservation in the same tab', async () => {
    await renderSignup(createFakeAuth().port);
    expect(screen.getByText(/An account alone does not hold a place in line: the fully refundable \$99 deposit does/)).toBeInTheDocument();
    const reserve = screen.getByRole('link', { name: 'Reserve My Spot - $99' });
    expect(reserve).toHaveAttribute('href', '/waitlist');
    expect(reserve).not.toHaveAttribute('target');
  });

  it('in a build without accounts, says so and offers the waitlist, which works without them', async () => {
    await renderSignup(createFakeAuth(null, { configured: false }).port);
    expect(screen.getByText('Accounts are not configured on this site.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve your spot on the waitlist instead' })).toHaveAttribute('href', '/waitlist');
  });

  it('links to the separate sign-up host in a new tab (no opener) when one is set', async () => {
    signupSetting.separate = true;
    try {
      await renderSignup(createFakeAuth().port);
      const external = screen.getByRole('link', { name: /Prefer the full onboarding\? Reserve My Spot/ });
      expect(external).toHaveAttribute('href', 'https://app.doorkeep.test/signup');
      expect(external).toHaveAttribute('target', '_blank');
      expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    } finally {
      signupSetting.separate = false;
    }
  });

  it.each([
    ['a thrown string', 'boom'],
    ['a thrown plain object', { message: 'not an Error' }],
    ['a network TypeError', new TypeError('Failed to fetch')],
  ])("shows 'An unexpected error occurred. Please try again.' when sign-up throws %s", async (_case, thrown) => {
    const signUp = vi.fn(async () => {
      throw thrown;
    });
    const { port } = createFakeAuth(null, { signUp });
    await renderSignup(port);
    fill(/^First name/, 'Sam');
    fill(/^Last name/, 'Lee');
    fill(/^Email address/, 'sam@example.com');
    fill(/^Password/, 'secret-1');
    fill(/^Confirm password/, 'secret-1');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    // The form stays, ready for another try.
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
