import { adminCredential } from '../support/admin';
import { expect, test } from '../support/test';
import { signIn } from './admin-helpers';

test.describe('admin gate', () => {
  test('rejects wrong credentials in a red alert, then lets the right ones in', async ({ page }) => {
    const { email, password } = adminCredential();
    await page.goto('/admin-dashboard');
    await expect(page).toHaveTitle('Admin Dashboard | DoorKeep');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

    // Not an e-mail: the form says so and does not check anything.
    await page.getByLabel('Admin email').fill('admin');
    await page.getByLabel(/^Password\*?$/).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel('Admin email').fill(email);
    await page.getByLabel(/^Password\*?$/).fill(`${password}-wrong`);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Invalid username or password. Please try again.');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await expect(alert).toHaveClass(/bg-red-50/);

    await page.getByLabel(/^Password\*?$/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  });

  test('keeps the session for the tab, and Logout ends it', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByLabel('Admin email')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('doorkeep-admin-session'))).toBeNull();
    await page.reload();
    await expect(page.getByLabel('Admin email')).toBeVisible();
  });

  test('a new tab needs its own sign-in', async ({ page, context }) => {
    await signIn(page);
    const other = await context.newPage();
    await other.goto('/admin-dashboard');
    await expect(other.getByLabel('Admin email')).toBeVisible();
    await other.close();
  });

  test('five failed attempts lock the form', async ({ page }) => {
    test.slow();
    const { email } = adminCredential();
    await page.goto('/admin-dashboard');
    await page.getByLabel('Admin email').fill(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel(/^Password\*?$/).fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    }
    await expect(page.getByRole('alert')).toContainText('Too many failed attempts');
    await expect(page.getByRole('alert')).toContainText(/try again in (30|29|28) seconds/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await expect(page.getByLabel(/^Password\*?$/)).toBeDisabled();
    // The lock survives a reload of the tab.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });
});
