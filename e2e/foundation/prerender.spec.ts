import { expect, test } from '../support/test';
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
  await login.click();
  await expect(login).toHaveAttribute('aria-expanded', 'true');
  expect(messages.filter((message) => /hydrat|did not match|mismatch/i.test(message))).toEqual([]);
});
