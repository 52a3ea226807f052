import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WaitlistPanel } from '@/features/admin/components/waitlist-panel';
import type { AdminDataPort, UnmatchedDeposit, WaitlistSignup } from '@/lib/submissions';
import { renderAdminPanel } from '../../factories/admin';
import { createWaitlistSignup } from '../../factories/submissions';

const deposit = (overrides: Partial<UnmatchedDeposit> = {}): UnmatchedDeposit => ({
  id: 7,
  checkoutSessionId: 'cs_test_1',
  amountCents: 9900,
  currency: 'usd',
  reason: 'no_waitlist_row',
  createdAt: '2026-11-20T15:30:00Z',
  email: 'dana@example.com',
  suggestedWaitlistId: null,
  detailsSource: null,
  ...overrides,
});

/** An admin data port double: one waitlist row, the given open deposits, and `attach` deciding each attach call. */
function fakePort(open: UnmatchedDeposit[], attach: (depositId: number, id: string) => Promise<void>) {
  let deposits = open;
  const rows: WaitlistSignup[] = [createWaitlistSignup({ id: 'WAIT-ABCDE1234' })];
  const attachDeposit = vi.fn(async (depositId: number, id: string) => {
    await attach(depositId, id);
    deposits = deposits.filter((entry) => entry.id !== depositId);
  });
  const port: AdminDataPort = {
    list: vi.fn(async () => ({ rows, total: rows.length }) as never),
    stats: vi.fn(async () => ({ total: 1, paid: 0, pendingPayment: 1, totalDeposits: 0 }) as never),
    export: async () => rows as never,
    update: async () => undefined,
    subscribe: () => () => undefined,
    unmatchedDeposits: async () => deposits,
    attachDeposit,
  };
  return { port, attachDeposit };
}

const renderPanel = (port: AdminDataPort) => renderAdminPanel(WaitlistPanel, port, 'waitlist');

describe('unmatched deposits in the Waitlist Signups tab', () => {
  it('shows a notice listing each open deposit with its amount, reason and buyer', async () => {
    const { port } = fakePort(
      [deposit(), deposit({ id: 8, email: null, reason: 'not_the_deposit', amountCents: 4950 })],
      async () => undefined,
    );
    renderPanel(port);
    const notice = await screen.findByRole('region', { name: '2 paid deposits are not on a waitlist row' });
    expect(within(notice).getByText('dana@example.com')).toBeInTheDocument();
    const [first, second] = within(notice).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^\$99\.00 · Paid /);
    expect(second).toHaveTextContent(/^\$49\.50 · Paid /);
    expect(within(notice).getByText('The buyer had no waitlist signup when they paid.')).toBeInTheDocument();
    expect(within(notice).getByText('Buyer e-mail unknown')).toBeInTheDocument();
    // Only the $99 deposit can be attached; the other payment is refunded in Stripe.
    expect(within(notice).getAllByRole('button', { name: /Attach to a signup/ })).toHaveLength(1);
  });

  it('says where a suggested signup’s details come from: the buyer’s own typing, or their account in place of a stranger’s', async () => {
    const { port } = fakePort(
      [
        deposit({ suggestedWaitlistId: 'WAIT-OWNROW001', detailsSource: 'payer_row' }),
        deposit({ id: 9, suggestedWaitlistId: 'WAIT-NOOWNER01', detailsSource: 'payer_account' }),
      ],
      async () => undefined,
    );
    const user = userEvent.setup();
    renderPanel(port);
    const notice = await screen.findByRole('region', { name: '2 paid deposits are not on a waitlist row' });
    const [own, ownerless] = within(notice).getAllByRole('listitem');
    expect(own).toHaveTextContent('Suggested signup: WAIT-OWNROW001. The name, e-mail and phone on this signup were typed by the buyer');
    expect(ownerless).toHaveTextContent(
      'Suggested signup: WAIT-NOOWNER01. This signup was filled in signed out, so anyone could have typed it. Attaching replaces its name, e-mail and phone with the buyer’s account details.',
    );

    await user.click(within(ownerless!).getByRole('button', { name: /Attach to a signup/ }));
    const dialog = screen.getByRole('dialog', { name: 'Attach the deposit to a signup' });
    expect(within(dialog).getByLabelText('Signup id (WAIT-…)')).toHaveAccessibleDescription(
      /replaces its name, e-mail and phone with the buyer’s account details/,
    );
  });

  it('shows nothing when every deposit reached its row', async () => {
    const { port } = fakePort([], async () => undefined);
    renderPanel(port);
    await screen.findByText('WAIT-ABCDE1234');
    expect(screen.queryByText(/not on a waitlist row/)).not.toBeInTheDocument();
  });

  it('attaches a deposit to the typed WAIT- id, then refreshes the notice and the figures', async () => {
    const { port, attachDeposit } = fakePort(
      [deposit({ suggestedWaitlistId: 'WAIT-SUGGEST01' })],
      async () => undefined,
    );
    const user = userEvent.setup();
    renderPanel(port);
    await user.click(await screen.findByRole('button', { name: /Attach to a signup/ }));

    const dialog = screen.getByRole('dialog', { name: 'Attach the deposit to a signup' });
    const field = within(dialog).getByLabelText('Signup id (WAIT-…)');
    expect(field).toHaveValue('WAIT-SUGGEST01');
    await user.clear(field);
    await user.type(field, 'WAIT-ABCDE1234');
    await user.click(within(dialog).getByRole('button', { name: 'Attach deposit' }));

    expect(attachDeposit).toHaveBeenCalledWith(7, 'WAIT-ABCDE1234');
    expect(
      await screen.findByText('The deposit is attached to WAIT-ABCDE1234; the signup is now paid.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/not on a waitlist row/)).not.toBeInTheDocument());
    // The attach changed the figures and the list too: both are read again.
    await waitFor(() => expect(port.stats).toHaveBeenCalledTimes(8));
    expect(port.list).toHaveBeenCalledTimes(2);
  });

  it("keeps what was typed and shows the server's reason when the attach is refused", async () => {
    const reason = 'Waitlist signup WAIT-PAID00001 has already paid its deposit.';
    const { port, attachDeposit } = fakePort([deposit()], async () => {
      throw new Error(reason);
    });
    const user = userEvent.setup();
    renderPanel(port);
    await user.click(await screen.findByRole('button', { name: /Attach to a signup/ }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('Signup id (WAIT-…)');
    await user.type(field, 'WAIT-PAID00001{Enter}');

    expect(attachDeposit).toHaveBeenCalledWith(7, 'WAIT-PAID00001');
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(field).toHaveValue('WAIT-PAID00001');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByRole('region', { name: '1 paid deposit is not on a waitlist row' }),
    ).toBeInTheDocument();
  });
});
