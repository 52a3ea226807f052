import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutSuccessPage } from '@/features/checkout/components/checkout-success-page';

import type { CheckoutStatus } from '@/lib/billing';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

const timings = { minLoading: 1000, pollEvery: 2000, pollFor: 20_000 };
const paid: CheckoutStatus = {
  kind: 'found',
  reference: 'DK-RES-ABCD2345',
  amountTotal: 9900,
  currency: 'usd',
  paymentStatus: 'paid',
  status: 'completed',
  queuePosition: 530,
};

async function renderPaid(passwordUnset: boolean) {
  const { port } = createFakeAuth(createAuthUser({ passwordUnset }));
  render(
    <MemoryRouter initialEntries={['/checkout-success?session_id=cs_test_7']}>
      <WithAppRoot parts={{ auth: port, ownerBilling: createFakeOwnerBilling({ checkoutStatus: vi.fn(async () => paid) }) }}>
        <Routes>
          <Route path="/checkout-success" element={<CheckoutSuccessPage timings={timings} />} />
        </Routes>
        </WithAppRoot>
    </MemoryRouter>,
  );
  await act(async () => {});
  await act(async () => vi.advanceTimersByTimeAsync(timings.minLoading));
  // The answer reaches the page on TanStack Query's 0 ms hand-on timers.
  for (let i = 0; i < 3; i++) await act(async () => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful!');
}

describe("CheckoutSuccessPage: 'Set your password' for a silent account", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => vi.useRealTimers());

  it('offers it to an owner whose password was generated, linking to the card on the dashboard', async () => {
    await renderPaid(true);
    expect(screen.getByRole('link', { name: /Set your password/ })).toHaveAttribute('href', '/dashboard#set-password');
  });

  it('does not offer it to an owner who chose a password', async () => {
    await renderPaid(false);
    expect(screen.queryByRole('link', { name: /Set your password/ })).not.toBeInTheDocument();
  });
});
