import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { timeouts } from '../support/timeouts';
import { backendInfo, createVendor, mails, nextAdminRefresh, openAdminDashboard, randomPassword, uniqueEmail, vendorLogIn } from './backend';
import { documentCard, jpeg, nextYear, pdf, png, serviceHeaders, uploadDocument, type DocumentKind } from './documents';

/**
 * The admin's review end to end on the local stack: a vendor files the three documents, the admin verifies two and
 * rejects one with a reason in the dashboard, the vendor replaces it, the admin verifies it and the vendor is
 * compliant (with one "ready for jobs" mail); then the certificate's expiry date comes, the daily expiry run
 * (public.run_document_expiry, as the scheduled job calls it) mails the vendor once, and the vendor is no longer
 * compliant.
 */
test.describe.configure({ timeout: timeouts.journey });

const today = new Date().toISOString().slice(0, 10);
const licenseExpiry = `${new Date().getFullYear() + 2}-03-31`;

async function rest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${backendInfo().apiUrl}/rest/v1/${path}`, { ...init, headers: { ...serviceHeaders(), ...init.headers } });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

/** The scheduled job's own command, run now as pg_cron would run it. */
const runExpiryJob = () => rest('rpc/run_document_expiry', { method: 'POST', body: '{}' });

async function fileDocument(page: Page, kind: DocumentKind, file: { name: string; mimeType: string; buffer: Buffer }, fill?: () => Promise<void>) {
  await documentCard(page, kind).getByRole('button', { name: /Upload document|Replace document/ }).click();
  await fill?.();
  await uploadDocument(page, kind, file);
  await expect(documentCard(page, kind).getByTestId('document-status')).toHaveText('Submitted');
}

const review = (dialog: Locator, kind: DocumentKind) => dialog.getByTestId(`review-${kind}`);

/** Subjects of the vendor's mails about documents, oldest first. */
async function documentMailSubjects(email: string): Promise<string[]> {
  return (await mails(email))
    .map((mail) => mail.subject)
    .filter((subject) => /document|license|insurance|W-9|ready for jobs/i.test(subject))
    .reverse();
}

test('the admin verifies two documents and rejects one, the vendor replaces it and becomes compliant, and an expired certificate ends that', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('compliance-vendor');
  const password = randomPassword();
  await createVendor(email, password);
  const [application] = (await rest(`vendor_applications?select=client_id,company&email=eq.${encodeURIComponent(email)}`)) as {
    client_id: string;
    company: string;
  }[];

  await page.goto('/vendor-login');
  await vendorLogIn(page, email, password);
  await page.waitForURL(/\/vendor-dashboard$/);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await fileDocument(page, 'license', { name: 'license.pdf', mimeType: 'application/pdf', buffer: pdf('license') }, () =>
    documentCard(page, 'license').getByLabel('Expiry date').fill(licenseExpiry),
  );
  await fileDocument(page, 'insurance', { name: 'certificate.png', mimeType: 'image/png', buffer: png }, async () => {
    const card = documentCard(page, 'insurance');
    await card.getByLabel('Insurance company').fill('Silver State Mutual');
    await card.getByLabel('Policy number').fill('GL-2048-7731');
    await card.getByLabel(/General liability coverage/).fill('1,000,000');
    await card.getByLabel('Expiry date').fill(nextYear);
  });
  await fileDocument(page, 'w9', { name: 'w9.jpg', mimeType: 'image/jpeg', buffer: jpeg });

  // The admin finds the vendor among the applications with documents to review.
  const admin = await openAdminDashboard(browser, 'vendors');
  await expect(admin.page.getByTestId('documents-waiting')).toContainText(/\d+ documents? to review/);
  await admin.page.getByRole('combobox', { name: 'Compliance' }).selectOption('to_review');
  await admin.page.getByLabel('Search applications').fill(email);
  const card = admin.page.getByRole('article', { name: application.company });
  await expect(card.getByTestId('documents-summary')).toContainText('Not compliant', { timeout: timeouts.server });
  await expect(card.getByTestId('summary-insurance')).toContainText('Submitted');

  await card.getByRole('button', { name: /View Details/ }).click();
  const dialog = admin.page.getByRole('dialog', { name: application.company });
  await expect(review(dialog, 'insurance')).toContainText('Silver State Mutual');
  await expect(review(dialog, 'insurance')).toContainText('GL-2048-7731');
  await expect(review(dialog, 'insurance')).toContainText('$1,000,000');

  // The file opens in a new tab through a signed URL.
  const popup = admin.page.waitForEvent('popup');
  await review(dialog, 'w9').getByRole('button', { name: /Open file/ }).click();
  const opened = await popup;
  await opened.waitForURL(/\/storage\/v1\/object\/sign\/vendor-documents\/.+\?token=/);
  await opened.close();

  await review(dialog, 'license').getByRole('button', { name: /^Verify/ }).click();
  await expect(review(dialog, 'license').getByTestId('review-state')).toHaveText('Verified', { timeout: timeouts.server });
  await expect(review(dialog, 'license').getByTestId('review-decision')).toContainText(`Verified by ${admin.email}`);
  await review(dialog, 'w9').getByRole('button', { name: /^Verify/ }).click();
  await expect(review(dialog, 'w9').getByTestId('review-state')).toHaveText('Verified', { timeout: timeouts.server });

  // A rejection needs a reason; the vendor is e-mailed it.
  const reason = 'The certificate does not name DoorKeep as certificate holder. Please upload the full certificate.';
  await review(dialog, 'insurance').getByRole('button', { name: /^Reject/ }).click();
  const reject = admin.page.getByRole('dialog', { name: /Reject the certificate of insurance/ });
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await expect(reject.getByRole('alert')).toHaveText(/Give the reason/);
  await reject.getByLabel(/Reason for rejecting/).fill(reason);
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await expect(reject).toBeHidden({ timeout: timeouts.server });
  await expect(review(dialog, 'insurance').getByTestId('review-reason')).toHaveText(reason);
  await expect(review(dialog, 'insurance').getByTestId('review-decision')).toContainText(`Rejected by ${admin.email}`);
  await expect.poll(() => documentMailSubjects(email), { timeout: timeouts.mail }).toEqual([expect.stringMatching(/needs another look/)]);

  // The vendor reads the reason and files a new certificate.
  await page.reload();
  await expect(documentCard(page, 'insurance').getByTestId('rejection-reason')).toHaveText(reason);
  await fileDocument(page, 'insurance', { name: 'certificate-full.pdf', mimeType: 'application/pdf', buffer: pdf('certificate') }, () =>
    documentCard(page, 'insurance').getByLabel('Expiry date').fill(nextYear),
  );

  await nextAdminRefresh(admin.page);
  await expect(review(dialog, 'insurance').getByTestId('review-state')).toHaveText('Submitted', { timeout: timeouts.server });
  await review(dialog, 'insurance').getByRole('button', { name: /^Verify/ }).click();
  await expect(dialog.getByTestId('compliance-marker')).toHaveText('Compliant', { timeout: timeouts.server });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await admin.page.getByRole('combobox', { name: 'Compliance' }).selectOption('compliant');
  await expect(card.getByTestId('compliance-marker')).toHaveText('Compliant', { timeout: timeouts.server });
  await expect
    .poll(() => documentMailSubjects(email), { timeout: timeouts.mail })
    .toEqual([expect.stringMatching(/needs another look/), 'All your documents are verified: you are ready for jobs']);

  // The certificate's expiry date comes: the daily run mails the vendor once, however often it runs.
  const [{ user_id: vendorId }] = (await rest(`vendor_applications?select=user_id&client_id=eq.${application.client_id}`)) as { user_id: string }[];
  await rest(`vendor_documents?vendor_id=eq.${vendorId}&kind=eq.insurance`, { method: 'PATCH', body: JSON.stringify({ expires_on: today }) });
  await runExpiryJob();
  await runExpiryJob();
  await expect
    .poll(() => documentMailSubjects(email), { timeout: timeouts.mail })
    .toEqual([expect.stringMatching(/needs another look/), 'All your documents are verified: you are ready for jobs', expect.stringMatching(/has expired/)]);

  await admin.page.getByRole('combobox', { name: 'Compliance' }).selectOption('expired');
  await expect(card.getByTestId('compliance-marker')).toHaveText('Not compliant', { timeout: timeouts.server });
  await expect(card.getByTestId('summary-insurance')).toContainText('Expired');
  await runExpiryJob();
  expect((await documentMailSubjects(email)).filter((subject) => /has expired/.test(subject))).toHaveLength(1);
  await admin.context.close();
});
