import { createVendorApplication } from '../../tests/factories/submissions';
import { expect, test } from '../support/test';
import { backendInfo, createUser, nextAdminRefresh, randomPassword, signInAsAdmin, uniqueEmail, vendorLogIn } from './backend';
import { timeouts } from '../support/timeouts';

/**
 * Failed and repeated vendor invites on the per-run stack: an approval whose invite the server refuses is
 * still shown as approved, with the server's reason; Resend invite mails a fresh link that lets the vendor in.
 */
test.describe.configure({ timeout: timeouts.journey });

/** Submits a vendor application the way the wizard delivers it: an anonymous insert into the table. */
async function submitApplication(company: string, email: string) {
  const record: Record<string, unknown> = createVendorApplication({
    id: `VEN-${randomCode()}`,
    applicationNumber: `VN-${randomCode()}`,
    company,
    email,
  });
  const row = Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key === 'id' ? 'client_id' : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
  );
  const { apiUrl, publishableKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/vendor_applications`, {
    method: 'POST',
    headers: { apikey: publishableKey, Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`inserting the application failed: ${response.status} ${await response.text()}`);
}

const randomCode = () => Array.from({ length: 9 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join('');

/** Invite mails the local stack sent to `to`, newest first. */
async function invites(to: string) {
  const response = await fetch(`${backendInfo().apiUrl}/__mailbox.json`);
  return ((await response.json()) as { to: string; kind: string; link: string }[]).filter((mail) => mail.to === to && mail.kind === 'invite');
}

/** vendor-invite's refusals are expected here: the browser logs each as a failed resource. */
function allowInviteConflicts(pageProblems: { allow: (pattern: RegExp) => void }) {
  pageProblems.allow(/HTTP 409: .*\/vendor-invite$/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 409/);
}

test('an approval whose invite the server refuses shows as approved, with the reason and Resend invite', async ({ page, pageProblems }) => {
  allowInviteConflicts(pageProblems);
  const company = `Taken Address Roofing ${Date.now().toString(36)}`;
  const email = uniqueEmail('owner-vendor');
  await createUser({ email, password: randomPassword() });
  await submitApplication(company, email);
  await signInAsAdmin(page, 'vendors');

  const card = page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Approve/ }).click();
  await page.getByRole('dialog', { name: `Approve ${company}?` }).getByRole('button', { name: 'Approve and invite' }).click();
  await expect(card.getByText('approved', { exact: true })).toBeVisible();
  await expect(card.getByText('Approved, but the invite e-mail was not sent')).toBeVisible();
  await expect(card.getByText('This e-mail address already has an account')).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`The invite e-mail to ${email} was not sent: This e-mail address already has an account`);
  // The decision was saved even though no invite went out; the next re-read keeps showing it approved.
  const reread = page.waitForResponse(
    (response) => response.url().includes('/rest/v1/rpc/admin_list') && (response.request().postData() ?? '').includes('vendor'),
  );
  await nextAdminRefresh(page);
  await reread;
  await expect(card.getByText('approved', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resend invite' })).toBeEnabled();
  expect(await invites(email)).toEqual([]);
});

test('Resend invite mails a fresh link; the vendor sets a password from it and logs in, and the card then says the account is active', async ({
  page,
  browser,
}) => {
  const company = `Resend Plumbing ${Date.now().toString(36)}`;
  const email = uniqueEmail('resend');
  await submitApplication(company, email);
  await signInAsAdmin(page, 'vendors');

  const card = page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Approve/ }).click();
  await page.getByRole('dialog', { name: `Approve ${company}?` }).getByRole('button', { name: 'Approve and invite' }).click();
  await expect(card.getByText('approved', { exact: true })).toBeVisible();
  await expect.poll(async () => (await invites(email)).length).toBe(1);
  const [first] = await invites(email);

  const resend = card.getByRole('button', { name: 'Resend invite' });
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Invite sent to ${email}`);
  await expect.poll(async () => (await invites(email)).length).toBe(2);
  const [newest] = await invites(email);
  expect(newest.link).not.toBe(first.link);
  await expect(resend).toBeEnabled();

  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await vendor.goto(newest.link);
  await expect(vendor.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  const password = randomPassword();
  await vendor.getByLabel(/^New password\*?$/).fill(password);
  await vendor.getByLabel(/^Confirm password\*?$/).fill(password);
  await vendor.getByRole('button', { name: 'Set Password' }).click();
  await vendor.waitForURL(/\/vendor-dashboard$/);
  await expect(vendor.getByTestId('portal-company')).toHaveText(company);
  await vendor.getByRole('button', { name: 'Sign out' }).click();
  await vendor.waitForURL(/\/vendor-login$/);
  await vendorLogIn(vendor, email, password);
  await vendor.waitForURL(/\/vendor-dashboard$/);
  await expect(vendor.getByTestId('portal-company')).toHaveText(company);
  await vendorContext.close();

  // Once the vendor has a password there is nothing to resend: the admin's next re-read says the account is active.
  // (The server's refusal of a resend to an accepted invite is tested in supabase/functions/vendor-invite.)
  await nextAdminRefresh(page);
  await expect(card.getByText('Portal account active')).toBeVisible();
  await expect(resend).toHaveCount(0);
  expect(await invites(email)).toHaveLength(2);
});
