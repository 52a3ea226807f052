import { Check, X } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { faqPageJsonLd } from '@/components/seo/structured-data';
import { CtaBand } from '@/components/marketing/cta-band';
import { IconTile } from '@/components/marketing/icon-tile';
import { Button } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import {
  calculatorSection,
  faqSection,
  finalCta,
  includedSection,
  planComparison,
  pricingHero,
  pricingMeta,
  type PlanColumn,
} from '../content/pricing';
import { FaqIsland } from './faq';
import { RoiCalculatorIsland } from './roi-calculator';
import { ReserveSpotIsland } from '@/components/marketing/reserve-spot-button';

function PlanCard({ plan }: { plan: PlanColumn }) {
  const featured = plan.tone === 'doorkeep';
  return (
    <div
      className={cn(
        'relative flex flex-col rounded-3xl p-7 sm:p-9',
        featured
          ? 'bg-brand-900 text-white shadow-lift ring-1 ring-brand-800'
          : 'border border-ink-200 bg-white shadow-card',
      )}
    >
      {featured && (
        <span className="absolute -top-3 right-6 rounded-full bg-accent-300 px-3 py-1 text-xs font-bold uppercase tracking-wider text-brand-950">
          All-inclusive
        </span>
      )}
      <h3 className={cn('text-lg font-bold', featured ? 'text-white' : 'text-ink-900')}>{plan.name}</h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span
          className={cn('text-5xl font-extrabold tracking-tight', featured ? 'text-white' : 'text-ink-800')}
        >
          {plan.price}
        </span>
        <span className={featured ? 'text-brand-100' : 'text-ink-600'}>{plan.priceNote}</span>
      </p>
      <ul className="mt-7 space-y-3.5" aria-label={`${plan.name}: what you get`}>
        {plan.points.map((point) => (
          <li key={point.text} className="flex items-start gap-3">
            {point.included ? (
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-accent-300" aria-hidden="true" />
            ) : (
              <X className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
            )}
            <span className={featured ? 'text-brand-50' : 'text-ink-700'}>{point.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The pricing page: the flat fee, a side-by-side comparison, the ROI calculator, what is included and the FAQ. */
export function PricingPage() {
  return (
    <>
      <PageMeta
        title={pricingMeta.title}
        description={pricingMeta.description}
        structuredData={[faqPageJsonLd(faqSection.items)]}
      />

      <section aria-labelledby="pricing-hero-heading" className="pb-16 pt-12 sm:pb-20 sm:pt-20">
        <Container className="text-center">
          <p className="inline-flex items-center rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100">
            {pricingHero.badge}
          </p>
          <h1
            id="pricing-hero-heading"
            className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-6xl"
          >
            {pricingHero.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-600 text-pretty sm:text-xl">
            {pricingHero.lead}
          </p>
          <div className="mt-9 flex justify-center">
            <ReserveSpotIsland label={pricingHero.cta} className="w-full sm:w-auto" />
          </div>
          <ul className="mx-auto mt-8 flex max-w-3xl flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
            {pricingHero.reassurance.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2 text-sm font-semibold text-ink-700">
                <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="plans-heading" className="bg-white py-14 sm:py-20">
        <Container>
          <SectionHeading
            id="plans-heading"
            eyebrow={planComparison.eyebrow}
            title={planComparison.title}
            lead={planComparison.lead}
          />
          <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2 md:items-stretch">
            {planComparison.plans.map((plan) => (
              <PlanCard key={plan.name} plan={plan} />
            ))}
          </div>
        </Container>
      </section>

      <section
        aria-labelledby="calculator-heading"
        className="bg-gradient-to-b from-white to-brand-50/60 py-14 sm:py-20"
      >
        <Container>
          <SectionHeading
            id="calculator-heading"
            eyebrow={calculatorSection.eyebrow}
            title={calculatorSection.title}
            lead={calculatorSection.lead}
          />
          <div className="mx-auto mt-12 max-w-5xl">
            <RoiCalculatorIsland />
          </div>
        </Container>
      </section>

      <section aria-labelledby="included-heading" className="py-14 sm:py-20">
        <Container>
          <SectionHeading
            id="included-heading"
            eyebrow={includedSection.eyebrow}
            title={includedSection.title}
            lead={includedSection.lead}
          />
          <ul className="mx-auto mt-12 grid max-w-5xl gap-4 sm:grid-cols-2">
            {includedSection.items.map(({ icon, text }) => (
              <li
                key={text}
                className="flex items-center gap-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-card"
              >
                <IconTile icon={icon} />
                <span className="font-semibold text-ink-800">{text}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="faq-heading" className="bg-white py-14 sm:py-20">
        <Container>
          <SectionHeading
            id="faq-heading"
            eyebrow={faqSection.eyebrow}
            title={faqSection.title}
            lead={faqSection.lead}
          />
          <FaqIsland
            className="mx-auto mt-12 max-w-3xl"
            items={faqSection.items.map(({ id, question, answer }) => ({ id, question, answer }))}
          />
        </Container>
      </section>

      <CtaBand id="pricing-cta" title={finalCta.title} lead={finalCta.lead}>
        <ReserveSpotIsland label={finalCta.cta} />
        <Button
          href={paths.waitlist.getHref()}
          variant="ghost"
          size="lg"
          className="text-white hover:bg-white/10 focus-visible:outline-white"
        >
          {finalCta.secondary}
        </Button>
      </CtaBand>
    </>
  );
}
