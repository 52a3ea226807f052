import { expect, test, waitForHydration } from '../support/test';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { routes } from '../support/routes';

// Without JavaScript a visitor (or a crawler) still gets every marketing page's content, title and description.
test.describe('prerendered HTML', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes.filter((candidate) => candidate.prerendered)) {
    test(`${route.path} arrives with its content`, async ({ page, pageProblems }) => {
      // With JavaScript off the browser itself refuses to preload module scripts.
      pageProblems.allow(/request failed: GET http:\/\/127\.0\.0\.1:\d+\/assets\/[\w.-]+\.js \(csp\)$/);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    });
  }
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

// The server HTML stays on screen through hydration, which runs in stages (src/lib/staged-hydration.tsx): no element
// of the page (header, sections, footer) is swapped for a loading state or re-created, and the layout does not move
// (Lighthouse measured CLS 0.84 when the footer jumped up and down around hydration).
for (const path of routes.filter((route) => route.prerendered).map((route) => route.path).slice(0, 6)) {
  test(`${path} keeps its prerendered content in place while it hydrates`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    await page.addInitScript(() => {
      const record = { removedElements: [] as string[], textBefore: '' };
      Object.assign(window, { __hydrationRecord: record });
      document.addEventListener('DOMContentLoaded', () => {
        record.textBefore = document.getElementById('root')?.innerText ?? '';
      });
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
    await waitForHydration(page.locator('main'));
    await page.waitForLoadState('networkidle');
    const record = await page.evaluate(
      () => (window as unknown as { __hydrationRecord: { removedElements: string[]; textBefore: string } }).__hydrationRecord,
    );
    expect(record.removedElements).toEqual([]);
    expect(await page.locator('#root').innerText()).toBe(record.textBefore);
    expect((await layoutShifts(page)).shift).toBeLessThanOrEqual(0.01);
  });
}

// The app's chunks wait until the prerendered page is on screen (src/boot.ts), so on a slow connection they do not
// compete with the HTML and the stylesheet for the first paint.
test('a prerendered page requests its app only after its first contentful paint', async ({ page }) => {
  await page.goto('/pricing');
  await waitForHydration(page.locator('main'));
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { firstContentfulPaint: paint?.startTime ?? null, scripts };
  });
  expect(timing.firstContentfulPaint).not.toBeNull();
  const [boot, ...app] = [...timing.scripts].sort((a, b) => a.startTime - b.startTime);
  expect(app.length).toBeGreaterThan(3);
  expect(boot.startTime).toBeLessThan(timing.firstContentfulPaint!);
  for (const script of app) expect(script.startTime, script.name).toBeGreaterThan(timing.firstContentfulPaint!);
});
