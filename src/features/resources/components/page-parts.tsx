import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { cn } from '@/lib/cn';

/** The small link back to the list a resources page belongs to. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SiteLink
      href={href}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </SiteLink>
  );
}

const ctaTones = {
  dark: {
    panel: 'from-brand-800 to-brand-950 shadow-lift',
    title: 'text-white',
    text: 'text-brand-100',
    button: 'secondary',
  },
  light: {
    panel: 'from-accent-100 via-accent-50 to-brand-50 ring-1 ring-accent-200',
    title: 'text-ink-900',
    text: 'text-ink-700',
    button: 'primary',
  },
} as const;

type WaitlistCtaProps = {
  id: string;
  copy: { title: string; text: string; button: string };
  tone: keyof typeof ctaTones;
  /** Extra classes of the panel, e.g. a narrower width. */
  className?: string;
};

/** The band after a story or article that sends the reader to the waitlist. */
export function WaitlistCta({ id, copy, tone, className }: WaitlistCtaProps) {
  const colours = ctaTones[tone];
  return (
    <section aria-labelledby={id} className="pb-16">
      <Container>
        <div
          className={cn(
            'flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br p-8 sm:p-12 md:flex-row md:items-center md:justify-between',
            colours.panel,
            className,
          )}
        >
          <div>
            <h2 id={id} className={cn('text-2xl font-extrabold tracking-tight sm:text-3xl', colours.title)}>
              {copy.title}
            </h2>
            <p className={cn('mt-3 max-w-xl', colours.text)}>{copy.text}</p>
          </div>
          <Button href={paths.waitlist.getHref()} variant={colours.button} size="lg" className="shrink-0">
            {copy.button}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
      </Container>
    </section>
  );
}
