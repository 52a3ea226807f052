import { expect, test } from '../support/test';
import { continueButton, field, fillBusinessDetails, fillContactInfo, fillServiceAreas, vendor } from './wizard-helpers';

test.describe('vendor application wizard', () => {
  test('three steps end on the submitted page with a VN- number and a fully typed record', async ({ page }) => {
    await page.goto('/vendor-signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Vendor Network');
    await expect(page.locator('[aria-current="step"]')).toContainText('Contact Info');
    await expect(continueButton(page)).toBeDisabled();

    await fillContactInfo(page);
    await continueButton(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Business Details' })).toBeFocused();
    await expect(page.locator('[aria-current="step"]')).toContainText('Business Details');
    await expect(page.getByRole('list').filter({ hasText: 'Contact Info (completed)' })).toHaveCount(1);
    await fillBusinessDetails(page);
    await expect(page.getByRole('note')).toContainText('4+ stars');

    await continueButton(page).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Service Areas' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeDisabled();
    await fillServiceAreas(page);
    await submit.click();
    await expect(page.getByRole('button', { name: 'Submitting Application...' })).toBeDisabled();

    await expect(page).toHaveURL(/\/vendor-application-submitted$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted');
    const number = (await page.getByTestId('application-number').textContent()) ?? '';
    expect(number).toMatch(/^VN-[A-Z0-9]{9}$/);
    await expect(page.getByText('3-5 business days')).toBeVisible();
    // The portal invite comes with the approval; there is no reference check to wait for.
    await expect(page.getByText('Once approved', { exact: true })).toBeVisible();
    await expect(page.getByText(/reference check/i)).toHaveCount(0);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vendor-applications') ?? '[]'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toEqual({
      ...vendor,
      id: expect.stringMatching(/^VEN-[A-Z0-9]{9}$/),
      applicationNumber: number,
      appliedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      preferredQuoteMethod: 'sms',
    });
    expect(await page.evaluate(() => sessionStorage.getItem('vendor-application-draft'))).toBeNull();

    // A reload keeps the confirmation; the number travels in the history entry, not the address.
    await page.reload();
    await expect(page.getByTestId('application-number')).toHaveText(number);
  });

  test("on a phone, Back after submitting shows a fresh wizard at the top, not the sent application's last step", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vendor-signup');
    await fillContactInfo(page);
    await continueButton(page).click();
    await fillBusinessDetails(page);
    await continueButton(page).click();
    await fillServiceAreas(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application Submitted');

    await page.goBack();
    await expect(page).toHaveURL(/\/vendor-signup$/);
    await expect(page.locator('[aria-current="step"]')).toContainText('Contact Info');
    await expect(field(page, 'Company name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a phone, a 6-digit ZIP code is kept as typed and flagged, not cut to 5 digits', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vendor-signup');
    await fillContactInfo(page);
    await continueButton(page).click();
    await fillBusinessDetails(page);
    await continueButton(page).click();
    const zip = field(page, 'ZIP code');
    await zip.fill('891011');
    await zip.blur();
    await expect(zip).toHaveValue('891011');
    await expect(page.getByText('ZIP code must be exactly 5 digits')).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
  });

  test('a reload mid-wizard resumes at the same step with every answer', async ({ page }) => {
    await page.goto('/vendor-signup');
    await fillContactInfo(page);
    await continueButton(page).click();
    await field(page, 'Year established').fill('2005');
    await page.getByRole('checkbox', { name: 'Roofing' }).check();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Business Details' })).toBeVisible();
    await expect(field(page, 'Year established')).toHaveValue('2005');
    await expect(page.getByRole('checkbox', { name: 'Roofing' })).toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(field(page, 'Company name')).toHaveValue(vendor.company);

    // Leaving the page and coming back with the browser's Back button loses nothing either.
    await page.getByRole('link', { name: 'Already a vendor? Sign in to your portal' }).click();
    await expect(page).toHaveURL(/\/vendor-login$/);
    await page.goBack();
    await expect(field(page, 'SMS number for urgent job notifications')).toHaveValue(vendor.smsNumber);
  });

  test('a javascript: website is rejected with a message and blocks Continue', async ({ page }) => {
    await page.goto('/vendor-signup');
    await fillContactInfo(page);
    await field(page, 'Website').fill('javascript:alert(document.cookie)');
    await field(page, 'Website').blur();
    await expect(page.getByText('Please enter a web address starting with http:// or https://')).toBeVisible();
    await expect(field(page, 'Website')).toHaveAttribute('aria-invalid', 'true');
    await expect(continueButton(page)).toBeDisabled();
    await field(page, 'Website').fill('https://reliable.example.com');
    await expect(continueButton(page)).toBeEnabled();
  });

  test('opened directly, the submitted page is neutral and shows no number', async ({ page }) => {
    await page.goto('/vendor-application-submitted');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checking on Your Application?');
    await expect(page.getByTestId('application-number')).toHaveCount(0);
    await expect(page.getByText(/VN-/)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /vendor login/i })).toHaveAttribute('href', '/vendor-login');
    await expect(page.getByRole('main').getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });
});
