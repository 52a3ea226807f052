import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { backendInfo, fillWaitlist, payWith, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

// Membership comes from money: an owner who leaves the $99 checkout is told that nothing was paid and can pay from
// the dashboard. (An owner who refunds and reserves again, and their place at the end of the line, is the journey of
// deposit-refund.spec.ts.)

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
