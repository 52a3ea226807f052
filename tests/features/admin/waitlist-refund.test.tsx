import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { SignedInAdmin } from '../../factories/admin';
import { storageKeys } from '@/lib/submissions/browser-adapter';
import { createWaitlistSignup } from '../../factories/submissions';

describe("the admin's waitlist tab", () => {
  it('shows a refunded deposit as refunded, not as unpaid', async () => {
    localStorage.setItem(
      storageKeys.waitlist,
      JSON.stringify([
        createWaitlistSignup({ firstName: 'Rita', depositPaid: false, depositAmount: 99, status: 'refunded' }),
      ]),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin-dashboard']}>
        <ToastProvider>
          <SignedInAdmin><AdminDashboard session={{ email: 'admin@example.com', signedInAt: '2025-01-20T00:00:00.000Z' }} onSignOut={() => {}} /></SignedInAdmin>
        </ToastProvider>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('tab', { name: /^Waitlist Signups/ }, { timeout: 5000 }));
    const panel = screen.getByRole('tabpanel');
    expect((await within(panel).findAllByText('$99 refunded')).length).toBeGreaterThan(0);
    expect(within(panel).queryByText('Unpaid')).toBeNull();
    expect(within(panel).getAllByText('refunded').length).toBeGreaterThan(0);
  });

  it('counts a refund as its own figure and the refunded payment among the payments, not as a payment to come, and shows it no place in line', async () => {
    localStorage.setItem(
      storageKeys.waitlist,
      JSON.stringify([
        createWaitlistSignup({ firstName: 'Paula', depositPaid: true, depositAmount: 99, status: 'confirmed', queuePosition: 501 }),
        createWaitlistSignup({ firstName: 'Pete', queuePosition: 502 }),
        createWaitlistSignup({ firstName: 'Rita', depositPaid: false, depositAmount: 99, status: 'refunded', queuePosition: null }),
      ]),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin-dashboard']}>
        <ToastProvider>
          <SignedInAdmin><AdminDashboard session={{ email: 'admin@example.com', signedInAt: '2025-01-20T00:00:00.000Z' }} onSignOut={() => {}} /></SignedInAdmin>
        </ToastProvider>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('tab', { name: /^Waitlist Signups/ }, { timeout: 5000 }));
    const panel = screen.getByRole('tabpanel');
    const figure = (label: string) => within(panel).getByText(label, { selector: 'p, dt, span' }).parentElement!;
    await within(panel).findAllByText('$99 refunded');
    expect(figure('Total Signups')).toHaveTextContent('3');
    // Paula's payment and Rita's, which was refunded: Total Deposits holds only Paula's.
    expect(figure('Paid Deposits')).toHaveTextContent('2');
    expect(figure('Pending Payment')).toHaveTextContent('1');
    expect(figure('Refunded')).toHaveTextContent('1');
    expect(figure('Total Deposits')).toHaveTextContent('$99');
    expect(within(panel).getByText('#501')).toBeInTheDocument();
    expect(within(panel).getByText('#502')).toBeInTheDocument();
    expect(within(panel).getAllByText('No place in line: the deposit was refunded')).toHaveLength(1);
  });
});
