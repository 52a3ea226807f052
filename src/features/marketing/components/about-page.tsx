import { PageMeta } from '@/components/seo/page-meta';
import { CtaBand } from '@/components/marketing/cta-band';
import { IconTile } from '@/components/marketing/icon-tile';
import { Button } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { aboutCta, aboutHero, aboutMeta, coreValues, foundersStory, missionVision } from '../content/about';
import { PageHero } from './page-hero';
import { ReserveSpotIsland } from '@/components/marketing/reserve-spot-button';

/** The about page: why DoorKeep exists, where it is going and the values it keeps. */
export function AboutPage() {
  return (
    <>
      <PageMeta title={aboutMeta.title} description={aboutMeta.description} />
      <PageHero
        id="about-hero-heading"
        badge={aboutHero.eyebrow}
        title={aboutHero.title}
        lead={aboutHero.lead}
      />

      <section aria-labelledby="story-heading" className="pb-14 sm:pb-20">
        <Container className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div>
            <SectionHeading
              id="story-heading"
              align="left"
              eyebrow={foundersStory.eyebrow}
              title={foundersStory.title}
            />
            <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-700">
              {foundersStory.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside
            aria-label="DoorKeep in numbers"
            className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white shadow-lift lg:sticky lg:top-28"
          >
            <svg viewBox="0 0 120 80" className="h-20 w-auto" aria-hidden="true" focusable="false">
              <path
                d="M10 70 L10 38 L40 14 L70 38 L70 70 Z"
                className="fill-none stroke-accent-300"
                strokeWidth="4"
                strokeLinejoin="round"
              />
              <rect x="32" y="46" width="16" height="24" rx="2" className="fill-accent-300" />
              <path
                d="M58 70 L58 46 L84 26 L110 46 L110 70 Z"
                className="fill-none stroke-brand-300"
                strokeWidth="4"
                strokeLinejoin="round"
              />
              <circle cx="84" cy="52" r="6" className="fill-brand-300" />
            </svg>
            <dl className="mt-6 space-y-6">
              {foundersStory.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse border-t border-white/15 pt-5">
                  <dt className="text-sm font-medium text-brand-100">{stat.label}</dt>
                  <dd className="text-4xl font-extrabold tracking-tight">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </Container>
      </section>

      <section aria-label="Mission and vision" className="bg-white py-14 sm:py-20">
        <Container className="grid gap-6 md:grid-cols-2">
          {[missionVision.mission, missionVision.vision].map((block) => (
            <div
              key={block.title}
              className="rounded-3xl border border-ink-200 bg-gradient-to-br from-white to-brand-50 p-8 shadow-card sm:p-10"
            >
              <IconTile icon={block.icon} className="h-14 w-14" />
              <h2 className="mt-6 text-3xl font-extrabold tracking-tight text-ink-900">{block.title}</h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-700">{block.text}</p>
            </div>
          ))}
        </Container>
      </section>

      <section aria-labelledby="values-heading" className="py-14 sm:py-20">
        <Container>
          <SectionHeading id="values-heading" eyebrow={coreValues.eyebrow} title={coreValues.title} />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2">
            {coreValues.items.map((value) => (
              <li
                key={value.title}
                className="flex gap-5 rounded-3xl border border-ink-200 bg-white p-7 shadow-card"
              >
                <IconTile icon={value.icon} tone="accent" />
                <div>
                  <h3 className="text-lg font-bold text-ink-900">{value.title}</h3>
                  <p className="mt-2 leading-relaxed text-ink-600">{value.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CtaBand id="about-cta" title={aboutCta.title} lead={aboutCta.lead}>
        <ReserveSpotIsland label={aboutCta.primary} arrow />
        <Button
          href={paths.pricing.getHref()}
          variant="ghost"
          size="lg"
          className="text-white hover:bg-white/10 focus-visible:outline-white"
        >
          {aboutCta.secondary}
        </Button>
      </CtaBand>
    </>
  );
}
