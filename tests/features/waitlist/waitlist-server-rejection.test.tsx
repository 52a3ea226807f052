import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { infoStepCopy, paymentStepCopy } from '@/features/waitlist';
import { WaitlistFlow } from '@/features/waitlist/components/waitlist-flow';
import { SubmissionRejectedError } from '@/lib/submissions';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { renderInAppRoot } from '../../factories/backend';

const serverMessage = 'The server could not accept these details. Please check what you entered and try again.';
const filled = { firstName: 'Dana', lastName: 'Owner', email: 'dana@example.com', phone: '(702) 555-0100' };
const labels = { firstName: /first name/i, lastName: /last name/i, email: /^email/i, phone: /^phone/i } as const;
const field = (name: keyof typeof labels) => screen.getByRole('textbox', { name: labels[name] });

async function submitStepOne() {
  renderInAppRoot(<WaitlistFlow />);
  // The flow reads this browser's saved signups after mount; the answer reaches it on a 0 ms timer.
  await act(() => vi.advanceTimersByTimeAsync(0));
  (Object.keys(filled) as (keyof typeof filled)[]).forEach((name) =>
    fireEvent.change(field(name), { target: { value: filled[name] } }),
  );
  fireEvent.click(screen.getByRole('radio', { name: '6-20 properties' }));
  fireEvent.click(screen.getByRole('button', { name: /continue/i }));
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

describe('WaitlistFlow step 1 when the server refuses the signup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the server's message, keeps every answer and stays on step 1", async () => {
    const create = vi.spyOn(browserSubmissions, 'create').mockRejectedValue(new SubmissionRejectedError(serverMessage));
    await submitStepOne();

    expect(create).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent(serverMessage);
    expect(screen.queryByText(infoStepCopy.saveFailed)).not.toBeInTheDocument();
    for (const name of Object.keys(filled) as (keyof typeof filled)[]) expect(field(name)).toHaveValue(filled[name]);
    expect(screen.getByRole('radio', { name: '6-20 properties' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: paymentStepCopy.heading })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /continue/i })).toBeEnabled();
  });

  it('keeps the generic message for any other failure', async () => {
    vi.spyOn(browserSubmissions, 'create').mockRejectedValue(new Error('socket hang up'));
    await submitStepOne();
    expect(screen.getByRole('alert')).toHaveTextContent(infoStepCopy.saveFailed);
  });
});
