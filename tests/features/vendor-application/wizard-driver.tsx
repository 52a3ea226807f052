import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { VendorApplicationWizard } from '@/features/vendor-application/components/vendor-application-wizard';
import { renderWithBackend } from '../../factories/backend';

/** The wizard at /vendor-signup, with a stand-in for the submitted page it navigates to. */
export function renderWizard() {
  return renderWithBackend(
    <MemoryRouter initialEntries={['/vendor-signup']}>
      <Routes>
        <Route path="/vendor-signup" element={<VendorApplicationWizard />} />
        <Route path="/vendor-application-submitted" element={<p data-testid="submitted">submitted</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A user on fake timers (the wizard's 2 s submit delay). */
export const wizardUser = () => userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
type WizardUser = ReturnType<typeof wizardUser>;

async function fill(user: WizardUser, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}
const continueButton = () => screen.getByRole('button', { name: /^Continue/ });

/**
 * Fills the three steps with a valid application; `beforeSubmit` runs just before Submit Application. `typed` adds
 * a website and replaces the ZIP code with what an applicant might type.
 */
export async function fillAndSubmit(
  user: WizardUser,
  beforeSubmit: () => void = () => undefined,
  typed: { website?: string; zip?: string } = {},
) {
  await fill(user, screen.getByLabelText(/^Company name/), 'Reliable Repairs');
  await fill(user, screen.getByLabelText(/^Contact person/), 'Sam Rivera');
  await fill(user, screen.getByLabelText(/^Email/), 'sam@reliable.example.com');
  await fill(user, screen.getByLabelText(/^Phone/), '(702) 555-0111');
  await fill(user, screen.getByLabelText(/^SMS number/), '(702) 555-0112');
  if (typed.website) await fill(user, screen.getByLabelText(/^Website/), typed.website);
  await user.click(continueButton());
  await fill(user, screen.getByLabelText(/^Year established/), '2012');
  await user.selectOptions(screen.getByLabelText(/^Number of employees/), '6-10');
  await user.click(screen.getByLabelText('Plumbing'));
  await user.click(continueButton());
  await fill(user, screen.getByLabelText(/^Business address/), '400 Main St');
  await fill(user, screen.getByLabelText(/^City/), 'Las Vegas');
  await user.selectOptions(screen.getByLabelText(/^State/), 'NV');
  await fill(user, screen.getByLabelText(/^ZIP code/), typed.zip ?? '89101');
  await user.selectOptions(screen.getByLabelText(/^Contact hours/), 'Weekdays Only');
  beforeSubmit();
  await user.click(screen.getByRole('button', { name: /Submit Application/ }));
  await act(async () => vi.advanceTimersByTime(2000));
}
