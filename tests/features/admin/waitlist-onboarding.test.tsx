import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WaitlistPanel } from '@/features/admin/components/waitlist-panel';
import { paramsFromView, viewFromParams } from '@/features/admin/hooks/use-admin-view';
import type { AdminDataPort, AdminListQuery, InviteResult, OnboardingHistoryEntry, WaitlistSignup } from '@/lib/submissions';
import { renderAdminPanel } from '../../factories/admin';
import { createWaitlistSignup } from '../../factories/submissions';

const paid = { depositPaid: true, depositAmount: 99, status: 'confirmed' } as const;
const ana = createWaitlistSignup({
  id: 'WAIT-ANAFIRST1',
  firstName: 'Ana',
  lastName: 'First',
  ...paid,
  onboardingStatus: 'invited',
  invitedAt: '2026-11-20T15:00:00Z',
  doors: 5,
  monthlyRent: 8000,
  profileComplete: true,
});
const ben = createWaitlistSignup({ id: 'WAIT-BENSECOND', firstName: 'Ben', lastName: 'Second', ...paid, onboardingStatus: 'waitlisted' });
const una = createWaitlistSignup({
  id: 'WAIT-UNAUNPAID',
  firstName: 'Una',
  lastName: 'Unpaid',
  depositPaid: false,
  depositAmount: 0,
  status: 'pending_payment',
  onboardingStatus: 'waitlisted',
});

const history: OnboardingHistoryEntry[] = [
  { from: 'waitlisted', to: 'invited', byRole: 'admin', byEmail: 'boss@example.com', at: '2026-11-20T15:00:00Z' },
  { from: 'invited', to: 'onboarding', byRole: 'owner', byEmail: 'ana@example.com', at: '2026-11-21T16:00:00Z' },
];

/** A backend-like port with three owners; each call is recorded. */
function backendPort(overrides: Partial<AdminDataPort> = {}) {
  const rows: WaitlistSignup[] = [ana, ben, una];
  const list = vi.fn(async (_kind: string, query: AdminListQuery) => {
    const matching = rows.filter((row) => !query.onboarding || row.onboardingStatus === query.onboarding);
    return { rows: matching, total: matching.length } as never;
  });
  const inviteOwners = vi.fn(
    async (): Promise<InviteResult> => ({ invited: ['WAIT-BENSECOND'], skipped: [{ id: 'WAIT-UNAUNPAID', reason: 'not_paid' }] }),
  );
  const setOnboardingStatus = vi.fn(async () => undefined);
  const onboardingHistory = vi.fn(async () => history);
  const port: AdminDataPort = {
    list,
    stats: async () =>
      ({
        total: 3,
        paid: 2,
        pendingPayment: 1,
        refunded: 0,
        totalDeposits: 198,
        doors: 5,
        monthlyRent: 8000,
        monthlyFee: 160,
        waitlisted: 2,
        invited: 1,
        onboarding: 0,
        live: 0,
      }) as never,
    export: async () => [] as never,
    update: async () => undefined,
    subscribe: () => () => undefined,
    inviteOwners,
    setOnboardingStatus,
    onboardingHistory,
    ...overrides,
  };
  return { port, list, inviteOwners, setOnboardingStatus, onboardingHistory };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('the Waitlist tab moves owners forward', () => {
  it("shows each owner's doors, rent and onboarding status, and the doors, rent and 2% fee among the figures", async () => {
    renderAdminPanel(WaitlistPanel, backendPort().port, 'waitlist');
    const anaRow = await rowOf('Ana First');
    expect(anaRow).toHaveTextContent('5 doors');
    expect(anaRow).toHaveTextContent('$8,000/mo');
    expect(anaRow).toHaveTextContent('Invited');
    const benRow = await rowOf('Ben Second');
    expect(benRow).toHaveTextContent('No profile yet');
    expect(benRow).toHaveTextContent('Waitlisted');

    const figures = await screen.findByTestId('onboarding-figures');
    expect(within(figures).getByText('Doors on the Waitlist').parentElement).toHaveTextContent('5');
    expect(within(figures).getByText('Rent Under Management').parentElement).toHaveTextContent('$8,000');
    expect(within(figures).getByText('Monthly Fee at 2%').parentElement).toHaveTextContent('$160');
  });

  it('filters by onboarding status on the server', async () => {
    const { port, list } = backendPort();
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    await rowOf('Ben Second');
    await userEvent.setup().selectOptions(screen.getByLabelText('Onboarding status'), 'invited');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith('waitlist', expect.objectContaining({ onboarding: 'invited' }), expect.anything()));
    await waitFor(() => expect(screen.queryByText('Ben Second')).not.toBeInTheDocument());
    expect(screen.getByText('Ana First')).toBeInTheDocument();
  });

  it('invites the owners ticked with the keyboard, and says whom it invited and whom it skipped and why', async () => {
    const { port, inviteOwners } = backendPort();
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const user = userEvent.setup();
    const invite = await screen.findByRole('button', { name: 'Invite selected (0)' });
    expect(invite).toBeDisabled();

    const benBox = await screen.findByRole('checkbox', { name: 'Select Ben Second' });
    benBox.focus();
    await user.keyboard(' ');
    screen.getByRole('checkbox', { name: 'Select Una Unpaid' }).focus();
    await user.keyboard(' ');
    expect(benBox).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Invite selected (2)' }));
    expect(inviteOwners).toHaveBeenCalledWith({ ids: ['WAIT-BENSECOND', 'WAIT-UNAUNPAID'] });
    const outcome = await screen.findByTestId('invite-outcome');
    expect(outcome).toHaveTextContent('Invited 1 owner');
    expect(outcome).toHaveTextContent('Skipped 1:');
    expect(outcome).toHaveTextContent('Una Unpaid (WAIT-UNAUNPAID): has not paid the deposit');
    // The selection is cleared once sent, so a second click cannot resend it by accident.
    expect(screen.getByRole('button', { name: 'Invite selected (0)' })).toBeDisabled();
  });

  it('invites the next N in queue order', async () => {
    const { port } = backendPort({ inviteOwners: vi.fn(async () => ({ invited: [], skipped: [] })) });
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const user = userEvent.setup();
    const howMany = await screen.findByLabelText('How many');
    await user.clear(howMany);
    await user.type(howMany, '5');
    await user.click(screen.getByRole('button', { name: 'Invite next 5' }));
    expect(port.inviteOwners).toHaveBeenCalledWith({ next: 5 });
    expect(await screen.findByTestId('invite-outcome')).toHaveTextContent('No paid owner is waiting to be invited.');
  });

  it("sets an owner's status from the details and shows who changed it and when", async () => {
    const { port, setOnboardingStatus } = backendPort();
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Ana First' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana First' });
    const changes = await within(dialog).findByTestId('onboarding-history');
    const items = within(changes).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Waitlisted → Invited');
    expect(items[0]).toHaveTextContent('by boss@example.com');
    expect(items[1]).toHaveTextContent('Invited → Onboarding');
    expect(items[1]).toHaveTextContent('by the owner');
    expect(dialog).toHaveTextContent('5 doors, $8,000 a month in rent');

    await user.click(within(dialog).getByRole('button', { name: 'Mark live' }));
    expect(setOnboardingStatus).toHaveBeenCalledWith('WAIT-ANAFIRST1', 'live');
    expect(await within(dialog).findByText('Status set to Live.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a status change in the details", async () => {
    const { port } = backendPort({ setOnboardingStatus: vi.fn(async () => Promise.reject(new Error("this owner's deposit was refunded"))) });
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Ana First' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ana First' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark onboarding' }));
    expect(await within(dialog).findByText("this owner's deposit was refunded")).toBeInTheDocument();
  });

  it('says in browser-only mode that invitations need the server, and offers no selection', async () => {
    const { port } = backendPort({ inviteOwners: undefined, setOnboardingStatus: undefined, onboardingHistory: undefined });
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    expect(await screen.findByTestId('invites-need-server')).toHaveTextContent('need the server');
    await rowOf('Ana First');
    expect(screen.queryByRole('checkbox', { name: /^Select / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Invite/ })).not.toBeInTheDocument();
  });
});

describe('the onboarding filter in the address', () => {
  it('is read from and written to ?onboarding=', () => {
    const view = viewFromParams(new URLSearchParams('tab=waitlist&onboarding=invited'));
    expect(view.onboarding).toBe('invited');
    expect(paramsFromView({ ...view, page: 1 }).toString()).toBe('tab=waitlist&onboarding=invited');
  });
});
