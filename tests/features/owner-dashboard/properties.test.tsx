import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '@/features/owner-dashboard/components/dashboard-page';
import { browserOnlyAuth } from '@/lib/auth/browser-auth';
import type { AuthPort } from '@/lib/auth';
import type { OwnerBillingPort } from '@/lib/billing';
import { PropertyError, propertyMessages, type PropertiesPort } from '@/lib/properties';
import { browserPropertiesKey, createBrowserProperties } from '@/lib/properties-browser';
import { calculatorInputsKey } from '@/lib/savings';
import { createAuthUser, createFakeAuth, createFakeOwnerBilling } from '../../factories/auth';
import { WithAppRoot } from '../../factories/backend';

/** TanStack Query hands a read's answer to the page on a later task: let those tasks run. */
async function settle() {
  for (let i = 0; i < 4; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const paid = () =>
  createFakeOwnerBilling({ waitlist: async () => ({ queuePosition: 502, depositPaid: true, depositAmount: 99, status: 'confirmed' }) });

async function renderDashboard({
  auth = createFakeAuth(createAuthUser({ firstName: 'Dana' })).port,
  billing = paid(),
  properties = createBrowserProperties(),
}: { auth?: AuthPort; billing?: OwnerBillingPort; properties?: PropertiesPort } = {}) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <WithAppRoot parts={{ auth, ownerBilling: billing, properties }}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
        </Routes>
      </WithAppRoot>
    </MemoryRouter>,
  );
  await settle();
}

const form = () => screen.getByRole('form', { name: /Add your first property|Add a property|Edit / });
const field = (label: RegExp) => within(form()).getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const card = (label: string) => screen.getByText(label, { selector: 'p' }).closest('li')!;
const step = (title: string) =>
  within(screen.getByRole('list', { name: 'Next Steps' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(title))!;

async function send() {
  await act(async () => fireEvent.click(within(form()).getByRole('button', { name: /Save/ })));
  await settle();
}

function fillValid() {
  type(/^Street address/, '12 Palm Ave');
  type(/^City/, 'Las Vegas');
  fireEvent.change(field(/^State/), { target: { value: 'NV' } });
  type(/^ZIP code/, '89101');
  fireEvent.change(field(/^Property type/), { target: { value: 'multi_family' } });
  type(/^Number of units/, '4');
  type(/^Monthly rent per unit/, '1,500');
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('the property profile on the owner dashboard', () => {
  it('refuses 10,000 units, a 6-digit ZIP and a missing rent with a message for each, keeps what was typed and sends nothing', async () => {
    const properties = createBrowserProperties();
    await renderDashboard({ properties });
    fillValid();
    type(/^ZIP code/, '891011');
    type(/^Number of units/, '10000');
    type(/^Monthly rent per unit/, '');
    await send();

    expect(within(form()).getByRole('alert')).toHaveTextContent('3 fields need your attention.');
    expect(field(/^ZIP code/)).toHaveAccessibleDescription('ZIP code must be exactly 5 digits');
    expect(field(/^Number of units/)).toHaveAccessibleDescription(/1 for a house or condo.*Enter the number of units, a whole number from 1 to 500/);
    expect(field(/^Monthly rent per unit/)).toHaveAccessibleDescription(/Enter the monthly rent per unit in whole dollars/);
    // The first field in error takes the focus; every value stays as typed.
    expect(field(/^ZIP code/)).toHaveFocus();
    expect(field(/^ZIP code/)).toHaveValue('891011');
    expect(field(/^Number of units/)).toHaveValue('10000');
    expect(field(/^Street address/)).toHaveValue('12 Palm Ave');
    expect(await properties.list()).toEqual([]);

    // Corrected, each message goes as its field is right.
    type(/^ZIP code/, '89101');
    expect(field(/^ZIP code/)).not.toHaveAccessibleDescription(/5 digits/);
  });

  it('asks for the company fee only when a company manages the property, and refuses a fee over 50%', async () => {
    await renderDashboard();
    fillValid();
    expect(within(form()).queryByLabelText(/fee/)).toBeNull();
    fireEvent.click(within(form()).getByRole('radio', { name: 'A management company' }));
    type(/^The company's fee/, '60');
    await send();
    expect(field(/^The company's fee/)).toHaveAccessibleDescription(/Enter the company's fee as a percent from 0 to 50/);
  });

  it('a saved property turns the checklist step done and the stat and savings cards into the owner’s figures', async () => {
    await renderDashboard();
    expect(step('Complete your property profile')).toHaveAttribute('data-state', 'todo');
    expect(card('Properties')).toHaveTextContent('0');

    fillValid();
    await send();

    expect(screen.getByTestId('property-row')).toHaveTextContent('12 Palm Ave');
    expect(screen.getByTestId('property-row')).toHaveTextContent('Multi-family building · 4 units · $1,500 / unit / month');
    expect(step('Complete your property profile')).toHaveAttribute('data-state', 'done');
    expect(screen.getByTestId('steps-progress')).toHaveTextContent('2 of 4 done');
    expect(card('Properties')).toHaveTextContent('1');
    expect(card('Units')).toHaveTextContent('4');
    expect(card('Monthly rent under management')).toHaveTextContent('$6,000');
    // The calculator's formula on $6,000 a month: $600 at 10%, $120 at 2%, $480 saved, $5,760 a year.
    const savings = screen.getByTestId('savings-card');
    expect(savings).toHaveTextContent('$600 a month');
    expect(savings).toHaveTextContent('$120 a month');
    expect(screen.getByTestId('monthly-savings')).toHaveTextContent('$480');
    expect(screen.getByTestId('annual-savings')).toHaveTextContent('$5,760');
  });

  it('a vacant property counts its units but no rent; editing and removing change the figures back', async () => {
    const properties = createBrowserProperties();
    await properties.add({
      streetAddress: '3 Elm St', city: 'Reno', state: 'NV', zip: '89501', propertyType: 'single_family', units: 1,
      vacant: false, monthlyRent: 2000, managedBy: 'self', managerFeePercent: null,
    });
    await renderDashboard({ properties });
    expect(card('Monthly rent under management')).toHaveTextContent('$2,000');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit 3 Elm St' })));
    fireEvent.click(field(/^Vacant right now/));
    await send();
    expect(card('Units')).toHaveTextContent('1');
    expect(card('Monthly rent under management')).toHaveTextContent('$0');
    expect(screen.getByTestId('property-row')).toHaveTextContent('Vacant');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove 3 Elm St' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove property' })));
    await settle();
    expect(screen.queryByTestId('property-row')).toBeNull();
    expect(card('Properties')).toHaveTextContent('0');
    expect(step('Complete your property profile')).toHaveAttribute('data-state', 'todo');
  });

  it("starts the first property from the ROI calculator's rent and says how many properties it was told", async () => {
    window.localStorage.setItem(calculatorInputsKey, JSON.stringify({ rent: 2500, properties: 3 }));
    await renderDashboard();
    expect(field(/^Monthly rent per unit/)).toHaveValue('2500');
    expect(form()).toHaveTextContent('From your ROI calculator: $2,500 a month in rent, across 3 properties.');
  });

  it("shows the server's refusal above the buttons and keeps the form as typed", async () => {
    const properties = createBrowserProperties();
    properties.add = async () => {
      throw new PropertyError(propertyMessages.tooMany);
    };
    await renderDashboard({ properties });
    fillValid();
    await send();
    expect(within(form()).getByRole('alert')).toHaveTextContent(propertyMessages.tooMany);
    expect(field(/^Street address/)).toHaveValue('12 Palm Ave');
  });

  it('browser-only: the profile, the figures and the checklist work over this browser’s storage, and the server steps say they need one', async () => {
    await renderDashboard({ auth: browserOnlyAuth });
    expect(screen.getByText('Accounts are not configured on this site.')).toBeInTheDocument();
    expect(screen.getByText(/kept in this browser only/, { selector: 'section p' })).toBeInTheDocument();
    expect(step('Pay your $99 deposit')).toHaveTextContent('Deposits need the DoorKeep server');
    expect(step('Book your onboarding call')).toHaveTextContent('Booking a call needs the DoorKeep server.');

    fillValid();
    await send();
    expect(step('Complete your property profile')).toHaveAttribute('data-state', 'done');
    expect(card('Units')).toHaveTextContent('4');
    const stored = JSON.parse(window.localStorage.getItem(browserPropertiesKey) ?? '[]') as { streetAddress: string }[];
    expect(stored.map((property) => property.streetAddress)).toEqual(['12 Palm Ave']);
  });
});
