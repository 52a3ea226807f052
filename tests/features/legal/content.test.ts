import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { cookiePolicy, cookieTypes, privacyPolicy, securityPolicy, termsOfService, type LegalDocumentContent } from '@/features/legal';

const documents = { privacyPolicy, termsOfService, cookiePolicy, securityPolicy };

/** Every sentence of a document as a reader sees it, paragraph and list text alike. */
function textOf(document: LegalDocumentContent, sectionId?: string): string {
  return document.sections
    .filter((section) => sectionId === undefined || section.id === sectionId)
    .flatMap((section) =>
      section.blocks.flatMap((block) => {
        if (block.kind === 'paragraph') return [block.text + (block.link ? ` ${block.link.label}.` : '')];
        if (block.kind === 'list') return [...block.items];
        return [];
      }),
    )
    .join(' ');
}

/** The links a document's paragraphs lead into. */
function linksOf(document: LegalDocumentContent, sectionId: string) {
  return document.sections
    .filter((section) => section.id === sectionId)
    .flatMap((section) => section.blocks.flatMap((block) => (block.kind === 'paragraph' && block.link ? [block.link.href] : [])));
}

describe('legal documents', () => {
  it.each(Object.entries(documents))('%s has unique, anchor-safe section ids', (_, document) => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^[a-z][a-z0-9-]*$/));
  });

  it('dates the privacy policy, terms and cookie policy November 29, 2026, the day they last changed', () => {
    for (const document of [privacyPolicy, termsOfService, cookiePolicy]) {
      expect(document.lastUpdated).toEqual({ label: 'November 29, 2026', iso: '2026-11-29' });
    }
  });

  it('lists four cookie types: essential required, the others optional, with their retention', () => {
    expect(cookieTypes.map(({ type, status }) => [type, status])).toEqual([
      ['Essential', 'Required'],
      ['Analytics', 'Optional'],
      ['Payment', 'Optional'],
      ['Chat and experience', 'Optional'],
    ]);
    expect(cookieTypes.map((cookie) => cookie.retention).slice(1)).toEqual([
      '2 years',
      'Session',
      'Chat: 1 year; experience analysis: 1 year',
    ]);
  });
});

describe('the privacy policy says what the product does', () => {
  const retention = textOf(privacyPolicy, 'retention');

  it('sends an account holder to the account settings page for export and deletion', () => {
    const rights = textOf(privacyPolicy, 'your-rights');
    expect(rights).toMatch(/download your data/i);
    expect(rights).toMatch(/delete your account/i);
    expect(linksOf(privacyPolicy, 'your-rights')).toEqual([paths.account.getHref()]);
    expect(paths.account.getHref()).toBe('/account');
  });

  it('keeps an unsubscribed address with the time of the opt-out and nothing else, and says why', () => {
    expect(textOf(privacyPolicy)).not.toMatch(/deleted when you unsubscribe/i);
    expect(retention).toContain('When you unsubscribe from the newsletter, we keep your e-mail address and the time you unsubscribed, and nothing else.');
    expect(retention).toMatch(/no newsletter goes to that address again/);
    expect(retention).toMatch(/nobody can sign it up again unless its owner confirms/);
  });

  it('says what a deletion removes, and that payment records stay without name or e-mail for accounting and tax', () => {
    expect(retention).toMatch(/refund a paid \$99 deposit/);
    expect(retention).toMatch(/delete your account, your waitlist entry, the support messages and the vendor application/);
    expect(retention).toMatch(/order reference, the amount, the dates, the payment status/);
    expect(retention).toMatch(/no longer carry your name or e-mail address/);
    expect(retention).toMatch(/accounting and tax/);
  });

  it('keeps a declined vendor application with its decision and reason until the applicant asks vendor relations to delete it', () => {
    expect(retention).toMatch(/declined vendor application, with our decision and the reason/);
    expect(retention).toMatch(/We do not delete it after a set time/);
    expect(retention).toContain(`write to ${site.contact.vendorEmail}`);
    expect(textOf(privacyPolicy)).not.toMatch(/declined are deleted/i);
  });
});

describe('the terms say what the product does', () => {
  it('point to the account settings page for the account and for ending before onboarding', () => {
    expect(linksOf(termsOfService, 'accounts')).toEqual([paths.account.getHref()]);
    expect(linksOf(termsOfService, 'termination')).toEqual([paths.account.getHref()]);
    // No settings page cancels a subscription; the terms no longer say one does.
    expect(textOf(termsOfService)).not.toMatch(/from your account settings/);
  });

  it('describe the deposit refund as self-serve, at once, and 5 to 10 business days to the bank', () => {
    const deposit = textOf(termsOfService, 'deposit-and-refunds');
    expect(deposit).toMatch(/refund the deposit yourself from your owner dashboard, at any time before onboarding/i);
    expect(deposit).toMatch(/We issue the refund at once/);
    expect(deposit).toMatch(/5 to 10 business days/);
  });
});
