import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '@/features/owner-dashboard/components/dashboard-page';
import { browserTimeZone, dayLabel } from '@/lib/call-times';
import type { AuthPort } from '@/lib/auth';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import { CallError, callMessages, type CallSlot, type OnboardingCall, type OnboardingCallsPort } from '@/lib/onboarding-calls';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

/*
 * The owner's "Book your onboarding call" section on the dashboard, over a fake onboarding-calls port: the open times
 * grouped by day in the owner's zone, booking, moving and cancelling, the refusals, and the checklist's call step.
 */

const zone = browserTimeZone();
const day1 = ['2030-03-05T17:00:00Z', '2030-03-05T17:30:00Z'];
const day2 = ['2030-03-07T18:00:00Z'];
const slotsAt = (times: string[]): CallSlot[] => times.map((startsAt, index) => ({ id: `slot-${startsAt}-${index}`, startsAt }));

/** A server in memory: the open times and the owner's call, changed by book, move and cancel. */
function fakeCalls(initial: { open?: CallSlot[]; mine?: OnboardingCall | null } = {}, overrides: Partial<OnboardingCallsPort> = {}) {
  let open = [...(initial.open ?? slotsAt([...day1, ...day2]))];
  let mine = initial.mine ?? null;
  const take = (slotId: string, sequence: number): OnboardingCall => {
    const slot = open.find((candidate) => candidate.id === slotId);
    if (!slot) throw new CallError(callMessages.taken, 'taken');
    open = open.filter((candidate) => candidate.id !== slotId);
    if (mine) open = [...open, { id: mine.slotId, startsAt: mine.startsAt }].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    mine = { id: mine?.id ?? 'call-1', slotId, startsAt: slot.startsAt, sequence, bookedAt: '2030-01-01T00:00:00Z' };
    return mine;
  };
  const port: OnboardingCallsPort = {
    available: true,
    openSlots: vi.fn(async () => open),
    myCall: vi.fn(async () => mine),
    book: vi.fn(async (slotId: string) => take(slotId, 0)),
    move: vi.fn(async (slotId: string) => take(slotId, (mine?.sequence ?? 0) + 1)),
    cancel: vi.fn(async () => {
      if (mine) open = [...open, { id: mine.slotId, startsAt: mine.startsAt }];
      mine = null;
    }),
    adminSlots: vi.fn(async () => []),
    publish: vi.fn(async () => 0),
    withdraw: vi.fn(async () => undefined),
    ...overrides,
  };
  return { port, takeAway: (slotId: string) => (open = open.filter((slot) => slot.id !== slotId)) };
}

const paid = createFakeOwnerBilling({
  waitlist: async () => ({ queuePosition: 12, depositPaid: true, depositAmount: 99, status: 'confirmed' }),
});

async function settle() {
  for (let i = 0; i < 4; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function renderDashboard(calls: OnboardingCallsPort, options: { auth?: AuthPort; billing?: typeof paid } = {}) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <WithAppRoot
        parts={{
          auth: options.auth ?? createFakeAuth(createAuthUser({ firstName: 'Dana' })).port,
          ownerBilling: options.billing ?? paid,
          onboardingCalls: calls,
        }}
      >
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
        </Routes>
      </WithAppRoot>
    </MemoryRouter>,
  );
  await settle();
}

const section = () => screen.getByRole('region', { name: 'Book your onboarding call' });
const callStep = () =>
  within(screen.getByRole('list', { name: 'Next Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes('Book your onboarding call'))!;
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await settle();
}

describe('Book your onboarding call', () => {
  it('lists the open times grouped by day in the owner’s zone, named on screen, and books the one picked', async () => {
    const { port } = fakeCalls();
    await renderDashboard(port);
    expect(within(section()).getByTestId('call-zone')).toHaveTextContent(zone.replace(/_/g, ' '));
    const groups = within(section()).getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('radio').length)).toEqual([2, 1]);
    expect(groups[0]).toHaveAccessibleName(dayLabel(day1[0]!, zone));
    expect(groups[1]).toHaveAccessibleName(dayLabel(day2[0]!, zone));
    expect(callStep().dataset.state).toBe('todo');

    const second = within(groups[0]!).getAllByRole('radio')[1]!;
    await click(second);
    expect(second).toBeChecked();
    await click(within(section()).getByRole('button', { name: 'Book this time' }));

    expect(port.book).toHaveBeenCalledWith(`slot-${day1[1]}-1`, zone);
    expect(within(section()).getByTestId('booked-call')).toHaveTextContent('Your call is booked');
    expect(within(section()).getByTestId('booked-call-time')).toHaveTextContent(dayLabel(day1[1]!, zone));
    expect(screen.getByRole('heading', { name: 'Your call is booked' })).toHaveFocus();
    expect(callStep().dataset.state).toBe('done');
    expect(within(callStep()).getByRole('link', { name: 'Book your onboarding call' })).toHaveAttribute('href', '#onboarding-call');
  });

  it('asks for a time before booking, and keeps the owner’s choice when the server cannot be reached', async () => {
    const { port } = fakeCalls({}, { book: vi.fn(async () => Promise.reject(new CallError(callMessages.offline, 'offline'))) });
    await renderDashboard(port);
    await click(within(section()).getByRole('button', { name: 'Book this time' }));
    expect(within(section()).getByRole('alert')).toHaveTextContent('Choose a time first.');
    expect(port.book).not.toHaveBeenCalled();

    const choice = within(section()).getAllByRole('radio')[2]!;
    await click(choice);
    await click(within(section()).getByRole('button', { name: 'Book this time' }));
    expect(within(section()).getByRole('alert')).toHaveTextContent(callMessages.offline);
    expect(choice).toBeChecked();
  });

  it('a time another owner took a moment earlier: says so and drops it from the list', async () => {
    const calls = fakeCalls();
    await renderDashboard(calls.port);
    const first = within(section()).getAllByRole('radio')[0]!;
    await click(first);
    calls.takeAway(`slot-${day1[0]}-0`);
    await click(within(section()).getByRole('button', { name: 'Book this time' }));
    expect(within(section()).getByRole('alert')).toHaveTextContent(callMessages.taken);
    expect(within(section()).getAllByRole('radio')).toHaveLength(2);
    expect(within(section()).queryByTestId('booked-call')).toBeNull();
  });

  it('moves a booked call to another time and cancels it after asking', async () => {
    const calls = fakeCalls({ open: slotsAt(day2), mine: { id: 'call-1', slotId: 'old', startsAt: day1[0]!, sequence: 0, bookedAt: '2030-01-01T00:00:00Z' } });
    await renderDashboard(calls.port);
    expect(within(section()).getByTestId('booked-call-time')).toHaveTextContent(dayLabel(day1[0]!, zone));
    expect(callStep().dataset.state).toBe('done');

    await click(within(section()).getByRole('button', { name: 'Move to another time' }));
    await click(within(section()).getByRole('radio'));
    await click(within(section()).getByRole('button', { name: 'Move to this time' }));
    expect(calls.port.move).toHaveBeenCalledWith(`slot-${day2[0]}-0`, zone);
    expect(within(section()).getByTestId('booked-call-time')).toHaveTextContent(dayLabel(day2[0]!, zone));

    await click(within(section()).getByRole('button', { name: 'Cancel the call' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your onboarding call?' });
    await click(within(dialog).getByRole('button', { name: 'Cancel the call' }));
    expect(calls.port.cancel).toHaveBeenCalledTimes(1);
    expect(within(section()).queryByTestId('booked-call')).toBeNull();
    expect(within(section()).getAllByRole('radio').length).toBeGreaterThan(0);
    expect(callStep().dataset.state).toBe('todo');
  });

  it('no open times: says we will e-mail, with nothing to pick', async () => {
    await renderDashboard(fakeCalls({ open: [] }).port);
    expect(within(section()).getByTestId('no-call-times')).toHaveTextContent('No open times yet. We will e-mail you');
    expect(within(section()).queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('the open times could not be read: says so and offers another try', async () => {
    const port = fakeCalls({}, { openSlots: vi.fn(async () => Promise.reject(new CallError(callMessages.offline, 'offline'))) }).port;
    await renderDashboard(port);
    expect(within(section()).getByRole('alert')).toHaveTextContent('We could not load the open times.');
    expect(within(section()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an owner who has not paid the deposit sees why booking is closed, and no times are asked for', async () => {
    const { port } = fakeCalls();
    await renderDashboard(port, { billing: createFakeOwnerBilling() });
    expect(section()).toHaveTextContent('Booking a call opens once your deposit is paid.');
    expect(port.openSlots).not.toHaveBeenCalled();
  });

  it('browser-only mode says booking a call needs the server', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <WithAppRoot parts={{ auth: browserOnlyAuth }}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage />} />
          </Routes>
        </WithAppRoot>
      </MemoryRouter>,
    );
    await settle();
    expect(section()).toHaveTextContent('Booking a call needs the DoorKeep server');
    expect(within(section()).queryByRole('radio')).toBeNull();
  });
});
