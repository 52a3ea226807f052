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
  await expect(page.getByText('Monthly rent under management')).toBeVisible({ timeout: timeouts.server });
  const cards = page.getByTestId('stat-card');
  const figureTops = await cards.evaluateAll((all) =>
    all.map((card) => Math.round(card.querySelector('p:last-child')!.getBoundingClientRect().top)),
  );
  expect(figureTops).toHaveLength(3);
  // Properties beside Units at 390 px, and the rent, the widest figure, on a row of its own below them.
  expect(figureTops[1]).toBe(figureTops[0]);
  expect(figureTops[2]).toBeGreaterThan(figureTops[0]!);
  const rentCard = await cards.nth(2).boundingBox();
  const propertiesCard = await cards.nth(0).boundingBox();
  expect(rentCard!.width).toBeGreaterThan(propertiesCard!.width * 1.5);
});
