import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportForm, supportFormCopy } from '@/features/support';
import { SubmissionRejectedError } from '@/lib/submissions';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { renderWithBackend } from '../../factories/backend';

const serverMessage = 'The server could not accept these details. Please check what you entered and try again.';
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const values = {
  name: 'Pat Landlord',
  email: 'pat@example.com',
  subject: 'Deposit question',
  message: 'Is the deposit refundable if I sell my duplex?',
};

function fillAndSend() {
  fireEvent.change(field(/your name/i), { target: { value: values.name } });
  fireEvent.change(field(/^email/i), { target: { value: values.email } });
  fireEvent.change(field(/subject/i), { target: { value: values.subject } });
  fireEvent.change(field(/^message/i), { target: { value: values.message } });
  fireEvent.change(screen.getByRole('combobox', { name: /priority/i }), { target: { value: 'urgent' } });
  fireEvent.change(screen.getByRole('combobox', { name: /category/i }), { target: { value: 'billing' } });
  fireEvent.click(screen.getByRole('button', { name: /send message/i }));
}

describe('SupportForm when the server refuses the message', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the server's message in the alert, keeps every field and never shows a ticket", async () => {
    const create = vi.spyOn(browserSubmissions, 'create').mockRejectedValue(new SubmissionRejectedError(serverMessage));
    renderWithBackend(<SupportForm />);
    fillAndSend();
    await act(() => vi.advanceTimersByTimeAsync(1500));

    expect(create).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent(serverMessage);
    expect(screen.queryByText(supportFormCopy.saveFailed)).not.toBeInTheDocument();
    expect(field(/your name/i)).toHaveValue(values.name);
    expect(field(/^email/i)).toHaveValue(values.email);
    expect(field(/subject/i)).toHaveValue(values.subject);
    expect(field(/^message/i)).toHaveValue(values.message);
    expect(screen.getByRole('combobox', { name: /priority/i })).toHaveValue('urgent');
    expect(screen.getByRole('combobox', { name: /category/i })).toHaveValue('billing');
    expect(screen.queryByTestId('ticket-reference')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /send message/i })).toBeEnabled();
  });

  it('keeps the generic message for any other failure', async () => {
    vi.spyOn(browserSubmissions, 'create').mockRejectedValue(new Error('socket hang up'));
    renderWithBackend(<SupportForm />);
    fillAndSend();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('alert')).toHaveTextContent(supportFormCopy.saveFailed);
  });
});
