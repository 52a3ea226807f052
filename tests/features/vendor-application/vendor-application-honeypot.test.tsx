import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserSubmissions } from '@/lib/submissions/browser-adapter';
import { fillAndSubmit, renderWizard, wizardUser as user } from './wizard-driver';

const trap = () => document.querySelector<HTMLInputElement>('input[name="fax_number"]')!;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('vendor application wizard honeypot', () => {
  it('is hidden from people and, filled in, lands on the usual confirmation while nothing is saved or sent', async () => {
    const create = vi.spyOn(browserSubmissions, 'create');
    renderWizard();
    expect(trap()).toHaveAttribute('tabindex', '-1');
    expect(trap()).toHaveAttribute('autocomplete', 'off');
    expect(trap().closest('[aria-hidden="true"]')).toHaveClass('sr-only');
    await fillAndSubmit(user(), () => fireEvent.change(trap(), { target: { value: 'http://spam.example.com' } }));

    expect(await screen.findByTestId('submitted')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
