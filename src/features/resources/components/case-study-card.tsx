import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, TrendingUp } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { caseStudySlug, type CaseStudyTeaser } from '../content/articles';
import { Artwork } from './artwork';

type CaseStudyCardProps = {
  study: CaseStudyTeaser;
  headingLevel?: 2 | 3;
  linkLabel: string;
  /** Keeps the artwork beside the text on large screens too (a card that spans the page). */
  wide?: boolean;
  className?: string;
};

/** A case-study teaser: company, title and the headline result; the whole card links to the study. */
export function CaseStudyCard({ study, headingLevel = 3, linkLabel, wide = false, className }: CaseStudyCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-card transition-shadow hover:shadow-lift motion-reduce:transition-none sm:flex-row',
        !wide && 'lg:flex-col',
        className,
      )}
    >
      <div className={cn('aspect-[16/9] overflow-hidden sm:aspect-auto sm:w-2/5', !wide && 'lg:aspect-[2/1] lg:w-full')}>
        <Artwork kind={study.artwork} />
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{study.company}</p>
        <Heading className="mt-2 text-xl font-bold tracking-tight text-ink-900 text-balance">
          <SiteLink
            href={paths.caseStudy.getHref(caseStudySlug(study))}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 group-hover:text-brand-800"
          >
            {study.title}
          </SiteLink>
        </Heading>
        <p className="mt-1 text-sm text-ink-600">{study.portfolio}</p>
        <p className="mt-5 flex items-start gap-2.5 rounded-xl bg-accent-50 p-3.5 font-semibold text-ink-900 ring-1 ring-accent-200">
          <TrendingUp className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
          <span>
            <span className="sr-only">Result: </span>
            {study.result}
          </span>
        </p>
        <p className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700" aria-hidden="true">
          {linkLabel}
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </p>
      </div>
    </article>
  );
}
