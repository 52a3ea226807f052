import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupportForm } from '@/features/support';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { renderWithBackend } from '../../factories/backend';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const trap = () => document.querySelector<HTMLInputElement>('input[name="fax_number"]')!;

describe('SupportForm honeypot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is hidden from people and, filled in, shows a ticket as usual while nothing is saved or sent', async () => {
    const create = vi.spyOn(browserSubmissions, 'create');
    renderWithBackend(<SupportForm />);
    expect(trap()).toHaveAttribute('tabindex', '-1');
    expect(trap()).toHaveAttribute('autocomplete', 'off');
    expect(trap().closest('[aria-hidden="true"]')).toHaveClass('sr-only');

    fireEvent.change(field(/your name/i), { target: { value: 'Spam Bot' } });
    fireEvent.change(field(/^email/i), { target: { value: 'bot@example.com' } });
    fireEvent.change(field(/subject/i), { target: { value: 'Cheap pills' } });
    fireEvent.change(field(/^message/i), { target: { value: 'Buy now at spam.example.com' } });
    fireEvent.change(trap(), { target: { value: '555-0100' } });
    fireEvent.click(screen.getByRole('button', { name: /send message/i }));
    await act(() => vi.advanceTimersByTimeAsync(1500));

    expect(screen.getByTestId('ticket-reference')).toHaveTextContent(/^DK-[A-Z0-9]{9}$/);
    expect(create).not.toHaveBeenCalled();
  });
});
