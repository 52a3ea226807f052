import { paths } from '@/config/paths';

export type LegalPageName = 'privacy' | 'terms' | 'cookies' | 'security';

/** The four legal pages, in the order the footer lists them, for "related policies" links. */
export const legalPages: ReadonlyArray<{ name: LegalPageName; label: string; href: string }> = [
  { name: 'privacy', label: 'Privacy Policy', href: paths.privacy.getHref() },
  { name: 'terms', label: 'Terms of Service', href: paths.terms.getHref() },
  { name: 'cookies', label: 'Cookie Policy', href: paths.cookies.getHref() },
  { name: 'security', label: 'Security', href: paths.security.getHref() },
];
