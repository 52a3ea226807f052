import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNewsletterSignup, NewsletterForm, newsletterCopy } from '@/features/newsletter';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { renderWithBackend } from '../../factories/backend';

const trap = () => document.querySelector<HTMLInputElement>('input[name="fax_number"]')!;

// The form loads its save path when the visitor first reaches for it; here it is loaded up front, as after a focus.
beforeAll(() => loadNewsletterSignup());

describe('NewsletterForm honeypot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is hidden from people: visually hidden, aria-hidden, out of the tab order and never autofilled', () => {
    renderWithBackend(<NewsletterForm source="homepage" />);
    expect(trap()).toHaveAttribute('tabindex', '-1');
    expect(trap()).toHaveAttribute('autocomplete', 'off');
    expect(trap().closest('[aria-hidden="true"]')).toHaveClass('sr-only');
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).not.toBeInTheDocument();
  });

  it('filled in, the visitor sees the usual confirmation and nothing is saved or sent', async () => {
    const create = vi.spyOn(browserSubmissions, 'create');
    renderWithBackend(<NewsletterForm source="homepage" />);
    fireEvent.change(screen.getByLabelText(/email address/i), { target: { value: 'bot@example.com' } });
    fireEvent.change(trap(), { target: { value: 'http://spam.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: newsletterCopy.submitLabel }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveTextContent(newsletterCopy.success);
    expect(create).not.toHaveBeenCalled();
  });
});
