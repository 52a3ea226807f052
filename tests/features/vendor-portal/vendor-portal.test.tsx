import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VendorLoginPage } from '@/features/vendor-portal/components/vendor-login-page';
import { VendorPortalPage } from '@/features/vendor-portal/components/vendor-portal-page';
import { AuthProvider } from '@/lib/auth';
import { simulatedVendorAuth } from '@/lib/vendor-auth-browser';
import { TestBackend } from '../../factories/backend';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const user = () => userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/vendor-login']}>
      <TestBackend>
        <Routes>
          <Route path="/vendor-login" element={<VendorLoginPage />} />
          <Route path="/vendor-dashboard" element={<p>Portal opened</p>} />
        </Routes>
      </TestBackend>
    </MemoryRouter>,
  );
}

/** Opens the portal at `url` and lets it read the profile this browser saved (a query, so not in the first render). */
async function renderPortal(url = '/vendor-dashboard', parts: Parameters<typeof TestBackend>[0]['parts'] = {}) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <TestBackend parts={parts}>
        <AuthProvider>
          <VendorPortalPage />
          <LocationProbe />
        </AuthProvider>
      </TestBackend>
    </MemoryRouter>,
  );
  // The read resolves in a promise and is handed to the page by a zero-delay timer.
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('vendor login', () => {
  it("asks for both fields with 'Please enter both email and password'", async () => {
    const u = user();
    renderLogin();
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    await u.type(screen.getByLabelText(/^Email/), 'sam@reliable.example.com');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
  });

  it('signs in after 1.5 s and opens the portal', async () => {
    const u = user();
    renderLogin();
    await u.type(screen.getByLabelText(/^Email/), 'sam@reliable.example.com');
    await u.type(screen.getByLabelText(/^Password/), 'anything');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: /Signing In/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.queryByText('Portal opened')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(100));
    expect(await screen.findByText('Portal opened')).toBeInTheDocument();
  });

  it('links to sign-up, help, contact and a working password reset', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: /Apply to join/ })).toHaveAttribute('href', '/vendor-signup');
    expect(screen.getByRole('link', { name: /Vendor Help Center/ })).toHaveAttribute('href', '/vendor-help');
    expect(screen.getByRole('link', { name: /Contact support/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Quality First')).toBeInTheDocument();
  });
});

describe('vendor portal', () => {
  it('opens the tab named in the address and switches tabs with the arrow keys', async () => {
    const u = user();
    await renderPortal('/vendor-dashboard?tab=earnings');
    expect(screen.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No payment history');
    screen.getByRole('tab', { name: 'Earnings' }).focus();
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor-dashboard?tab=profile');
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    await u.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/vendor-dashboard$/);
    await u.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveFocus();
    await u.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the zeroed dashboard and sends View All Jobs to the Jobs tab', async () => {
    const u = user();
    await renderPortal();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vendor Portal');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('$0');
    expect(panel).toHaveTextContent('of 0 total');
    expect(panel).toHaveTextContent('No jobs yet');
    await u.click(screen.getByRole('button', { name: /View All Jobs/ }));
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No jobs available');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All statuses');
  });

  it('saves the profile to this browser and confirms it', async () => {
    const u = user();
    await renderPortal('/vendor-dashboard?tab=profile');
    await u.type(screen.getByLabelText('Company name'), 'Reliable Repairs');
    await u.type(screen.getByLabelText('Email'), 'bad@');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(localStorage.getItem('vendor-portal-profile')).toBeNull();
    await u.type(screen.getByLabelText('Email'), 'reliable.example.com');
    await u.click(screen.getByLabelText('HVAC'));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Your profile was saved.')).toBe(true);
    expect(JSON.parse(localStorage.getItem('vendor-portal-profile') ?? '{}')).toMatchObject({
      companyName: 'Reliable Repairs',
      email: 'bad@reliable.example.com',
      categories: ['HVAC'],
    });
    expect(screen.getByTestId('portal-company')).toHaveTextContent('Reliable Repairs');
  });

  it('refuses to save a profile with no service category, and says so by the categories', async () => {
    const u = user();
    await renderPortal('/vendor-dashboard?tab=profile');
    await u.click(screen.getByLabelText('HVAC'));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Your profile was saved.')).toBe(true);
    await u.click(screen.getByLabelText('HVAC'));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    const categories = screen.getByRole('group', { name: 'Service categories' });
    expect(categories).toHaveAccessibleDescription('Select at least one service category');
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Please fix the highlighted fields.')).toBe(true);
    expect(JSON.parse(localStorage.getItem('vendor-portal-profile') ?? '{}')).toMatchObject({ categories: ['HVAC'] });
  });

  it('saves the SMS number, quote method, emergency services, service areas, rates and notes, and shows them on the next visit', async () => {
    const u = user();
    await renderPortal('/vendor-dashboard?tab=profile');
    await u.type(screen.getByLabelText(/^SMS number for urgent jobs/), '(702) 555-0112');
    await u.selectOptions(screen.getByLabelText('Preferred quote method'), 'sms');
    await u.click(screen.getByLabelText('We offer 24/7 emergency services'));
    await u.type(screen.getByLabelText(/^Service area ZIP codes/), '89101, Henderson');
    await u.selectOptions(screen.getByLabelText('Contact hours'), 'Custom Hours (will specify in notes)');
    await u.click(screen.getByLabelText(/^Notes for our team/));
    await u.paste('Tue-Sat 7 AM - 3 PM');
    await u.type(screen.getByLabelText('Minimum hourly rate (USD)'), '65.50');
    await u.type(screen.getByLabelText('Maximum hourly rate (USD)'), '120');
    await u.type(screen.getByLabelText('Minimum service charge (USD)'), '89');
    await u.click(screen.getByLabelText('Plumbing'));
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Your profile was saved.')).toBe(true);
    expect(JSON.parse(localStorage.getItem('vendor-portal-profile') ?? '{}')).toMatchObject({
      smsNumber: '(702) 555-0112',
      preferredQuoteMethod: 'sms',
      emergencyServices: true,
      serviceAreaZipCodes: '89101, Henderson',
      contactHours: 'Custom Hours (will specify in notes)',
      notes: 'Tue-Sat 7 AM - 3 PM',
      minHourlyRate: 65.5,
      maxHourlyRate: 120,
      minServiceCharge: 89,
    });

    cleanup();
    await renderPortal('/vendor-dashboard?tab=profile');
    expect(screen.getByLabelText(/^SMS number for urgent jobs/)).toHaveValue('(702) 555-0112');
    expect(screen.getByLabelText('Preferred quote method')).toHaveValue('sms');
    expect(screen.getByLabelText('We offer 24/7 emergency services')).toBeChecked();
    expect(screen.getByLabelText(/^Service area ZIP codes/)).toHaveValue('89101, Henderson');
    expect(screen.getByLabelText(/^Notes for our team/)).toHaveValue('Tue-Sat 7 AM - 3 PM');
    expect(screen.getByLabelText('Minimum hourly rate (USD)')).toHaveValue('65.5');
    expect(screen.getByLabelText('Maximum hourly rate (USD)')).toHaveValue('120');
    expect(screen.getByLabelText('Minimum service charge (USD)')).toHaveValue('89');
  });

  it('says in words what is wrong with the rates and service areas, as the application does, and saves nothing', async () => {
    const u = user();
    await renderPortal('/vendor-dashboard?tab=profile');
    await u.click(screen.getByLabelText('HVAC'));
    await u.type(screen.getByLabelText('Minimum hourly rate (USD)'), '80');
    await u.type(screen.getByLabelText('Maximum hourly rate (USD)'), '60');
    await u.type(screen.getByLabelText('Minimum service charge (USD)'), '10.005');
    await u.type(screen.getByLabelText(/^Service area ZIP codes/), 'Henderson; 89101');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('Maximum hourly rate (USD)')).toHaveAccessibleDescription(
      'Maximum hourly rate must be at least the minimum hourly rate',
    );
    expect(screen.getByLabelText('Minimum service charge (USD)')).toHaveAccessibleDescription('Use at most 2 decimal places');
    expect(screen.getByLabelText(/^Service area ZIP codes/)).toHaveAccessibleDescription(
      /List 5-digit ZIP codes or place names, separated by commas/,
    );
    expect(localStorage.getItem('vendor-portal-profile')).toBeNull();
  });

  it('caps every text field at its limit and counts the characters of the notes', async () => {
    const u = user();
    await renderPortal('/vendor-dashboard?tab=profile');
    const limits = {
      'Company name': 120,
      'Contact person': 120,
      Phone: 30,
      Email: 254,
      'SMS number for urgent jobs': 30,
      'Service area ZIP codes or area names': 1000,
      'Notes for our team': 1000,
      'Minimum hourly rate (USD)': 12,
      'Maximum hourly rate (USD)': 12,
      'Minimum service charge (USD)': 12,
    };
    for (const [name, limit] of Object.entries(limits)) {
      expect(screen.getByRole('textbox', { name }), name).toHaveAttribute('maxlength', String(limit));
    }
    const notes = screen.getByRole('textbox', { name: 'Notes for our team' });
    expect(notes).toHaveAccessibleDescription(/0 \/ 1,000 characters/);
    await u.click(notes);
    await u.paste('Closed on holidays');
    expect(notes).toHaveAccessibleDescription(/18 \/ 1,000 characters/);
  });

  it('leaves the portal only once the session has ended, saying it is signing out meanwhile', async () => {
    let endSession: () => void = () => undefined;
    const signOut = vi.fn(() => new Promise<void>((resolve) => (endSession = resolve)));
    await renderPortal('/vendor-dashboard', { vendorAuth: { ...simulatedVendorAuth, signOut } });
    await user().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Signing out/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor-dashboard');
    await act(async () => endSession());
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor-login');
  });
});
