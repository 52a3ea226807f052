import type { ReactNode } from 'react';
import { Container } from '@/components/ui/section';

type PageHeroProps = {
  id: string;
  badge?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** The centred opening section of an inner marketing page: badge, H1, lead and buttons. */
export function PageHero({ id, badge, title, lead, actions, children }: PageHeroProps) {
  return (
    <section aria-labelledby={id} className="pb-14 pt-12 sm:pb-20 sm:pt-20">
      <Container className="text-center">
        {badge && (
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100">
            {badge}
          </p>
        )}
        <h1 id={id} className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold leading-tight tracking-tight text-ink-900 text-balance sm:text-6xl">
          {title}
        </h1>
        {lead && <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-600 text-pretty sm:text-xl">{lead}</p>}
        {actions && <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{actions}</div>}
        {children}
      </Container>
    </section>
  );
}
