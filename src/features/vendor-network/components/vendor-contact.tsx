import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { formatAddress, site } from '@/config/site';
import { Container } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { vendorSupport } from '../content/vendors';
import { mailtoHref } from '@/lib/mailto';

type VendorContactProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead: string;
  /** Buttons under the lead. */
  actions?: ReactNode;
};

const linkClass =
  'rounded font-semibold text-white underline decoration-accent-300 decoration-2 underline-offset-4 hover:text-accent-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300';

/** A large outline link for the dark contact panel, where the standard outline button would read as grey. */
export const darkOutlineClasses =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-xl border-2 border-white/70 px-5 text-base font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300 motion-reduce:transition-none';

/** The vendor relations contact block: phone, e-mail, office address and support hours on a dark panel. */
export function VendorContact({ id, eyebrow, title, lead, actions }: VendorContactProps) {
  const items = [
    {
      icon: Clock,
      label: 'Support hours',
      value: vendorSupport.hours,
      note: 'Job emergencies handled 24/7 in the portal',
      wide: false,
    },
    {
      icon: Phone,
      label: 'Phone',
      value: (
        <a href={`tel:${site.contact.phoneHref}`} className={linkClass}>
          {site.contact.phoneDisplay}
        </a>
      ),
      note: 'The vendor relations line',
      wide: false,
    },
    {
      icon: Mail,
      label: 'Email',
      value: (
        <a href={mailtoHref(site.contact.vendorEmail)} className={linkClass}>
          {site.contact.vendorEmail}
        </a>
      ),
      note: `Answered ${vendorSupport.emailResponse}`,
      wide: true,
    },
    { icon: MapPin, label: 'Office', value: formatAddress(), note: 'Visits by appointment', wide: true },
  ];
  return (
    <section aria-labelledby={id} className="py-16 sm:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-10 shadow-lift sm:px-10 sm:py-14 lg:grid lg:grid-cols-[1fr_1.1fr] lg:gap-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-700/60 blur-3xl"
          />
          <div className="relative">
            {eyebrow && <p className="text-sm font-bold uppercase tracking-wider text-accent-200">{eyebrow}</p>}
            <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-white text-balance sm:text-4xl">
              {title}
            </h2>
            <p className="mt-4 text-lg text-brand-100 text-pretty">{lead}</p>
            {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
          </div>
          <dl className="relative mt-10 grid gap-4 sm:grid-cols-2 lg:mt-0">
            {items.map(({ icon: Icon, label, value, note, wide }) => (
              <div key={label} className={cn('rounded-2xl bg-white/[0.07] p-5 ring-1 ring-white/15', wide && 'sm:col-span-2')}>
                <dt className="flex items-center gap-2 text-sm font-semibold text-brand-100">
                  <Icon className="h-4 w-4 text-accent-300" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-2 break-words text-base font-semibold text-white">{value}</dd>
                <dd className="mt-1 text-sm text-brand-100">{note}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  );
}
