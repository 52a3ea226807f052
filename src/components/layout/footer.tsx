import { SiteLink } from '@/components/ui/site-link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatAddress, site } from '@/config/site';
import { Container } from '@/components/ui/section';
import { Logo } from './logo';
import { mailtoHref } from '@/lib/mailto';

type FooterGroup = { title: string; links: ReadonlyArray<{ label: string; href: string }> };

const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: paths.features.getHref() },
      { label: 'How It Works', href: paths.howItWorks.getHref() },
      { label: 'Pricing', href: paths.pricing.getHref() },
      { label: 'About', href: paths.about.getHref() },
      { label: 'Resources', href: paths.resources.getHref() },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: paths.help.getHref() },
      // Support (/support) and Contact Support (/contact) stay in the footer; the Help Center above holds the answers.
      { label: 'Support', href: paths.support.getHref() },
      { label: 'Contact Support', href: paths.contact.getHref() },
      { label: 'Admin Portal', href: paths.adminDashboard.getHref() },
    ],
  },
  {
    title: 'Vendors',
    links: [
      { label: 'Vendor Login', href: paths.vendorLogin.getHref() },
      { label: 'Join Our Network', href: paths.vendorSignup.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.privacy.getHref() },
      { label: 'Terms of Service', href: paths.terms.getHref() },
      { label: 'Cookie Policy', href: paths.cookies.getHref() },
      { label: 'Security', href: paths.security.getHref() },
    ],
  },
];

const linkClass =
  'rounded text-ink-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300';

/** Site footer: every secondary page, contact details and the legal line. */
export function Footer() {
  return (
    <footer className="bg-brand-950 text-ink-300">
      <Container className="grid gap-10 py-14 lg:grid-cols-[1.3fr_2fr]">
        <div className="space-y-5">
          <Logo inverted />
          <p className="max-w-sm text-ink-300">
            Rental management that answers at 2 AM, run by AI and people who care, for a flat 2% of the rent you
            collect.
          </p>
          <ul className="space-y-2.5 text-sm">
            <li>
              <a href={mailtoHref(site.contact.email)} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                {site.contact.email}
              </a>
            </li>
            <li>
              <a href={`tel:${site.contact.phoneHref}`} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Phone className="h-4 w-4" aria-hidden="true" />
                {site.contact.phoneDisplay}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <address className="not-italic">{formatAddress()}</address>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-bold uppercase tracking-wider text-white">{group.title}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href} className={linkClass}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {__BUILD_YEAR__} {site.name}. All rights reserved.
          </p>
          <p>Flat 2% management fee · No setup, cancellation or hidden fees</p>
        </Container>
      </div>
    </footer>
  );
}
