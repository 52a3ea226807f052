import { formatAddress, site } from '@/config/site';
import type { LegalContactLine } from '../types';
import { mailtoHref } from '@/lib/mailto';

/** The date the privacy policy, terms and cookie policy were last revised. */
export const LEGAL_LAST_UPDATED = { label: 'January 21, 2025', iso: '2025-01-21' } as const;

/** How to reach us about a legal document. */
export function contactLines(email: string = site.contact.supportEmail): readonly LegalContactLine[] {
  return [
    { label: 'Email', value: email, href: mailtoHref(email) },
    { label: 'Phone', value: site.contact.phoneDisplay, href: `tel:${site.contact.phoneHref}` },
    { label: 'Mail', value: `${site.name}, ${formatAddress()}` },
  ];
}
