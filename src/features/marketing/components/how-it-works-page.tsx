import { CheckCircle2 } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { CtaBand } from '@/components/marketing/cta-band';
import { IconTile } from '@/components/marketing/icon-tile';
import { Testimonial } from '@/components/marketing/testimonial';
import { Button } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import {
  benefits,
  howItWorksCta,
  howItWorksHero,
  howItWorksMeta,
  howItWorksTestimonial,
  results,
  steps,
  timeline,
} from '../content/how-it-works';
import { DemoButtonIsland } from './demo-button';
import { PageHero } from './page-hero';
import { ReserveSpotIsland } from '@/components/marketing/reserve-spot-button';

function Steps() {
  return (
    <section aria-labelledby="steps-heading" className="pb-14 sm:pb-20">
      <Container>
        <SectionHeading id="steps-heading" eyebrow={steps.eyebrow} title={steps.title} />
        <ol className="mt-12 grid gap-6 lg:grid-cols-3">
          {steps.items.map((step) => (
            <li
              key={step.number}
              className="relative flex flex-col rounded-3xl border border-ink-200 bg-white p-7 shadow-card sm:p-8"
            >
              <div className="flex items-start justify-between gap-4">
                <IconTile icon={step.icon} className="h-14 w-14" />
                <span
                  className="text-4xl font-extrabold leading-none tracking-tight text-brand-600"
                  aria-hidden="true"
                >
                  {step.number}
                </span>
              </div>
              <h3 className="mt-6 text-2xl font-bold text-ink-900">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 inline-flex w-fit rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-ink-900">
                {step.duration}
              </p>
              <p className="mt-4 leading-relaxed text-ink-600">{step.text}</p>
              <ul className="mt-6 space-y-3 border-t border-ink-100 pt-6">
                {step.items.map((item) => (
                  <li key={item} className="flex items-start gap-3 text-ink-800">
                    <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="bg-white py-14 sm:py-20">
      <Container>
        <SectionHeading id="benefits-heading" eyebrow={benefits.eyebrow} title={benefits.title} />
        <dl className="mt-12 grid grid-cols-2 gap-4 sm:gap-5 lg:grid-cols-4">
          {benefits.items.map(({ icon, value, label }) => (
            <div
              key={label}
              className="flex flex-col rounded-3xl border border-ink-200 bg-gradient-to-br from-white to-brand-50 p-5 shadow-card sm:p-7"
            >
              <dt className="order-2 mt-1 text-sm font-medium text-ink-700 sm:text-base">{label}</dt>
              <dd className="order-1">
                <IconTile icon={icon} />
                <span className="mt-4 block whitespace-nowrap text-[1.75rem] font-extrabold tracking-tight text-brand-700 sm:mt-5 sm:text-4xl">
                  {value}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function Timeline() {
  return (
    <section aria-labelledby="timeline-heading" className="py-14 sm:py-20">
      <Container>
        <SectionHeading id="timeline-heading" eyebrow={timeline.eyebrow} title={timeline.title} />
        <ol className="relative mx-auto mt-12 max-w-3xl space-y-8 before:absolute before:bottom-4 before:left-6 before:top-4 before:w-0.5 before:bg-brand-200 lg:grid lg:max-w-none lg:grid-cols-4 lg:gap-6 lg:space-y-0 lg:before:bottom-auto lg:before:left-6 lg:before:right-[calc(25%-2.625rem)] lg:before:top-6 lg:before:h-0.5 lg:before:w-auto">
          {timeline.items.map((item) => (
            <li key={item.when} className="relative flex gap-5 lg:flex-col lg:gap-0">
              <span
                className="relative z-10 flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-800 text-white shadow-lift ring-4 ring-white"
                aria-hidden="true"
              >
                <item.icon className="h-5 w-5" />
              </span>
              <div className="rounded-3xl border border-ink-200 bg-white p-6 shadow-card lg:mt-5 lg:flex-1">
                <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{item.when}</p>
                <h3 className="mt-1 text-lg font-bold text-ink-900">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function Results() {
  return (
    <section aria-labelledby="results-heading" className="bg-white py-14 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 px-6 py-12 shadow-lift sm:px-12">
          <p className="text-center text-sm font-bold uppercase tracking-wider text-accent-200">
            {results.eyebrow}
          </p>
          <h2
            id="results-heading"
            className="mx-auto mt-2 max-w-2xl text-center text-3xl font-extrabold tracking-tight text-white text-balance sm:text-4xl"
          >
            {results.title}
          </h2>
          <dl className="mt-10 grid gap-8 sm:grid-cols-3">
            {results.items.map((item) => (
              <div key={item.label} className="flex flex-col-reverse text-center">
                <dt className="mt-1 font-medium text-brand-100">{item.label}</dt>
                <dd className="text-5xl font-extrabold tracking-tight text-white">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <h2 className="sr-only">What an owner says</h2>
        <Testimonial {...howItWorksTestimonial} className="mx-auto mt-12 max-w-4xl" />
      </Container>
    </section>
  );
}

/** The how-it-works page: three setup steps, what changes, the first month and the results. */
export function HowItWorksPage() {
  return (
    <>
      <PageMeta title={howItWorksMeta.title} description={howItWorksMeta.description} />
      <PageHero
        id="how-hero-heading"
        badge={howItWorksHero.badge}
        title={howItWorksHero.title}
        lead={howItWorksHero.lead}
        actions={
          <>
            <ReserveSpotIsland label={howItWorksHero.primary} arrow />
            <DemoButtonIsland label={howItWorksHero.secondary} />
          </>
        }
      />
      <Steps />
      <Benefits />
      <Timeline />
      <Results />
      <CtaBand id="how-cta" title={howItWorksCta.title} lead={howItWorksCta.lead}>
        <ReserveSpotIsland label={howItWorksCta.primary} />
        <Button
          href={paths.pricing.getHref()}
          variant="ghost"
          size="lg"
          className="text-white hover:bg-white/10 focus-visible:outline-white"
        >
          {howItWorksCta.secondary}
        </Button>
      </CtaBand>
    </>
  );
}
