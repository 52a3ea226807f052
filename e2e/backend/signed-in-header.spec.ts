import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { createUser, logIn, randomPassword, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

/** Signs a new account of `role` in (through the owner login page, which sends each role to its own home). */
async function signInAs(page: Page, role: 'owner' | 'vendor' | 'admin') {
  const email = uniqueEmail(`header-${role}`);
  const password = randomPassword();
  await createUser({ email, password, role: role === 'owner' ? undefined : role });
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: timeouts.server });
}

const cases = [
  { role: 'owner', label: 'Dashboard', href: '/dashboard' },
  { role: 'vendor', label: 'Vendor Portal', href: '/vendor-dashboard' },
  { role: 'admin', label: 'Admin', href: '/admin-dashboard' },
] as const;

for (const { role, label, href } of cases) {
  test(`a signed-in ${role} finds '${label}' in the header in place of Login and Reserve My Spot, with no layout shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, role);
    await recordLayoutShifts(page);
    await page.goto('/pricing');
    const banner = page.getByRole('banner');
    const account = banner.getByRole('link', { name: label, exact: true });
    await expect(account).toBeVisible({ timeout: timeouts.server });
    await expect(account).toHaveAttribute('href', href);
    await expect(banner.getByRole('link', { name: /Reserve My Spot/ })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Login' })).toHaveCount(0);
    // Owners and vendors find their account settings where the Login group was; an admin has none.
    await expect(banner.getByRole('link', { name: 'Account settings' })).toHaveCount(role === 'admin' ? 0 : 1);
    if (role !== 'admin') await expect(banner.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account');
    await page.waitForLoadState('networkidle');
    const record = await layoutShifts(page);
    expect(record.headerShifts).toBe(0);
    expect(record.shift).toBeLessThanOrEqual(0.01);

    // On a phone the same way in is in the header and in the menu, instead of the login links.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(account).toBeVisible();
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'Owner Login' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Account settings' })).toHaveCount(role === 'admin' ? 0 : 1);
    await expect(menu.getByRole('link', { name: /Reserve My Spot/ })).toHaveCount(0);
    // The URL is caught as the navigation lands: the vendor made here has no application, so the portal then
    // sends them on to /vendor-login once the server has answered, which can come before a later URL check.
    const arrived = page.waitForURL(new RegExp(`${href}(\\?|$)`));
    await menu.getByRole('link', { name: label, exact: true }).click();
    await arrived;
  });
}

test("a signed-in owner's 'Reserve My Spot - $99' on /pricing leads to the waitlist in the same tab, their details filled in", async ({
  page,
}) => {
  await signInAs(page, 'owner');
  await page.goto('/pricing');
  const reserve = page.getByRole('main').getByRole('link', { name: /Reserve My Spot - \$99/ });
  // Until the page knows who is signed in, the link is the sign-up page; once it does, it is their reservation.
  await expect(reserve).toHaveAttribute('href', '/waitlist', { timeout: timeouts.server });
  await expect(reserve).not.toHaveAttribute('target', '_blank');
  await reserve.click();
  await expect(page).toHaveURL(/\/waitlist$/);
  await expect(page.getByRole('textbox', { name: /^email/i })).toHaveValue(/^header-owner-/, { timeout: timeouts.server });
});
