import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WaitlistPanel } from '@/features/admin/components/waitlist-panel';
import { CallError, callMessages, type AdminCallSlot, type OnboardingCallsPort } from '@/lib/onboarding-calls';
import { browserAdminData } from '@/lib/submissions/browser-admin-data';
import { renderAdminPanel } from '../../factories/admin';

/*
 * The Waitlist tab's onboarding call times: the admin publishes a run of times on a date in their own zone, sees the
 * upcoming ones open or booked with the owner's name, and a refusal keeps what was typed.
 */

/** Local wall-clock time → the instant, as the browser reads the form's fields. */
const local = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();
const nextYear = new Date().getFullYear() + 1;
const date = `${nextYear}-03-10`;

function fakeCalls(overrides: Partial<OnboardingCallsPort> = {}) {
  let slots: AdminCallSlot[] = [
    { slotId: 'booked', startsAt: local(date, '09:00'), callId: 'call-1', ownerName: 'Dana Owner', ownerEmail: 'dana@example.com', bookedAt: '2026-01-01T00:00:00Z' },
  ];
  const port: OnboardingCallsPort = {
    available: true,
    openSlots: vi.fn(async () => []),
    myCall: vi.fn(async () => null),
    book: vi.fn(),
    move: vi.fn(),
    cancel: vi.fn(),
    adminSlots: vi.fn(async () => slots),
    publish: vi.fn(async (startsAt: string, count: number) => {
      for (let i = 0; i < count; i++) {
        const at = new Date(new Date(startsAt).getTime() + i * 30 * 60_000).toISOString();
        slots = [...slots, { slotId: `new-${i}`, startsAt: at, callId: null, ownerName: null, ownerEmail: null, bookedAt: null }];
      }
      return count;
    }),
    withdraw: vi.fn(async (slotId: string) => {
      slots = slots.filter((slot) => slot.slotId !== slotId);
    }),
    ...overrides,
  };
  return port;
}

const section = () => screen.getByRole('region', { name: 'Onboarding call times' });

describe('onboarding call times in the Waitlist tab', () => {
  it('publishes consecutive times from the date and start typed in the admin’s zone, and lists them beside the booked one', async () => {
    const user = userEvent.setup();
    const port = fakeCalls();
    renderAdminPanel(WaitlistPanel, browserAdminData, 'waitlist', port);
    expect(await within(section()).findByText('Booked by Dana Owner')).toBeInTheDocument();
    expect(within(section()).getByTestId('admin-call-zone')).toHaveTextContent(Intl.DateTimeFormat().resolvedOptions().timeZone.replace(/_/g, ' '));

    await user.type(within(section()).getByLabelText(/^Date/), date);
    await user.type(within(section()).getByLabelText(/^First start time/), '10:00');
    await user.clear(within(section()).getByLabelText(/^Number of times/));
    await user.type(within(section()).getByLabelText(/^Number of times/), '3');
    await user.click(within(section()).getByRole('button', { name: 'Publish times' }));

    expect(port.publish).toHaveBeenCalledWith(local(date, '10:00'), 3);
    expect(await within(section()).findByRole('status')).toHaveTextContent('Published 3 times.');
    await waitFor(() => expect(within(section()).getAllByTestId('call-slot')).toHaveLength(4));
    expect(within(section()).getAllByRole('button', { name: /^Withdraw / })).toHaveLength(3);
    expect(within(section()).getByText('3 open, 1 booked')).toBeInTheDocument();

    await user.click(within(section()).getAllByRole('button', { name: /^Withdraw / })[0]!);
    expect(port.withdraw).toHaveBeenCalledWith('new-0');
    await waitFor(() => expect(within(section()).getAllByTestId('call-slot')).toHaveLength(3));
  });

  it('a refused publication says why and keeps what was typed; an empty form asks for the date and time', async () => {
    const user = userEvent.setup();
    const port = fakeCalls({ publish: vi.fn(async () => Promise.reject(new CallError(callMessages.overlap))) });
    renderAdminPanel(WaitlistPanel, browserAdminData, 'waitlist', port);
    await user.click(within(section()).getByRole('button', { name: 'Publish times' }));
    expect(within(section()).getByText('Choose the date.')).toBeInTheDocument();
    expect(within(section()).getByText('Choose the first start time.')).toBeInTheDocument();
    expect(port.publish).not.toHaveBeenCalled();

    await user.type(within(section()).getByLabelText(/^Date/), date);
    await user.type(within(section()).getByLabelText(/^First start time/), '09:15');
    await user.click(within(section()).getByRole('button', { name: 'Publish times' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(callMessages.overlap);
    expect(within(section()).getByLabelText(/^Date/)).toHaveValue(date);
    expect(within(section()).getByLabelText(/^First start time/)).toHaveValue('09:15');
  });

  it('browser-only mode says publishing needs the server', async () => {
    renderAdminPanel(WaitlistPanel, browserAdminData, 'waitlist');
    expect(section()).toHaveTextContent('Publishing call times needs the DoorKeep server');
    expect(within(section()).queryByRole('button', { name: 'Publish times' })).toBeNull();
  });
});
