import { paths } from '@/config/paths';
import type { Role } from '@/lib/auth/port';
import { homeForRole } from '@/lib/auth/redirects';

export type NavItem = { label: string; href: string };

/** Main navigation, in the order the header shows it. */
export const mainNav: readonly NavItem[] = [
  { label: 'Features', href: paths.features.getHref() },
  { label: 'How It Works', href: paths.howItWorks.getHref() },
  { label: 'Pricing', href: paths.pricing.getHref() },
  { label: 'Vendors', href: paths.vendors.getHref() },
  { label: 'About', href: paths.about.getHref() },
];

/** The Login group: owners and vendors sign in on different pages. */
export const loginNav: readonly NavItem[] = [
  { label: 'Owner Login', href: paths.login.getHref() },
  { label: 'Vendor Login', href: paths.vendorLogin.getHref() },
];

/** A signed-in visitor's way in, in place of the Login group and 'Reserve My Spot'. */
export function accountNavFor(role: Role): NavItem {
  const labels: Record<Role, string> = { admin: 'Admin', vendor: 'Vendor Portal', owner: 'Dashboard' };
  return { label: labels[role], href: homeForRole(role) };
}

/** A signed-in owner's or vendor's account settings (e-mail, password, their data, deletion); admins have none. */
export function accountSettingsNavFor(role: Role): NavItem | null {
  return role === 'admin' ? null : { label: 'Account settings', href: paths.account.getHref() };
}
