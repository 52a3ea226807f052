import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { SupportPanel } from '@/features/admin/components/support-panel';
import { adminSessionKey } from '@/lib/admin-session';
import type { AdminDataPort, SupportMessage } from '@/lib/submissions';
import { storageKeys } from '@/lib/submissions/browser-adapter';
import { renderAdminPanel, SignedInAdmin } from '../../factories/admin';
import { createSupportMessage } from '../../factories/submissions';

// jsdom joins the tab label and its screen-reader count without the space a browser adds.
const tabName = (label: string, count: string) => new RegExp(`^${label}\\s*\\(${count}\\)$`);

const session = { email: 'admin@example.com', signedInAt: '2025-01-20T00:00:00.000Z' };

/** Stores the messages in this browser, as the support form does in browser-only mode, and signs the admin in. */
function seed(messages: unknown[]) {
  localStorage.setItem(storageKeys.supportMessages, JSON.stringify(messages));
  sessionStorage.setItem(adminSessionKey, JSON.stringify(session));
}

const stored = () => JSON.parse(localStorage.getItem(storageKeys.supportMessages) ?? '[]') as SupportMessage[];

function renderDashboard(url = '/admin-dashboard?tab=support') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ToastProvider>
        <SignedInAdmin><AdminDashboard session={session} onSignOut={() => {}} /></SignedInAdmin>
      </ToastProvider>
    </MemoryRouter>,
  );
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;
/** The DK- references of the rows shown, top to bottom (a cell's name leaves out its card label). */
const shownTickets = () => screen.queryAllByRole('cell', { name: /^DK-/ }).map((cell) => cell.textContent?.match(/DK-\w+/)?.[0]);

const leak = createSupportMessage({
  id: 'DK-LEAK00001',
  name: 'Pat Landlord',
  email: 'pat@rentals.example',
  subject: 'Water leak in unit 4',
  priority: 'urgent',
  category: 'technical',
  message: 'Water is coming through the ceiling.\nPlease send someone.',
  createdAt: '2025-01-21T09:15:00.000Z',
});
const invoice = createSupportMessage({
  id: 'DK-BILL00002',
  name: 'Quinn Owner',
  email: 'quinn@doors.example',
  subject: 'Invoice question',
  priority: 'low',
  category: 'billing',
  message: 'Why was I charged twice? Mentions leak here too.',
  status: 'resolved',
  statusChangedAt: '2025-01-22T10:00:00.000Z',
  statusChangedByEmail: 'earlier.admin@example.com',
});

describe('admin Support tab (browser-only mode)', () => {
  it('is the last tab, after the overview and the three lists, its badge counting the open messages, and lists each message with its facts', async () => {
    seed([leak, invoice]);
    renderDashboard();
    const tab = await screen.findByRole('tab', { name: tabName('Support', '1 open') }, { timeout: 5000 });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((each) => each.id)).toEqual([
      'admin-tab-overview',
      'admin-tab-vendors',
      'admin-tab-waitlist',
      'admin-tab-newsletter',
      'admin-tab-support',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Support' })).toBeInTheDocument();

    const row = rowOf('DK-LEAK00001');
    for (const text of ['Pat Landlord', 'pat@rentals.example', 'Water leak in unit 4', 'Priority: Urgent', 'Category: Technical']) {
      expect(row).toHaveTextContent(text);
    }
    expect(within(row).getByRole('combobox', { name: 'Status of DK-LEAK00001' })).toHaveValue('open');
    expect(row).toHaveTextContent('Not changed yet');
    expect(row).toHaveTextContent(/2025-01-21 \d\d:\d\d/);
    // The message that was handled says who changed its status and when.
    expect(rowOf('DK-BILL00002')).toHaveTextContent(/Changed 2025-01-22 \d\d:\d\d by earlier\.admin@example\.com/);
  });

  it('searches name, e-mail and subject (not the message text), filters by status, and says when nothing matches', async () => {
    seed([leak, invoice]);
    const user = userEvent.setup();
    renderDashboard();
    const search = await screen.findByRole('searchbox', { name: 'Search messages' });
    for (const [query, found] of [
      ['QUINN', 'DK-BILL00002'],
      ['rentals.EXAMPLE', 'DK-LEAK00001'],
      ['leak in', 'DK-LEAK00001'],
    ] as const) {
      await user.clear(search);
      await user.type(search, query);
      await waitFor(() => expect(shownTickets()).toEqual([found]));
    }
    await user.clear(search);
    await user.type(search, 'charged twice');
    expect(await screen.findByText('No matching messages')).toBeInTheDocument();

    await user.clear(search);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'resolved');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'DK-LEAK00001' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'DK-BILL00002' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'in_progress');
    expect(await screen.findByText('No matching messages')).toBeInTheDocument();
  });

  it('saves a status chosen on a row, recording the signed-in admin and the time, and says so', async () => {
    seed([leak]);
    const user = userEvent.setup();
    renderDashboard();
    const select = await screen.findByRole('combobox', { name: 'Status of DK-LEAK00001' });
    const before = Date.now();
    await user.selectOptions(select, 'in_progress');

    expect(await screen.findByText('DK-LEAK00001 is now in progress.')).toBeInTheDocument();
    const [saved] = stored();
    expect(saved).toMatchObject({ status: 'in_progress', statusChangedByEmail: 'admin@example.com' });
    expect(Date.parse(saved!.statusChangedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(rowOf('DK-LEAK00001')).toHaveTextContent(/Changed \d{4}-\d\d-\d\d \d\d:\d\d by admin@example\.com/);
    expect(select).toHaveValue('in_progress');
    await waitFor(() => expect(screen.getByRole('tab', { name: tabName('Support', '0 open') })).toBeInTheDocument());
  });

  it('offers a reply e-mail to the sender whose subject carries the ticket reference, encoded', async () => {
    seed([{ ...leak, email: 'a@b.co?bcc=x%40evil.com', subject: 'Leak & mould' }]);
    renderDashboard();
    const reply = await screen.findByRole('link', { name: /^Reply to Pat Landlord about DK-LEAK00001/ });
    expect(reply).toHaveAttribute('href', 'mailto:a@b.co%3Fbcc%3Dx%2540evil.com?subject=Re%3A%20%5BDK-LEAK00001%5D%20Leak%20%26%20mould');
  });

  it('shows the whole message in a dialog, as text, with the reply link', async () => {
    seed([{ ...leak, message: '<b>not bold</b>\nsecond line' }]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'View message DK-LEAK00001' }));
    const dialog = screen.getByRole('dialog', { name: 'Water leak in unit 4' });
    expect(within(dialog).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Reply to Pat Landlord/ })).toHaveAttribute(
      'href',
      expect.stringContaining('subject=Re%3A%20%5BDK-LEAK00001%5D%20Water%20leak%20in%20unit%204'),
    );
  });

  it('shows where the sender first came from in the dialog, markup as text, and a direct visit as such', async () => {
    const firstTouch = { utmSource: '<i>ads</i>', utmMedium: 'cpc', utmCampaign: 'spring', referrerHost: 'search.example' };
    seed([{ ...leak, firstTouch }, invoice]);
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'View message DK-LEAK00001' }));
    const dialog = screen.getByRole('dialog', { name: 'Water leak in unit 4' });
    const line = within(dialog).getByText('First visit from').nextElementSibling!;
    expect(line).toHaveTextContent('<i>ads</i> / cpc / spring, via search.example');
    expect(line.querySelector('i')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await user.click(await screen.findByRole('button', { name: 'View message DK-BILL00002' }));
    const direct = screen.getByRole('dialog', { name: 'Invoice question' });
    expect(within(direct).getByText('First visit from').nextElementSibling).toHaveTextContent('Direct or not recorded');
  });

  it("reads a message stored before statuses existed as open, and says 'No support messages' when there are none", async () => {
    const { status: _s, statusChangedAt: _a, statusChangedByEmail: _b, ...spec } = leak;
    seed([spec]);
    const view = renderDashboard();
    expect(await screen.findByRole('combobox', { name: 'Status of DK-LEAK00001' })).toHaveValue('open');
    view.unmount();
    seed([]);
    renderDashboard();
    expect(await screen.findByText('No support messages')).toBeInTheDocument();
  });
});

describe('admin Support panel, when saving fails', () => {
  it('keeps the select busy while saving, then puts the old status back and says in plain words that nothing changed', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const port: AdminDataPort = {
      list: async () => ({ rows: [leak], total: 1 }) as never,
      stats: async () => ({ total: 1, open: 1 }) as never,
      export: async () => [] as never,
      update: () => new Promise((_resolve, reject) => (fail = reject)),
      subscribe: () => () => undefined,
    };
    const user = userEvent.setup();
    renderAdminPanel(SupportPanel, port, 'support');
    const select = await screen.findByRole('combobox', { name: 'Status of DK-LEAK00001' });
    await user.selectOptions(select, 'closed');
    expect(select).toBeDisabled();
    expect(select).toHaveValue('closed');
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    fail(new Error('permission denied for table support_messages'));
    expect(await screen.findByText('The status of DK-LEAK00001 could not be saved. Nothing changed; please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/permission denied/)).not.toBeInTheDocument();
    expect(select).toBeEnabled();
    expect(select).toHaveValue('open');
  });
});
