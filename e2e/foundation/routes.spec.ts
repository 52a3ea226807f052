import { expect, test } from '../support/test';
import { notFoundHeading } from '../support/routes';

test.describe('unknown addresses', () => {
  for (const path of ['/no-such-page', '/resources/blog/no-such-article', '/resources/case-studies/nobody-inc']) {
    test(`${path} shows the 404 page`, async ({ page, pageProblems }) => {
      pageProblems.allow(/HTTP 404: .*\/(no-such-page|no-such-article|nobody-inc)$/);
      pageProblems.allow(/console error: Failed to load resource: .* 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
      await expect(page.getByText("Sorry, we couldn't find the page you're looking for. It might have been moved or deleted.")).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found | DoorKeep');
      await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
      await expect(page.getByRole('main').getByRole('link', { name: /help/i })).toHaveAttribute('href', '/resources/help');
    });
  }

  test('an address outside the app reached inside it is loaded from the host: the 404 page for an unknown one', async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/HTTP 404: .*\/not-an-article$/);
    pageProblems.allow(/console error: Failed to load resource: .* 404/);
    await page.goto('/login');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const notFound = page.waitForResponse((response) => response.url().endsWith('/resources/blog/not-an-article'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/resources/blog/not-an-article');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await notFound).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundHeading);
  });
});

test.describe('with smooth scrolling', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('following a link starts the new page at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.goto('/terms');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The page scrolls smoothly (html { scroll-behavior: smooth }): wait until it is well down.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
