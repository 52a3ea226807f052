import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';

test.describe('vendor login', () => {
  test('asks for both fields, then signs in to the portal', async ({ page }) => {
    await page.goto('/vendor-login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Portal Login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and password');

    await page.getByRole('textbox', { name: 'Email' }).fill('sam@reliable.example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('any password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(page).toHaveURL(/\/vendor-dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Portal');
  });

  test('the forgot-password link leads to a real page', async ({ page }) => {
    await page.goto('/vendor-login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('vendor portal', () => {
  test('every tab is reachable by keyboard and lives in the address', async ({ page }) => {
    await page.goto('/vendor-dashboard');
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('No jobs yet');

    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    for (const [name, tab, text] of [
      ['Jobs', 'jobs', 'No jobs available'],
      ['Earnings', 'earnings', 'No payment history'],
      ['Profile', 'profile', 'Save Changes'],
      ['Documents', 'documents', 'Documents need the server'],
    ] as const) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name })).toBeFocused();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`\\?tab=${tab}$`));
      await expect(page.getByRole('tabpanel')).toContainText(text);
    }
    await page.keyboard.press('Home');
    await expect(page).toHaveURL(/\/vendor-dashboard$/);

    await page.goto('/vendor-dashboard?tab=earnings');
    await expect(page.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/vendor-dashboard?tab=nonsense');
    await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'View All Jobs' }).click();
    await expect(page).toHaveURL(/\?tab=jobs$/);
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('water heater');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('in-progress');
    await expect(page.getByRole('tabpanel')).toContainText('No jobs available');
  });

  test('phones get a top tab bar above the panel', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vendor-dashboard?tab=jobs');
    const tabs = await page.getByRole('tablist').boundingBox();
    const panel = await page.getByRole('tabpanel').boundingBox();
    expect(tabs && panel && tabs.y + tabs.height <= panel.y).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('Download Report saves a CSV with its header row', async ({ page }) => {
    await page.goto('/vendor-dashboard?tab=earnings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^doorkeep-earnings-\d{4}-\d{2}-\d{2}\.csv$/);
    const contents = await readFile((await download.path()) ?? '', 'utf8');
    expect(contents).toBe('date,job,property,amount,status\r\n');
  });

  test('Save Changes stores the profile, confirms it and keeps it across visits', async ({ page }) => {
    await page.goto('/vendor-dashboard?tab=profile');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Reliable Repairs');
    await page.getByRole('textbox', { name: 'Contact person' }).fill('Sam Rivera');
    await page.getByRole('textbox', { name: 'Phone' }).fill('(702) 555-0111');
    await page.getByRole('textbox', { name: 'Email' }).fill('sam@reliable.example.com');
    await page.getByRole('combobox', { name: 'Service radius' }).selectOption('50');
    await page.getByRole('checkbox', { name: 'Electrical' }).check();
    await page.getByRole('combobox', { name: 'Contact hours' }).selectOption('Weekends Only');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
    await expect(page.getByTestId('portal-company')).toHaveText('Reliable Repairs');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('vendor-portal-profile') ?? 'null'));
    expect(stored).toEqual({
      companyName: 'Reliable Repairs',
      contactPerson: 'Sam Rivera',
      phone: '(702) 555-0111',
      email: 'sam@reliable.example.com',
      serviceRadius: '50',
      categories: ['Electrical'],
      contactHours: 'Weekends Only',
      smsNumber: '',
      notes: '',
      preferredQuoteMethod: 'email',
      emergencyServices: false,
      serviceAreaZipCodes: '',
      minHourlyRate: null,
      maxHourlyRate: null,
      minServiceCharge: null,
    });

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Contact person' })).toHaveValue('Sam Rivera');
    await expect(page.getByRole('checkbox', { name: 'Electrical' })).toBeChecked();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/vendor-login$/);
  });
});
