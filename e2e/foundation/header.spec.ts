import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';

/** Opens a page and waits for its header to hydrate: a prerendered button does nothing until then. */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page.getByRole('banner').locator('a[href="/"]').first());
}


test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is transparent at 19 px of scroll and white with a shadow past 20 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await openHydrated(page, '/privacy');
    const header = page.locator('header').first();
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);

    await page.evaluate(() => window.scrollTo(0, 19));
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
    expect(await shadow()).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await expect.poll(shadow).not.toBe('none');
  });

  test('Reserve My Spot opens the reservation itself in the same tab (no separate sign-up host)', async ({ page }) => {
    await openHydrated(page, '/');
    const cta = page.getByRole('banner').getByRole('link', { name: /Reserve My Spot/ });
    await expect(cta).not.toHaveAttribute('target');
    await cta.click();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join 500+ Property Owners');
  });

  test('marks the current page link with aria-current', async ({ page }) => {
    await openHydrated(page, '/pricing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Features' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the Login group opens from the keyboard and its links navigate', async ({ page }) => {
    await openHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const login = nav.getByRole('button', { name: 'Login' });
    await login.focus();
    await page.keyboard.press('Enter');
    await expect(login).toHaveAttribute('aria-expanded', 'true');
    const owner = nav.getByRole('link', { name: 'Owner Login' });
    await expect(owner).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Vendor Login' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(login).toHaveAttribute('aria-expanded', 'false');
    await expect(login).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(owner).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    // On the new page, wait for each step as a person would see it before pressing the next key.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await login.focus();
    await page.keyboard.press('Enter');
    await expect(owner).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Vendor Login' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vendor-login$/);
  });

  test('the Login group opens on hover', async ({ page }) => {
    await openHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Login' }).hover();
    await expect(nav.getByRole('link', { name: 'Vendor Login' })).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(nav.getByRole('link', { name: 'Vendor Login' })).toBeHidden();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens full screen, locks the page scroll, and closes on Escape with focus back on its button', async ({ page }) => {
    await openHydrated(page, '/features');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // Focus stays inside the menu.
    for (let index = 0; index < 12; index += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('closes when a link is followed', async ({ page }) => {
    await openHydrated(page, '/features');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('offers one way in on a phone: Reserve My Spot opens the reservation', async ({ page }) => {
    await openHydrated(page, '/features');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: /Join the Waitlist/ })).toHaveCount(0);
    await menu.getByRole('link', { name: /Reserve My Spot/ }).click();
    await expect(page).toHaveURL(/\/waitlist$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join 500+ Property Owners');
    await expect(menu).toBeHidden();
  });

  test('closes when the route changes by history', async ({ page }) => {
    await openHydrated(page, '/features');
    await openHydrated(page, '/pricing');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test('footer links the marketing, help, support, legal, vendor and admin pages', async ({ page }) => {
  await openHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  const expected: Array<[string | RegExp, string]> = [
    ['Features', '/features'],
    ['How It Works', '/how-it-works'],
    ['Pricing', '/pricing'],
    ['About', '/about'],
    ['Resources', '/resources'],
    // The help center itself, with Support (/support) and Contact Support (/contact) beside it.
    ['Help Center', '/resources/help'],
    ['Support', '/support'],
    ['Contact Support', '/contact'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
    ['Cookie Policy', '/cookies'],
    ['Security', '/security'],
    ['Vendor Login', '/vendor-login'],
    ['Join Our Network', '/vendor-signup'],
    ['Admin Portal', '/admin-dashboard'],
    [/DoorKeep home/, '/'],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole('link', { name, exact: typeof name === 'string' })).toHaveAttribute('href', href);
  }
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(footer.locator('address')).toContainText('Las Vegas');
});
