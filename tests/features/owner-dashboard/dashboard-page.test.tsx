import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { subscriptionBadge } from '@/features/owner-dashboard';
import { DashboardPage } from '@/features/owner-dashboard/components/dashboard-page';
import { formatCents } from '@/lib/format';
import type { AuthPort } from '@/lib/auth';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import { checkoutConnectionMessages, type BillingPort, type OwnerBillingPort } from '@/lib/billing';
import { CheckoutError } from '@/lib/checkout-error';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling, createOwnerOrder } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderDashboard(port: AuthPort, billing: OwnerBillingPort, options: { checkout?: BillingPort; at?: string } = {}) {
  render(
    <MemoryRouter initialEntries={[options.at ?? '/dashboard']}>
      <WithAppRoot parts={{ auth: port, ownerBilling: billing, ...(options.checkout ? { billing: options.checkout } : {}) }}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
  await settle();
}

/** TanStack Query hands a read's answer to the page on a later task: let those tasks run. */
async function settle() {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('subscriptionBadge', () => {
  it.each([
    ['active', 'Active Subscription', 'green'],
    ['trialing', 'Trial Period', 'yellow'],
    ['past_due', 'Payment Past Due', 'yellow'],
    ['canceled', 'Subscription Canceled', 'yellow'],
    ['not_started', 'Waitlist Member', 'blue'],
    [null, 'No active subscription', 'yellow'],
    ['', 'Unknown Status', 'yellow'],
    ['paused', 'paused', 'yellow'],
    ['incomplete', 'incomplete', 'yellow'],
  ] as const)('%s → %s (%s)', (status, label, tone) => {
    expect(subscriptionBadge(status)).toMatchObject({ label, tone });
  });

  it('formats cents with two decimals', () => {
    expect(formatCents(9900)).toBe('$99.00');
    expect(formatCents(12345)).toBe('$123.45');
  });
});

describe('DashboardPage', () => {
  const signedIn = () => createFakeAuth(createAuthUser({ firstName: 'Dana' })).port;

  it.each([
    ['active', 'Active Subscription'],
    ['trialing', 'Trial Period'],
    ['past_due', 'Payment Past Due'],
    ['canceled', 'Subscription Canceled'],
    ['', 'Unknown Status'],
    ['unpaid', 'unpaid'],
  ])('shows the %s badge', async (status, label) => {
    await renderDashboard(signedIn(), createFakeOwnerBilling({ subscriptionStatus: async () => status }));
    expect(screen.getByTestId('status-badge')).toHaveTextContent(label);
    expect(screen.queryByText('2% lifetime rate locked in')).not.toBeInTheDocument();
  });

  it("shows 'No active subscription' with no record", async () => {
    await renderDashboard(signedIn(), createFakeOwnerBilling());
    expect(screen.getByTestId('status-badge')).toHaveTextContent('No active subscription');
  });

  /** The Next Steps checklist's steps, each with its state ('done' or 'todo'). */
  const checklist = () => within(screen.getByRole('list', { name: 'Next Steps' })).getAllByRole('listitem');

  it("puts 'Reserve your spot - $99' first in Next Steps, as a link to the waitlist, until the deposit is paid", async () => {
    await renderDashboard(signedIn(), createFakeOwnerBilling());
    const steps = checklist();
    expect(steps).toHaveLength(4);
    expect(within(steps[0]).getByRole('link', { name: 'Reserve your spot - $99' })).toHaveAttribute('href', '/waitlist');
    expect(steps[0]).toHaveTextContent('Not yet');
    // The profile step leads to the form on this page; the call and go-live cannot be taken yet, so they are text.
    expect(within(steps[1]).getByRole('link', { name: 'Complete your property profile' })).toHaveAttribute('href', '#properties');
    for (const step of steps.slice(2)) expect(within(step).queryByRole('link')).toBeNull();
    expect(steps[2]).toHaveTextContent('Booking opens when we invite you');
    expect(screen.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute('href', '/resources/help');
  });

  it('marks the deposit step done once the deposit is paid, with no reserve link', async () => {
    await renderDashboard(
      signedIn(),
      createFakeOwnerBilling({ waitlist: async () => ({ queuePosition: 502, depositPaid: true, depositAmount: 99, status: 'confirmed' }) }),
    );
    expect(screen.queryByRole('link', { name: /Reserve your spot/ })).toBeNull();
    const steps = checklist();
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('Pay your $99 deposit');
    expect(steps[0]).toHaveTextContent('Done');
    expect(steps.slice(1).map((step) => step.dataset.state)).toEqual(['todo', 'todo', 'todo']);
    expect(screen.getByTestId('steps-progress')).toHaveTextContent('1 of 4 done');
  });

  it('says that lease upload, tenant import and the bank connection open at launch', async () => {
    await renderDashboard(signedIn(), createFakeOwnerBilling());
    const later = within(screen.getByRole('list', { name: 'Opens at launch' })).getAllByRole('listitem');
    expect(later.map((step) => step.querySelector('p')?.firstChild?.textContent)).toEqual([
      'Upload your leases',
      'Import tenant contacts',
      'Connect your bank account',
    ]);
    for (const step of later) expect(within(step).queryByRole('link')).toBeNull();
  });

  it("shows 'Waitlist Member', the locked rate and the server's queue position", async () => {
    await renderDashboard(
      signedIn(),
      createFakeOwnerBilling({
        subscriptionStatus: async () => 'not_started',
        waitlist: async () => ({ queuePosition: 517, depositPaid: true, depositAmount: 99, status: 'confirmed' }),
      }),
    );
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Waitlist Member');
    expect(screen.getByText('2% lifetime rate locked in')).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#517');
  });

  describe('an owner whose deposit is not paid', () => {
    const unpaidRow = { queuePosition: 523, depositPaid: false, depositAmount: 0, status: 'pending_payment' };

    it.each([
      ['a checkout started and left (the not_started row it makes, and the unpaid signup)', 'not_started', unpaidRow],
      ['a checkout started before the signup reached the server', 'not_started', null],
      ['an unpaid signup with no checkout yet', null, unpaidRow],
    ] as const)('%s: not paid, no member badge and nothing "locked in"', async (_case, subscription, waitlist) => {
      await renderDashboard(
        signedIn(),
        createFakeOwnerBilling({ subscriptionStatus: async () => subscription, waitlist: async () => waitlist }),
      );
      expect(screen.getByTestId('status-badge')).toHaveTextContent('Deposit not paid');
      expect(screen.queryByText(/Waitlist Member/)).toBeNull();
      expect(screen.queryByText(/locked in/i)).toBeNull();
      expect(screen.queryByTestId('queue-position')).toBeNull();
      // One way to pay, and no second one in Next Steps.
      expect(screen.getAllByRole('button', { name: /Pay the \$99 deposit/ })).toHaveLength(1);
      expect(screen.queryByRole('link', { name: /Reserve your spot/ })).toBeNull();
    });

    it("shows the signup's place in line as not held yet", async () => {
      await renderDashboard(signedIn(), createFakeOwnerBilling({ waitlist: async () => unpaidRow }));
      expect(screen.getByTestId('unpaid-queue-position')).toHaveTextContent('#523');
      expect(screen.getByTestId('unpaid-deposit')).toHaveTextContent('not held for you yet');
    });

    it('the pay button starts the checkout again, returning here if it is cancelled', async () => {
      const startCheckout = vi.fn(async () => ({ url: 'http://127.0.0.1:1/c/pay/cs_test_1' }));
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      try {
        await renderDashboard(signedIn(), createFakeOwnerBilling({ waitlist: async () => unpaidRow }), { checkout: { startCheckout } });
        fireEvent.click(screen.getByRole('button', { name: /Pay the \$99 deposit/ }));
        await settle();
        expect(startCheckout).toHaveBeenCalledWith(expect.objectContaining({ cancelPath: '/dashboard' }));
        expect(assign).toHaveBeenCalledWith('http://127.0.0.1:1/c/pay/cs_test_1');
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('offline, the pay button says the connection is gone and nothing was charged', async () => {
      const startCheckout = vi.fn(async () => {
        throw new CheckoutError(checkoutConnectionMessages.offline);
      });
      await renderDashboard(signedIn(), createFakeOwnerBilling({ waitlist: async () => unpaidRow }), { checkout: { startCheckout } });
      fireEvent.click(screen.getByRole('button', { name: /Pay the \$99 deposit/ }));
      await settle();
      expect(screen.getByRole('alert')).toHaveTextContent(/offline.*Nothing was charged/);
    });

    it('back from a cancelled payment page: says that nothing was charged', async () => {
      await renderDashboard(signedIn(), createFakeOwnerBilling({ waitlist: async () => unpaidRow }), {
        at: '/dashboard?checkout=canceled',
      });
      expect(screen.getByRole('status')).toHaveTextContent('Payment canceled. Nothing was charged');
    });
  });

  it('a paid deposit with a not_started subscription row is a Waitlist Member', async () => {
    await renderDashboard(
      signedIn(),
      createFakeOwnerBilling({
        subscriptionStatus: async () => 'not_started',
        waitlist: async () => ({ queuePosition: 502, depositPaid: true, depositAmount: 99, status: 'confirmed' }),
      }),
    );
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Waitlist Member');
    expect(screen.queryByTestId('unpaid-deposit')).toBeNull();
  });

  it('treats a paid deposit without a subscription row as a Waitlist Member', async () => {
    await renderDashboard(
      signedIn(),
      createFakeOwnerBilling({ waitlist: async () => ({ queuePosition: 502, depositPaid: true, depositAmount: 99, status: 'confirmed' }) }),
    );
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Waitlist Member');
  });

  it('shows the stat cards, the 3 newest orders, next steps and the coming-soon banner', async () => {
    const orders = [4, 3, 2, 1].map((n) =>
      createOwnerOrder({ reference: `DK-RES-QRST${n + 4}XYZ`, orderDate: `2026-11-0${n}T10:00:00Z`, amountTotal: 9900 + n }),
    );
    await renderDashboard(signedIn(), createFakeOwnerBilling({ orders: async () => orders }));
    // An owner with no property yet: their figures are zeros.
    for (const [label, value] of [
      ['Properties', '0'],
      ['Units', '0'],
      ['Monthly rent under management', '$0'],
    ]) {
      expect(screen.getByText(label).closest('li')).toHaveTextContent(value);
    }
    const rows = screen.getAllByTestId('order-row');
    expect(rows).toHaveLength(3);
    // The customer's reference and its printable receipt, not the table's counter.
    expect(rows[0]).toHaveTextContent('DK-RES-QRST8XYZ');
    expect(rows[0]).not.toHaveTextContent(/#\d/);
    expect(within(rows[0]).getByRole('link', { name: /receipt/i })).toHaveAttribute('href', '/checkout/receipt?reference=DK-RES-QRST8XYZ');
    expect(rows[0]).toHaveTextContent('November 4, 2026');
    expect(rows[0]).toHaveTextContent('$99.04');
    expect(rows[0]).toHaveTextContent('paid');
    expect(checklist()).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Full Dashboard Coming Soon' })).toBeInTheDocument();
  });

  it('shows a retry after a failed load, never a blank page', async () => {
    let fail = true;
    const billing = createFakeOwnerBilling({
      orders: vi.fn(async () => {
        if (fail) throw new Error('network');
        return [];
      }),
    });
    await renderDashboard(signedIn(), billing);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your dashboard.');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    await settle();
    expect(screen.getByTestId('status-badge')).toBeInTheDocument();
  });

  it('shows loading skeletons while the data loads', async () => {
    await renderDashboard(signedIn(), createFakeOwnerBilling({ orders: () => new Promise(() => {}) }));
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with a way back', async () => {
    await renderDashboard(createFakeAuth(null).port, createFakeOwnerBilling());
    expect(screen.getByTestId('where')).toHaveTextContent('/login?next=%2Fdashboard');
  });

  it('signs out to /login', async () => {
    const port = signedIn();
    await renderDashboard(port, createFakeOwnerBilling());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(port.signOut).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it('warns before signing out an account with no password, and offers to set one first', async () => {
    const { port } = createFakeAuth(createAuthUser({ passwordUnset: true }));
    await renderDashboard(port, createFakeOwnerBilling());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    const warning = screen.getByRole('dialog', { name: 'Sign out without a password?' });
    expect(warning).toHaveTextContent(/Forgot password\?/);
    expect(port.signOut).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(within(warning).getByRole('button', { name: 'Set a password first' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText(/^New password\*?$/)).toHaveFocus();
    expect(port.signOut).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out anyway' })));
    expect(port.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
  });

  it("offers 'Set your password' to an account the waitlist created", async () => {
    const { port } = createFakeAuth(createAuthUser({ passwordUnset: true }));
    await renderDashboard(port, createFakeOwnerBilling());
    fireEvent.change(screen.getByLabelText(/^New password\*?$/), { target: { value: 'secret-7' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password\*?$/), { target: { value: 'secret-7' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Password' })));
    expect(port.updatePassword).toHaveBeenCalledWith('secret-7');
    // The account now has a password; the card stays to say so instead of vanishing.
    expect(screen.getByRole('status')).toHaveTextContent('Your password is saved.');
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
  });

  it('says accounts are not configured in a browser-only build', async () => {
    await renderDashboard(browserOnlyAuth, createFakeOwnerBilling());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Property Dashboard');
    expect(screen.getByText('Accounts are not configured on this site.')).toBeInTheDocument();
  });
});
