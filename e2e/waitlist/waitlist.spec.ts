import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

type Stored = { id: string; status: string; queuePosition: number; depositPaid: boolean; depositAmount: number; signupDate: string };
const storedSignups = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('waitlist-signups') ?? '[]') as Stored[]);

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const currentStep = (page: Page) => page.getByRole('navigation', { name: 'Signup progress' }).locator('[aria-current="step"]');

test('waitlist: step 1 → step 2 → Back keeps the fields → reload resumes at step 2 → pay shows the Payment Error', async ({
  page,
}) => {
  // The page's clock is held still during the 1 s save, so that state can be checked before it ends.
  await page.clock.install();
  await page.goto('/waitlist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join 500+ Property Owners');
  await expect(currentStep(page)).toContainText('Your Info');
  await expect(page.getByRole('radio', { name: '1-5 properties' })).toBeChecked();
  await expect(continueButton(page)).toBeDisabled();

  await field(page, /first name/i).fill('Dana');
  await field(page, /last name/i).fill('Owner');
  await field(page, /^email/i).fill('dana@example');
  await field(page, /^phone/i).fill('555-12');
  await field(page, /^phone/i).blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid US phone number')).toBeVisible();
  await expect(field(page, /^phone/i)).toHaveAttribute('aria-invalid', 'true');

  await field(page, /^email/i).fill('dana@example.com');
  await field(page, /^phone/i).fill('(702) 555-0100');
  await page.getByRole('radio', { name: '6-20 properties' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.pauseAt(Date.now() + 60_000);
  await continueButton(page).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await page.clock.runFor(1_000);
  await page.clock.resume();

  await expect(page.getByRole('heading', { name: 'Reserve your spot' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Secure Payment');
  await expect(page.getByText('Dana Owner')).toBeVisible();
  await expect(page.getByText('dana@example.com')).toBeVisible();
  await expect(page.getByTestId('queue-position')).toHaveText('#501');
  await expect(page.getByText("Credited 100% to your first month's fee")).toBeVisible();
  const stored = await storedSignups(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ status: 'pending_payment', depositPaid: false, depositAmount: 0, queuePosition: 501 });
  expect(stored[0].id).toMatch(/^WAIT-[A-Z0-9]{9}$/);
  expect(stored[0].signupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(currentStep(page)).toContainText('Your Info');
  await expect(field(page, /first name/i)).toHaveValue('Dana');
  await expect(field(page, /last name/i)).toHaveValue('Owner');
  await expect(field(page, /^email/i)).toHaveValue('dana@example.com');
  await expect(field(page, /^phone/i)).toHaveValue('(702) 555-0100');
  await expect(page.getByRole('radio', { name: '6-20 properties' })).toBeChecked();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { name: 'Reserve your spot' })).toBeVisible();
  expect(await storedSignups(page)).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reserve your spot' })).toBeVisible();
  await expect(page.getByTestId('queue-position')).toHaveText('#501');

  await page.getByRole('button', { name: 'Reserve My Spot - $99' }).click();
  const paymentError = page.getByRole('alert');
  await expect(paymentError).toContainText('Payment Error');
  await expect(paymentError).toContainText('Payments are not configured on this site.');
  await expect(page.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeEnabled();
});

test('a second signup in the same browser queues behind the first', async ({ page }) => {
  await page.goto('/waitlist');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'waitlist-signups',
      JSON.stringify([
        {
          id: 'WAIT-AAAAAAAAA',
          firstName: 'Paid',
          lastName: 'Owner',
          email: 'paid@example.com',
          phone: '(702) 555-0100',
          properties: '1-5',
          depositPaid: true,
          depositAmount: 99,
          status: 'confirmed',
          signupDate: '2025-01-20',
          queuePosition: 501,
        },
      ]),
    ),
  );
  await page.reload();
  await field(page, /first name/i).fill('Lee');
  await field(page, /last name/i).fill('Second');
  await field(page, /^email/i).fill('lee@example.com');
  await field(page, /^phone/i).fill('702-555-0199');
  await continueButton(page).click();
  await expect(page.getByTestId('queue-position')).toHaveText('#502');
});
