import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { OverviewPanel } from '@/features/admin/components/overview-panel';
import { adminSessionKey } from '@/lib/admin-session';
import type { AdminDataPort, OverviewOfPeriod, OverviewPeriod, OverviewStanding } from '@/lib/submissions';
import { browserAdminData } from '@/lib/submissions/browser-admin-data';
import { renderAdminPanel, SignedInAdmin } from '../../factories/admin';

const session = { email: 'admin@example.com', signedInAt: '2025-01-20T00:00:00.000Z' };

const standing: OverviewStanding = {
  figures: {
    waitlistOwners: { now: 1204, weekAgo: 1190 },
    paidDeposits: { now: 310, weekAgo: 300 },
    refunds: { now: 12, weekAgo: 12 },
    depositsHeld: { now: 29502, weekAgo: 28512 },
    confirmedReaders: { now: 800, weekAgo: 803 },
    vendorsPending: { now: 4, weekAgo: 6 },
    vendorsApproved: { now: 21, weekAgo: 19 },
    compliantVendors: { now: 9, weekAgo: 7 },
    doors: { now: 57, weekAgo: 50 },
    monthlyRent: { now: 98_400, weekAgo: 86_000 },
  },
  coverage: [
    { state: 'AZ', doors: 12, vendors: 0, trades: {} },
    { state: 'NV', doors: 8, vendors: 3, trades: { HVAC: 1, Plumbing: 2 } },
    { state: 'TX', doors: 0, vendors: 1, trades: { Electrical: 1 } },
  ],
};

const dayList = (period: number, at: (index: number) => number) =>
  Array.from({ length: period }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10, 29) - (period - 1 - index) * 86_400_000).toISOString().slice(0, 10),
    waitlist: at(index),
    deposits: index === period - 1 ? 2 : 0,
    confirmations: 1,
    applications: 0,
  }));

function periodAnswer(period: OverviewPeriod): OverviewOfPeriod {
  return {
    days: dayList(period, (index) => (index % 10 === 0 ? 3 : 0)),
    funnel: period === 30 ? { accounts: 40, waitlist: 30, paid: 12, refunded: 3 } : { accounts: 100, waitlist: 80, paid: 40, refunded: 5 },
    sources: [
      { source: 'podcast', kind: 'campaign', waitlist: 9, paid: 4, newsletter: 2, vendors: 0 },
      { source: null, kind: 'direct', waitlist: 20, paid: 8, newsletter: 5, vendors: 1 },
      { source: 'news.example.org', kind: 'referrer', waitlist: 1, paid: 0, newsletter: 0, vendors: 0 },
    ],
  };
}

function overviewPort(overrides: Partial<AdminDataPort> = {}): AdminDataPort {
  return {
    ...browserAdminData,
    overviewStanding: vi.fn(async () => standing),
    overviewOfPeriod: vi.fn(async (period: OverviewPeriod) => periodAnswer(period)),
    ...overrides,
  };
}

describe('admin Overview tab', () => {
  // jsdom draws on no canvas: the tab shows the chart's sentence and table, as a browser without canvas would.
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('shows each headline figure with its change over the last 7 days', async () => {
    renderAdminPanel(OverviewPanel, overviewPort(), 'overview');
    await screen.findByText('1,204');
    const card = (label: string) => screen.getByText(label).closest('li')!;
    expect(card('Owners on the waitlist')).toHaveTextContent('1,204+14 in the last 7 days');
    expect(card('Deposits held')).toHaveTextContent('$29,502+$990 in the last 7 days');
    expect(card('Refunds')).toHaveTextContent('No change in the last 7 days');
    expect(card('Vendor applications pending')).toHaveTextContent('-2 in the last 7 days');
    expect(card('Compliant vendors')).toHaveTextContent('9+2 in the last 7 days');
    expect(card('Doors on the waitlist')).toHaveTextContent('57+7 in the last 7 days');
    expect(card('Monthly rent on the waitlist')).toHaveTextContent('$98,400+$12,400 in the last 7 days');
  });

  it('says what the signups chart shows in a sentence and in a table by day', async () => {
    const user = userEvent.setup();
    renderAdminPanel(OverviewPanel, overviewPort(), 'overview');
    expect(
      await screen.findByText('In the last 30 days: 9 waitlist signups, 2 deposits paid, 30 newsletter confirmations, 0 vendor applications.'),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Show the figures by day'));
    const table = screen.getByRole('table', { name: 'Signups per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: /^2026-11-29/ })).toHaveTextContent('2026-11-29021');
  });

  it('shows the funnel with each step against the one before, and the sources with direct visits named', async () => {
    renderAdminPanel(OverviewPanel, overviewPort(), 'overview');
    await screen.findByText('Accounts created');
    const funnel = screen.getByRole('heading', { name: 'Owner funnel' }).closest('section')!;
    expect(within(funnel).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Accounts created40',
      'Waitlist step 13075% of the step before',
      'Deposit paid1240% of the step before',
      'Refunded325% of the step before',
    ]);
    const sources = screen.getByRole('table', { name: 'Where visitors came from' });
    expect(within(sources).getByRole('row', { name: /Direct or not recorded/ })).toHaveTextContent('20851');
    expect(within(sources).getByRole('row', { name: /news\.example\.org/ })).toHaveTextContent('(link)');
    const coverage = screen.getByRole('table', { name: 'Vendor coverage by state' });
    expect(within(coverage).getByRole('row', { name: /NV/ })).toHaveTextContent('NV83HVAC 1 · Plumbing 2');
    // Owners' rentals in a state no approved vendor serves: the gap is said in words.
    expect(within(coverage).getByRole('row', { name: /AZ/ })).toHaveTextContent('AZ120No approved vendor yet');
  });

  it('reads the other period when it is chosen, and says when a period holds nothing yet', async () => {
    const user = userEvent.setup();
    const quiet = overviewPort({
      overviewOfPeriod: vi.fn(async (period: OverviewPeriod) => ({
        days: dayList(period, () => 0).map((day) => ({ ...day, deposits: 0, confirmations: 0 })),
        funnel: { accounts: 0, waitlist: 0, paid: 0, refunded: 0 },
        sources: [],
      })),
      overviewStanding: vi.fn(async () => ({ ...standing, coverage: [] })),
    });
    renderAdminPanel(OverviewPanel, quiet, 'overview');
    expect(await screen.findByText('Nothing yet in the last 30 days. Signups appear here day by day.')).toBeInTheDocument();
    expect(screen.getByText('No one has started in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('No submissions in this period yet.')).toBeInTheDocument();
    expect(screen.getByText(/No properties or approved vendors yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    expect(await screen.findByText('Nothing yet in the last 90 days. Signups appear here day by day.')).toBeInTheDocument();
    expect(quiet.overviewOfPeriod).toHaveBeenCalledWith(90, expect.anything());
  });

  it('opens on the Overview, first of the tabs, when the address names no tab', async () => {
    let address = '';
    function Address() {
      address = useLocation().search;
      return null;
    }
    const port = overviewPort();
    render(
      <MemoryRouter initialEntries={['/admin-dashboard']}>
        <ToastProvider>
          <SignedInAdmin port={port}>
            <AdminDashboard session={session} onSignOut={() => {}} />
          </SignedInAdmin>
        </ToastProvider>
        <Address />
      </MemoryRouter>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]).toHaveAccessibleName('Overview');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    await waitFor(() => expect(address).toBe('?tab=overview'));
  });

  it('asks nothing of the overview while another tab is open, so that tab never waits on it', async () => {
    const user = userEvent.setup();
    const port = overviewPort();
    render(
      <MemoryRouter initialEntries={['/admin-dashboard?tab=waitlist']}>
        <ToastProvider>
          <SignedInAdmin port={port}>
            <AdminDashboard session={session} onSignOut={() => {}} />
          </SignedInAdmin>
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('No waitlist signups')).toBeInTheDocument();
    expect(port.overviewStanding).not.toHaveBeenCalled();
    expect(port.overviewOfPeriod).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText('1,204')).toBeInTheDocument();
    expect(port.overviewOfPeriod).toHaveBeenCalledWith(30, expect.anything());
  });

  it('says the overview needs a server in browser-only mode, and the period stays in the address', async () => {
    sessionStorage.setItem(adminSessionKey, JSON.stringify(session));
    let address = '';
    function Address() {
      address = useLocation().search;
      return null;
    }
    const user = userEvent.setup();
    const { unmount } = render(
      <MemoryRouter initialEntries={['/admin-dashboard?tab=overview&period=90']}>
        <ToastProvider>
          <SignedInAdmin port={overviewPort()}>
            <AdminDashboard session={session} onSignOut={() => {}} />
          </SignedInAdmin>
        </ToastProvider>
        <Address />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d.*$/, ''))[0]).toBe('Overview');
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(address).toBe('?tab=overview'));
    unmount();

    render(
      <MemoryRouter initialEntries={['/admin-dashboard?tab=overview']}>
        <ToastProvider>
          <SignedInAdmin>
            <AdminDashboard session={session} onSignOut={() => {}} />
          </SignedInAdmin>
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/The overview is counted by the server/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
