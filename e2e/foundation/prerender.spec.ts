import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { routes } from '../support/routes';

// Without JavaScript a visitor (or a crawler) still gets every marketing page's content, title and description.
test.describe('prerendered HTML', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes.filter((candidate) => candidate.prerendered)) {
    test(`${route.path} arrives with its content`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    });
  }

  test('every link of the header and footer leads to its page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Flat 2% Pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('prerendered pages hydrate without warnings and become interactive', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/features');
  const login = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' });
  await waitForHydration(login);
  await login.click();
  await expect(login).toHaveAttribute('aria-expanded', 'true');
  expect(messages.filter((message) => /hydrat|did not match|mismatch/i.test(message))).toEqual([]);
});

/** Waits until every island that starts by itself at idle is live. */
async function waitForIdleIslands(page: Page) {
  await expect(page.locator('[data-when="idle"]:not([data-island-state="live"])')).toHaveCount(0);
}

// The server HTML stays on screen while the islands hydrate: no element of the page (header, sections, footer) is
// swapped for a loading state or re-created, and the layout does not move.
for (const path of routes.filter((route) => route.prerendered).map((route) => route.path).slice(0, 6)) {
  test(`${path} keeps its prerendered content in place while its islands hydrate`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const record = { removedElements: [] as string[], textBefore: '' };
      Object.assign(window, { __hydrationRecord: record });
      // As first painted, with its stylesheet (text-transform shows in innerText); no island starts before this.
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        record.textBefore = document.getElementById('root')?.innerText ?? '';
      }).observe({ type: 'paint', buffered: true });
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (!(mutation.target as Element).closest?.('#root')) continue;
          for (const node of mutation.removedNodes) {
            if (node instanceof Element) record.removedElements.push(`${node.tagName} from ${(mutation.target as Element).tagName}`);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await waitForIdleIslands(page);
    await page.waitForLoadState('networkidle');
    const record = await page.evaluate(
      () => (window as unknown as { __hydrationRecord: { removedElements: string[]; textBefore: string } }).__hydrationRecord,
    );
    expect(record.removedElements).toEqual([]);
    expect(await page.locator('#root').innerText()).toBe(record.textBefore);
    expect((await layoutShifts(page)).shift).toBeLessThanOrEqual(0.01);
  });
}

// A prerendered page names no script for the browser to fetch with the HTML: its inline loader asks for the page's
// script only once the page is on screen, and React and the islands' code come after that, so on a slow connection
// no script competes with the HTML and the stylesheet for the first paint.
test('a prerendered page requests no script before its first contentful paint, and its islands still go live', async ({ page, request }) => {
  const html = await (await request.get('/pricing')).text();
  expect(html).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/);
  await page.goto('/pricing');
  await waitForIdleIslands(page);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { firstContentfulPaint: paint?.startTime ?? null, scripts };
  });
  expect(timing.firstContentfulPaint).not.toBeNull();
  const names = timing.scripts.map((script) => script.name);
  expect(names).toContainEqual(expect.stringMatching(/\/page-[\w-]+\.js$/));
  expect(names).toContainEqual(expect.stringMatching(/\/react-[\w-]+\.js$/));
  for (const script of timing.scripts) expect(script.startTime, script.name).toBeGreaterThan(timing.firstContentfulPaint!);
});
