import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';
import { backendInfo, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

test.use({ viewport: { width: 1280, height: 800 } });

/** Holds the page's writes to the API until `release` is called, so the busy state can be measured. */
async function holdApiWrites(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${backendInfo().apiUrl}/**`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.fallback();
  });
  return release;
}

async function box(locator: Locator) {
  const rect = (await locator.boundingBox())!;
  return { x: Math.round(rect.x), width: Math.round(rect.width) };
}

test("the newsletter's e-mail field keeps its width while the button says 'Subscribing...'", async ({ page }) => {
  const release = await holdApiWrites(page);
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  await waitForHydration(email);
  await email.fill(uniqueEmail('steady-reader'));
  const idle = { field: await box(email), button: await box(form.getByRole('button', { name: 'Subscribe' })) };

  await form.getByRole('button', { name: 'Subscribe' }).click();
  const busyButton = form.getByRole('button', { name: 'Subscribing...' });
  await expect(busyButton).toBeDisabled();
  expect({ field: await box(email), button: await box(busyButton) }).toEqual(idle);

  release();
  await expect(page.getByRole('status').filter({ hasText: 'Thanks for subscribing!' })).toBeVisible({ timeout: timeouts.server });
});

test("the support form's send button keeps its size while it says 'Sending...'", async ({ page }) => {
  const release = await holdApiWrites(page);
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await waitForHydration(send);
  await page.getByRole('textbox', { name: /your name/i }).fill('Pat Landlord');
  await page.getByRole('textbox', { name: /^email/i }).fill(uniqueEmail('steady-support'));
  await page.getByRole('textbox', { name: /subject/i }).fill('Deposit question');
  await page.getByRole('textbox', { name: /^message/i }).fill('Is the deposit refundable if I sell before onboarding?');
  const idle = await box(send);

  await send.click();
  const busy = page.getByRole('button', { name: 'Sending...' });
  await expect(busy).toBeDisabled();
  expect(await box(busy)).toEqual(idle);

  release();
  await expect(page.getByTestId('ticket-reference')).toHaveText(/^DK-[A-Z0-9]{9}$/, { timeout: timeouts.server });
});
