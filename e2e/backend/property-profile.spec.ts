import { expect, test, waitForHydration } from '../support/test';
import { backendInfo, fillWaitlist, payWith } from './backend';
import { timeouts } from '../support/timeouts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * From the calculator to the property profile on the local stack: a visitor sets rent and properties on /pricing,
 * reserves and pays, and on the dashboard fills their first property, which starts from the calculator's rent; the
 * checklist marks the deposit and the profile done and the stat and savings cards show the owner's own figures.
 */
test('a paid owner fills the profile prefilled from the calculator and sees the checklist and the cards change', async ({ page }) => {
  await page.goto('/pricing');
  const rent = page.getByRole('slider', { name: 'Monthly rent per property' });
  await rent.scrollIntoViewIfNeeded();
  await waitForHydration(rent);
  await rent.focus();
  // $2,000 and five steps of $100: $2,500.
  for (let step = 0; step < 5; step++) await rent.press('ArrowRight');
  await page.getByRole('slider', { name: 'Number of properties' }).press('ArrowRight');
  await expect(rent).toHaveAttribute('aria-valuetext', '$2,500 per month');

  const email = `profile-${Date.now()}@example.com`;
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await pay.click();
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL(/\/checkout-success\?session_id=cs_/);

  await page.goto('/dashboard');
  await expect(page.getByTestId('status-badge')).toHaveText('Waitlist Member', { timeout: timeouts.server });
  const steps = page.getByRole('list', { name: 'Next Steps' }).getByRole('listitem');
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'todo');
  const card = (label: string) => page.getByTestId('stat-card').filter({ hasText: label });
  await expect(card('Properties')).toContainText('0');

  const form = page.getByRole('form', { name: 'Add your first property' });
  await expect(form).toContainText('From your ROI calculator: $2,500 a month in rent, across 2 properties.');
  await expect(form.getByLabel(/^Monthly rent per unit/)).toHaveValue('2500');
  await form.getByLabel(/^Street address/).fill('12 Palm Ave');
  await form.getByLabel(/^City/).fill('Las Vegas');
  await form.getByLabel(/^State/).selectOption('NV');
  await form.getByLabel(/^ZIP code/).fill('89101');
  await form.getByLabel(/^Property type/).selectOption('multi_family');
  await form.getByLabel(/^Number of units/).fill('2');
  await form.getByRole('button', { name: 'Save property' }).click();

  await expect(page.getByTestId('property-row')).toContainText('12 Palm Ave', { timeout: timeouts.server });
  await expect(steps.nth(1)).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('steps-progress')).toHaveText('2 of 4 done');
  await expect(card('Properties')).toContainText('1');
  await expect(card('Units')).toContainText('2');
  await expect(card('Monthly rent under management')).toContainText('$5,000');
  // 8% of $5,000 a month, for a year.
  await expect(page.getByTestId('annual-savings')).toHaveText('$4,800');

  // Stored on the server: a new visit reads it back.
  await page.reload();
  await expect(page.getByTestId('property-row')).toContainText('12 Palm Ave', { timeout: timeouts.server });
});
