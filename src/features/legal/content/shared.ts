import { paths } from '@/config/paths';
import { formatAddress, site } from '@/config/site';
import { formatIsoDate } from '@/lib/dates';
import type { LegalContactLine } from '../types';
import { mailtoHref } from '@/lib/mailto';

const lastRevised = '2026-11-29';

/** The date the privacy policy, terms and cookie policy were last revised. */
export const LEGAL_LAST_UPDATED = { label: formatIsoDate(lastRevised), iso: lastRevised } as const;

/** The page where a signed-in person changes their e-mail and password, downloads their data or deletes the account. */
export const accountSettingsLink = { label: 'your account settings', href: paths.account.getHref() } as const;

/** How to reach us about a legal document. */
export function contactLines(email: string = site.contact.supportEmail): readonly LegalContactLine[] {
  return [
    { label: 'Email', value: email, href: mailtoHref(email) },
    { label: 'Phone', value: site.contact.phoneDisplay, href: `tel:${site.contact.phoneHref}` },
    { label: 'Mail', value: `${site.name}, ${formatAddress()}` },
  ];
}
