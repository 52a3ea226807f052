import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationSubmittedPage } from '@/features/vendor-application/components/application-submitted-page';
import { VendorApplicationWizard } from '@/features/vendor-application/components/vendor-application-wizard';
import { browserSubmissions, storageKeys } from '@/lib/submissions/browser-adapter';
import { renderWithBackend } from '../../factories/backend';
import { awaitingDeliveryPort } from '../../factories/delivery';

function SubmittedProbe() {
  const { state } = useLocation();
  return <output data-testid="submitted-state">{JSON.stringify(state)}</output>;
}

function renderWizard() {
  return renderWithBackend(
    <MemoryRouter initialEntries={['/vendor-signup']}>
      <Routes>
        <Route path="/vendor-signup" element={<VendorApplicationWizard />} />
        <Route path="/vendor-application-submitted" element={<SubmittedProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const user = () => userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
/** Types by pasting: one input event per field keeps these long forms fast on a busy machine. */
async function fill(u: ReturnType<typeof user>, element: HTMLElement, text: string) {
  await u.click(element);
  await u.paste(text);
}

const continueButton = () => screen.getByRole('button', { name: /^Continue/ });

async function fillStep1(u: ReturnType<typeof user>) {
  await fill(u, screen.getByLabelText(/^Company name/), 'Reliable Repairs');
  await fill(u, screen.getByLabelText(/^Contact person/), 'Sam Rivera');
  await fill(u, screen.getByLabelText(/^Email/), 'sam@reliable.example.com');
  await fill(u, screen.getByLabelText(/^Phone/), '(702) 555-0111');
  await fill(u, screen.getByLabelText(/^SMS number/), '(702) 555-0112');
}

async function fillStep2(u: ReturnType<typeof user>) {
  await fill(u, screen.getByLabelText(/^Year established/), '2012');
  await u.selectOptions(screen.getByLabelText(/^Number of employees/), '6-10');
  await u.click(screen.getByLabelText('Plumbing'));
}

async function fillStep3(u: ReturnType<typeof user>) {
  await fill(u, screen.getByLabelText(/^Business address/), '400 Main St');
  await fill(u, screen.getByLabelText(/^City/), 'Las Vegas');
  await u.selectOptions(screen.getByLabelText(/^State/), 'NV');
  await fill(u, screen.getByLabelText(/^ZIP code/), '89101');
  await u.selectOptions(screen.getByLabelText(/^Contact hours/), 'Weekdays Only');
}

/** Fills the three steps in turn, ending on step 3 with everything valid. */
async function fillAllSteps(u: ReturnType<typeof user>) {
  await fillStep1(u);
  await u.click(continueButton());
  await fillStep2(u);
  await u.click(continueButton());
  await fillStep3(u);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Typing whole forms is slow on a busy machine; the timings under test use fake timers and stay exact.
describe('vendor application wizard', () => {
  it('enables Continue on each step only once its required fields are filled and valid', async () => {
    const u = user();
    renderWizard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join Our Vendor Network');
    expect(continueButton()).toBeDisabled();
    await fillStep1(u);
    expect(continueButton()).toBeEnabled();
    await u.clear(screen.getByLabelText(/^Email/));
    await fill(u, screen.getByLabelText(/^Email/), 'not-an-email');
    expect(continueButton()).toBeDisabled();
    await u.clear(screen.getByLabelText(/^Email/));
    await fill(u, screen.getByLabelText(/^Email/), 'sam@reliable.example.com');
    await fill(u, screen.getByLabelText(/^Website/), 'javascript:alert(1)');
    expect(continueButton()).toBeDisabled();
    await u.clear(screen.getByLabelText(/^Website/));
    await u.click(continueButton());

    expect(screen.getByRole('heading', { level: 2, name: 'Business Details' })).toHaveFocus();
    expect(continueButton()).toBeDisabled();
    await fill(u, screen.getByLabelText(/^Year established/), '2012');
    await u.selectOptions(screen.getByLabelText(/^Number of employees/), '6-10');
    expect(continueButton()).toBeDisabled();
    await u.click(screen.getByLabelText('Plumbing'));
    expect(continueButton()).toBeEnabled();
    await u.click(continueButton());

    expect(screen.getByRole('heading', { level: 2, name: 'Service Areas' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: /Submit Application/ });
    expect(submit).toBeDisabled();
    await fillStep3(u);
    expect(submit).toBeEnabled();
    await fill(u, screen.getByLabelText(/^Minimum hourly rate/), '90');
    await fill(u, screen.getByLabelText(/^Maximum hourly rate/), '60');
    expect(submit).toBeDisabled();
  });

  it('flags a 6-digit ZIP code instead of silently cutting it to 5', async () => {
    const u = user();
    renderWizard();
    await fillAllSteps(u);
    const zip = screen.getByLabelText(/^ZIP code/);
    await u.clear(zip);
    await fill(u, zip, '891011');
    await u.tab();
    expect(zip).toHaveValue('891011');
    expect(screen.getByText('ZIP code must be exactly 5 digits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit Application/ })).toBeDisabled();
  });

  it('shows exact inline messages when a field is left, not before', async () => {
    const u = user();
    renderWizard();
    const company = screen.getByLabelText(/^Company name/);
    await u.click(company);
    expect(screen.queryByText('Enter your company name')).not.toBeInTheDocument();
    await u.tab();
    expect(screen.getByText('Enter your company name')).toBeInTheDocument();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Enter your company name');

    await fill(u, screen.getByLabelText(/^Email/), 'sam@');
    await u.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await fill(u, screen.getByLabelText(/^Website/), 'data:text/html,hi');
    await u.tab();
    expect(screen.getByText('Please enter a web address starting with http:// or https://')).toBeInTheDocument();
  });

  it('shows the Google reviews info box only when a link is filled', async () => {
    const u = user();
    renderWizard();
    await fillStep1(u);
    await u.click(continueButton());
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await fill(u, screen.getByLabelText(/^Google reviews link/), 'https://maps.example.com/r');
    expect(screen.getByRole('note')).toHaveTextContent('4+ stars get higher approval chances and faster processing');
  });

  it('marks the current step and announces completed steps in the progress list', async () => {
    const u = user();
    renderWizard();
    const progress = screen.getByRole('navigation', { name: 'Application progress' });
    let items = progress.querySelectorAll('li');
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Contact Info (current step)');
    await fillStep1(u);
    await u.click(continueButton());
    items = progress.querySelectorAll('li');
    expect(items[0]).toHaveTextContent('Contact Info (completed)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('status')).toHaveTextContent('Step 2 of 3: Business Details');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Reliable Repairs');
  });

  it("submits after 2 s of 'Submitting Application...', saves the pending record and hands over its number", async () => {
    const u = user();
    renderWizard();
    await fillAllSteps(u);
    expect(sessionStorage.getItem('vendor-application-draft')).toContain('Reliable Repairs');

    await u.click(screen.getByRole('button', { name: /Submit Application/ }));
    const busy = screen.getByRole('button', { name: /Submitting Application\.\.\./ });
    expect(busy).toBeDisabled();
    act(() => vi.advanceTimersByTime(1900));
    expect(localStorage.getItem(storageKeys.vendorApplications)).toBeNull();
    expect(screen.getByRole('button', { name: /Submitting Application\.\.\./ })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(100));

    const state = JSON.parse((await screen.findByTestId('submitted-state')).textContent ?? 'null');
    const [saved] = JSON.parse(localStorage.getItem(storageKeys.vendorApplications) ?? '[]');
    expect(state.applicationNumber).toMatch(/^VN-[A-Z0-9]{9}$/);
    expect(saved).toMatchObject({
      applicationNumber: state.applicationNumber,
      status: 'pending',
      company: 'Reliable Repairs',
      yearEstablished: 2012,
      category: ['Plumbing'],
      preferredQuoteMethod: 'email',
      emergencyServices: false,
      minHourlyRate: null,
    });
    expect(saved.id).toMatch(/^VEN-[A-Z0-9]{9}$/);
    expect(saved.appliedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sessionStorage.getItem('vendor-application-draft')).toBeNull();
  });

  it('keeps every answer and shows an error when the browser refuses the save', async () => {
    const u = user();
    renderWizard();
    await fillAllSteps(u);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await u.click(screen.getByRole('button', { name: /Submit Application/ }));
    await act(async () => vi.advanceTimersByTime(2000));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save your application");
    expect(screen.getByLabelText(/^Business address/)).toHaveValue('400 Main St');
    expect(screen.getByRole('button', { name: /Submit Application/ })).toBeEnabled();
  });

  it('restores the draft and its step after a reload', async () => {
    const u = user();
    const { unmount } = renderWizard();
    await fillStep1(u);
    await u.click(continueButton());
    await fill(u, screen.getByLabelText(/^Year established/), '2001');
    unmount();
    renderWizard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Business Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Year established/)).toHaveValue('2001');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^SMS number/)).toHaveValue('(702) 555-0112');
  });

  it('links vendors who already have an account to the portal sign-in', () => {
    renderWizard();
    expect(screen.getByRole('link', { name: 'Already a vendor? Sign in to your portal' })).toHaveAttribute(
      'href',
      '/vendor-login',
    );
  });
});

describe('application submitted page', () => {
  it('shows the number handed over by the wizard', () => {
    renderWithBackend(
      <MemoryRouter initialEntries={[{ pathname: '/vendor-application-submitted', state: { applicationNumber: 'VN-ABCDE1234' } }]}>
        <ApplicationSubmittedPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Application Submitted');
    expect(screen.getByTestId('application-number')).toHaveTextContent('VN-ABCDE1234');
    expect(screen.getByText('3-5 business days')).toBeInTheDocument();
    // The portal invite comes with the approval; there is no separate reference check to wait for.
    expect(screen.getByText('Once approved')).toBeInTheDocument();
    expect(screen.queryByText('1-2 business days')).not.toBeInTheDocument();
  });

  it('stays neutral without a fresh submission, or with a forged one', () => {
    renderWithBackend(
      <MemoryRouter initialEntries={[{ pathname: '/vendor-application-submitted', state: { applicationNumber: '<b>x</b>' } }]}>
        <ApplicationSubmittedPage />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('application-number')).not.toBeInTheDocument();
    expect(screen.queryByText(/VN-/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start an application/ })).toHaveAttribute('href', '/vendor-signup');
  });

  it('says an application still waiting for the connection is saved, then submitted as soon as it has been sent', () => {
    const { submissions, deliver } = awaitingDeliveryPort(browserSubmissions, 'VEN-OFFLINE12');
    renderWithBackend(
      <MemoryRouter
        initialEntries={[
          { pathname: '/vendor-application-submitted', state: { applicationNumber: 'VN-ABCDE1234', id: 'VEN-OFFLINE12' } },
        ]}
      >
        <ApplicationSubmittedPage />
      </MemoryRouter>,
      { submissions },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Application Saved');
    expect(screen.getByRole('status')).toHaveTextContent(/offline.*sent by itself as soon as the connection is back/);
    expect(screen.getByTestId('application-number')).toHaveTextContent('VN-ABCDE1234');
    act(() => deliver());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Application Submitted');
  });
});
