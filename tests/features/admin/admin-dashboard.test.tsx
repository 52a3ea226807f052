import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AdminPage } from '@/features/admin';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { adminRefreshMs } from '@/features/admin/hooks/use-admin-data';
import type { VendorApplication } from '@/lib/submissions';
import { storageKeys } from '@/lib/submissions/browser-adapter';
import { createNewsletterSignup, createVendorApplication, createWaitlistSignup } from '../../factories/submissions';

// jsdom joins the tab label and its screen-reader count without the space a browser adds.
const tabName = (label: string, count: string) => new RegExp(`^${label}\\s*\\(${count}\\)$`);

const session = { email: 'admin@example.com', signedInAt: '2025-01-20T00:00:00.000Z' };

function seed(applications: VendorApplication[]) {
  localStorage.setItem(storageKeys.vendorApplications, JSON.stringify(applications));
  localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup()]));
  localStorage.setItem(storageKeys.newsletter, JSON.stringify([createNewsletterSignup(), createNewsletterSignup()]));
}

function renderDashboard(url = '/admin-dashboard') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>
        <AdminDashboard session={session} onSignOut={() => {}} />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(storageKeys.vendorApplications) ?? '[]') as VendorApplication[];

// Real user events on whole screens: generous time on a shared machine.
describe('admin dashboard', { timeout: 20_000 }, () => {
  it('shows counts on the tabs and the pending notification', async () => {
    seed([createVendorApplication(), createVendorApplication({ status: 'approved', approvedDate: '2025-01-19' })]);
    renderDashboard();
    expect(await screen.findByRole('tab', { name: tabName('Vendor Applications', '1 pending') }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: tabName('Waitlist Signups', '1 total') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tabName('Newsletter Signups', '2 total') })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 vendor application waiting for review' })).toBeInTheDocument();
  });

  it('approves through the port and announces it in the live region', async () => {
    const application = createVendorApplication({ company: 'Acme Plumbing' });
    seed([application]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });
    await user.click(within(card).getByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText(`Vendor ${application.id} has been approved successfully!`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Vendor ${application.id} has been approved successfully!`);
    expect(stored()[0]).toMatchObject({ status: 'approved' });
    expect(stored()[0].approvedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(within(card).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('ignores a decline with an empty reason and records one with a reason', async () => {
    const application = createVendorApplication({ company: 'Acme Plumbing' });
    seed([application]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });

    await user.click(within(card).getByRole('button', { name: /^Decline/ }));
    await user.click(screen.getByRole('button', { name: 'Decline application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()[0].status).toBe('pending');

    await user.click(within(card).getByRole('button', { name: /^Decline/ }));
    await user.type(screen.getByLabelText('Reason for declining'), 'Expired license');
    await user.click(screen.getByRole('button', { name: 'Decline application' }));
    expect(await screen.findByText(`Vendor ${application.id} has been declined.`)).toBeInTheDocument();
    expect(stored()[0]).toMatchObject({ status: 'declined', declineReason: 'Expired license' });
  });

  it('disables View Reviews for a link that is not http(s), saying why', async () => {
    // Stored records are validated, so a javascript: link cannot even reach the list; an empty one can.
    seed([createVendorApplication({ company: 'No Link Co', googleReviewsLink: '' })]);
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'No Link Co' });
    const button = within(card).getByRole('button', { name: 'View Reviews' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('No reviews link was provided.');
  });

  it('opens the tab named in the URL and moves between tabs with the arrow keys', async () => {
    seed([]);
    const user = userEvent.setup();
    renderDashboard('/admin-dashboard?tab=newsletter');
    const tab = await screen.findByRole('tab', { name: /Newsletter Signups/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Newsletter Signups' })).toBeInTheDocument();
    tab.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: /Vendor Applications/ })).toHaveFocus();
    expect(await screen.findByText('No vendor applications')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /Newsletter Signups/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('re-reads every 5 seconds and leaves no timer or listener behind when unmounted', async () => {
    seed([]);
    const setIntervalSpy = vi.spyOn(window, 'setInterval');
    const clearIntervalSpy = vi.spyOn(window, 'clearInterval');
    const addListener = vi.spyOn(window, 'addEventListener');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const view = renderDashboard();
    await screen.findByText('No vendor applications');
    const refreshTimers = setIntervalSpy.mock.calls
      .map((call, index) => ({ delay: call[1], id: setIntervalSpy.mock.results[index].value }))
      .filter((timer) => timer.delay === adminRefreshMs);
    expect(refreshTimers).toHaveLength(1);
    const storageListeners = addListener.mock.calls.filter(([type]) => type === 'storage').length;
    expect(storageListeners).toBe(3);

    view.unmount();
    expect(clearIntervalSpy).toHaveBeenCalledWith(refreshTimers[0].id);
    expect(removeListener.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(storageListeners);
  });
});

describe('admin page without a configured credential', () => {
  it('says the portal is not configured and how to configure it', () => {
    render(
      <MemoryRouter>
        <AdminPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('The admin portal is not configured')).toBeInTheDocument();
    for (const name of ['VITE_ADMIN_EMAIL', 'VITE_ADMIN_PASSWORD_SHA256', '.env.example']) {
      expect(screen.getByText(name, { selector: 'code' })).toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});
