import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, BookOpen, Calculator, CheckCircle2, LifeBuoy, Mail, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/section';
import { blogTeasers, caseStudies } from '../content/articles';
import { resourcesPage as copy } from '../content/resources-page';
import { ArticleCard } from './article-card';
import { CaseStudyCard } from './case-study-card';

type ResourcesPageProps = {
  /** The newsletter sign-up form, supplied by the route (features do not import each other). */
  newsletterSlot?: ReactNode;
};

/** How many articles the hub features; the rest are on the all-articles page. */
const FEATURED_ARTICLES = 3;

/** A glimpse of one newsletter issue, shown beside the pitch. */
function IssuePreview() {
  const preview = copy.newsletter.preview;
  return (
    <figure className="rounded-2xl border border-ink-200 bg-white shadow-lift transition-transform lg:rotate-1 lg:hover:rotate-0 motion-reduce:transition-none motion-reduce:lg:rotate-0">
      <figcaption className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-3">
        <span className="text-xs font-bold uppercase tracking-wider text-brand-700">{preview.label}</span>
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="h-2.5 w-2.5 rounded-full bg-ink-200" />
          <span className="h-2.5 w-2.5 rounded-full bg-ink-200" />
          <span className="h-2.5 w-2.5 rounded-full bg-accent-300" />
        </span>
      </figcaption>
      <div className="p-5">
        <p className="text-lg font-bold text-ink-900">{preview.subject}</p>
        <ul className="mt-4 space-y-3">
          {preview.items.map((item) => (
            <li key={item.text} className="rounded-xl bg-ink-50 p-3">
              <span className="block text-xs font-bold uppercase tracking-wider text-ink-600">
                {item.kicker}
              </span>
              <span className="mt-0.5 block text-sm font-semibold text-ink-800">{item.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

/** The resources hub: latest articles, owner case studies, the savings promo and the newsletter. */
export function ResourcesPage({ newsletterSlot }: ResourcesPageProps) {
  return (
    <>
      <PageMeta title={copy.title} description={copy.description} />

      <Container className="pb-12 pt-14 sm:pb-16 sm:pt-20">
        <SectionHeading as="h1" eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
        <nav aria-label="On this page" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {copy.jumpLinks.map((link) => (
              <li key={link.anchor}>
                <a
                  href={`#${link.anchor}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-700 shadow-sm hover:border-brand-300 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <SiteLink
                href={paths.help.getHref()}
                className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-ink-200 bg-white px-4 text-sm font-semibold text-ink-700 shadow-sm hover:border-brand-300 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <LifeBuoy className="h-4 w-4" aria-hidden="true" />
                Help Center
              </SiteLink>
            </li>
          </ul>
        </nav>
      </Container>

      <section id="articles" aria-labelledby="articles-title" className="scroll-mt-24 pb-16 sm:pb-24">
        <Container>
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <SectionHeading
              id="articles-title"
              align="left"
              eyebrow={copy.articles.eyebrow}
              title={copy.articles.title}
              lead={copy.articles.lead}
            />
            <Button
              href={paths.blog.getHref()}
              variant="outline"
              className="shrink-0 self-start sm:self-auto"
            >
              <BookOpen className="h-5 w-5" aria-hidden="true" />
              {copy.articles.viewAll}
            </Button>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {blogTeasers.slice(0, FEATURED_ARTICLES).map((article, index) => (
              <ArticleCard
                key={article.title}
                article={article}
                className={index === 0 ? 'md:col-span-2 lg:col-span-1' : undefined}
              />
            ))}
          </div>
        </Container>
      </section>

      <section
        id="case-studies"
        aria-labelledby="case-studies-title"
        className="scroll-mt-24 border-y border-ink-100 bg-ink-50 py-16 sm:py-24"
      >
        <Container>
          <SectionHeading
            id="case-studies-title"
            eyebrow={copy.caseStudies.eyebrow}
            title={copy.caseStudies.title}
            lead={copy.caseStudies.lead}
          />
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            {caseStudies.map((study) => (
              <CaseStudyCard key={study.company} study={study} linkLabel={copy.caseStudies.readMore} />
            ))}
          </div>
        </Container>
      </section>

      <section id="roi" aria-labelledby="roi-title" className="scroll-mt-24 py-16 sm:py-24">
        <Container>
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 px-6 py-10 shadow-lift sm:px-12 sm:py-14">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-500/20 blur-2xl"
            />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -bottom-28 -left-16 h-64 w-64 rounded-full bg-accent-400/10 blur-2xl"
            />
            <div className="relative grid items-center gap-10 lg:grid-cols-2">
              <div>
                <p className="inline-flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-accent-200">
                  <Calculator className="h-4 w-4" aria-hidden="true" />
                  {copy.roi.eyebrow}
                </p>
                <h2
                  id="roi-title"
                  className="mt-3 text-3xl font-extrabold tracking-tight text-white text-balance sm:text-4xl"
                >
                  {copy.roi.title}
                </h2>
                <p className="mt-4 text-lg text-brand-100 text-pretty">{copy.roi.text}</p>
                <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
                  <Button
                    href={paths.waitlist.getHref()}
                    variant="secondary"
                    size="lg"
                    className="shrink-0 whitespace-nowrap"
                  >
                    {copy.roi.cta}
                    <ArrowRight className="h-5 w-5" aria-hidden="true" />
                  </Button>
                  <p className="text-sm text-brand-100">{copy.roi.note}</p>
                </div>
              </div>
              <div className="rounded-2xl bg-white p-6 shadow-lift sm:p-8">
                <dl className="grid grid-cols-2 gap-4">
                  {copy.roi.example.map((item, index) => (
                    <div key={item.label} className="rounded-xl bg-ink-50 p-4">
                      <dt className="text-sm font-semibold text-ink-600">{item.label}</dt>
                      <dd className="mt-1">
                        <span
                          className={
                            index === 0
                              ? 'block text-2xl font-extrabold text-ink-700 line-through decoration-red-600/60 sm:text-3xl'
                              : 'block text-2xl font-extrabold text-brand-700 sm:text-3xl'
                          }
                        >
                          {item.value}
                        </span>
                        <span className="block text-sm text-ink-600">{item.note}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-4 rounded-xl bg-accent-100 p-5 text-center ring-1 ring-accent-200">
                  <p className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
                    {copy.roi.savings.value}
                  </p>
                  <p className="mt-1 font-semibold text-ink-800">{copy.roi.savings.label}</p>
                </div>
              </div>
            </div>
          </div>
        </Container>
      </section>

      <section id="newsletter" aria-labelledby="newsletter-title" className="scroll-mt-24 pb-20 sm:pb-28">
        <Container>
          <div className="grid gap-10 rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50 p-6 shadow-card sm:p-12 lg:grid-cols-5 lg:items-center">
            <div className="lg:col-span-3">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
                <Mail className="h-6 w-6" aria-hidden="true" />
              </span>
              <p className="mt-5 text-sm font-bold uppercase tracking-wider text-brand-700">
                {copy.newsletter.eyebrow}
              </p>
              <h2
                id="newsletter-title"
                className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-4xl"
              >
                {copy.newsletter.title}
              </h2>
              <p className="mt-4 text-lg text-ink-600 text-pretty">{copy.newsletter.text}</p>
              <ul className="mt-6 grid gap-2 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
                {copy.newsletter.points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-sm font-medium text-ink-700">
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <div className="lg:col-span-2">
              {newsletterSlot ? (
                <div className="rounded-2xl bg-white p-5 shadow-card sm:p-6">{newsletterSlot}</div>
              ) : (
                <IssuePreview />
              )}
              <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink-700 lg:justify-center">
                <Users className="h-4 w-4 text-brand-700" aria-hidden="true" />
                {copy.newsletter.readers}
              </p>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
