import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNewsletterSignup, NewsletterForm, newsletterCopy } from '@/features/newsletter';
import { browserCollections, storageKeys } from '@/lib/submissions/browser-adapter';
import { renderWithBackend } from '../../factories/backend';
import { createNewsletterSignup } from '../../factories/submissions';

const saved = () => browserCollections.list('newsletter');

function setup(source: 'homepage' | 'resources' = 'homepage') {
  const view = renderWithBackend(<NewsletterForm source={source} />);
  const input = () => screen.getByLabelText(/email address/i);
  const button = () => screen.getByRole('button', { name: /subscrib/i });
  const type = (value: string) => fireEvent.change(input(), { target: { value } });
  const submit = () => fireEvent.click(button());
  return { ...view, input, button, type, submit };
}

// Generous per-test time: these render whole forms on a shared two-core machine.
// The form loads its save path when the visitor first reaches for it; here it is loaded up front, as after a focus.
beforeAll(() => loadNewsletterSignup());

describe('NewsletterForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves a new address after 1 s, lower-cased and trimmed, then confirms for 3 s and returns empty', async () => {
    vi.setSystemTime(new Date('2025-03-04T10:00:00.000Z'));
    const form = setup('resources');
    expect(form.input()).toBeRequired();
    form.type('  Reader@Example.COM ');
    form.submit();

    expect(form.button()).toBeDisabled();
    expect(form.button()).toHaveTextContent(newsletterCopy.busyLabel);
    expect(form.button()).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(saved()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent(newsletterCopy.success);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const [record] = saved();
    expect(record).toMatchObject({ email: 'reader@example.com', source: 'resources', signupDate: '2025-03-04T10:00:01.000Z' });
    expect(record.id).toMatch(/^NEWS-[A-Z0-9]{9}$/);

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.getByRole('status')).toHaveTextContent(newsletterCopy.success);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(form.input()).toHaveValue('');
    expect(form.button()).toBeEnabled();
    expect(form.button()).toHaveTextContent(newsletterCopy.submitLabel);
  });

  it.each(['', '   ', 'reader', 'reader@example', 'read er@example.com', '@example.com'])(
    'rejects %j with the exact message, wired to the field and announced',
    (value) => {
      const form = setup();
      form.type(value);
      form.submit();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(newsletterCopy.invalidEmail);
      expect(alert).toHaveTextContent('Please enter a valid email address');
      expect(form.input()).toHaveAttribute('aria-invalid', 'true');
      expect(form.input()).toHaveAttribute('aria-describedby', alert.id);
      expect(form.button()).toBeEnabled();
      vi.runAllTimers();
      expect(saved()).toHaveLength(0);
    },
  );

  it('clears the invalid-address message as soon as the field is edited', () => {
    const form = setup();
    form.type('not-an-email');
    form.submit();
    expect(screen.getByText(newsletterCopy.invalidEmail)).toBeInTheDocument();
    form.type('not-an-email@');
    expect(screen.queryByText(newsletterCopy.invalidEmail)).not.toBeInTheDocument();
    expect(form.input()).not.toHaveAttribute('aria-invalid');
  });

  it('treats an address already saved here (any case) as subscribed after 0.5 s with no second record', async () => {
    localStorage.setItem(storageKeys.newsletter, JSON.stringify([createNewsletterSignup({ email: 'owner@example.com' })]));
    const form = setup();
    form.type('OWNER@Example.com');
    form.submit();
    expect(form.button()).toHaveTextContent(newsletterCopy.busyLabel);

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(screen.queryByText(newsletterCopy.success)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toHaveTextContent(newsletterCopy.success);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saved()).toHaveLength(1);
  });

  it('shows the save error, re-enables the button and keeps the address when storage refuses the write', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const form = setup();
    form.type('new@example.com');
    form.submit();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(form.button()).toBeEnabled();
    expect(form.button()).toHaveTextContent(newsletterCopy.submitLabel);
    expect(form.input()).toHaveValue('new@example.com');
    expect(screen.queryByText(newsletterCopy.success)).not.toBeInTheDocument();
  });

  it('clears its timers when it unmounts mid-save, so nothing is saved or updated afterwards', async () => {
    const form = setup();
    form.type('leaving@example.com');
    form.submit();
    form.unmount();
    expect(vi.getTimerCount()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(saved()).toHaveLength(0);
  });
});

describe('NewsletterForm focus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves focus to the confirmation when the submit button disappears, and back to the field after', async () => {
    renderWithBackend(<NewsletterForm source="homepage" />);
    fireEvent.change(screen.getByLabelText(/email address/i), { target: { value: 'focus@example.com' } });
    const button = screen.getByRole('button', { name: 'Subscribe' });
    button.focus();
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByLabelText(/email address/i)).toHaveFocus();
  });
});
