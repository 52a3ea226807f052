import { LifeBuoy } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/section';
import { blogTeasers, newestFirst } from '../content/articles';
import { blogIndexPage as copy } from '../content/resources-page';
import { ArticleCard } from './article-card';
import { BackLink } from './page-parts';

/** Every article, newest first: the newest as a wide featured card, the rest in a grid. */
export function BlogIndexPage() {
  const [newest, ...rest] = newestFirst(blogTeasers);
  return (
    <>
      <PageMeta title={copy.title} description={copy.description} />
      <Container className="pb-20 pt-10 sm:pb-28 sm:pt-14">
        <BackLink href={paths.resources.getHref()}>{copy.backToResources}</BackLink>
        <SectionHeading as="h1" align="left" className="mt-6" eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
        <p className="mt-3 text-sm font-semibold text-ink-600">
          {blogTeasers.length} {blogTeasers.length === 1 ? 'article' : 'articles'}
        </p>

        <div className="mt-10 space-y-6">
          {newest && <ArticleCard article={newest} headingLevel={2} featured />}
          {rest.length > 0 && (
            <div className="grid gap-6 md:grid-cols-2">
              {rest.map((article) => (
                <ArticleCard key={article.title} article={article} headingLevel={2} />
              ))}
            </div>
          )}
        </div>

        <div className="mt-16 flex flex-col items-start gap-5 rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="flex items-start gap-4">
            <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <LifeBuoy className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="text-lg font-bold text-ink-900">{copy.helpPrompt.title}</h2>
              <p className="mt-1 text-ink-600">{copy.helpPrompt.text}</p>
            </div>
          </div>
          <Button href={paths.help.getHref()} variant="outline" className="shrink-0">
            {copy.helpPrompt.cta}
          </Button>
        </div>
      </Container>
    </>
  );
}
