import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNewsletterSignup, NewsletterForm, newsletterCopy } from '@/features/newsletter';
import { SubmissionRejectedError } from '@/lib/submissions';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { renderWithBackend } from '../../factories/backend';

const serverMessage = 'The server could not accept these details. Please check what you entered and try again.';

// The form loads its save path when the visitor first reaches for it; here it is loaded up front, as after a focus.
beforeAll(() => loadNewsletterSignup());

describe('NewsletterForm when the server refuses the signup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the server's message in the alert, keeps the address and never confirms", async () => {
    const create = vi.spyOn(browserSubmissions, 'create').mockRejectedValue(new SubmissionRejectedError(serverMessage));
    renderWithBackend(<NewsletterForm source="homepage" />);
    fireEvent.change(screen.getByLabelText(/email address/i), { target: { value: 'Reader@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: newsletterCopy.submitLabel }));
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(create).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent(serverMessage);
    expect(screen.queryByText(newsletterCopy.saveFailed)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/email address/i)).toHaveValue('Reader@Example.com');
    expect(screen.getByRole('button', { name: newsletterCopy.submitLabel })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText(newsletterCopy.success)).not.toBeInTheDocument();
  });

  it('keeps the generic message for any other failure', async () => {
    vi.spyOn(browserSubmissions, 'create').mockRejectedValue(new Error('socket hang up'));
    renderWithBackend(<NewsletterForm source="homepage" />);
    fireEvent.change(screen.getByLabelText(/email address/i), { target: { value: 'reader@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: newsletterCopy.submitLabel }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(newsletterCopy.saveFailed);
    expect(screen.queryByText('socket hang up')).not.toBeInTheDocument();
  });
});
