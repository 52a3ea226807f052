import { expect, test } from '../support/test';
import { backendInfo, fillWaitlist, payDepositFromStepTwo, payWith, uniqueEmail } from './backend';
import { timeouts } from '../support/timeouts';

test.describe.configure({ mode: 'serial' });

test('new visitor: waitlist → silent account → checkout → pays 4242 → real order on success page and dashboard', async ({ page }) => {
  const email = uniqueEmail('funnel');
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  // Step 2 shows the server's place in line (not this browser's count) once the row is linked to the new account.
  const stepQueue = page.getByTestId('queue-position');
  await expect(stepQueue).toHaveText(/^#\d+$/, { timeout: timeouts.server });
  const stepQueueText = (await stepQueue.textContent())?.trim();
  // Let the silent sign-up's session events and the row link settle before starting the checkout.
  await page.waitForLoadState('networkidle');
  // The local stack answers in a few milliseconds: hold the request (unchanged) until the busy state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/stripe-checkout', async (route) => {
    await held;
    await route.continue();
  });
  await pay.click();
  await expect(page.getByRole('button', { name: /Creating checkout session/ })).toBeVisible();
  release();

  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await expect(page.getByText('Reserve Spot')).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');

  await page.waitForURL(/\/checkout-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!', { timeout: timeouts.payment });
  const reference = (await page.getByTestId('order-reference').textContent())?.trim();
  expect(reference).toMatch(/^DK-RES-[A-Z2-9]{8}$/);
  await expect(page.getByTestId('amount-paid')).toHaveText('$99.00');
  const queue = (await page.getByTestId('queue-position').textContent())?.trim();
  expect(Number(queue?.slice(1))).toBeGreaterThan(500);
  expect(queue).toBe(stepQueueText);
  await expect(page.getByRole('heading', { name: 'What Happens Next' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'View printable receipt' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to my dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Dashboard');
  await expect(page.getByTestId('status-badge')).toHaveText('Waitlist Member');
  await expect(page.getByText('2% lifetime rate locked in')).toBeVisible();
  await expect(page.getByTestId('queue-position')).toHaveText(queue ?? '');
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(reference ?? '');
  await expect(row).toContainText('$99.00');
  await expect(row).toContainText('paid');
  // The account was made silently: the dashboard offers a password.
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();

  // The success page's 'Set your password' link lands on the card even on a short phone screen.
  await page.setViewportSize({ width: 390, height: 520 });
  await page.goto('/dashboard#set-password');
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeInViewport();
});

test('declined card shows the stand-in message; cancel returns to step 2 with the data kept and says nothing was charged', async ({ page }) => {
  const email = uniqueEmail('declined');
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  await page.getByRole('button', { name: 'Reserve My Spot - $99' }).click({ timeout: timeouts.server });
  await page.waitForURL(`${backendInfo().stripeUrl}/**`);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.waitForURL(/\/waitlist\?checkout=canceled$/);
  await expect(page.getByRole('button', { name: 'Reserve My Spot - $99' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment canceled. Nothing was charged.' })).toBeVisible();
});

test('a landlord who signs up on /signup is guided to reserve: the first next step leads to the waitlist with their details filled in, and once paid /waitlist shows the reservation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('signup-reserve');
  await page.goto('/signup');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Rae');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Lind');
  await page.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await page.getByLabel(/^Password/).fill('secret-pass-1');
  await page.getByLabel(/^Confirm password/).fill('secret-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Dashboard', { timeout: timeouts.server });
  const steps = page.getByRole('list', { name: 'Next Steps' }).getByRole('listitem');
  await expect(steps.first().getByRole('link', { name: 'Reserve your spot - $99' })).toBeVisible();
  await steps.first().getByRole('link', { name: 'Reserve your spot - $99' }).click();

  await expect(page).toHaveURL(/\/waitlist$/);
  await expect(page.getByRole('textbox', { name: /first name/i })).toHaveValue('Rae');
  await expect(page.getByRole('textbox', { name: /last name/i })).toHaveValue('Lind');
  await expect(page.getByRole('textbox', { name: /^email/i })).toHaveValue(email);
  await page.getByRole('textbox', { name: /^phone/i }).fill('(702) 555-0100');
  await page.getByRole('button', { name: 'Continue' }).click();
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await page.waitForLoadState('networkidle');
  await payDepositFromStepTwo(page, pay);
  const queue = (await page.getByTestId('queue-position').textContent())?.trim();

  await page.goto('/waitlist');
  await expect(page.getByRole('heading', { level: 2, name: 'Your spot is reserved' })).toBeVisible({ timeout: timeouts.server });
  await expect(page.getByTestId('reserved-place')).toHaveText(queue ?? '');
  await expect(page.getByTestId('reserved-deposit')).toHaveText('$99');
  await expect(page.getByRole('textbox', { name: /first name/i })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByTestId('status-badge')).toHaveText('Waitlist Member');
  await expect(page.getByRole('link', { name: /Reserve your spot/ })).toHaveCount(0);
});
