import type { Page } from '@playwright/test';
import { expect } from '../support/test';
import { backendInfo } from './backend';

/** What the vendor-document specs share: small files of each accepted type, the Documents tab's cards, the service role. */

export type DocumentKind = 'license' | 'insurance' | 'w9';

export const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
export const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const nextYear = `${new Date().getFullYear() + 1}-06-30`;

export const serviceHeaders = () => {
  const { secretKey } = backendInfo();
  return { apikey: secretKey, Authorization: `Bearer ${secretKey}`, 'Content-Type': 'application/json' };
};

/** One document's card on the vendor's Documents tab. */
export const documentCard = (page: Page, kind: DocumentKind) => page.getByTestId(`document-${kind}`);

/** Picks `file` in the open form of `kind` and uploads it; resolves once the form has closed on the saved document. */
export async function uploadDocument(page: Page, kind: DocumentKind, file: { name: string; mimeType: string; buffer: Buffer }) {
  const card = documentCard(page, kind);
  await card.getByLabel(/^Document file/).setInputFiles(file);
  await expect(card.getByTestId('chosen-file')).toHaveText(file.name);
  await card.locator('form').getByRole('button', { name: /Upload document|Replace document/ }).click();
  // The form closes once the file and its record are in.
  await expect(card.getByRole('status').filter({ hasText: 'Your document was uploaded.' })).toBeVisible();
  await expect(card.locator('form')).toHaveCount(0);
}
