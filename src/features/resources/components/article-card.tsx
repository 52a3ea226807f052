import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { articleSlug, type BlogTeaser } from '../content/articles';
import { formatIsoDate } from '../lib/format-date';
import { Artwork } from './artwork';

type ArticleCardProps = {
  article: BlogTeaser;
  /** Heading level of the title, so the card fits the page outline. */
  headingLevel?: 2 | 3;
  /** A wide card with the artwork beside the text on large screens, for the newest article. */
  featured?: boolean;
  className?: string;
};

/** A blog teaser: artwork, category, date, title and excerpt; the whole card links to the article. */
export function ArticleCard({ article, headingLevel = 3, featured = false, className }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-card transition-shadow hover:shadow-lift motion-reduce:transition-none',
        featured && 'lg:flex-row',
        className,
      )}
    >
      <div className={cn('aspect-[5/3] overflow-hidden bg-brand-50', featured && 'lg:aspect-auto lg:w-1/2')}>
        <Artwork
          kind={article.artwork}
          className="transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className={cn('flex flex-1 flex-col p-6', featured && 'lg:justify-center lg:p-10')}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{article.category}</span>
          <span className="inline-flex items-center gap-1.5 text-ink-600">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
          </span>
        </div>
        <Heading
          className={cn(
            'mt-4 font-bold tracking-tight text-ink-900 text-balance',
            featured ? 'text-2xl sm:text-3xl' : 'text-xl',
          )}
        >
          <SiteLink
            href={paths.blogArticle.getHref(articleSlug(article))}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 group-hover:text-brand-800"
          >
            {article.title}
          </SiteLink>
        </Heading>
        <p className={cn('mt-3 flex-1 text-ink-600 text-pretty', featured && 'sm:text-lg')}>{article.excerpt}</p>
        <p className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700" aria-hidden="true">
          Read article
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </p>
      </div>
    </article>
  );
}
