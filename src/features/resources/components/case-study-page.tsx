import { Quote } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { Container } from '@/components/ui/section';
import type { CaseStudyTeaser } from '../content/articles';
import type { CaseStudyBody } from '../content/case-study-bodies';
import { caseStudyPageCopy as copy } from '../content/resources-page';
import { Artwork } from './artwork';
import { CaseStudyCard } from './case-study-card';
import { BackLink, WaitlistCta } from './page-parts';

type CaseStudyPageProps = { study: CaseStudyTeaser; body: CaseStudyBody; others: readonly CaseStudyTeaser[] };

/** One owner story: the challenge, what changed, the results in figures and the owner's own words. */
export function CaseStudyPage({ study, body, others }: CaseStudyPageProps) {
  return (
    <>
      <PageMeta title={`${study.company} case study`} description={`${study.company}: ${study.result}. ${body.lead}`} />
      <article aria-labelledby="study-title">
        <Container className="pt-10 sm:pt-14">
          <BackLink href={paths.resources.getHref()}>{copy.backToResources}</BackLink>
          <div className="mt-6 grid items-center gap-10 lg:grid-cols-2">
            <div>
              <p className="text-sm font-bold uppercase tracking-wider text-brand-700">
                {copy.eyebrow} · {study.company}
              </p>
              <h1 id="study-title" className="mt-3 text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl">
                {study.title}
              </h1>
              <p className="mt-5 text-xl text-ink-600 text-pretty">{body.lead}</p>
            </div>
            <div className="aspect-[5/3] overflow-hidden rounded-3xl shadow-card">
              <Artwork kind={study.artwork} />
            </div>
          </div>

          <section aria-labelledby="results-title" className="mt-12">
            <h2 id="results-title" className="sr-only">
              {copy.resultsInNumbers}
            </h2>
            <dl className="grid gap-4 sm:grid-cols-3">
              {body.results.map((result) => (
                <div key={result.label} className="flex flex-col rounded-2xl border border-ink-200 bg-white p-6 text-center shadow-card">
                  <dt className="order-2 mt-1 text-sm font-medium text-ink-600">{result.label}</dt>
                  <dd className="-order-1 text-4xl font-extrabold tracking-tight text-brand-700">{result.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </Container>

        <Container className="py-14 sm:py-20">
          <div className="grid gap-12 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16">
            <aside aria-labelledby="facts-title">
              <div className="rounded-2xl border border-ink-200 bg-ink-50 p-6 lg:sticky lg:top-28">
                <h2 id="facts-title" className="text-sm font-bold uppercase tracking-wider text-ink-700">
                  {copy.factsTitle}
                </h2>
                <dl className="mt-4 space-y-4">
                  {body.facts.map((fact) => (
                    <div key={fact.label}>
                      <dt className="text-sm font-semibold text-ink-600">{fact.label}</dt>
                      <dd className="mt-0.5 font-medium text-ink-900">{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </aside>

            <div className="min-w-0 max-w-3xl text-lg leading-relaxed text-ink-700">
              <h2 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{copy.challengeTitle}</h2>
              {body.challenge.map((paragraph) => (
                <p key={paragraph.slice(0, 32)} className="mt-5 text-pretty">
                  {paragraph}
                </p>
              ))}

              <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{copy.approachTitle}</h2>
              <ol className="mt-6 space-y-5">
                {body.approach.map((step, index) => (
                  <li key={step.title} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="text-lg font-bold text-ink-900">{step.title}</h3>
                      <p className="mt-1 text-base text-ink-700">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>

              <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{copy.resultsTitle}</h2>
              <p className="mt-5 text-pretty">{body.resultsText}</p>

              <figure className="relative mt-10 overflow-hidden rounded-3xl bg-brand-900 p-8 text-white shadow-lift sm:p-10">
                <Quote className="h-10 w-10 text-accent-300" aria-hidden="true" />
                <blockquote className="relative mt-4 text-xl font-medium leading-relaxed text-pretty sm:text-2xl">
                  <p>“{body.quote.text}”</p>
                </blockquote>
                <figcaption className="relative mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-accent-300 font-bold text-brand-950"
                  >
                    {body.quote.author
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </span>
                  <span>
                    <span className="block font-bold">{body.quote.author}</span>
                    <span className="block text-sm text-brand-100">{body.quote.role}</span>
                  </span>
                </figcaption>
              </figure>
            </div>
          </div>
        </Container>
      </article>

      <WaitlistCta id="study-cta-title" copy={copy.cta} tone="light" />

      {others.length > 0 && (
        <section aria-labelledby="other-study-title" className="border-t border-ink-100 bg-ink-50 py-16 sm:py-20">
          <Container>
            <h2 id="other-study-title" className="text-3xl font-extrabold tracking-tight text-ink-900">
              {copy.otherTitle}
            </h2>
            <div className="mt-8 grid gap-6">
              {others.map((other) => (
                <CaseStudyCard key={other.company} study={other} linkLabel={copy.readMore} wide />
              ))}
            </div>
          </Container>
        </section>
      )}
    </>
  );
}
