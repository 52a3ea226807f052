import type { Page } from '@playwright/test';
import { createNewsletterSignup } from '../../tests/factories/submissions';
import { expect, test, waitForHydration } from '../support/test';

const success = 'Thanks for subscribing! Check your inbox for a confirmation.';
const storageKey = 'newsletter-signups';

type Stored = { id: string; email: string; signupDate: string; source: string };
const storedSignups = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]') as Stored[], storageKey);

const newsletter = (page: Page) => page.getByRole('form', { name: 'Newsletter signup' });
const emailField = (page: Page) => newsletter(page).getByRole('textbox', { name: 'Email address' });

test.describe('newsletter on the home page', () => {
  test('subscribes a new address: Subscribing... → confirmation for 3 s → the empty form returns', async ({ page }) => {
    // The page's clock is held still so each short-lived state can be checked before moving on.
    await page.clock.install();
    await page.goto('/');
    // Text typed into the prerendered field before hydration would be reset by it.
    await waitForHydration(emailField(page));
    await expect(emailField(page)).toHaveAttribute('required', '');

    await emailField(page).fill('  New.Reader@Example.com ');
    await page.clock.pauseAt(Date.now() + 60_000);
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    const busy = newsletter(page).getByRole('button', { name: 'Subscribing...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(999);
    expect(await storedSignups(page)).toEqual([]);

    await page.clock.runFor(1);
    await expect(page.getByRole('status').filter({ hasText: success })).toBeVisible();
    await expect(newsletter(page)).toHaveCount(0);
    const stored = await storedSignups(page);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'new.reader@example.com', source: 'homepage' });
    expect(stored[0].id).toMatch(/^NEWS-[A-Z0-9]{9}$/);
    expect(Number.isNaN(Date.parse(stored[0].signupDate))).toBe(false);

    await page.clock.runFor(2_999);
    await expect(page.getByText(success)).toBeVisible();
    await page.clock.runFor(1);
    await expect(emailField(page)).toBeVisible();
    await expect(emailField(page)).toHaveValue('');
    await expect(page.getByText(success)).toHaveCount(0);
  });

  test('an address already saved here (in another case) is a success with no second record', async ({ page }) => {
    await page.goto('/');
    // Text typed into the prerendered field before hydration would be reset by it.
    await waitForHydration(emailField(page));
    const existing = createNewsletterSignup({ email: 'owner@example.com' });
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [storageKey, JSON.stringify([existing])]);
    await page.reload();

    await emailField(page).fill('OWNER@example.COM');
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(success)).toBeVisible();
    expect(await storedSignups(page)).toEqual([existing]);
  });

  test('an empty or malformed address shows the message, wired to the field, until it is edited', async ({ page }) => {
    await page.goto('/');
    // Text typed into the prerendered field before hydration would be reset by it.
    await waitForHydration(emailField(page));
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    const alert = newsletter(page).getByRole('alert');
    await expect(alert).toHaveText('Please enter a valid email address');

    await emailField(page).fill('reader@example');
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(alert).toHaveText('Please enter a valid email address');
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveAccessibleDescription(/Please enter a valid email address/);

    await emailField(page).press('m');
    await expect(alert).toHaveCount(0);
    await expect(emailField(page)).not.toHaveAttribute('aria-invalid');
    expect(await storedSignups(page)).toEqual([]);
  });
});

test('a save the browser refuses re-enables the button, keeps the address and says so', async ({ page }) => {
  await page.goto('/');
  // Text typed into the prerendered field before hydration would be reset by it.
  await waitForHydration(emailField(page));
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await emailField(page).fill('full@example.com');
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter(page).getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await expect(newsletter(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(emailField(page)).toHaveValue('full@example.com');
});

test('the resources page newsletter saves with source resources', async ({ page }) => {
  await page.goto('/resources');
  // Text typed into the prerendered field before hydration would be reset by it.
  await waitForHydration(emailField(page));
  await emailField(page).fill('reader@example.com');
  await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(success)).toBeVisible();
  const stored = await storedSignups(page);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ email: 'reader@example.com', source: 'resources' });
});
