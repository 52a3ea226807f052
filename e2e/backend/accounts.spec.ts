import { expect, test } from '../support/test';
import {
  accessToken,
  createUser,
  expectSeededRowsVisible,
  expectSubmissionTablesHidden,
  fillWaitlist,
  logIn,
  payDepositFromStepTwo,
  randomPassword,
  recoveryLink,
  seedSubmissionRows,
  uniqueEmail,
  waitlistRowsFor,
} from './backend';
import { timeouts } from '../support/timeouts';

test('sign-up validation, then a new account lands on the dashboard; log out and back in', async ({ page, pageProblems }) => {
  const email = uniqueEmail('signup');
  const password = randomPassword();
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'First name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel(/^Password\*?$/).fill('abc');
  await page.getByLabel(/^Confirm password\*?$/).fill('abd');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel(/^Confirm password\*?$/).fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByLabel(/^Confirm password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByText('Welcome, Sam')).toBeVisible();
  await expect(page.getByTestId('status-badge')).toHaveText('No active subscription');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login$/);

  await page.goto('/dashboard');
  await page.waitForURL(/\/login\?next=%2Fdashboard/);
  await logIn(page, email, 'wrong-password');
  pageProblems.allow(/HTTP 400: .*\/auth\/v1\/token/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 400/);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password. Please try again.');
  // A refused password points to the way back in for an owner the waitlist signed up.
  await expect(page.getByRole('alert').getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property Dashboard');
});

test('already registered: log in with the email filled in, back to step 2, pay; the signup is theirs and paid', async ({ page, pageProblems }) => {
  const email = uniqueEmail('known');
  const password = randomPassword();
  await createUser({ email, password });
  pageProblems.allow(/HTTP 422: .*\/auth\/v1\/signup/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 422/);
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  await page.waitForURL(/\/login\?next=%2Fwaitlist/);
  await expect(page.getByRole('status').filter({ hasText: 'already have an account' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  // A step 1 that ends here stores no row: nothing holds a place or counts in the admin's figures.
  await page.waitForLoadState('networkidle');
  expect(await waitlistRowsFor(email)).toEqual([]);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/waitlist$/);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible();
  // Nothing was stored before the login; the details typed at step 1 are sent now, as the signed-in owner's row.
  await expect.poll(async () => (await waitlistRowsFor(email)).map((row) => row.user_id !== null)).toEqual([true]);

  await payDepositFromStepTwo(page, pay);
  const queue = (await page.getByTestId('queue-position').textContent())?.trim();
  expect(Number(queue?.slice(1))).toBeGreaterThan(500);
  await page.getByRole('link', { name: 'Go to my dashboard' }).first().click();
  await expect(page.getByTestId('status-badge')).toHaveText('Waitlist Member');
  await expect(page.getByTestId('queue-position')).toHaveText(queue ?? '');
  expect(await waitlistRowsFor(email)).toEqual([expect.objectContaining({ deposit_paid: true, status: 'confirmed' })]);
});

test('forgot and reset the password through the local mailbox', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await createUser({ email, password: randomPassword() });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page has an e-mail field too: type only once the recovery page has replaced it.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  const link = await recoveryLink(email);
  expect(link).toContain('/reset-password?token_hash=');
  await page.goto(link ?? '');
  const fresh = randomPassword();
  await page.getByLabel(/^New password\*?$/).fill(fresh);
  await page.getByLabel(/^Confirm new password\*?$/).fill(`${fresh}x`);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel(/^Confirm new password\*?$/).fill(fresh);
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByText('Your password is saved')).toBeVisible();
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/login$/);
  await logIn(page, email, fresh);
  await page.waitForURL(/\/dashboard$/);
});

test('an admin signed in through /login goes straight into the dashboard; an owner cannot read admin data through REST', async ({ page }) => {
  const adminEmail = uniqueEmail('admin');
  const adminPassword = randomPassword();
  await createUser({ email: adminEmail, password: adminPassword, role: 'admin' });
  await page.goto('/login');
  await logIn(page, adminEmail, adminPassword);
  await page.waitForURL(/\/admin-dashboard$/);
  // The gate lives at the same URL: only the dashboard itself, with no password to type again, proves it.
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible({ timeout: timeouts.server });
  await expect(page.getByRole('tab', { name: /^Overview/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  const seeded = await seedSubmissionRows();
  const ownerEmail = uniqueEmail('owner');
  const ownerPassword = randomPassword();
  await createUser({ email: ownerEmail, password: ownerPassword });
  // RLS hides every row that is not the owner's own; anon reads nothing; the admin does see the seeded rows.
  await expectSubmissionTablesHidden(await accessToken(ownerEmail, ownerPassword));
  await expectSubmissionTablesHidden(null);
  await expectSeededRowsVisible(await accessToken(adminEmail, adminPassword), seeded);
});
