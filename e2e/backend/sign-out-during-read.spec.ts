import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { backendInfo, createUser, createVendor, logIn, randomPassword, uniqueEmail, vendorLogIn } from './backend';
import { timeouts } from '../support/timeouts';

/**
 * Signing out while a dashboard is still reading: every read of the Data API and the functions must leave with the
 * signed-in person's token or not at all. supabase-js looks the token up as a request leaves and sends the anon key
 * once the session is gone (auth-js `fetchWithAuth`), and the tables and views behind the dashboards refuse anon
 * (PostgREST answers 401), so a read that outlived its session would show up here as a request carrying the anon
 * key, or as a 401.
 */

/** Holds the requests matching `pattern` until `release()`; `firstHeld` settles when the first one is held. */
async function holdRequests(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  let markHeld = () => {};
  const firstHeld = new Promise<void>((resolve) => (markHeld = resolve));
  await page.route(pattern, async (route) => {
    if (released) return route.continue();
    held.push(route);
    markHeld();
  });
  return {
    firstHeld,
    async release() {
      released = true;
      // A request the page has given up on (its read was cancelled) can no longer be continued.
      await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    },
  };
}

/** Every request to the Data API or the functions that carried the anon key as its bearer, and every 401 answer. */
function watchForAnonymousReads(page: Page) {
  const anonBearer = `Bearer ${backendInfo().publishableKey}`;
  const problems: string[] = [];
  page.on('request', (request) => {
    if (!/\/(rest|functions)\/v1\//.test(request.url())) return;
    void request.allHeaders().then((headers) => {
      if (headers.authorization === anonBearer) problems.push(`anon key: ${request.method()} ${request.url()}`);
    });
  });
  page.on('response', (response) => {
    if (/\/(rest|functions)\/v1\//.test(response.url()) && response.status() === 401) problems.push(`401: ${response.url()}`);
  });
  return problems;
}

/** Lets the page finish whatever the released reads set off, so a late request would be seen. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('owner dashboard: signing out during a slow read sends no read without the owner’s token', async ({ page }) => {
  const email = uniqueEmail('slow-owner');
  const password = randomPassword();
  await createUser({ email, password });
  const orders = await holdRequests(page, /\/rest\/v1\/stripe_user_orders/);
  const problems = watchForAnonymousReads(page);
  await page.goto('/login');
  await logIn(page, email, password);
  await page.waitForURL(/\/dashboard$/);
  await orders.firstHeld;
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login$/);
  await orders.release();
  await settle(page);
  expect(problems).toEqual([]);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('vendor portal: signing out during a slow profile read sends no read without the vendor’s token', async ({ page }) => {
  const email = uniqueEmail('slow-vendor');
  const password = randomPassword();
  await createVendor(email, password);
  const profile = await holdRequests(page, /\/rest\/v1\/vendor_applications/);
  const problems = watchForAnonymousReads(page);
  await page.goto('/vendor-login');
  await vendorLogIn(page, email, password);
  await page.waitForURL(/\/vendor-dashboard$/);
  await profile.firstHeld;
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/vendor-login$/);
  await profile.release();
  await settle(page);
  expect(problems).toEqual([]);
});

test('admin dashboard: logging out during a slow 5-second refresh sends no read without the admin’s token', async ({ page }) => {
  const email = uniqueEmail('slow-admin');
  const password = randomPassword();
  await createUser({ email, password, role: 'admin' });
  const problems = watchForAnonymousReads(page);
  await page.goto('/admin-dashboard?tab=vendors');
  await page.getByLabel('Admin email').fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible({ timeout: timeouts.server });
  // The next refresh of the list and the figures is held on its way.
  const refresh = await holdRequests(page, /\/rest\/v1\/rpc\/admin_(list|stats)/);
  await refresh.firstHeld;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await refresh.release();
  await settle(page);
  expect(problems).toEqual([]);
});
