import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';

/** The Vendor Login route's own chunk (src/app/routes/vendor-login.tsx); the page is client-rendered only. */
const vendorLoginChunk = /\/assets\/vendor-login-[\w-]+\.js$/;

/** Counts the page's document loads of `path` (a reload is one). */
function countDocumentLoads(page: Page, path: string) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads.count += 1;
  });
  return loads;
}

/** Opens the vendor application (a page of the app) and follows the footer's Vendor Login link, a client-side navigation. */
async function goToVendorLoginInTheApp(page: Page) {
  await page.goto('/vendor-signup');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Vendor Login' });
  await waitForHydration(link);
  await link.click();
  await expect(page).toHaveURL(/\/vendor-login$/);
}

test.describe('a page chunk that a deploy replaced', () => {
  test('fails once: the page reloads once and shows the page', async ({ page, pageProblems }) => {
    // The aborted request, as the browser reports it.
    pageProblems.allow(/vendor-login-[\w-]+\.js|Failed to load resource: net::ERR_FAILED/);
    // The reload keeps Vite from throwing, so React.lazy gets no module; when React renders that before the reload
    // replaces the document, it reports the error it caught.
    pageProblems.allow(/console error: TypeError: Cannot read properties of undefined \(reading 'default'\)/);
    let aborted = 0;
    await page.route(vendorLoginChunk, (route) => {
      if (aborted > 0) return route.continue();
      aborted += 1;
      return route.abort('failed');
    });
    const reloads = countDocumentLoads(page, '/vendor-login');

    await goToVendorLoginInTheApp(page);
    await expect(page.getByRole('heading', { level: 1, name: /Vendor/ })).toBeVisible();
    expect(aborted).toBe(1);
    expect(reloads.count).toBe(1);
  });

  test('fails every time: one reload, then the friendly error page with Try again and a way home', async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/vendor-login-[\w-]+\.js|Failed to load resource: net::ERR_FAILED/);
    // React's and the error boundary's reports of the failure, and the first attempt's as in the test above.
    pageProblems.allow(/console error: .*(dynamically imported module|failed to render|\(reading 'default'\))/);
    await page.route(vendorLoginChunk, (route) => route.abort('failed'));
    const reloads = countDocumentLoads(page, '/vendor-login');

    await goToVendorLoginInTheApp(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // The site around the page stays usable.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // No reload loop: the page decides not to reload again as it fails, before it shows the error page, so by now a
    // second reload would have replaced this document; it is still the one the error page was drawn in.
    await page.evaluate(() => Object.assign(window, { errorPageDocument: true }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(reloads.count).toBe(1);
    expect(await page.evaluate(() => 'errorPageDocument' in window)).toBe(true);
    await expect(main.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();

    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Stop 2AM Emergency Calls');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('This page could not be shown');
  });
});
