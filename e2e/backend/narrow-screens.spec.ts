import { expect, test } from '../support/test';
import { createUser, logIn, randomPassword, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px a long e-mail address stays inside the forgot-password confirmation', async ({ page }) => {
  const email = `landlord.${Date.now().toString(36)}.longname@example.com`;
  expect(email.length).toBeGreaterThanOrEqual(33);
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const notice = page.getByRole('status').filter({ hasText: email });
  await expect(notice).toBeVisible();
  const box = await notice.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { right: rect.right, overflow: element.scrollWidth - element.clientWidth, viewport: window.innerWidth };
  });
  expect(box.overflow).toBeLessThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.viewport);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("at 390 px the dashboard's stat cards keep their figures on one line across each row", async ({ page }) => {
  const email = uniqueEmail('narrow-dashboard');
  const password = randomPassword();
  await createUser({ email, password });
  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page.getByText('Monthly Revenue')).toBeVisible({ timeout: timeouts.server });
  const figureTops = await page.locator('main ul').first().locator('li').evaluateAll((cards) =>
    cards.map((card) => Math.round(card.querySelector('p:last-child')!.getBoundingClientRect().top)),
  );
  expect(figureTops).toHaveLength(4);
  // Two cards a row at 390 px: Properties beside Monthly Revenue, Tenants beside Satisfaction.
  expect(figureTops[1]).toBe(figureTops[0]);
  expect(figureTops[3]).toBe(figureTops[2]);
});
