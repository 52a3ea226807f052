import { readFile } from 'node:fs/promises';
import type { NewsletterSignup, VendorApplication } from '../../src/lib/submissions/schemas';
import { createNewsletterSignup, createVendorApplication, createWaitlistSignup } from '../../tests/factories/submissions';
import { expect, test } from '../support/test';
import { browserToday, seedStores, signIn, storedRecords } from './admin-helpers';

const pendingApp = createVendorApplication({ company: 'Acme Plumbing', contact: 'Ann Lee', email: 'ann@acme.example' });
const approvedApp = createVendorApplication({
  company: 'Bolt Electric',
  status: 'approved',
  approvedDate: '2025-01-22',
  category: ['Electrical'],
  emergencyServices: false,
});
const noReviews = createVendorApplication({ company: 'Quiet Cleaners', googleReviewsLink: '', minHourlyRate: null, maxHourlyRate: null, minServiceCharge: null });
const waitlist = [
  createWaitlistSignup({ firstName: 'Dana', lastName: 'Whitfield', depositPaid: true, depositAmount: 99, status: 'confirmed', cardNumber: '•••• 4242', queuePosition: 501 }),
  createWaitlistSignup({ firstName: 'Marcus', lastName: 'Oyelaran', status: 'pending_payment', queuePosition: 502 }),
];
const newsletter = [
  createNewsletterSignup({ email: 'jane@example.com' }),
  createNewsletterSignup({ email: 'rentals@fourplex.example', source: 'resources' }),
];

test.describe('admin dashboard with data', () => {
  test.beforeEach(async ({ page }) => {
    await seedStores(page, { vendorApplications: [pendingApp, approvedApp, noReviews], waitlist, newsletter });
  });

  test('tabs carry counts, live in the URL and work from the keyboard', async ({ page }) => {
    await signIn(page, 'vendors');
    const tabs = page.getByRole('tablist', { name: 'Admin sections' });
    await expect(tabs.getByRole('tab', { name: 'Vendor Applications (2 pending)' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Waitlist Signups (2 total)' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Newsletter Signups (2 total)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Waiting for you:/ })).toHaveAttribute('title', '2 vendor applications waiting for review');
    await expect(page.getByTestId('pending-dot')).toBeVisible();

    await tabs.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/\?tab=waitlist$/);
    await expect(tabs.getByRole('tab', { name: /Waitlist Signups/ })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Waitlist Signups' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?tab=newsletter$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Newsletter Signups' })).toBeVisible();

    await page.reload();
    await expect(tabs.getByRole('tab', { name: /Newsletter Signups/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('approves a pending application', async ({ page }) => {
    await signIn(page, 'vendors');
    const card = page.getByRole('article', { name: 'Acme Plumbing' });
    await expect(card.getByText('pending', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: /^Approve/ }).click();
    await page.getByRole('dialog', { name: 'Approve Acme Plumbing?' }).getByRole('button', { name: 'Approve application' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Vendor ${pendingApp.applicationNumber} has been approved successfully!` })).toBeVisible();
    await expect(card.getByText('approved', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Decline/ })).toHaveCount(0);
    const today = await browserToday(page);
    await expect(card.getByText(`Approved ${today}`)).toBeVisible();
    const stored = await storedRecords<VendorApplication>(page, 'vendor-applications');
    expect(stored.find((record) => record.id === pendingApp.id)).toMatchObject({ status: 'approved', approvedDate: today });
    await expect(page.getByRole('tab', { name: 'Vendor Applications (1 pending)' })).toBeVisible();
  });

  test('declines with a reason; an empty reason changes nothing', async ({ page }) => {
    await signIn(page, 'vendors');
    const card = page.getByRole('article', { name: 'Acme Plumbing' });
    await card.getByRole('button', { name: /^Decline/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline Acme Plumbing?' });
    await expect(dialog.getByLabel('Reason for declining')).toBeFocused();
    await dialog.getByLabel('Reason for declining').fill('   ');
    await dialog.getByRole('button', { name: 'Decline application' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('pending', { exact: true })).toBeVisible();
    expect((await storedRecords<VendorApplication>(page, 'vendor-applications')).find((r) => r.id === pendingApp.id)?.status).toBe('pending');

    await card.getByRole('button', { name: /^Decline/ }).click();
    await dialog.getByLabel('Reason for declining').fill('No proof of insurance');
    await dialog.getByRole('button', { name: 'Decline application' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Vendor ${pendingApp.applicationNumber} has been declined.` })).toBeVisible();
    await expect(card.getByText('declined', { exact: true })).toBeVisible();
    await expect(card.getByText('No proof of insurance')).toBeVisible();
    const today = await browserToday(page);
    const stored = (await storedRecords<VendorApplication>(page, 'vendor-applications')).find((r) => r.id === pendingApp.id);
    expect(stored).toMatchObject({ status: 'declined', declinedDate: today, declineReason: 'No proof of insurance' });
  });

  test('searches and filters applications, with the no-match state', async ({ page }) => {
    await signIn(page, 'vendors');
    await page.getByLabel('Search applications').fill('ACME');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByLabel('Search applications').fill('');
    await page.getByLabel('Status').selectOption('approved');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Bolt Electric' })).toBeVisible();
    await page.getByLabel('Search applications').fill('acme');
    await expect(page.getByText('No matching applications')).toBeVisible();
  });

  test('finds an application by the VN- number its vendor quotes, shown on the card and in the details', async ({ page }) => {
    await signIn(page, 'vendors');
    const number = pendingApp.applicationNumber!;
    await page.getByLabel('Search applications').fill(number.toLowerCase());
    await expect(page.getByRole('article')).toHaveCount(1);
    const card = page.getByRole('article', { name: 'Acme Plumbing' });
    await expect(card).toContainText(`Application number ${number}`);
    await card.getByRole('button', { name: /View Details/ }).click();
    await expect(page.getByRole('dialog', { name: 'Acme Plumbing' })).toContainText(`Application number ${number}`);
  });

  test('shows every detail in a modal and guards View Reviews', async ({ page }) => {
    await signIn(page, 'vendors');
    const card = page.getByRole('article', { name: 'Acme Plumbing' });
    const reviews = card.getByRole('link', { name: /View Reviews/ });
    await expect(reviews).toHaveAttribute('href', pendingApp.googleReviewsLink);
    await expect(reviews).toHaveAttribute('target', '_blank');
    await expect(reviews).toHaveAttribute('rel', /noopener/);

    const quiet = page.getByRole('article', { name: 'Quiet Cleaners' });
    const disabled = quiet.getByRole('button', { name: 'View Reviews' });
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveAccessibleDescription('No reviews link was provided.');

    await card.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Acme Plumbing' });
    for (const section of ['Contact', 'Service address', 'Business details', 'Service categories', 'Pricing', 'Application timeline', 'Reviews']) {
      await expect(dialog.getByRole('heading', { name: section, exact: true })).toBeVisible();
    }
    await expect(dialog.getByText('Ann Lee')).toBeVisible();
    await expect(dialog.getByText('Las Vegas, NV 89101')).toBeVisible();
    await expect(dialog.getByText('$65.00')).toBeVisible();
    await expect(dialog.getByText(pendingApp.licenseNumber)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await quiet.getByRole('button', { name: /View Details/ }).click();
    const quietDialog = page.getByRole('dialog', { name: 'Quiet Cleaners' });
    await expect(quietDialog.getByRole('heading', { name: 'Pricing', exact: true })).toHaveCount(0);
    await expect(quietDialog.getByRole('button', { name: 'View Reviews' })).toBeDisabled();
  });

  test('waitlist shows totals, the table and details', async ({ page }) => {
    await signIn(page, 'waitlist');
    for (const [label, value] of [
      ['Total Signups', '2'],
      ['Paid Deposits', '1'],
      ['Pending Payment', '1'],
      ['Total Deposits', '$99'],
    ]) {
      await expect(page.getByText(label, { exact: true }).locator('..')).toContainText(value);
    }
    const table = page.getByRole('table', { name: 'Waitlist signups' });
    const dana = table.getByRole('row').filter({ hasText: 'Dana Whitfield' });
    await expect(dana).toContainText('#501');
    await expect(dana).toContainText(waitlist[0].id);
    await expect(dana).toContainText('•••• 4242');
    await expect(dana).toContainText('confirmed');
    const marcus = table.getByRole('row').filter({ hasText: 'Marcus Oyelaran' });
    await expect(marcus).toContainText('Unpaid');
    await expect(marcus).toContainText('pending payment');
    await expect(marcus.getByRole('link', { name: 'Email Marcus Oyelaran' })).toHaveAttribute('href', `mailto:${waitlist[1].email}`);

    await page.getByLabel('Search waitlist').fill('WHITF');
    await expect(table.getByRole('row')).toHaveCount(2);
    await dana.getByRole('button', { name: 'View Dana Whitfield' }).click();
    await expect(page.getByRole('dialog', { name: 'Dana Whitfield' })).toContainText('#501');
    await page.keyboard.press('Escape');
    await page.getByLabel('Search waitlist').fill('nobody-here');
    await expect(page.getByText('No matching signups')).toBeVisible();
  });

  test('newsletter exports the e-mails and a CSV with today in the names', async ({ page }) => {
    await signIn(page, 'newsletter');
    await expect(page.getByText('Total Subscribers', { exact: true }).locator('..')).toContainText('2');
    await expect(page.getByText('From Homepage', { exact: true }).locator('..')).toContainText('1');
    const today = await browserToday(page);

    const [textDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Emails' }).click()]);
    expect(textDownload.suggestedFilename()).toBe(`newsletter-emails-${today}.txt`);
    // Every e-mail, one per line, newest first (the order of the list).
    expect(await readFile(await textDownload.path(), 'utf8')).toBe('rentals@fourplex.example\njane@example.com\n');

    const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csvDownload.suggestedFilename()).toBe(`newsletter-signups-${today}.csv`);
    const csv = await readFile(await csvDownload.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('id,email,source,signupDate');
    expect(csv).toContain(`${newsletter[1].id},rentals@fourplex.example,resources,${newsletter[1].signupDate}`);

    const row = page.getByRole('row').filter({ hasText: 'jane@example.com' });
    await expect(row.getByRole('link', { name: 'Send email to jane@example.com' })).toHaveAttribute('href', 'mailto:jane@example.com');
    await page.getByLabel('Search subscribers').fill('zzz');
    await expect(page.getByText('No matching emails')).toBeVisible();
  });

  test('a sign-up written in another tab appears within 5 seconds', async ({ page, context }) => {
    await page.clock.install();
    await signIn(page, 'newsletter');
    await expect(page.getByRole('tab', { name: 'Newsletter Signups (2 total)' })).toBeVisible();
    // The page's time stands still from here, so "within 5 seconds" is 5 s of the page's time, however slow the machine.
    await page.clock.pauseAt(Date.now() + 1_000);
    const other = await context.newPage();
    await other.goto('/privacy');
    const added = createNewsletterSignup({ email: 'second.tab@example.com' });
    await other.evaluate((record) => {
      const list = JSON.parse(localStorage.getItem('newsletter-signups') ?? '[]');
      list.push(record);
      localStorage.setItem('newsletter-signups', JSON.stringify(list));
    }, added);
    await page.clock.runFor(5_000);
    await expect(page.getByRole('cell', { name: 'second.tab@example.com', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Newsletter Signups (3 total)' })).toBeVisible();
    await other.close();
  });

  test('re-reads the stores every 5 seconds even without a storage event', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'newsletter');
    await expect(page.getByRole('tab', { name: 'Newsletter Signups (2 total)' })).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1_000);
    // A write from this same tab fires no storage event; only the 5-second refresh can pick it up.
    await page.evaluate((record) => {
      const list = JSON.parse(localStorage.getItem('newsletter-signups') ?? '[]');
      list.push(record);
      localStorage.setItem('newsletter-signups', JSON.stringify(list));
    }, createNewsletterSignup({ email: 'polled@example.com' }) satisfies NewsletterSignup);
    await expect(page.getByRole('cell', { name: 'polled@example.com', exact: true })).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(page.getByRole('cell', { name: 'polled@example.com', exact: true })).toBeVisible();
  });
});

test.describe('admin dashboard with empty stores', () => {
  test('shows the empty state of each tab and no pending dot', async ({ page }) => {
    await signIn(page, 'vendors');
    await expect(page.getByText('No vendor applications', { exact: true })).toBeVisible();
    await expect(page.getByTestId('pending-dot')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Waiting for you:/ })).toHaveAttribute('title', 'No vendor applications waiting for review');
    await page.getByRole('tab', { name: /Waitlist Signups/ }).click();
    await expect(page.getByText('No waitlist signups', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: /Newsletter Signups/ }).click();
    await expect(page.getByText('No newsletter signups', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export Emails' })).toBeDisabled();
  });
});
