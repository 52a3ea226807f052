import type { Page } from '@playwright/test';
import { createVendorApplication } from '../../tests/factories/submissions';
import { expect, test } from '../support/test';
import {
  accessToken,
  backendInfo,
  createUser,
  expectSeededRowsVisible,
  expectSubmissionTablesHidden,
  logIn,
  mails,
  nextAdminRefresh,
  openAdminDashboard,
  openRenderedMail,
  randomPassword,
  seedSubmissionRows,
  uniqueEmail,
  vendorLogIn,
} from './backend';
import { timeouts } from '../support/timeouts';

/**
 * End to end on the per-run stack: a visitor's application reaches the admin in another browser, approval
 * invites the vendor, the vendor sets a password and works on their own profile; declines never make accounts.
 */
test.describe.configure({ timeout: timeouts.journey });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function applyAsVendor(page: Page, company: string, email: string) {
  const vendor = createVendorApplication({ company, email });
  await page.goto('/vendor-signup');
  await field(page, 'Company name').fill(vendor.company);
  await field(page, 'Contact person').fill(vendor.contact);
  await field(page, 'Email').fill(vendor.email);
  await field(page, 'Phone').fill(vendor.phone);
  await field(page, 'SMS number for urgent job notifications').fill(vendor.smsNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await field(page, 'Year established').fill(String(vendor.yearEstablished));
  await page.getByRole('combobox', { name: 'Number of employees' }).selectOption(vendor.numberOfEmployees);
  await page.getByRole('checkbox', { name: 'Plumbing' }).check();
  await page.getByRole('checkbox', { name: 'Roofing' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await field(page, 'Business address').fill(vendor.serviceAddress);
  await field(page, 'City').fill(vendor.serviceCity);
  await page.getByRole('combobox', { name: 'State', exact: true }).selectOption(vendor.serviceState);
  await field(page, 'ZIP code').fill(vendor.serviceZipCode);
  await page.getByRole('combobox', { name: 'Service area radius' }).selectOption(vendor.serviceAreaRadius);
  await page.getByRole('combobox', { name: 'Contact hours' }).selectOption(vendor.contactHours);
  await page.getByRole('button', { name: /Submit/ }).click();
  await expect(page.getByText(/VN-[A-Z0-9]{9}/).first()).toBeVisible({ timeout: timeouts.server });
  return (await page.getByTestId('application-number').textContent()) ?? '';
}

async function serviceRows(table: string, filter: string) {
  const { apiUrl, secretKey } = backendInfo();
  const response = await fetch(`${apiUrl}/rest/v1/${table}?select=*&${filter}`, {
    headers: { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
  });
  return (await response.json()) as Record<string, unknown>[];
}

test('visitor applies → admin sees it in another browser and approves → invite → password → login → profile saved', async ({ page, browser }) => {
  const company = `Harbor Plumbing ${Date.now().toString(36)}`;
  const vendorEmail = uniqueEmail('vendor');
  const admin = await openAdminDashboard(browser, 'vendors');

  const applicationNumber = await applyAsVendor(page, company, vendorEmail);
  // The card appears at the dashboard's next 5-second re-read.
  await nextAdminRefresh(admin.page);
  const card = admin.page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  // The applicant hears at once that it arrived, with the number the page showed and the review timeline.
  await expect.poll(async () => (await mails(vendorEmail)).filter((mail) => mail.kind === 'transactional').length, { timeout: timeouts.mail }).toBe(1);
  const received = (await mails(vendorEmail)).find((mail) => mail.kind === 'transactional')!;
  expect(received.subject).toBe(`We received your application [${applicationNumber}]`);
  expect(received.text).toContain('Review and credential verification (3-5 business days)');
  await card.getByRole('button', { name: /^Approve/ }).click();
  await admin.page.getByRole('dialog', { name: `Approve ${company}?` }).getByRole('button', { name: 'Approve and invite' }).click();
  await expect(card.getByText('approved', { exact: true })).toBeVisible();

  await expect.poll(async () => (await mails(vendorEmail)).filter((mail) => mail.kind === 'invite').length).toBe(1);
  const [row] = await serviceRows('vendor_applications', `email=eq.${encodeURIComponent(vendorEmail)}`);
  expect(row).toMatchObject({ status: 'approved', company });
  expect(row.decided_by).toBeTruthy();
  expect(row.decided_at).toBeTruthy();
  expect(row.user_id).toBeTruthy();

  const invite = (await mails(vendorEmail)).find((mail) => mail.kind === 'invite')!;
  // The invite says who it is from and why: the approval, the application number the page showed, the company, and
  // what the portal is for.
  expect(invite.subject).toBe(`Your DoorKeep vendor application is approved [${applicationNumber}]`);
  expect(invite.text).toContain(`Application number: ${applicationNumber}`);
  expect(invite.text).toContain(`we approved your application to join the DoorKeep vendor network for ${company}.`);
  expect(invite.text).toContain('keep your business profile up to date');
  expect(invite.text).toContain('see the jobs DoorKeep sends you');
  const rendered = await openRenderedMail(page, invite);
  await expect(rendered.getByRole('heading', { name: 'Your DoorKeep vendor application is approved' })).toBeVisible();
  await expect(rendered.getByRole('link', { name: 'Choose my password' })).toHaveAttribute('href', invite.link);
  const vendorContext = await browser.newContext();
  const vendor = await vendorContext.newPage();
  await vendor.goto(invite.link);
  await expect(vendor.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  const password = randomPassword();
  await vendor.getByLabel(/^New password\*?$/).fill(password);
  await vendor.getByLabel(/^Confirm password\*?$/).fill(password);
  await vendor.getByRole('button', { name: 'Set Password' }).click();
  await vendor.waitForURL(/\/vendor-dashboard$/);
  await expect(vendor.getByTestId('portal-company')).toHaveText(company);

  await vendor.getByRole('button', { name: 'Sign out' }).click();
  await vendor.waitForURL(/\/vendor-login$/);
  await vendor.goto('/vendor-dashboard');
  await vendor.waitForURL(/\/vendor-login$/);
  await vendorLogIn(vendor, vendorEmail, password);
  await vendor.waitForURL(/\/vendor-dashboard$/);
  await expect(vendor.getByTestId('portal-company')).toHaveText(company);

  await vendor.getByRole('tab', { name: /Profile/ }).click();
  // The company name is what the admin vetted: shown, never editable; the contact person is the vendor's to change.
  await expect(vendor.getByLabel('Company name')).toHaveValue(company);
  await expect(vendor.getByLabel('Company name')).not.toBeEditable();
  await vendor.getByLabel('Contact person').fill('Rae Newcontact');
  // The profile offers the application's 14 categories, so what the vendor applied with shows ticked.
  const categories = vendor.getByRole('group', { name: 'Service categories' }).getByRole('checkbox');
  await expect(categories).toHaveCount(14);
  await expect(vendor.getByRole('checkbox', { name: 'Roofing' })).toBeChecked();
  await vendor.getByRole('checkbox', { name: 'Handyman Services' }).check();
  await vendor.getByRole('button', { name: 'Save Changes' }).click();
  await expect
    .poll(async () => (await serviceRows('vendor_applications', `email=eq.${encodeURIComponent(vendorEmail)}`))[0])
    .toMatchObject({ contact: 'Rae Newcontact', category: ['Plumbing', 'Handyman Services', 'Roofing'] });
  await expect(vendor.getByTestId('portal-company')).toHaveText(company);

  await vendorContext.close();
  await admin.context.close();
});

test('a declined vendor gets no account and cannot log in; an owner gets a clear message at /vendor-login', async ({ page, browser, pageProblems }) => {
  pageProblems.allow(/HTTP 400: .*\/auth\/v1\/token/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 400/);
  const company = `Declined Roofing ${Date.now().toString(36)}`;
  const vendorEmail = uniqueEmail('declined');
  const admin = await openAdminDashboard(browser, 'vendors');
  await applyAsVendor(page, company, vendorEmail);

  await nextAdminRefresh(admin.page);
  const card = admin.page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Decline/ }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Decline ${company}?` });
  await dialog.getByLabel('Reason for declining').fill('Outside our service area');
  await dialog.getByRole('button', { name: 'Decline application' }).click();
  await expect(card.getByText('declined', { exact: true })).toBeVisible();
  expect((await serviceRows('vendor_applications', `email=eq.${encodeURIComponent(vendorEmail)}`))[0]).toMatchObject({ status: 'declined', user_id: null });
  expect((await mails(vendorEmail)).filter((mail) => mail.kind === 'invite')).toEqual([]);

  await page.goto('/vendor-login');
  await vendorLogIn(page, vendorEmail, randomPassword());
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');

  const ownerEmail = uniqueEmail('owner');
  const ownerPassword = randomPassword();
  await createUser({ email: ownerEmail, password: ownerPassword });
  await vendorLogIn(page, ownerEmail, ownerPassword);
  await expect(page.getByRole('alert')).toContainText('not a vendor account');
  await page.goto('/vendor-dashboard');
  await page.waitForURL(/\/vendor-login$/);
  await admin.context.close();
});

test('declining with "E-mail the applicant" ticked sends them one polite e-mail with the reason and their VN- number, quoting nothing they typed', async ({ page, browser }) => {
  const company = `Told Plumbing ${Date.now().toString(36)}`;
  const vendorEmail = uniqueEmail('told');
  const admin = await openAdminDashboard(browser, 'vendors');
  const applicationNumber = await applyAsVendor(page, company, vendorEmail);

  await nextAdminRefresh(admin.page);
  const card = admin.page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Decline/ }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Decline ${company}?` });
  await dialog.getByLabel('Reason for declining').fill('We have enough plumbers in your area for now');
  await dialog.getByRole('checkbox', { name: /E-mail the applicant/ }).check();
  await dialog.getByRole('button', { name: 'Decline application' }).click();
  await expect(admin.page.getByRole('status').filter({ hasText: `${company} will be told by e-mail` })).toBeVisible();

  const declineMails = async () =>
    (await mails(vendorEmail)).filter((mail) => mail.subject === `About your DoorKeep vendor application [${applicationNumber}]`);
  await expect.poll(async () => (await declineMails()).length, { timeout: timeouts.mail }).toBe(1);
  const [mail] = await declineMails();
  for (const part of [mail!.text, mail!.html ?? '']) {
    expect(part).toContain('We have enough plumbers in your area for now');
    expect(part).toContain('apply again');
    // The address was never proven, so the mail carries none of the applicant's own words.
    expect(part).not.toContain(company);
  }
  expect((await mails(vendorEmail)).filter((mail) => mail.kind === 'invite')).toEqual([]);
  await admin.context.close();
});

test('an owner cannot open the admin data: the gate refuses them and REST returns nothing', async ({ page, pageProblems }) => {
  pageProblems.allow(/HTTP 400: .*\/auth\/v1\/token/);
  pageProblems.allow(/console error: Failed to load resource: .* status of 400/);
  const ownerEmail = uniqueEmail('owner');
  const ownerPassword = randomPassword();
  await createUser({ email: ownerEmail, password: ownerPassword });
  await page.goto('/login');
  await logIn(page, ownerEmail, ownerPassword);
  await page.waitForURL(/\/dashboard$/);

  await page.goto('/admin-dashboard');
  await expect(page.getByLabel('Admin email')).toBeVisible();
  await page.getByLabel('Admin email').fill(ownerEmail);
  await page.getByLabel(/^Password\*?$/).fill(ownerPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid username or password. Please try again.')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toHaveCount(0);

  // Over seeded tables: the owner's JWT and a vendor's (without an application of theirs) read nothing, anon is
  // refused, and an admin's JWT does see the seeded rows.
  const seeded = await seedSubmissionRows();
  await expectSubmissionTablesHidden(await accessToken(ownerEmail, ownerPassword));
  const vendorEmail = uniqueEmail('vendor-rest');
  const vendorPassword = randomPassword();
  await createUser({ email: vendorEmail, password: vendorPassword, role: 'vendor' });
  await expectSubmissionTablesHidden(await accessToken(vendorEmail, vendorPassword));
  await expectSubmissionTablesHidden(null);
  const adminEmail = uniqueEmail('admin-rest');
  const adminPassword = randomPassword();
  await createUser({ email: adminEmail, password: adminPassword, role: 'admin' });
  await expectSeededRowsVisible(await accessToken(adminEmail, adminPassword), seeded);
});