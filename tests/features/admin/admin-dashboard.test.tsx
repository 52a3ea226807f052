import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AdminPage } from '@/features/admin/components/admin-page';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { adminRefreshMs } from '@/features/admin/hooks/use-admin-data';
import type { VendorApplication } from '@/lib/submissions';
import { SignedInAdmin } from '../../factories/admin';
import { storageKeys } from '@/lib/submissions/browser-adapter';
import { browserAdminData } from '@/lib/submissions/browser-admin-data';
import { createNewsletterSignup, createSupportMessage, createVendorApplication, createWaitlistSignup } from '../../factories/submissions';
import { TestBackend } from '../../factories/backend';

// jsdom joins the tab label and its screen-reader count without the space a browser adds.
const tabName = (label: string, count: string) => new RegExp(`^${label}\\s*\\(${count}\\)$`);

const session = { email: 'admin@example.com', signedInAt: '2025-01-20T00:00:00.000Z' };

function seed(applications: VendorApplication[]) {
  localStorage.setItem(storageKeys.vendorApplications, JSON.stringify(applications));
  localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup()]));
  localStorage.setItem(storageKeys.newsletter, JSON.stringify([createNewsletterSignup(), createNewsletterSignup()]));
}

// The dashboard opens on the Overview; most tests here are about the vendor applications, so they open that tab.
function renderDashboard(url = '/admin-dashboard?tab=vendors') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>
        <SignedInAdmin><AdminDashboard session={session} onSignOut={() => {}} /></SignedInAdmin>
      </ToastProvider>
    </MemoryRouter>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(storageKeys.vendorApplications) ?? '[]') as VendorApplication[];

// Real user events on whole screens: generous time on a shared machine.
describe('admin dashboard', () => {
  it('shows counts on the tabs and the pending notification', async () => {
    seed([createVendorApplication(), createVendorApplication({ status: 'approved', approvedDate: '2025-01-19' })]);
    renderDashboard();
    expect(await screen.findByRole('tab', { name: tabName('Vendor Applications', '1 pending') }, { timeout: 5000 })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: tabName('Waitlist Signups', '1 total') })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tabName('Newsletter Signups', '2 total') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waiting for you: 1 waiting' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens the bell's list of what waits, goes to the pending applications from it, and closes on Escape", async () => {
    const user = userEvent.setup();
    seed([createVendorApplication(), createVendorApplication({ status: 'approved', approvedDate: '2025-01-19' })]);
    renderDashboard('/admin-dashboard?tab=waitlist');
    const bell = await screen.findByRole('button', { name: 'Waiting for you: 1 waiting' }, { timeout: 5000 });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
    await user.click(bell);
    expect(screen.getByRole('button', { name: '0 open support messages' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '1 pending vendor application' }));
    expect(screen.getByRole('tab', { name: tabName('Vendor Applications', '1 pending') })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks before approving, naming the company; Cancel changes nothing', async () => {
    const application = createVendorApplication({ company: 'Acme Plumbing', email: 'ops@acme.test' });
    seed([application]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });
    await user.click(within(card).getByRole('button', { name: /^Approve/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Acme Plumbing?' });
    expect(dialog).toHaveTextContent('ops@acme.test');
    // Browser-only mode sends no invites, so the question does not promise one.
    expect(dialog).not.toHaveTextContent(/invit/i);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()[0].status).toBe('pending');
  });

  it('approves through the port once confirmed and announces it in the live region', async () => {
    const application = createVendorApplication({ company: 'Acme Plumbing' });
    seed([application]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Acme Plumbing' });
    await user.click(within(card).getByRole('button', { name: /^Approve/ }));
    await user.click(screen.getByRole('button', { name: 'Approve application' }));
    expect(await screen.findByText(`Vendor ${application.applicationNumber} has been approved successfully!`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Vendor ${application.applicationNumber} has been approved successfully!`);
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
    expect(await screen.findByText(`Vendor ${application.applicationNumber} has been declined.`)).toBeInTheDocument();
    // The applicant knows the VN- number; the internal VEN- id alone would mean nothing to them or to the admin on the phone.
    expect(screen.queryByText(`Vendor ${application.id} has been declined.`)).not.toBeInTheDocument();
    expect(stored()[0]).toMatchObject({ status: 'declined', declineReason: 'Expired license' });
  });

  it('disables View Reviews for a missing link, saying why', async () => {
    seed([createVendorApplication({ company: 'No Link Co', googleReviewsLink: '' })]);
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'No Link Co' });
    const button = within(card).getByRole('button', { name: 'View Reviews' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('No reviews link was provided.');
  });

  it('shows an application whose reviews link is not http(s) with that link disabled, never drops it', async () => {
    seed([{ ...createVendorApplication({ company: 'Odd Link Co' }), googleReviewsLink: 'javascript:alert(1)', website: 'ftp://odd.example' }]);
    const user = userEvent.setup();
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Odd Link Co' });
    const button = within(card).getByRole('button', { name: 'View Reviews' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The reviews link is not a web address (http or https), so it is not opened.');
    await user.click(within(card).getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog');
    // The website is shown as text, not as a link.
    expect(within(dialog).getByText('ftp://odd.example')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'ftp://odd.example' })).not.toBeInTheDocument();
  });

  it("shows the vendor's notes in the details with their line breaks, and says when there are none", async () => {
    seed([
      createVendorApplication({
        company: 'Noted Plumbing',
        contactHours: 'Custom Hours (will specify in notes)',
        notes: 'Tue-Sat 7 AM - 3 PM\nClosed on holidays',
      }),
      createVendorApplication({ company: 'Quiet Roofing', notes: '' }),
    ]);
    const user = userEvent.setup();
    renderDashboard();
    const openDetails = async (company: string) =>
      user.click(within(await screen.findByRole('article', { name: company })).getByRole('button', { name: /View Details/ }));
    const notesOf = async () =>
      within(await screen.findByRole('dialog')).getByRole('heading', { name: 'Notes from the vendor' }).closest('section')!;
    await openDetails('Noted Plumbing');
    const notes = within(await notesOf()).getByText(/Tue-Sat 7 AM - 3 PM/);
    expect(notes.textContent).toBe('Tue-Sat 7 AM - 3 PM\nClosed on holidays');
    expect(notes).toHaveClass('whitespace-pre-line');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await openDetails('Quiet Roofing');
    expect(await notesOf()).toHaveTextContent('No notes');
  });

  it('names the quote method in words: "Text message (SMS)", and an older "app" choice as no longer offered', async () => {
    seed([
      createVendorApplication({ company: 'Texting Plumbing', preferredQuoteMethod: 'sms' }),
      createVendorApplication({ company: 'Early Roofing', preferredQuoteMethod: 'app' }),
    ]);
    const user = userEvent.setup();
    renderDashboard();
    const quoteMethodOf = async (company: string) => {
      await user.click(within(await screen.findByRole('article', { name: company })).getByRole('button', { name: /View Details/ }));
      const dialog = await screen.findByRole('dialog');
      const method = within(dialog).getByText('Preferred quote method').nextElementSibling?.textContent;
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      return method;
    };
    expect(await quoteMethodOf('Texting Plumbing')).toBe('Text message (SMS)');
    expect(await quoteMethodOf('Early Roofing')).toBe('Vendor app (no longer offered)');
  });

  it("shows an application stored without a number (year and rates as text), its missing number as '—'", async () => {
    const { applicationNumber: _number, ...specShaped } = createVendorApplication({ company: 'Spec Shape Roofing' });
    seed([{ ...specShaped, yearEstablished: '1998', minHourlyRate: '45' } as unknown as VendorApplication]);
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Spec Shape Roofing' });
    expect(within(card).getByText('—')).toBeInTheDocument();
    expect(within(card).getByText('Est. 1998')).toBeInTheDocument();
  });

  it('keeps the search, the filter and the page in the address, and shows that view on load', async () => {
    const many = Array.from({ length: 60 }, (_, index) => createVendorApplication({ company: `Pipe Co ${index}` }));
    seed([...many, createVendorApplication({ company: 'Bolt Electric', status: 'approved', approvedDate: '2025-01-19' })]);
    const user = userEvent.setup();
    renderDashboard('/admin-dashboard?tab=vendors&q=pipe&status=pending&page=2');
    expect(await screen.findByRole('searchbox', { name: 'Search applications' })).toHaveValue('pipe');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    // Page 2 of 60 matches, newest first: the ten oldest.
    expect(await screen.findByText('51–60')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pipe Co 0' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('1–50')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pipe Co 59' })).toBeInTheDocument();
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
    expect(screen.getByRole('tab', { name: /^Support/ })).toHaveFocus();
    expect(await screen.findByText('No support messages')).toBeInTheDocument();
    // From the last tab, the next one is the first: the overview, which browser-only mode cannot count.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: /^Overview/ })).toHaveFocus();
    expect(await screen.findByText(/The overview is counted by the server/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: /Vendor Applications/ })).toHaveFocus();
    expect(await screen.findByText('No vendor applications')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: /^Support/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('encodes the e-mail address in mailto links, so an address with ?bcc= cannot pre-fill a Bcc', async () => {
    seed([]);
    // Passes the forms' e-mail rule (one '@', a dot after it, no spaces); unencoded, the link would Bcc x@evil.com.
    const email = 'a@b.co?bcc=x%40evil.com';
    const encoded = 'mailto:a@b.co%3Fbcc%3Dx%2540evil.com';
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup({ email })]));
    localStorage.setItem(storageKeys.newsletter, JSON.stringify([createNewsletterSignup({ email })]));
    const waitlist = renderDashboard('/admin-dashboard?tab=waitlist');
    expect(await screen.findByRole('link', { name: /^Email / }, { timeout: 5000 })).toHaveAttribute('href', encoded);
    waitlist.unmount();
    renderDashboard('/admin-dashboard?tab=newsletter');
    expect(await screen.findByRole('link', { name: `Send email to ${email}` }, { timeout: 5000 })).toHaveAttribute('href', encoded);
  });

  it('re-reads every 5 seconds, and reads nothing more and follows no other tab once closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    seed([]);
    const listSpy = vi.spyOn(browserAdminData, 'list');
    const addListener = vi.spyOn(window, 'addEventListener');
    const removeListener = vi.spyOn(window, 'removeEventListener');
    const view = renderDashboard();
    await screen.findByText('No vendor applications');
    const readsAtFirst = listSpy.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(adminRefreshMs));
    expect(listSpy.mock.calls.length).toBeGreaterThan(readsAtFirst);
    const storageListeners = addListener.mock.calls.filter(([type]) => type === 'storage').length;
    expect(storageListeners).toBeGreaterThan(0);

    view.unmount();
    const readsWhenClosed = listSpy.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(adminRefreshMs * 3));
    expect(listSpy.mock.calls.length).toBe(readsWhenClosed);
    expect(removeListener.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(storageListeners);
    vi.useRealTimers();
  });
});

describe('admin page without a configured credential', () => {
  it('says the portal is not configured and how to configure it', () => {
    render(
      <MemoryRouter>
        <TestBackend>
          <AdminPage />
        </TestBackend>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('The admin portal is not configured')).toBeInTheDocument();
    for (const name of ['VITE_ADMIN_EMAIL', 'VITE_ADMIN_PASSWORD_HASH', '.env.example']) {
      expect(screen.getByText(name, { selector: 'code' })).toBeInTheDocument();
    }
    expect(screen.queryByLabelText(/^Password\*?$/)).not.toBeInTheDocument();
  });

  it('says which tab holds a reference searched for in another one, and goes there with the search kept', async () => {
    const user = userEvent.setup();
    seed([createVendorApplication({ applicationNumber: 'VN-APPLY2345' })]);
    localStorage.setItem(storageKeys.supportMessages, JSON.stringify([createSupportMessage({ id: 'DK-KHM9G72R6', subject: 'Lockbox code' })]));
    renderDashboard('/admin-dashboard?tab=waitlist');
    await user.type(await screen.findByLabelText('Search waitlist', {}, { timeout: 5000 }), 'dk-khm9 g72r6');
    expect(await screen.findByText('No matching signups', {}, { timeout: 5000 })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Search Support' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/admin-dashboard?tab=support&q=dk-khm9+g72r6');
    await user.click(link);
    expect(screen.getByRole('tab', { name: /^Support/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Lockbox code', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Search/)).toHaveValue('dk-khm9 g72r6');
  });

  it('offers no other tab for a search that is no reference, or one no tab holds', async () => {
    const user = userEvent.setup();
    seed([createVendorApplication({ applicationNumber: 'VN-APPLY2345' })]);
    renderDashboard('/admin-dashboard?tab=support');
    const search = await screen.findByLabelText(/^Search/, {}, { timeout: 5000 });
    await user.type(search, 'VN-NOSUCH99');
    expect(await screen.findByText('No matching messages', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'vn-apply2345');
    expect(await screen.findByRole('link', { name: 'Search Vendor Applications' }, { timeout: 5000 })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nobody here');
    expect(await screen.findByText('No matching messages', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Search / })).not.toBeInTheDocument();
  });
});
