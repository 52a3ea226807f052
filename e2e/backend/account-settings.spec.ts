import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { backendInfo, fillWaitlist, logIn, payDepositFromStepTwo, randomPassword, uniqueEmail, waitlistRowsFor } from './backend';
import { timeouts } from '../support/timeouts';

/** Rows of `table` matching `query`, read with the secret key (what the admin and the books see). */
async function serviceRows(table: string, query: string): Promise<Record<string, unknown>[]> {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/${table}?${query}`, { headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` } });
  if (!response.ok) throw new Error(`reading ${table} failed: ${response.status}`);
  return (await response.json()) as Record<string, unknown>[];
}

test.use({ viewport: { width: 390, height: 844 } });

test('an owner with a paid deposit downloads their data, deletes their account by typing the e-mail, is signed out and cannot sign in; the waitlist row is gone and the payment is kept without them', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(timeouts.journey);
  // Auth no longer knows the deleted account's session, so it answers the sign-out 403 (the browser forgets the
  // session all the same); the sign-in attempt afterwards is refused with 400.
  pageProblems.allow(/HTTP 403: .*\/auth\/v1\/logout/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 403/);
  pageProblems.allow(/HTTP 400: .*\/auth\/v1\/token\?grant_type=password/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 400/);
  const email = uniqueEmail('leaver');
  await page.goto('/waitlist');
  await fillWaitlist(page, email);
  const pay = page.getByRole('button', { name: 'Reserve My Spot - $99' });
  await expect(pay).toBeVisible({ timeout: timeouts.server });
  await page.waitForLoadState('networkidle');
  await payDepositFromStepTwo(page, pay);

  // From the dashboard to the settings; the waitlist made the account, so the owner chooses a password first.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible({ timeout: timeouts.server });
  const password = randomPassword();
  const passwordSection = page.getByRole('region', { name: 'Change password' });
  await passwordSection.getByLabel(/^New password/).fill(password);
  await passwordSection.getByLabel(/^Confirm new password/).fill(password);
  await passwordSection.getByRole('button', { name: 'Save password' }).click();
  await expect(passwordSection.getByRole('status')).toHaveText(/Your new password is saved/, { timeout: timeouts.server });

  const exportSection = page.getByRole('region', { name: 'Download my data' });
  const downloading = page.waitForEvent('download');
  await exportSection.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^doorkeep-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { id: string; email: string; name: string };
    waitlist: { email: string; depositPaid: boolean; status: string }[];
    orders: { amountTotal: number; status: string; reference: string }[];
    newsletter: unknown;
    supportMessages: unknown[];
    vendorApplications: unknown[];
  };
  expect(exported.account).toMatchObject({ email, name: 'Dana Owner' });
  expect(exported.waitlist).toEqual([expect.objectContaining({ email, depositPaid: true, status: 'confirmed' })]);
  expect(exported.orders).toEqual([expect.objectContaining({ amountTotal: 9900, status: 'completed', reference: expect.stringMatching(/^DK-RES-/) })]);
  expect(exported.newsletter).toBeNull();
  expect(exported.supportMessages).toEqual([]);
  expect(exported.vendorApplications).toEqual([]);
  const [customer] = await serviceRows('stripe_customers', `select=customer_id&user_id=eq.${exported.account.id}`);
  const customerId = String(customer!.customer_id);

  const danger = page.getByRole('region', { name: 'Delete my account' });
  await expect(danger.getByText('Your $99 deposit is refunded to your card first.', { exact: false })).toBeVisible({ timeout: timeouts.server });
  await danger.getByLabel(/Type your e-mail address to confirm/).fill(email);
  await danger.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/login$/, { timeout: timeouts.server });
  await expect(page.getByText('Your account has been deleted and your $99 deposit refunded to your card.')).toBeVisible();

  await logIn(page, email, password);
  await expect(page.getByRole('alert').filter({ hasText: /invalid/i })).toBeVisible({ timeout: timeouts.server });
  await expect(page).toHaveURL(/\/login/);

  // The admin's waitlist no longer has the row; the order (refunded) and the customer are kept, linked to nobody.
  expect(await waitlistRowsFor(email)).toEqual([]);
  await expect
    .poll(async () => (await serviceRows('stripe_orders', `select=status&customer_id=eq.${customerId}`))[0]?.status, { timeout: timeouts.server })
    .toBe('refunded');
  const orders = await serviceRows('stripe_orders', `select=*&customer_id=eq.${customerId}`);
  const customers = await serviceRows('stripe_customers', `select=*&customer_id=eq.${customerId}`);
  expect(orders).toEqual([expect.objectContaining({ amount_total: 9900, waitlist_signup_id: null })]);
  expect(customers).toEqual([expect.objectContaining({ user_id: null })]);
  const kept = JSON.stringify([orders, customers]).toLowerCase();
  expect(kept).not.toContain(email.toLowerCase());
  expect(kept).not.toContain('dana');
});
