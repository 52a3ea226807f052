import type { ReactNode } from 'react';
import { ArrowRight, Check, Sparkles, Star, X } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { organizationJsonLd } from '@/components/seo/structured-data';
import { CtaBand } from '@/components/marketing/cta-band';
import { Testimonial } from '@/components/marketing/testimonial';
import { Button } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatUsd } from '@/lib/format';
import {
  aiFeatures,
  comparison,
  feedIcons,
  homeHero,
  homeMeta,
  homeStats,
  newsletterSection,
  ownerStories,
  performance,
  problemSolution,
  waitlistCta,
} from '../content/home';
import { ComparisonTable } from './comparison-table';
import { FeatureGrid } from './feature-grid';
import { GrowthChart } from './growth-chart';
import { ReserveSpotIsland } from '@/components/marketing/reserve-spot-button';

const feedTones = {
  alert: 'bg-red-50 text-red-700 ring-red-100',
  info: 'bg-brand-50 text-brand-700 ring-brand-100',
  done: 'bg-green-50 text-green-700 ring-green-100',
} as const;

function HeroFeed() {
  const { feed } = homeHero;
  return (
    <div
      className="relative mx-auto w-full max-w-md lg:max-w-none"
      aria-label="Example: a late-night leak handled by DoorKeep"
      role="img"
    >
      <div className="rounded-3xl border border-ink-200 bg-white p-5 shadow-lift ring-8 ring-brand-100/50 sm:p-6">
        <div className="flex items-center justify-between">
          <p className="text-sm font-bold text-ink-900">{feed.label}</p>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-800">
            <span className="h-2 w-2 rounded-full bg-green-600 motion-safe:animate-pulse" />
            Live
          </span>
        </div>
        <ol className="mt-5 space-y-3">
          {feed.events.map((event) => {
            const Icon = feedIcons[event.tone];
            return (
              <li
                key={event.time}
                className="flex items-start gap-3 rounded-2xl border border-ink-100 bg-ink-50/60 p-3"
              >
                <span
                  className={cn(
                    'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl ring-1',
                    feedTones[event.tone],
                  )}
                >
                  <Icon className="h-5 w-5" />
                </span>
                <span>
                  <span className="block text-xs font-semibold tabular-nums text-ink-600">{event.time}</span>
                  <span className="block text-sm font-semibold text-ink-900">{event.title}</span>
                </span>
              </li>
            );
          })}
        </ol>
        <p className="mt-4 rounded-2xl bg-brand-800 px-4 py-3 text-sm font-medium text-white">
          {feed.footer}
        </p>
      </div>
    </div>
  );
}

function Hero() {
  return (
    <section aria-labelledby="home-hero-heading" className="overflow-x-clip pb-16 pt-10 sm:pb-24 sm:pt-16">
      <Container className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100">
            <Sparkles className="h-4 w-4 text-accent-600" aria-hidden="true" />
            {homeHero.badge}
          </p>
          <h1
            id="home-hero-heading"
            className="mt-6 text-5xl font-extrabold leading-[1.05] tracking-tight text-ink-900 text-balance sm:text-6xl lg:text-7xl"
          >
            {homeHero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-ink-600 text-pretty sm:text-xl">{homeHero.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ReserveSpotIsland label={homeHero.primary} arrow />
            <Button href={paths.howItWorks.getHref()} variant="outline" size="lg">
              {homeHero.secondary}
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-700">
            {homeHero.trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroFeed />
      </Container>
    </section>
  );
}

function StatsStrip() {
  return (
    <section aria-labelledby="home-stats-heading" className="relative">
      <Container>
        <h2 id="home-stats-heading" className="sr-only">
          {homeStats.label}
        </h2>
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-3xl bg-brand-700/30 shadow-lift ring-1 ring-brand-800 lg:grid-cols-4">
          {homeStats.items.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse bg-brand-900 px-5 py-7 text-center sm:py-9"
            >
              <dt className="mt-1 text-sm font-medium text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function ProblemSolution() {
  const { problem, solution } = problemSolution;
  return (
    <section aria-labelledby="problem-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="problem-heading"
          eyebrow={problemSolution.eyebrow}
          title={problemSolution.title}
        />
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          <div className="rounded-3xl border border-ink-200 bg-ink-50 p-7 sm:p-9">
            <h3 className="text-xl font-bold text-ink-800">{problem.title}</h3>
            <ul className="mt-6 space-y-4">
              {problem.items.map((item) => (
                <li key={item} className="flex items-start gap-3 text-ink-700">
                  <span
                    className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-red-100"
                    aria-hidden="true"
                  >
                    <X className="h-3.5 w-3.5 text-red-700" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 p-7 text-white shadow-lift sm:p-9">
            <h3 className="text-xl font-bold">{solution.title}</h3>
            <ul className="mt-6 space-y-4">
              {solution.items.map((item) => (
                <li key={item} className="flex items-start gap-3 text-brand-50">
                  <span
                    className="mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-300"
                    aria-hidden="true"
                  >
                    <Check className="h-3.5 w-3.5 text-brand-950" />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}

function AiFeatures() {
  return (
    <section aria-labelledby="ai-features-heading" className="bg-white py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="ai-features-heading"
          eyebrow={aiFeatures.eyebrow}
          title={aiFeatures.title}
          lead={aiFeatures.lead}
        />
        <FeatureGrid items={aiFeatures.items} />
      </Container>
    </section>
  );
}

function SavingsBars() {
  const { savings } = performance;
  const max = Math.max(...savings.bars.map((bar) => bar.amount));
  return (
    <div className="flex h-full flex-col rounded-3xl border border-ink-200 bg-white p-6 shadow-card sm:p-8">
      <h3 className="text-lg font-bold text-ink-900">{savings.title}</h3>
      <p className="mt-1 text-sm text-ink-600">{savings.caption}</p>
      <ul className="mt-6 space-y-5">
        {savings.bars.map((bar) => (
          <li key={bar.label}>
            <div className="flex items-baseline justify-between gap-4 text-sm">
              <span className="font-medium text-ink-700">{bar.label}</span>
              <span
                className={cn(
                  'font-bold tabular-nums',
                  bar.tone === 'brand' ? 'text-brand-700' : 'text-ink-800',
                )}
              >
                {formatUsd(bar.amount)}
              </span>
            </div>
            <div className="mt-2 h-3 overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
              <div
                className={cn('h-full rounded-full', bar.tone === 'brand' ? 'bg-brand-600' : 'bg-ink-400')}
                style={{ width: `${Math.max(bar.amount / max, 0.015) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-auto pt-6 text-base font-bold text-brand-800">{savings.total}</p>
    </div>
  );
}

function Performance() {
  return (
    <section
      aria-labelledby="performance-heading"
      className="bg-gradient-to-b from-white to-brand-50/70 py-14 sm:py-20"
    >
      <Container>
        <SectionHeading
          id="performance-heading"
          eyebrow={performance.eyebrow}
          title={performance.title}
          lead={performance.lead}
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <SavingsBars />
          <GrowthChart {...performance.growth} />
        </div>
        <h3 className="sr-only">{performance.metrics.title}</h3>
        <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {performance.metrics.items.map((metric, index) => (
            <div
              key={metric.label}
              className={cn(
                'flex flex-col-reverse justify-end rounded-2xl border border-ink-200 bg-white p-5 text-center shadow-card',
                index === performance.metrics.items.length - 1 && 'col-span-2 md:col-span-1',
              )}
            >
              <dt className="mt-1 text-sm font-medium text-ink-600">{metric.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-brand-700">{metric.value}</dd>
            </div>
          ))}
        </dl>
        <Testimonial {...performance.testimonial} className="mx-auto mt-12 max-w-4xl" />
      </Container>
    </section>
  );
}

function Comparison() {
  return (
    <section aria-labelledby="comparison-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading
          id="comparison-heading"
          eyebrow={comparison.eyebrow}
          title={comparison.title}
          lead={comparison.lead}
        />
        <div className="mx-auto mt-12 max-w-5xl">
          <ComparisonTable caption={comparison.caption} columns={comparison.columns} rows={comparison.rows} />
        </div>
      </Container>
    </section>
  );
}

function OwnerStories() {
  return (
    <section aria-labelledby="stories-heading" className="bg-white py-14 sm:py-20">
      <Container>
        <SectionHeading id="stories-heading" eyebrow={ownerStories.eyebrow} title={ownerStories.title} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {ownerStories.items.map((story) => (
            <li
              key={story.name}
              className="flex flex-col rounded-3xl border border-ink-200 bg-white p-7 shadow-card"
            >
              <article
                className="flex h-full flex-col"
                aria-labelledby={`story-${story.name.replace(/\W+/g, '-')}`}
              >
                <div className="flex gap-0.5 text-accent-500" aria-hidden="true">
                  {Array.from({ length: 5 }, (_, index) => (
                    <Star key={index} className="h-4 w-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 leading-relaxed text-ink-800">
                  <p>“{story.quote}”</p>
                </blockquote>
                <div className="mt-6 rounded-2xl bg-brand-50 px-4 py-3">
                  <p className="text-2xl font-extrabold text-brand-800">{story.result.value}</p>
                  <p className="text-sm text-ink-700">{story.result.label}</p>
                </div>
                <h3 id={`story-${story.name.replace(/\W+/g, '-')}`} className="mt-5 font-bold text-ink-900">
                  {story.name}
                </h3>
                <p className="text-sm text-ink-600">
                  {story.portfolio} · {story.location}
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Newsletter({ slot }: { slot?: ReactNode }) {
  return (
    <section aria-labelledby="newsletter-heading" className="pb-20 sm:pb-28">
      <Container>
        <div
          className={cn(
            'grid gap-10 rounded-3xl border border-ink-200 bg-gradient-to-br from-white via-white to-accent-50 p-7 shadow-card sm:p-12',
            slot ? 'lg:grid-cols-2 lg:items-center' : 'text-center',
          )}
        >
          <div className={slot ? undefined : 'mx-auto max-w-2xl'}>
            <p className="text-sm font-bold uppercase tracking-wider text-brand-700">
              {newsletterSection.eyebrow}
            </p>
            <h2
              id="newsletter-heading"
              className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-4xl"
            >
              {newsletterSection.title}
            </h2>
            <p className="mt-4 text-lg text-ink-600 text-pretty">{newsletterSection.lead}</p>
            <ul
              className={cn(
                'mt-6 gap-3',
                slot
                  ? 'space-y-3'
                  : 'mx-auto flex w-fit flex-col text-left md:w-auto md:flex-row md:flex-wrap md:justify-center md:gap-x-8 md:whitespace-nowrap',
              )}
            >
              {newsletterSection.points.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 font-medium text-ink-800">
                  <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
          {slot && <div className="min-w-0">{slot}</div>}
        </div>
      </Container>
    </section>
  );
}

type HomePageProps = {
  /** The newsletter sign-up form, provided by the route (it belongs to another feature). */
  newsletterSlot?: ReactNode;
};

/** The home page, sections in page order, from the hero to the newsletter. */
export function HomePage({ newsletterSlot }: HomePageProps) {
  return (
    <>
      <PageMeta
        title={homeMeta.title}
        description={homeMeta.description}
        structuredData={[organizationJsonLd()]}
      />
      <Hero />
      <StatsStrip />
      <ProblemSolution />
      <AiFeatures />
      <Performance />
      <Comparison />
      <OwnerStories />
      <CtaBand
        id="home-waitlist"
        eyebrow={waitlistCta.eyebrow}
        title={waitlistCta.title}
        lead={waitlistCta.lead}
      >
        <Button href={paths.waitlist.getHref()} variant="secondary" size="lg">
          {waitlistCta.primary}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Button>
        <Button
          href={paths.pricing.getHref()}
          variant="ghost"
          size="lg"
          className="text-white hover:bg-white/10 focus-visible:outline-white"
        >
          {waitlistCta.secondary}
        </Button>
      </CtaBand>
      <Newsletter slot={newsletterSlot} />
    </>
  );
}
