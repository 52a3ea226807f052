import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { fillAndSubmit, renderWizard, wizardUser as user } from './wizard-driver';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const maxLengthOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).maxLength;

describe('vendor application wizard, notes and limits', () => {
  it('caps every text field at its limit, counts the characters of the notes and stores them with the application', async () => {
    const create = vi.spyOn(browserSubmissions, 'create');
    renderWizard();
    expect(
      [/^Company name/, /^Contact person/, /^Email/, /^Phone/, /^SMS number/, /^Website/].map(maxLengthOf),
    ).toEqual([120, 120, 254, 30, 30, 500]);

    await fillAndSubmit(user(), () => {
      expect(
        [
          /^Business address/,
          /^City/,
          /^ZIP code/,
          /^Service area ZIP codes/,
          /^Minimum hourly rate/,
          /^Maximum hourly rate/,
          /^Minimum service charge/,
        ].map(maxLengthOf),
      ).toEqual([200, 100, 10, 1000, 12, 12, 12]);
      const notes = screen.getByRole('textbox', { name: /^Notes for our team/ });
      expect(notes).toHaveAttribute('maxlength', '1000');
      expect(notes).toHaveAccessibleDescription(/custom hours.*0 \/ 1,000 characters/i);
      fireEvent.change(screen.getByLabelText(/^Contact hours/), {
        target: { value: 'Custom Hours (will specify in notes)' },
      });
      fireEvent.change(notes, { target: { value: 'Tue-Sat 7 AM - 3 PM' } });
      expect(screen.getByText('19 / 1,000 characters')).toBeInTheDocument();
    });

    expect(await screen.findByTestId('submitted')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith(
      'vendorApplications',
      expect.objectContaining({
        contactHours: 'Custom Hours (will specify in notes)',
        notes: 'Tue-Sat 7 AM - 3 PM',
      }),
    );
  });
});
