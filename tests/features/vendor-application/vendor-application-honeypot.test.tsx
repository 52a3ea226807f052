import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorApplicationWizard } from '@/features/vendor-application';
import { submissions } from '@/lib/backend';

const trap = () => document.querySelector<HTMLInputElement>('input[name="fax_number"]')!;

function renderWizard() {
  return render(
    <MemoryRouter initialEntries={['/vendor-signup']}>
      <Routes>
        <Route path="/vendor-signup" element={<VendorApplicationWizard />} />
        <Route path="/vendor-application-submitted" element={<p data-testid="submitted">submitted</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const user = () => userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
async function fill(u: ReturnType<typeof user>, element: HTMLElement, text: string) {
  await u.click(element);
  await u.paste(text);
}
const continueButton = () => screen.getByRole('button', { name: /^Continue/ });

async function fillAndSubmit(u: ReturnType<typeof user>) {
  await fill(u, screen.getByLabelText(/^Company name/), 'Reliable Repairs');
  await fill(u, screen.getByLabelText(/^Contact person/), 'Sam Rivera');
  await fill(u, screen.getByLabelText(/^Email/), 'sam@reliable.example.com');
  await fill(u, screen.getByLabelText(/^Phone/), '(702) 555-0111');
  await fill(u, screen.getByLabelText(/^SMS number/), '(702) 555-0112');
  await u.click(continueButton());
  await fill(u, screen.getByLabelText(/^Year established/), '2012');
  await u.selectOptions(screen.getByLabelText(/^Number of employees/), '6-10');
  await u.click(screen.getByLabelText('Plumbing'));
  await u.click(continueButton());
  await fill(u, screen.getByLabelText(/^Business address/), '400 Main St');
  await fill(u, screen.getByLabelText(/^City/), 'Las Vegas');
  await u.selectOptions(screen.getByLabelText(/^State/), 'NV');
  await fill(u, screen.getByLabelText(/^ZIP code/), '89101');
  await u.selectOptions(screen.getByLabelText(/^Contact hours/), 'Weekdays Only');
  fireEvent.change(trap(), { target: { value: 'http://spam.example.com' } });
  await u.click(screen.getByRole('button', { name: /Submit Application/ }));
  await act(async () => vi.advanceTimersByTime(2000));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('vendor application wizard honeypot', { timeout: 60_000 }, () => {
  it('is hidden from people and, filled in, lands on the usual confirmation while nothing is saved or sent', async () => {
    const create = vi.spyOn(submissions, 'create');
    renderWizard();
    expect(trap()).toHaveAttribute('tabindex', '-1');
    expect(trap()).toHaveAttribute('autocomplete', 'off');
    expect(trap().closest('[aria-hidden="true"]')).toHaveClass('sr-only');
    await fillAndSubmit(user());

    expect(await screen.findByTestId('submitted')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
