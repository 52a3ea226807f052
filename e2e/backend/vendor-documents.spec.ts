import { expect, test } from '../support/test';
import { backendInfo, createVendor, randomPassword, uniqueEmail, vendorLogIn } from './backend';
import { documentCard as card, jpeg, nextYear, pdf, png, serviceHeaders, uploadDocument as upload } from './documents';

/**
 * An approved vendor files the three compliance documents in the portal's Documents tab: the files go to the
 * vendor-documents bucket through supabase-js Storage and the records to public.vendor_documents, each shown as
 * submitted; one is replaced while it waits, and an admin's rejection shows with its reason.
 */

async function documentsOf(email: string): Promise<{ vendorId: string; rows: Record<string, unknown>[] }> {
  const { apiUrl } = backendInfo();
  const application = await fetch(`${apiUrl}/rest/v1/vendor_applications?select=user_id&email=eq.${encodeURIComponent(email)}`, {
    headers: serviceHeaders(),
  });
  const vendorId = String(((await application.json()) as { user_id: string }[])[0].user_id);
  const documents = await fetch(`${apiUrl}/rest/v1/vendor_documents?select=*&vendor_id=eq.${vendorId}&order=kind`, {
    headers: serviceHeaders(),
  });
  return { vendorId, rows: (await documents.json()) as Record<string, unknown>[] };
}

test('a vendor uploads the license, insurance certificate and W-9, replaces one, and sees why another was rejected', async ({ page }) => {
  const email = uniqueEmail('documents-vendor');
  const password = randomPassword();
  await createVendor(email, password);
  await page.goto('/vendor-login');
  await vendorLogIn(page, email, password);
  await page.waitForURL(/\/vendor-dashboard$/);

  // The overview says what is missing before anything is filed.
  const overview = page.getByTestId('documents-overview');
  await expect(overview).toContainText('We need these before we can send you jobs');
  await expect(overview.getByRole('listitem')).toHaveText([/Trade license\s*Missing/, /Certificate of insurance\s*Missing/, /W-9\s*Missing/]);
  await overview.getByRole('button', { name: 'Go to Documents' }).click();
  await expect(page).toHaveURL(/\?tab=documents$/);
  await expect(page.getByRole('tab', { name: 'Documents' })).toBeFocused();

  // An executable named .pdf is refused by its bytes before anything is sent.
  await card(page, 'license').getByRole('button', { name: /Upload document/ }).click();
  await card(page, 'license').getByLabel(/^Document file/).setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a document') });
  await expect(card(page, 'license').getByRole('alert')).toHaveText(/not a PDF, JPEG, PNG or HEIC image/);

  await card(page, 'license').getByLabel('Expiry date').fill(nextYear);
  await upload(page, 'license', { name: 'license.pdf', mimeType: 'application/pdf', buffer: pdf('license') });
  await expect(card(page, 'license').getByTestId('document-status')).toHaveText('Submitted');

  await card(page, 'insurance').getByRole('button', { name: /Upload document/ }).click();
  await card(page, 'insurance').getByLabel('Insurance company').fill('Silver State Mutual');
  await card(page, 'insurance').getByLabel('Policy number').fill('GL-2048-7731');
  await card(page, 'insurance').getByLabel(/General liability coverage/).fill('1,000,000');
  await card(page, 'insurance').getByLabel('Expiry date').fill(nextYear);
  await upload(page, 'insurance', { name: 'certificate.png', mimeType: 'image/png', buffer: png });
  await expect(card(page, 'insurance').getByTestId('document-status')).toHaveText('Submitted');
  await expect(card(page, 'insurance')).toContainText('$1,000,000');

  await card(page, 'w9').getByRole('button', { name: /Upload document/ }).click();
  await upload(page, 'w9', { name: 'w9.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(card(page, 'w9').getByTestId('document-status')).toHaveText('Submitted');

  const filed = await documentsOf(email);
  expect(filed.rows.map((row) => [row.kind, row.status, row.file_name])).toEqual([
    ['insurance', 'pending', 'certificate.png'],
    ['license', 'pending', 'license.pdf'],
    ['w9', 'pending', 'w9.jpg'],
  ]);
  expect(filed.rows[0]).toMatchObject({ insurer: 'Silver State Mutual', policy_number: 'GL-2048-7731', coverage_amount: 1000000, expires_on: nextYear });
  const firstLicensePath = String(filed.rows[1].storage_path);
  expect(firstLicensePath.startsWith(`${filed.vendorId}/`)).toBe(true);

  // The vendor opens their own file through a short-lived signed URL in a new tab.
  const popup = page.waitForEvent('popup');
  await card(page, 'w9').getByRole('button', { name: /View file/ }).click();
  const opened = await popup;
  await opened.waitForURL(/\/storage\/v1\/object\/sign\/vendor-documents\/.+\?token=/);
  await opened.close();

  // Replaced while it waits for review: a new file on record, still submitted.
  await card(page, 'license').getByRole('button', { name: /Replace document/ }).click();
  await upload(page, 'license', { name: 'license-renewed.pdf', mimeType: 'application/pdf', buffer: pdf('renewed') });
  await expect(card(page, 'license').locator('dd').filter({ hasText: 'license-renewed.pdf' })).toBeVisible();
  await expect(card(page, 'license').getByTestId('document-status')).toHaveText('Submitted');
  const replaced = await documentsOf(email);
  expect(replaced.rows[1]).toMatchObject({ status: 'pending', file_name: 'license-renewed.pdf' });
  expect(replaced.rows[1].storage_path).not.toBe(firstLicensePath);

  // The admin rejects the certificate (as the service role here); the vendor sees the reason and may file again.
  const reason = 'The certificate does not show the policy period. Please upload the full certificate.';
  const rejected = await fetch(`${backendInfo().apiUrl}/rest/v1/vendor_documents?vendor_id=eq.${filed.vendorId}&kind=eq.insurance`, {
    method: 'PATCH',
    headers: { ...serviceHeaders(), Prefer: 'return=minimal' },
    body: JSON.stringify({ status: 'rejected', rejection_reason: reason }),
  });
  expect(rejected.status).toBe(204);
  await page.reload();
  await expect(card(page, 'insurance').getByTestId('document-status')).toHaveText('Rejected');
  await expect(card(page, 'insurance').getByTestId('rejection-reason')).toHaveText(reason);
  await expect(card(page, 'insurance').getByRole('button', { name: /Replace document/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('documents-overview').getByRole('listitem')).toHaveText([/Certificate of insurance\s*Rejected/]);
  // Verified and then near its expiry date, the license is renewed beside the verified one, which stays on record.
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const verified = await fetch(`${backendInfo().apiUrl}/rest/v1/vendor_documents?vendor_id=eq.${filed.vendorId}&kind=eq.license`, {
    method: 'PATCH',
    headers: { ...serviceHeaders(), Prefer: 'return=minimal' },
    body: JSON.stringify({ status: 'verified', expires_on: soon }),
  });
  expect(verified.status).toBe(204);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.reload();
  await expect(card(page, 'license').getByTestId('document-status')).toHaveText('Expiring soon');
  await card(page, 'license').getByRole('button', { name: /Upload renewal/ }).click();
  await card(page, 'license').getByLabel('Expiry date').fill(nextYear);
  await card(page, 'license').getByLabel(/^Document file/).setInputFiles({ name: 'license-next.pdf', mimeType: 'application/pdf', buffer: pdf('next') });
  await card(page, 'license').locator('form').getByRole('button', { name: 'Upload renewal' }).click();
  await expect(card(page, 'license').getByTestId('renewal-status')).toHaveText('Renewal submitted');
  await expect(card(page, 'license').getByTestId('document-status')).toHaveText('Expiring soon');
  const renewed = await documentsOf(email);
  expect(renewed.rows.filter((row) => row.kind === 'license').map((row) => [row.status, row.file_name]).sort()).toEqual([
    ['pending', 'license-next.pdf'],
    ['verified', 'license-renewed.pdf'],
  ]);
});
