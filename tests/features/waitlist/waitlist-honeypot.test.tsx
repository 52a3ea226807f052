import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentStepCopy } from '@/features/waitlist';
import { WaitlistFlow } from '@/features/waitlist/components/waitlist-flow';
import { browserCollections, browserSubmissions } from '@/lib/submissions/browser-adapter';
import { renderInAppRoot } from '../../factories/backend';

const filled = { firstName: 'Spam', lastName: 'Bot', email: 'bot@example.com', phone: '(702) 555-0100' };
const labels = { firstName: /first name/i, lastName: /last name/i, email: /^email/i, phone: /^phone/i } as const;
const trap = () => document.querySelector<HTMLInputElement>('input[name="fax_number"]')!;

describe('WaitlistFlow honeypot', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is hidden from people and, filled in, ends step 1 as usual while nothing is saved or sent', async () => {
    const create = vi.spyOn(browserSubmissions, 'create');
    renderInAppRoot(<WaitlistFlow />);
    // The flow reads this browser's saved signups after mount; the answer reaches it on a 0 ms timer.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(trap()).toHaveAttribute('tabindex', '-1');
    expect(trap()).toHaveAttribute('autocomplete', 'off');
    expect(trap().closest('[aria-hidden="true"]')).toHaveClass('sr-only');

    (Object.keys(filled) as (keyof typeof filled)[]).forEach((name) =>
      fireEvent.change(screen.getByRole('textbox', { name: labels[name] }), { target: { value: filled[name] } }),
    );
    fireEvent.click(screen.getByRole('radio', { name: '6-20 properties' }));
    fireEvent.change(trap(), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /continue/i }));
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(screen.getByRole('status')).toHaveTextContent(filled.email);
    expect(screen.queryByRole('heading', { name: paymentStepCopy.heading })).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    expect(browserCollections.list('waitlist')).toEqual([]);
  });
});
