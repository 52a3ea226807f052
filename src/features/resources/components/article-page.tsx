import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, CalendarDays, CheckCircle2, Clock } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { articleJsonLd } from '@/components/seo/structured-data';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import type { ArticleBody } from '../content/article-bodies';
import { articleSlug, type BlogTeaser } from '../content/articles';
import { articlePageCopy as copy } from '../content/resources-page';
import { readingMinutes } from '../content/rich-text';
import { formatIsoDate } from '../lib/format-date';
import { ArticleCard } from './article-card';
import { Artwork } from './artwork';
import { BackLink, WaitlistCta } from './page-parts';
import { RichText } from './rich-text';

type ArticlePageProps = { article: BlogTeaser; body: ArticleBody; related: readonly BlogTeaser[] };

/** One blog article: title block, artwork, the text with its key points, a waitlist CTA and related reading. */
export function ArticlePage({ article, body, related }: ArticlePageProps) {
  const minutes = readingMinutes([{ kind: 'paragraph', text: body.lead }, ...body.blocks]);
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        ogType="article"
        structuredData={[
          articleJsonLd({
            headline: article.title,
            description: article.excerpt,
            path: paths.blogArticle.getHref(articleSlug(article)),
            datePublished: article.date,
            author: article.author,
          }),
        ]}
      />
      <article aria-labelledby="article-title">
        <Container className="pt-10 sm:pt-14">
          <div className="mx-auto max-w-3xl">
            <BackLink href={paths.blog.getHref()}>{copy.backToArticles}</BackLink>
            <p className="mt-6">
              <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">{article.category}</span>
            </p>
            <h1
              id="article-title"
              className="mt-4 text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl sm:leading-tight"
            >
              {article.title}
            </h1>
            <p className="mt-5 text-xl text-ink-600 text-pretty">{article.excerpt}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 border-y border-ink-200 py-4 text-sm text-ink-600">
              <span className="flex items-center gap-2.5 font-semibold text-ink-800">
                <span
                  aria-hidden="true"
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  DK
                </span>
                <span>
                  <span className="sr-only">Written by </span>
                  {article.author}
                </span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Published </span>
                <time dateTime={article.date}>{formatIsoDate(article.date)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {minutes} min read
              </span>
            </div>
          </div>
          <div className="mx-auto mt-10 aspect-[2/1] max-w-4xl overflow-hidden rounded-3xl shadow-card">
            <Artwork kind={article.artwork} />
          </div>
        </Container>

        <Container className="py-12 sm:py-16">
          <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-14">
            <aside aria-labelledby="key-points-title" className="lg:order-2">
              <div className="space-y-6 lg:sticky lg:top-28">
                <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
                  <h2 id="key-points-title" className="text-sm font-bold uppercase tracking-wider text-brand-800">
                    {copy.keyPointsTitle}
                  </h2>
                  <ul className="mt-4 space-y-3">
                    {body.keyPoints.map((point) => (
                      <li key={point} className="flex gap-2.5 text-ink-800">
                        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="hidden rounded-2xl bg-brand-900 p-6 text-white shadow-card lg:block">
                  <p className="text-lg font-bold">{copy.cta.title}</p>
                  <p className="mt-2 text-sm text-brand-100">{copy.cta.text}</p>
                  <Button href={paths.waitlist.getHref()} variant="secondary" className="mt-5 w-full">
                    {copy.cta.button}
                  </Button>
                </div>
              </div>
            </aside>
            <div className="min-w-0">
              <p className="text-xl leading-relaxed text-ink-800 text-pretty first-letter:float-left first-letter:mr-2 first-letter:text-6xl first-letter:font-extrabold first-letter:leading-none first-letter:text-brand-700">
                {body.lead}
              </p>
              <RichText blocks={body.blocks} className="mt-10" />
            </div>
          </div>
        </Container>
      </article>

      <WaitlistCta id="article-cta-title" copy={copy.cta} tone="dark" className="mx-auto max-w-5xl" />

      <section aria-labelledby="related-title" className="border-t border-ink-100 bg-ink-50 py-16 sm:py-20">
        <Container>
          <div className="mx-auto max-w-5xl">
            <h2 id="related-title" className="text-3xl font-extrabold tracking-tight text-ink-900">
              {copy.relatedTitle}
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-2">
              {related.map((item) => (
                <ArticleCard key={item.title} article={item} />
              ))}
            </div>
            <nav aria-label="More from DoorKeep" className="mt-10">
              <ul className="flex flex-wrap gap-x-6 gap-y-3">
                {copy.moreLinks.map((link) => (
                  <li key={link.href}>
                    <SiteLink
                      href={link.href}
                      className="inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                    >
                      {link.label}
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </Container>
      </section>
    </>
  );
}
