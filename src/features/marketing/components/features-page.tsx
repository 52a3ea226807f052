import { CheckCircle2, Sparkles } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { CtaBand } from '@/components/marketing/cta-band';
import { IconTile } from '@/components/marketing/icon-tile';
import { Button } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { featureGrid, featuresCta, featuresHero, featuresMeta, pillars } from '../content/features';
import { FeatureGrid } from './feature-grid';
import { PageHero } from './page-hero';
import { ReserveSpotIsland } from '@/components/marketing/reserve-spot-button';

/** The features page: the three pillars in depth, then six focused capabilities. */
export function FeaturesPage() {
  return (
    <>
      <PageMeta title={featuresMeta.title} description={featuresMeta.description} />
      <PageHero
        id="features-hero-heading"
        badge={
          <>
            <Sparkles className="h-4 w-4 text-accent-600" aria-hidden="true" />
            {featuresHero.badge}
          </>
        }
        title={featuresHero.title}
        lead={featuresHero.lead}
        actions={
          <>
            <ReserveSpotIsland label={featuresHero.primary} arrow />
            <Button href={paths.howItWorks.getHref()} variant="outline" size="lg">
              {featuresHero.secondary}
            </Button>
          </>
        }
      />

      <section aria-labelledby="pillars-heading" className="pb-14 sm:pb-20">
        <Container>
          <SectionHeading id="pillars-heading" eyebrow={pillars.eyebrow} title={pillars.title} />
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {pillars.items.map((pillar, index) => (
              <li
                key={pillar.title}
                className={
                  index === 0
                    ? 'flex flex-col rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-lift sm:p-9'
                    : 'flex flex-col rounded-3xl border border-ink-200 bg-white p-8 shadow-card sm:p-9'
                }
              >
                <IconTile icon={pillar.icon} tone={index === 0 ? 'accent' : 'brand'} className="h-14 w-14" />
                <h3
                  className={
                    index === 0
                      ? 'mt-6 text-2xl font-bold text-white'
                      : 'mt-6 text-2xl font-bold text-ink-900'
                  }
                >
                  {pillar.title}
                </h3>
                <p
                  className={
                    index === 0 ? 'mt-3 leading-relaxed text-brand-100' : 'mt-3 leading-relaxed text-ink-600'
                  }
                >
                  {pillar.text}
                </p>
                <ul className="mt-6 space-y-3 border-t border-current/10 pt-6">
                  {pillar.bullets.map((bullet) => (
                    <li key={bullet} className="flex items-start gap-3">
                      <CheckCircle2
                        className={
                          index === 0
                            ? 'mt-0.5 h-5 w-5 shrink-0 text-accent-300'
                            : 'mt-0.5 h-5 w-5 shrink-0 text-brand-600'
                        }
                        aria-hidden="true"
                      />
                      <span className={index === 0 ? 'text-brand-50' : 'text-ink-700'}>{bullet}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="capabilities-heading" className="bg-white py-14 sm:py-20">
        <Container>
          <SectionHeading id="capabilities-heading" eyebrow={featureGrid.eyebrow} title={featureGrid.title} />
          <FeatureGrid items={featureGrid.items} tone="accent" />
        </Container>
      </section>

      <CtaBand id="features-cta" title={featuresCta.title} lead={featuresCta.lead}>
        <ReserveSpotIsland label={featuresCta.primary} />
        <Button
          href={paths.pricing.getHref()}
          variant="ghost"
          size="lg"
          className="text-white hover:bg-white/10 focus-visible:outline-white"
        >
          {featuresCta.secondary}
        </Button>
      </CtaBand>
    </>
  );
}
