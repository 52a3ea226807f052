import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { backendInfo, fillWaitlist, payWith, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

// Membership comes from money: an owner who leaves the $99 checkout is told that nothing was paid and can pay from
// the dashboard, and an owner who refunds and reserves again pays for a place at the end of the line.

test.use({ viewport: { width: 390, height: 844 } });

/** Screenshots of the dashboard's states for a person to look at, only when DASHBOARD_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const folder = process.env.DASHBOARD_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: path.join(folder, `dashboard-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Step 1 as a new visitor (the account is made silently), up to the pay button of step 2. */
async function joinToStepTwo(page: Page, email: string) {
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await page.waitForLoadState('networkidle');
  return pay;
}

async function payOnStandin(page: Page) {
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', { timeout: timeouts.payment });
}

/** The paid owner's place on the dashboard, once the webhook has marked the deposit paid. */
async function paidPlace(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await expect(page.getByTestId('status-badge')).toHaveText('Waitlist Member', { timeout: timeouts.server });
  const text = (await page.getByTestId('queue-position').textContent()) ?? '';
  return Number(text.trim().slice(1));
}

/** A new owner, in a browser of their own, who joins and pays: someone who joined meanwhile. */
async function anotherOwnerPays(browser: Browser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await (await joinToStepTwo(page, uniqueEmail('meanwhile'))).click();
    await payOnStandin(page);
    return await paidPlace(page);
  } finally {
    await context.close();
  }
}

test('an owner who leaves the checkout is told nothing was charged, sees the unpaid deposit and pays from the dashboard', async ({
  page,
}) => {
  test.setTimeout(timeouts.journey);
  const email = uniqueEmail('leaver');
  await (await joinToStepTwo(page, email)).click();
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  // Leaves on the payment page: its Cancel goes back to the waitlist, which says what happened.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/waitlist\?checkout=canceled$/);
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was charged' })).toBeVisible({ timeout: timeouts.ui });

  // The checkout made the Stripe customer and its not_started record; that is no membership.
  await page.goto('/dashboard');
  await expect(page.getByTestId('status-badge')).toHaveText('Deposit not paid', { timeout: timeouts.server });
  await expect(page.getByText(/locked in/i)).toHaveCount(0);
  await expect(page.getByText('Waitlist Member')).toHaveCount(0);
  await expect(page.getByTestId('unpaid-queue-position')).toHaveText(/^#5\d\d+$/);
  const payButtons = page.getByRole('button', { name: 'Pay the $99 deposit' });
  await expect(payButtons).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Reserve your spot/ })).toHaveCount(0);
  await shot(page, 'unpaid');

  // Cancelled again from the dashboard: back on the dashboard, still unpaid, with the same note.
  await page.waitForLoadState('networkidle');
  await payButtons.click();
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/dashboard\?checkout=canceled$/);
  await expect(page.getByRole('status').filter({ hasText: 'Nothing was charged' })).toBeVisible({ timeout: timeouts.server });
  await expect(page.getByTestId('status-badge')).toHaveText('Deposit not paid');

  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Pay the $99 deposit' }).click();
  await payOnStandin(page);
  expect(await paidPlace(page)).toBeGreaterThan(500);
  await expect(page.getByText('2% lifetime rate locked in')).toBeVisible();
  await expect(page.getByTestId('unpaid-deposit')).toHaveCount(0);
  await shot(page, 'paid');
});

test('an owner who refunds and reserves again is behind everyone who joined meanwhile', async ({ page, browser }) => {
  test.setTimeout(timeouts.journey);
  await (await joinToStepTwo(page, uniqueEmail('returner'))).click();
  await payOnStandin(page);
  const firstPlace = await paidPlace(page);

  const meanwhile = await anotherOwnerPays(browser);
  expect(meanwhile).toBeGreaterThan(firstPlace);

  const card = page.getByTestId('deposit-card');
  await card.getByRole('button', { name: 'Request refund' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`You give up place #${firstPlace} in line`);
  await dialog.getByRole('button', { name: 'Refund $99' }).click();
  await expect(page.getByTestId('status-badge')).toHaveText('Deposit refunded', { timeout: timeouts.server });

  await page.getByRole('link', { name: 'Reserve a spot again' }).click();
  await page.waitForURL(/\/waitlist$/);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(pay.or(next)).toBeVisible({ timeout: timeouts.server });
  if (await next.isVisible()) {
    await page.getByRole('textbox', { name: /^phone/i }).fill('(702) 555-0100');
    await next.click();
    await expect(pay).toBeVisible({ timeout: timeouts.server });
  }
  await page.waitForLoadState('networkidle');
  await pay.click();
  await payOnStandin(page);
  const again = await paidPlace(page);
  // The refund released the old place: everyone who joined meanwhile moved up one, and the owner is behind them.
  expect(again).toBeGreaterThan(meanwhile - 1);
  expect(again).not.toBe(firstPlace);
});
