import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { externalSignupUrl } from '@/config/site';
import { SignupPage } from '@/features/auth';
import { AuthProvider, type AuthPort } from '@/lib/auth';
import { createFakeAuth } from '../../factories/auth';

async function renderSignup(port: AuthPort) {
  render(
    <MemoryRouter initialEntries={['/signup']}>
      <AuthProvider port={port}>
        <Routes>
          <Route path="/signup" element={<SignupPage />} />
        </Routes>
      </AuthProvider>
    </MemoryRouter>,
  );
  await act(async () => {});
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignupPage links and exception fallback', { timeout: 20_000 }, () => {
  it('links to /login, /terms, /privacy and the external sign-up (new tab, no opener)', async () => {
    await renderSignup(createFakeAuth().port);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const external = screen.getByRole('link', { name: /Reserve My Spot/ });
    expect(external).toHaveAttribute('href', externalSignupUrl);
    expect(externalSignupUrl).toMatch(/^https:\/\/.+\/signup$/);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
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
