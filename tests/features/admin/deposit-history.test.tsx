import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WaitlistPanel } from '@/features/admin/components/waitlist-panel';
import type { AdminDataPort, DepositHistoryEntry, WaitlistSignup } from '@/lib/submissions';
import { renderAdminPanel } from '../../factories/admin';
import { createWaitlistSignup } from '../../factories/submissions';

const signup = createWaitlistSignup({
  id: 'WAIT-RETURNER1',
  firstName: 'Rosa',
  lastName: 'Returner',
  depositPaid: true,
  depositAmount: 99,
  status: 'confirmed',
});

/** A port with one waitlist row whose deposit history is whatever `history` answers. */
function portWith(history: (waitlistId: string) => Promise<DepositHistoryEntry[]>) {
  const rows: WaitlistSignup[] = [signup];
  const depositHistory = vi.fn(history);
  const port: AdminDataPort = {
    list: async () => ({ rows, total: rows.length }) as never,
    stats: async () => ({ total: 1, paid: 3, pendingPayment: 0, refunded: 2, totalDeposits: 99 }) as never,
    export: async () => [] as never,
    update: async () => undefined,
    subscribe: () => () => undefined,
    depositHistory,
  };
  return { port, depositHistory };
}

const line = (overrides: Partial<DepositHistoryEntry>): DepositHistoryEntry => ({
  kind: 'payment',
  at: '2026-11-02T15:30:00Z',
  amount: 99,
  currency: 'usd',
  reference: 'DK-RES-AAAAAAAA',
  status: 'paid',
  ...overrides,
});

/** Paid three times, refunded twice, and a checkout whose payment failed in between. */
const paidThreeTimes: DepositHistoryEntry[] = [
  line({ at: '2026-11-02T15:30:00Z', reference: 'DK-RES-AAAAAAAA' }),
  line({ kind: 'refund', at: '2026-11-03T09:00:00Z', reference: 'DK-RES-AAAAAAAA', status: 'refunded' }),
  line({ kind: 'checkout', at: '2026-11-05T10:00:00Z', reference: 'DK-RES-BBBBBBBB', status: 'canceled' }),
  line({ at: '2026-11-06T10:00:00Z', reference: 'DK-RES-CCCCCCCC' }),
  line({ kind: 'refund', at: '2026-11-07T10:00:00Z', reference: 'DK-RES-CCCCCCCC', status: 'refunded' }),
  line({ at: '2026-11-09T10:00:00Z', reference: 'DK-RES-DDDDDDDD' }),
];

async function openDetails() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Rosa Returner' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rosa Returner' });
  return within(dialog).getByRole('region', { name: 'Deposit history' });
}

describe("a waitlist signup's deposit history in its details", () => {
  it('lists every checkout, payment and refund oldest first, with its reference and status, and what they add up to', async () => {
    const { port, depositHistory } = portWith(async () => paidThreeTimes);
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const history = await openDetails();

    const list = await within(history).findByRole('list', { name: 'Deposit history' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items[0]).toHaveTextContent('Payment');
    expect(items[0]).toHaveTextContent('$99');
    expect(items[0]).toHaveTextContent('DK-RES-AAAAAAAA');
    expect(items[0]).toHaveTextContent('Paid');
    expect(items[0]).toHaveTextContent('Nov 2, 2026');
    expect(items[1]).toHaveTextContent('Refund');
    expect(items[1]).toHaveTextContent('DK-RES-AAAAAAAA');
    expect(items[1]).toHaveTextContent('Refunded');
    expect(items[2]).toHaveTextContent('Checkout');
    expect(items[2]).toHaveTextContent('Payment failed');
    expect(items[5]).toHaveTextContent('DK-RES-DDDDDDDD');
    // The failed checkout moved no money: three payments less two refunds leave one deposit held.
    expect(history).toHaveTextContent('3 payments, 2 refunds, $99 held now');
    expect(depositHistory).toHaveBeenCalledWith('WAIT-RETURNER1', expect.any(AbortSignal));
  });

  it('says so while the history loads', async () => {
    const { port } = portWith(() => new Promise(() => undefined));
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const history = await openDetails();
    expect(within(history).getByRole('status')).toHaveTextContent('Loading the deposit history…');
    expect(within(history).queryByRole('list')).toBeNull();
  });

  it('says when the signup has no checkout, payment or refund', async () => {
    const { port } = portWith(async () => []);
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const history = await openDetails();
    expect(await within(history).findByText('No checkouts, payments or refunds yet.')).toBeInTheDocument();
    expect(within(history).queryByRole('list')).toBeNull();
  });

  it('says the history could not be loaded when the read fails, and shows no figures of its own', async () => {
    const { port } = portWith(async () => {
      throw new Error('network down');
    });
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const history = await openDetails();
    expect(await within(history).findByRole('alert')).toHaveTextContent('The deposit history could not be loaded.');
    expect(history).not.toHaveTextContent('held now');
  });

  it('shows a recorded deposit with no order as having no reference', async () => {
    const { port } = portWith(async () => [line({ reference: null, at: '2026-11-02' })]);
    renderAdminPanel(WaitlistPanel, port, 'waitlist');
    const history = await openDetails();
    const [item] = within(await within(history).findByRole('list')).getAllByRole('listitem');
    expect(item).toHaveTextContent('None (recorded on the signup)');
    expect(item).toHaveTextContent('November 2, 2026');
  });
});
