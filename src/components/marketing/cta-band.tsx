import type { ReactNode } from 'react';
import { Container } from '@/components/ui/section';

type CtaBandProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** The buttons; they sit on a dark surface, so use the secondary (amber) or a light variant. */
  children: ReactNode;
  id?: string;
  eyebrow?: ReactNode;
};

/** A closing call to action: a deep-teal panel with a soft glow, a heading, a line of copy and buttons. */
export function CtaBand({ title, lead, children, id, eyebrow }: CtaBandProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section aria-labelledby={headingId} className="py-14 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-gradient-to-br from-brand-700 via-brand-900 to-brand-950 px-6 py-14 text-center shadow-lift sm:px-12 sm:py-20">
          {eyebrow && <p className="text-sm font-bold uppercase tracking-wider text-accent-200">{eyebrow}</p>}
          <h2 id={headingId} className="mx-auto mt-2 max-w-2xl text-3xl font-extrabold tracking-tight text-white text-balance sm:text-4xl">
            {title}
          </h2>
          {lead && <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100 text-pretty">{lead}</p>}
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
        </div>
      </Container>
    </section>
  );
}
