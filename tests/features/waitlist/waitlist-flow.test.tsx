import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentStepCopy } from '@/features/waitlist';
import { WaitlistFlow } from '@/features/waitlist/components/waitlist-flow';
import { WaitlistPage } from '@/features/waitlist/components/waitlist-page';
import type { BillingPort } from '@/lib/billing';
import { browserOnlyBilling } from '@/lib/billing-browser';
import type { Backend } from '@/lib/backend-context';
import { browserCollections, storageKeys } from '@/lib/submissions/browser-adapter';
import { renderInAppRoot } from '../../factories/backend';
import { createWaitlistSignup } from '../../factories/submissions';
import { waitForFlowReady } from './flow-ready';

const filled = { firstName: 'Dana', lastName: 'Owner', email: 'dana@example.com', phone: '(702) 555-0100' };
const labels = { firstName: /first name/i, lastName: /last name/i, email: /^email/i, phone: /^phone/i } as const;

const field = (name: keyof typeof labels) => screen.getByRole('textbox', { name: labels[name] });
const continueButton = () => screen.getByRole('button', { name: /continue|saving/i });
const type = (name: keyof typeof labels, value: string) => fireEvent.change(field(name), { target: { value } });

async function renderFlow(props: Parameters<typeof WaitlistFlow>[0] = {}, parts: Partial<Backend> = {}) {
  const view = renderInAppRoot(<WaitlistFlow {...props} />, parts);
  // The flow reads this browser's saved signups after mount, before showing a step; the read's answer reaches it on a
  // 0 ms timer.
  await act(() => vi.advanceTimersByTimeAsync(0));
  return view;
}

function fillStepOne(values: Partial<typeof filled> = {}) {
  const all = { ...filled, ...values };
  (Object.keys(all) as (keyof typeof filled)[]).forEach((name) => type(name, all[name]));
}

async function continueToPayment() {
  fireEvent.click(continueButton());
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

// Generous per-test time: these render whole forms on a shared two-core machine.
describe('WaitlistFlow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 4, 10, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the heading built from the waitlist count', () => {
    renderInAppRoot(
      <MemoryRouter>
        <WaitlistPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Join 500+ Property Owners');
  });

  it('starts at step 1 with 1-5 properties and keeps Continue disabled until all four fields are filled', async () => {
    await renderFlow();
    const progress = screen.getByRole('navigation', { name: /progress/i });
    expect(within(progress).getByText('Your Info').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(progress).getByText('Secure Payment').closest('li')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('radio', { name: '1-5 properties' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);

    expect(continueButton()).toBeDisabled();
    type('firstName', 'Dana');
    type('lastName', 'Owner');
    type('email', 'dana@example.com');
    expect(continueButton()).toBeDisabled();
    type('phone', '   ');
    expect(continueButton()).toBeDisabled();
    type('phone', '(702) 555-0100');
    expect(continueButton()).toBeEnabled();
    type('firstName', '');
    expect(continueButton()).toBeDisabled();
  });

  it('caps the names at 80 characters and says so in words when a longer one arrives', async () => {
    await renderFlow();
    expect(field('firstName')).toHaveAttribute('maxlength', '80');
    expect(field('lastName')).toHaveAttribute('maxlength', '80');
    expect(field('email')).toHaveAttribute('maxlength', '254');
    type('firstName', 'D'.repeat(300));
    fireEvent.blur(field('firstName'));
    expect(screen.getByText('Please keep this to 80 characters or fewer')).toBeInTheDocument();
  });

  it('gives an invalid email and a non-US phone an inline message on blur, and blocks Continue on submit', async () => {
    await renderFlow();
    fillStepOne({ email: 'dana@example', phone: '12345' });
    fireEvent.blur(field('email'));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(field('phone'));
    expect(screen.getByText('Please enter a valid US phone number')).toBeInTheDocument();
    expect(field('phone')).toHaveAccessibleDescription(/Please enter a valid US phone number/);

    await continueToPayment();
    expect(browserCollections.list('waitlist')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: /tell us about yourself/i })).toBeInTheDocument();
    expect(field('email')).toHaveFocus();

    type('email', 'dana@example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('saves a pending_payment WAIT- record after 1 s with queue position 501 + signups already saved, then shows step 2', async () => {
    localStorage.setItem(
      storageKeys.waitlist,
      JSON.stringify([createWaitlistSignup({ status: 'confirmed', depositPaid: true, depositAmount: 99 }), createWaitlistSignup({ status: 'confirmed' })]),
    );
    await renderFlow();
    fillStepOne({ email: '  Dana@Example.com ' });
    fireEvent.click(screen.getByRole('radio', { name: '6-20 properties' }));
    fireEvent.click(continueButton());

    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(browserCollections.list('waitlist')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));

    const records = browserCollections.list('waitlist');
    expect(records).toHaveLength(3);
    expect(records[2]).toMatchObject({
      firstName: 'Dana',
      lastName: 'Owner',
      // Trimmed and lower-cased, as the server stores every address.
      email: 'dana@example.com',
      phone: '(702) 555-0100',
      properties: '6-20',
      status: 'pending_payment',
      depositPaid: false,
      depositAmount: 0,
      signupDate: '2025-03-04',
      queuePosition: 503,
    });
    expect(records[2].id).toMatch(/^WAIT-[A-Z0-9]{9}$/);

    expect(screen.getByRole('heading', { name: paymentStepCopy.heading })).toHaveFocus();
    expect(screen.getByText('Secure Payment').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Step 2 of 2: Secure Payment')).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#503');
    expect(screen.getByText('Dana Owner')).toBeInTheDocument();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getByText(/\$99 fully refundable/)).toBeInTheDocument();
    expect(screen.getByText("Credited 100% to your first month's fee")).toBeInTheDocument();
    expect(screen.getByText('Locks the 2% lifetime rate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeEnabled();
  });

  it('starts the queue at 501 in a browser with no saved signups', async () => {
    await renderFlow();
    fillStepOne();
    await continueToPayment();
    expect(browserCollections.list('waitlist')[0].queuePosition).toBe(501);
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#501');
  });

  it('goes Back to step 1 with every field still filled, and Continue again keeps the one signup', async () => {
    await renderFlow();
    fillStepOne();
    fireEvent.click(screen.getByRole('radio', { name: '21+ properties' }));
    await continueToPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByText('Your Info').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(field('firstName')).toHaveValue('Dana');
    expect(field('lastName')).toHaveValue('Owner');
    expect(field('email')).toHaveValue('dana@example.com');
    expect(field('phone')).toHaveValue('(702) 555-0100');
    expect(screen.getByRole('radio', { name: '21+ properties' })).toBeChecked();

    type('lastName', 'Landlord');
    await continueToPayment();
    const records = browserCollections.list('waitlist');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ lastName: 'Landlord', queuePosition: 501 });
    expect(screen.getByText('Dana Landlord')).toBeInTheDocument();
  });

  it('resumes at step 2 for a visitor whose pending_payment signup is saved in this browser', async () => {
    const saved = createWaitlistSignup({ firstName: 'Rae', lastName: 'Holder', email: 'rae@example.com', queuePosition: 517 });
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup({ status: 'confirmed' }), saved]));
    await renderFlow();
    expect(screen.getByRole('heading', { name: paymentStepCopy.heading })).toBeInTheDocument();
    expect(screen.getByTestId('queue-position')).toHaveTextContent('#517');
    expect(screen.getByText('Rae Holder')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('email')).toHaveValue('rae@example.com');
  });

  it('stays at step 1 when the only saved signups have paid', async () => {
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup({ status: 'confirmed', depositPaid: true })]));
    await renderFlow();
    expect(screen.getByRole('heading', { name: /tell us about yourself/i })).toBeInTheDocument();
  });

  it('shows an error and keeps every field when the browser refuses the save', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await renderFlow();
    fillStepOne();
    await continueToPayment();
    expect(screen.getByRole('alert')).toHaveTextContent(/could not save your details/i);
    expect(field('firstName')).toHaveValue('Dana');
    expect(field('phone')).toHaveValue('(702) 555-0100');
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: paymentStepCopy.heading })).not.toBeInTheDocument();
  });

  it("shows the browser-only adapter's message in a Payment Error box and passes it to onError", async () => {
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup()]));
    const onError = vi.fn();
    await renderFlow({ onError });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot - $99' }));
    await act(async () => {});
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Payment Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Payments are not configured on this site.');
    expect(onError).toHaveBeenCalledWith('Payments are not configured on this site.');
    expect(screen.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeEnabled();
  });

  it("reads 'Creating checkout session...' while the checkout starts and sends the signup's email and id", async () => {
    const [saved] = [createWaitlistSignup({ email: 'pay@example.com' })];
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([saved]));
    let fail: (error: Error) => void = () => {};
    const billing: BillingPort = {
      startCheckout: vi.fn(() => new Promise<{ url: string }>((_resolve, reject) => (fail = reject))),
    };
    await renderFlow({}, { billing });
    fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot - $99' }));
    const busy = screen.getByRole('button', { name: /Creating checkout session\.\.\./ });
    expect(busy).toBeDisabled();
    expect(billing.startCheckout).toHaveBeenCalledWith({ email: 'pay@example.com', waitlistId: saved.id, signup: saved });
    await act(async () => fail(new Error('Card network unavailable')));
    expect(screen.getByRole('alert')).toHaveTextContent('Card network unavailable');
  });
});

describe('browserOnlyBilling', () => {
  it('rejects with the not-configured message', async () => {
    await expect(browserOnlyBilling.startCheckout({ email: 'a@example.com', waitlistId: 'WAIT-AAAAAAAAA' })).rejects.toThrow(
      'Payments are not configured on this site.',
    );
  });
});

describe('checkout answers', () => {
  it('never leaves for an address that is not http(s)', async () => {
    localStorage.setItem(storageKeys.waitlist, JSON.stringify([createWaitlistSignup()]));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const billing: BillingPort = { startCheckout: async () => ({ url: 'javascript:alert(1)' }) };
    renderInAppRoot(<WaitlistFlow />, { billing });
    await waitForFlowReady();
    fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot - $99' }));
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('No checkout URL received');
    expect(assign).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
