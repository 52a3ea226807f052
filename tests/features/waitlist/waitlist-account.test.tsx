import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reservedCopy } from '@/features/waitlist';
import { WaitlistFlow } from '@/features/waitlist/components/waitlist-flow';
import { LoginPage } from '@/features/auth';
import { AuthError, type AuthPort, type LoginRouteState, type SignUpInput } from '@/lib/auth';
import { checkoutMessages, type BillingPort, type OwnerBillingPort, type OwnerWaitlist } from '@/lib/billing';
import { CheckoutError } from '@/lib/checkout-error';
import { storageKeys } from '@/lib/submissions/browser-adapter';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling } from '../../factories/auth';
import { renderInAppRoot } from '../../factories/backend';
import { createWaitlistSignup } from '../../factories/submissions';
import { waitForFlowReady } from './flow-ready';

function Login() {
  const location = useLocation();
  const state = location.state as LoginRouteState;
  return <p data-testid="login">{`${location.pathname}${location.search}|${state.email}|${state.message}`}</p>;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The signed-in owner's own waitlist row, as the owner billing port reports it. */
const ownerBillingWith = (reservation: OwnerWaitlist | null) => createFakeOwnerBilling({ waitlist: vi.fn(async () => reservation) });

async function renderFlow(parts: { auth: AuthPort; billing?: BillingPort; ownerBilling?: OwnerBillingPort }) {
  renderInAppRoot(
    <MemoryRouter initialEntries={['/waitlist']}>
      <Routes>
        <Route path="/waitlist" element={<WaitlistFlow />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
    parts,
  );
  await waitForFlowReady();
}

async function submitStepOne() {
  for (const [name, value] of [
    [/first name/i, 'Dana'],
    [/last name/i, 'Owner'],
    [/^email/i, 'dana@example.com'],
    [/^phone/i, '(702) 555-0100'],
  ] as const) {
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  }
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await act(async () => vi.advanceTimersByTimeAsync(1000));
  vi.useRealTimers();
  await act(async () => {});
}

describe('waitlist with accounts', () => {
  it('creates the account silently with a strong random password and the name metadata', async () => {
    const { port } = createFakeAuth(null);
    await renderFlow({ auth: port });
    await submitStepOne();
    expect(port.signUp).toHaveBeenCalledTimes(1);
    const input = vi.mocked(port.signUp).mock.calls[0][0];
    expect(input).toMatchObject({ email: 'dana@example.com', firstName: 'Dana', lastName: 'Owner', generatedPassword: true });
    expect(input.password.length).toBeGreaterThanOrEqual(24);
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeInTheDocument();
  });

  it('does not make a second account for someone signed in', async () => {
    const { port } = createFakeAuth(createAuthUser());
    await renderFlow({ auth: port });
    await submitStepOne();
    expect(port.signUp).not.toHaveBeenCalled();
  });

  it('fills in the name and e-mail of a signed-in owner who has not reserved yet', async () => {
    const { port } = createFakeAuth(createAuthUser({ firstName: 'Rae', lastName: 'Lind', email: 'rae@example.com' }));
    await renderFlow({ auth: port, ownerBilling: ownerBillingWith(null) });
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Rae');
    expect(screen.getByRole('textbox', { name: /last name/i })).toHaveValue('Lind');
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveValue('rae@example.com');
    expect(screen.getByRole('textbox', { name: /^phone/i })).toHaveValue('');
  });

  it('shows a paid owner their reservation (place in line, deposit, dashboard link) instead of step 1', async () => {
    const { port } = createFakeAuth(createAuthUser({ firstName: 'Rae' }));
    const reservation = { queuePosition: 523, depositPaid: true, depositAmount: 99, status: 'confirmed' };
    await renderFlow({ auth: port, ownerBilling: ownerBillingWith(reservation) });
    expect(screen.getByRole('heading', { level: 2, name: reservedCopy.heading })).toBeInTheDocument();
    expect(screen.getByText(/Thanks, Rae\./)).toBeInTheDocument();
    expect(screen.getByTestId('reserved-place')).toHaveTextContent('#523');
    expect(screen.getByTestId('reserved-deposit')).toHaveTextContent(/^\$99$/);
    expect(screen.getByRole('link', { name: reservedCopy.dashboard })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('textbox', { name: /first name/i })).toBeNull();
  });

  it('gives an owner whose row is unpaid the form, and nobody signed in is never asked for a row', async () => {
    const unpaid = ownerBillingWith({ queuePosition: 530, depositPaid: false, depositAmount: 0, status: 'pending_payment' });
    await renderFlow({ auth: createFakeAuth(createAuthUser()).port, ownerBilling: unpaid });
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Dana');
    cleanup();
    const signedOut = ownerBillingWith(null);
    await renderFlow({ auth: createFakeAuth(null).port, ownerBilling: signedOut });
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('');
    expect(signedOut.waitlist).not.toHaveBeenCalled();
  });

  it('offline at step 1: stays on the form with its details and a plain message, and continues by itself once back online', async () => {
    let online = false;
    const signUp = vi.fn(async (input: SignUpInput) => {
      if (!online) throw new TypeError('Failed to fetch');
      return { user: createAuthUser({ email: input.email }), needsConfirmation: false };
    });
    const { port } = createFakeAuth(null, { signUp });
    await renderFlow({ auth: port });
    await submitStepOne();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You appear to be offline. We kept your details and will continue when you are back online.',
    );
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    expect(screen.queryByTestId('login')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^email/i })).toHaveValue('dana@example.com');
    expect(JSON.parse(localStorage.getItem(storageKeys.waitlist) ?? '[]')).toHaveLength(0);

    online = true;
    vi.useFakeTimers();
    await act(async () => window.dispatchEvent(new Event('online')));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await act(async () => {});
    expect(signUp).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeInTheDocument();
  });

  it('a server that fails (5xx) keeps the visitor on step 1 with plain words, not the login page', async () => {
    const signUp = vi.fn(async () => {
      throw new AuthError('We could not reach our server. Please try again in a moment.', 'server_unavailable');
    });
    await renderFlow({ auth: createFakeAuth(null, { signUp }).port });
    await submitStepOne();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach our server. We kept your details, so please try again in a moment.');
    expect(screen.queryByTestId('login')).toBeNull();
  });

  it('a signup saved here without an account resumes at step 1 with its details, and Continue makes the account before step 2', async () => {
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup({ firstName: 'Kim', email: 'kim@example.com' })]));
    const { port } = createFakeAuth(null);
    await renderFlow({ auth: port });
    expect(screen.queryByRole('button', { name: 'Reserve My Spot - $99' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Kim');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await act(async () => {});
    expect(port.signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'kim@example.com', generatedPassword: true }));
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeInTheDocument();
    // Still the one signup of this browser, not a second place in line.
    expect(JSON.parse(localStorage.getItem(storageKeys.waitlist) ?? '[]')).toHaveLength(1);
  });

  it('sends an already registered visitor to /login with the email and a message, storing no signup (nothing queued for the server)', async () => {
    const { port } = createFakeAuth(null, {
      signUp: async () => {
        throw new AuthError('User already registered', 'user_already_exists');
      },
    });
    await renderFlow({ auth: port });
    await submitStepOne();
    expect(screen.getByTestId('login')).toHaveTextContent(
      '/login?next=%2Fwaitlist|dana@example.com|You already have an account with this email. Log in to continue with your reservation.',
    );
    // No row until the account step succeeds: one made now would hold a place for someone who may never log in.
    expect(JSON.parse(localStorage.getItem(storageKeys.waitlist) ?? '[]')).toHaveLength(0);
  });

  it('back from /login signed in with the same address: the details typed before are stored now, and step 2 follows', async () => {
    const { port } = createFakeAuth(null, {
      signUp: async () => {
        throw new AuthError('User already registered', 'user_already_exists');
      },
    });
    await renderFlow({ auth: port });
    await submitStepOne();
    expect(screen.getByTestId('login')).toBeInTheDocument();
    cleanup();

    await renderFlow({ auth: createFakeAuth(createAuthUser({ email: 'dana@example.com' })).port });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.waitlist) ?? '[]')).toEqual([
      expect.objectContaining({ firstName: 'Dana', email: 'dana@example.com', phone: '(702) 555-0100' }),
    ]);
  });

  it('back from a cancelled payment page: says that nothing was charged', async () => {
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup({ email: 'pay@example.com' })]));
    window.history.replaceState(null, '', '/waitlist?checkout=canceled');
    try {
      await renderFlow({ auth: createFakeAuth(createAuthUser({ email: 'pay@example.com' })).port });
      expect(screen.getByRole('status')).toHaveTextContent('Payment canceled. Nothing was charged.');
      expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends any other sign-up failure to /login with its message', async () => {
    const { port } = createFakeAuth(null, {
      signUp: async () => {
        throw new AuthError('Signups not allowed for this instance', 'signup_disabled');
      },
    });
    await renderFlow({ auth: port });
    await submitStepOne();
    expect(screen.getByTestId('login')).toHaveTextContent('Signups not allowed for this instance');
  });

  it("a checkout whose session has ended shows the message and goes to /login, back to step 2 afterwards", async () => {
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup({ email: 'pay@example.com', queuePosition: 512 })]));
    // Signed in when the page opened (so step 2), but the session has ended by the time they pay.
    const { port } = createFakeAuth(createAuthUser({ email: 'pay@example.com' }));
    const billing: BillingPort = {
      startCheckout: async () => {
        await port.signOut();
        throw new CheckoutError(checkoutMessages.noUser, true);
      },
    };
    const onError = vi.fn();
    renderInAppRoot(
      <MemoryRouter initialEntries={['/waitlist']}>
        <Routes>
          <Route path="/waitlist" element={<WaitlistFlow onError={onError} />} />
          <Route
            path="/login"
            element={
              <>
                <LoginPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
      { auth: port, billing },
    );
    await waitForFlowReady();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot - $99' })));
    expect(onError).toHaveBeenCalledWith('Please log in to continue with your purchase');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fwaitlist');
    expect(screen.getByText('Please log in to continue with your purchase')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('pay@example.com');

    fireEvent.change(screen.getByLabelText(/^Password\*?$/), { target: { value: 'secret-1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect(port.signIn).toHaveBeenCalledWith('pay@example.com', 'secret-1');
    await act(async () => {});
    // Back on /waitlist, the flow reads this browser's signup and the session again before it shows a step.
    await waitForFlowReady();
    // Back at step 2 of the same signup, ready to pay.
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reserve your spot' })).toBeInTheDocument();
    expect(screen.getByText('pay@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#512');
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeEnabled();
  });
});
