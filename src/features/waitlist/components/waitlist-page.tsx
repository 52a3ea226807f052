import { PageMeta } from '@/components/seo/page-meta';
import { Container } from '@/components/ui/section';
import { cn } from '@/lib/cn';
import { waitlistHero, waitlistMeta, waitlistPerks } from '../content/waitlist';
import { WaitlistFlow } from './waitlist-flow';

type WaitlistPageProps = {
  onError?: (message: string) => void;
};

/** The /waitlist page: why to reserve a spot, beside the two-step signup. */
export function WaitlistPage({ onError }: WaitlistPageProps) {
  return (
    <>
      <PageMeta title={waitlistMeta.title} description={waitlistMeta.description} />
      <section aria-labelledby="waitlist-title" className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-brand-50 to-transparent"
        />
        <Container className="grid gap-10 py-10 sm:py-16 lg:grid-cols-[1fr_1.2fr] lg:gap-14 lg:py-20">
          <div className="lg:pt-4">
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100">
              <span className="h-2 w-2 rounded-full bg-accent-500" aria-hidden="true" />
              {waitlistHero.eyebrow}
            </p>
            <h1
              id="waitlist-title"
              className="mt-5 text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl"
            >
              {waitlistHero.title}
            </h1>
            <p className="mt-5 text-lg text-ink-700 text-pretty">{waitlistHero.lead}</p>
            <Perks className="mt-8 hidden lg:grid" />
          </div>
          <div className="rounded-3xl border border-ink-200 bg-white p-5 shadow-lift sm:p-8 lg:self-start">
            <WaitlistFlow onError={onError} />
          </div>
          <Perks className="grid sm:grid-cols-2 lg:hidden" />
        </Container>
      </section>
    </>
  );
}

/** What a founding owner gets; beside the form on wide screens, under it on phones. */
function Perks({ className }: { className?: string }) {
  return (
    <ul className={cn('gap-4', className)}>
      {waitlistPerks.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-2xl bg-white/80 p-4 shadow-card ring-1 ring-ink-200">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <p className="font-semibold text-ink-900">{title}</p>
            <p className="mt-0.5 text-sm text-ink-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
