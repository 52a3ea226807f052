import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmissionRejectedError } from '@/lib/submissions';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { fillAndSubmit, renderWizard, wizardUser as user } from './wizard-driver';

const serverMessage = 'The server could not accept these details. Please check what you entered and try again.';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('vendor application wizard when the server refuses the application', () => {
  it("shows the server's message, keeps every answer and the draft, and does not move on", async () => {
    const create = vi.spyOn(browserSubmissions, 'create').mockRejectedValue(new SubmissionRejectedError(serverMessage));
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
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Year established/)).toHaveValue('2012');
  });

  it('keeps the generic message for any other failure', async () => {
    vi.spyOn(browserSubmissions, 'create').mockRejectedValue(new Error('socket hang up'));
    renderWizard();
    await fillAndSubmit(user());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save your application");
  });
});
