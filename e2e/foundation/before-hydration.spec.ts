import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';

// A prerendered page shows its forms at the first paint, while the app that runs them arrives later (src/boot.ts
// waits for that paint; on a slow phone the chunks take a while more). What a visitor does in between is kept.

/** Holds the app's main chunk until the returned function is called, so the test acts on the page before it is live. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a newsletter sign-up typed and sent before the page is live is sent once it is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdTheApp(page);
  await page.goto('/');
  const signup = page.getByRole('form', { name: 'Newsletter signup' });
  await signup.getByLabel('Email address').fill('early.reader@example.com');
  await signup.getByRole('button', { name: 'Subscribe' }).click();

  release();
  await waitForHydration(signup);
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible();
  // Held, not sent by the browser: that would have reloaded the page with the address in the query.
  expect(new URL(page.url()).search).toBe('');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('newsletter-signups') ?? '[]') as Array<{ email: string }>);
  expect(stored.map((signupRecord) => signupRecord.email)).toEqual(['early.reader@example.com']);
});

test('support form fields filled before the page is live keep their values and are sent', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/contact');
  const name = page.getByRole('textbox', { name: /your name/i });
  const message = page.getByRole('textbox', { name: /^message/i });
  const category = page.getByRole('combobox', { name: /category/i });
  await name.fill('Early Bird');
  await page.getByRole('textbox', { name: /^email/i }).fill('early.bird@example.com');
  await page.getByRole('textbox', { name: /subject/i }).fill('Typed before the page was live');
  await category.selectOption('billing');
  await message.fill('Every word of this was typed while the page was still loading its script.');

  release();
  await waitForHydration(name);
  await expect(name).toHaveValue('Early Bird');
  await expect(category).toHaveValue('billing');
  await expect(message).toHaveValue('Every word of this was typed while the page was still loading its script.');

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('ticket-reference')).toHaveText(/^DK-[A-Z0-9]{9}$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('support-messages') ?? '[]') as Array<Record<string, string>>);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: 'Early Bird',
    email: 'early.bird@example.com',
    subject: 'Typed before the page was live',
    category: 'billing',
  });
});

test('a search typed into the help centre before it is live filters once it is', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/resources/help');
  const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
  await search.fill('refund');

  release();
  await waitForHydration(search);
  await expect(search).toHaveValue('refund');
  await expect(page.getByText(/match(es)? “refund”/)).toBeVisible();
});
