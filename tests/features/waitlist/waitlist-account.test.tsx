import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reservedCopy, WaitlistFlow } from '@/features/waitlist';
import { LoginPage } from '@/features/auth';
import { AuthError, AuthProvider, type AuthPort, type LoginRouteState } from '@/lib/auth';
import { checkoutMessages, type BillingPort, type OwnerBillingPort, type OwnerWaitlist } from '@/lib/billing';
import { CheckoutError } from '@/lib/checkout-error';
import { storageKeys } from '@/lib/submissions/browser-adapter';
import { createAuthUser, createFakeAuth } from '../../factories/auth';
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
function ownerBillingWith(reservation: OwnerWaitlist | null): OwnerBillingPort {
  return {
    configured: true,
    subscriptionStatus: async () => null,
    orders: async () => [],
    waitlist: vi.fn(async () => reservation),
    checkoutStatus: async () => ({ kind: 'not-found' }),
  };
}

async function renderFlow(props: { auth: AuthPort; billing?: BillingPort; ownerBilling?: OwnerBillingPort }) {
  render(
    <MemoryRouter initialEntries={['/waitlist']}>
      <Routes>
        <Route path="/waitlist" element={<WaitlistFlow {...props} />} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
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

describe('waitlist with accounts', { timeout: 20_000 }, () => {
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

  it("sends an already registered visitor to /login with the email and a message, keeping the signup", async () => {
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
    expect(JSON.parse(localStorage.getItem(storageKeys.waitlist) ?? '[]')).toHaveLength(1);
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

  it("a checkout without a session shows the message and goes to /login, back to step 2 afterwards", async () => {
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup({ email: 'pay@example.com', queuePosition: 512 })]));
    const billing: BillingPort = {
      startCheckout: async () => {
        throw new CheckoutError(checkoutMessages.noUser, true);
      },
    };
    const onError = vi.fn();
    const { port } = createFakeAuth(null);
    render(
      <MemoryRouter initialEntries={['/waitlist']}>
        <AuthProvider port={port}>
          <Routes>
            <Route path="/waitlist" element={<WaitlistFlow auth={port} billing={billing} onError={onError} />} />
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
        </AuthProvider>
      </MemoryRouter>,
    );
    await act(async () => {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot - $99' })));
    expect(onError).toHaveBeenCalledWith('Please log in to continue with your purchase');
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fwaitlist');
    expect(screen.getByText('Please log in to continue with your purchase')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('pay@example.com');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log In' })));
    expect(port.signIn).toHaveBeenCalledWith('pay@example.com', 'secret-1');
    await act(async () => {});
    // Back at step 2 of the same signup, ready to pay.
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reserve your spot' })).toBeInTheDocument();
    expect(screen.getByText('pay@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#512');
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeEnabled();
  });
});
