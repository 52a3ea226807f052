import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WaitlistFlow } from '@/features/waitlist/components/waitlist-flow';
import { AuthError, type AuthPort, type LoginRouteState } from '@/lib/auth';
import { storageKeys } from '@/lib/submissions/browser-adapter';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
import { renderInAppRoot } from '../../factories/backend';
import { waitForFlowReady } from './flow-ready';

function Login() {
  const location = useLocation();
  const state = location.state as LoginRouteState;
  return <p data-testid="login">{`${location.pathname}${location.search}|${state.email}|${state.message}`}</p>;
}

async function renderFlow(auth: AuthPort) {
  renderInAppRoot(
    <MemoryRouter initialEntries={['/waitlist']}>
      <Routes>
        <Route path="/waitlist" element={<WaitlistFlow />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
    { auth },
  );
  await waitForFlowReady();
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function submit(values: Partial<Record<'first' | 'last' | 'email' | 'phone', string>> = {}) {
  const entries: [RegExp, string | undefined][] = [
    [/first name/i, values.first],
    [/last name/i, values.last],
    [/^email/i, values.email],
    [/^phone/i, values.phone],
  ];
  for (const [name, value] of entries) {
    if (value !== undefined) fireEvent.change(textbox(name), { target: { value } });
  }
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await act(async () => vi.advanceTimersByTimeAsync(1000));
  vi.useRealTimers();
  await act(async () => {});
}

const filled = { first: 'Dana', last: 'Owner', email: 'dana@example.com', phone: '(702) 555-0100' };
const savedSignups = () => JSON.parse(localStorage.getItem(storageKeys.waitlist) ?? '[]') as { email: string }[];

describe('waitlist on a project that requires e-mail confirmation', () => {
  it('ends step 1 in a confirm-your-email state naming the address, the signup saved in this browser', async () => {
    const { port } = createFakeAuth(null, { signUp: vi.fn(async () => ({ user: null, needsConfirmation: true })) });
    await renderFlow(port);
    await submit(filled);

    expect(port.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'dana@example.com', generatedPassword: true, emailRedirectTo: `${window.location.origin}/waitlist` }),
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Confirm your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation link to/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve My Spot - $99' })).toBeNull();
    expect(screen.queryByTestId('login')).toBeNull();
    expect(savedSignups()).toHaveLength(1);
  });

  it('"Use a different email" goes back to the form with the values kept; a corrected address signs up again', async () => {
    const signUp = vi.fn(async () => ({ user: null, needsConfirmation: true }));
    const { port } = createFakeAuth(null, { signUp });
    await renderFlow(port);
    await submit(filled);
    fireEvent.click(screen.getByRole('button', { name: 'Use a different email' }));

    expect(textbox(/first name/i)).toHaveValue('Dana');
    expect(textbox(/last name/i)).toHaveValue('Owner');
    expect(textbox(/^email/i)).toHaveValue('dana@example.com');
    expect(textbox(/^phone/i)).toHaveValue('(702) 555-0100');
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toHaveFocus();

    await submit({ email: 'dana.owner@example.com' });
    expect(signUp).toHaveBeenCalledTimes(2);
    expect(signUp).toHaveBeenLastCalledWith(expect.objectContaining({ email: 'dana.owner@example.com' }));
    expect(screen.getByText('dana.owner@example.com')).toBeInTheDocument();
    // The same signup is edited, not a second place in line.
    expect(savedSignups()).toEqual([expect.objectContaining({ email: 'dana.owner@example.com' })]);
  });

  it('Continue with the same values asks for the link again instead of opening the payment step', async () => {
    const signUp = vi.fn(async () => ({ user: null, needsConfirmation: true }));
    const { port } = createFakeAuth(null, { signUp });
    await renderFlow(port);
    await submit(filled);
    fireEvent.click(screen.getByRole('button', { name: 'Use a different email' }));
    await submit();
    expect(signUp).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your email' })).toBeInTheDocument();
  });

  it('once confirmed and signed in, the pending signup of this browser resumes at step 2', async () => {
    const { port } = createFakeAuth(null, { signUp: vi.fn(async () => ({ user: null, needsConfirmation: true })) });
    await renderFlow(port);
    await submit(filled);
    screen.getByRole('heading', { level: 2, name: 'Confirm your email' });
    // The link lands on /auth/confirm, which signs in and navigates to /waitlist: a fresh mount.
    const signedIn = createFakeAuth(null);
    await signedIn.port.signIn('dana@example.com', 'x');
    cleanup();
    await renderFlow(signedIn.port);
    // The session is read after mount, then the flow moves on by itself.
    expect(await screen.findByRole('button', { name: 'Reserve My Spot - $99' })).toBeInTheDocument();
  });

  it('a reload while the link is awaited shows the confirm state again, not the payment step', async () => {
    const { port } = createFakeAuth(null, { signUp: vi.fn(async () => ({ user: null, needsConfirmation: true })) });
    await renderFlow(port);
    await submit(filled);
    cleanup();
    await renderFlow(port);
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve My Spot - $99' })).toBeNull();
  });

  it('moves on to step 2 when the confirmation signs the owner in (the link opened in another tab)', async () => {
    const fake = createFakeAuth(null, { signUp: vi.fn(async () => ({ user: null, needsConfirmation: true })) });
    await renderFlow(fake.port);
    await submit(filled);
    screen.getByRole('heading', { level: 2, name: 'Confirm your email' });
    await act(async () => fake.emit('SIGNED_IN', createAuthUser({ email: 'dana@example.com' })));
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeInTheDocument();
    // A later reload resumes at step 2 as usual.
    cleanup();
    await renderFlow(createFakeAuth(createAuthUser()).port);
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeInTheDocument();
  });

  it("an obfuscated user (reported as already registered) goes to /login with the email and the message", async () => {
    const { port } = createFakeAuth(null, {
      signUp: async () => {
        throw new AuthError('User already registered', 'user_already_exists');
      },
    });
    await renderFlow(port);
    await submit(filled);
    expect(screen.getByTestId('login')).toHaveTextContent(
      '/login?next=%2Fwaitlist|dana@example.com|You already have an account with this email. Log in to continue with your reservation.',
    );
  });
});
