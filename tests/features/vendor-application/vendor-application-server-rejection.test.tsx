import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorApplicationWizard } from '@/features/vendor-application';
import { SubmissionRejectedError } from '@/lib/submissions';
import { submissions } from '@/lib/backend';

const serverMessage = 'The server could not accept these details. Please check what you entered and try again.';

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

describe('vendor application wizard when the server refuses the application', { timeout: 60_000 }, () => {
  it("shows the server's message, keeps every answer and the draft, and does not move on", async () => {
    const create = vi.spyOn(submissions, 'create').mockRejectedValue(new SubmissionRejectedError(serverMessage));
    renderWizard();
    await fillAndSubmit(user());

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessage);
    expect(create).toHaveBeenCalledOnce();
    expect(screen.queryByText(/We couldn't save your application/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('submitted')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Business address/)).toHaveValue('400 Main St');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('89101');
    expect(screen.getByRole('button', { name: /Submit Application/ })).toBeEnabled();
    const draft = JSON.parse(sessionStorage.getItem('vendor-application-draft') ?? 'null') as {
      step: number;
      values: Record<string, unknown>;
    } | null;
    expect(draft).toMatchObject({ step: 2, values: { company: 'Reliable Repairs', serviceCity: 'Las Vegas' } });
    await userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Year established/)).toHaveValue('2012');
  });

  it('keeps the generic message for any other failure', async () => {
    vi.spyOn(submissions, 'create').mockRejectedValue(new Error('socket hang up'));
    renderWizard();
    await fillAndSubmit(user());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save your application");
  });
});
