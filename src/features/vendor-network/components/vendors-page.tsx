import { ArrowRight, CircleCheck, LifeBuoy, LogIn } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container, SectionHeading } from '@/components/ui/section';
import { PageMeta } from '@/components/seo/page-meta';
import { demandLevels } from '../demand';
import {
  serviceCategories,
  vendorBenefits,
  vendorSections,
  vendorStats,
  vendorSteps,
  vendorsHero,
  vendorTestimonials,
} from '../content/vendors';
import { DemandBadge } from './demand-badge';
import { JobCardArt } from './job-card-art';
import { StarRating } from './star-rating';
import { VendorContact, darkOutlineClasses } from './vendor-contact';

/** The /vendors page: why and how a contractor joins the DoorKeep network. */
export function VendorsPage() {
  return (
    <>
      <PageMeta
        title="Vendors"
        description="Join DoorKeep's vetted contractor network: steady jobs near you, no lead fees and payment within 24 hours of job completion."
      />
      <Hero />
      <Stats />
      <Benefits />
      <Steps />
      <Categories />
      <Testimonials />
      <VendorContact
        id="vendor-contact"
        eyebrow={vendorSections.contact.eyebrow}
        title={vendorSections.contact.title}
        lead={vendorSections.contact.lead}
        actions={
          <>
            <Button href={paths.vendorSignup.getHref()} variant="secondary" className="whitespace-nowrap">
              {vendorsHero.applyLabel}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Button>
            <SiteLink href={paths.vendorHelp.getHref()} className={darkOutlineClasses}>
              <LifeBuoy className="h-5 w-5" aria-hidden="true" />
              {vendorSections.contact.helpLabel}
            </SiteLink>
          </>
        }
      />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="vendors-title">
      <Container className="grid items-center gap-12 pb-12 pt-10 sm:pt-16 lg:grid-cols-[1.45fr_1fr] lg:gap-14 lg:pb-20 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100">
            <span className="h-2 w-2 rounded-full bg-brand-600" aria-hidden="true" />
            {vendorsHero.eyebrow}
          </p>
          <h1
            id="vendors-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl lg:text-6xl"
          >
            {vendorsHero.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-700 text-pretty">{vendorsHero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button href={paths.vendorSignup.getHref()} size="lg" className="whitespace-nowrap">
              {vendorsHero.applyLabel}
            </Button>
            <Button
              href={paths.vendorLogin.getHref()}
              variant="outline"
              size="lg"
              className="whitespace-nowrap"
            >
              <LogIn className="h-5 w-5" aria-hidden="true" />
              {vendorsHero.loginLabel}
            </Button>
          </div>
          <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-700">
            {vendorsHero.reassurance.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <CircleCheck className="h-4 w-4 text-brand-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <JobCardArt />
      </Container>
    </section>
  );
}

function Stats() {
  return (
    <section aria-labelledby="vendor-stats">
      <Container>
        <h2 id="vendor-stats" className="sr-only">
          {vendorSections.stats}
        </h2>
        <dl className="grid grid-cols-2 overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-card lg:grid-cols-4">
          {vendorStats.map((stat, index) => (
            <div
              key={stat.label}
              className={cn(
                'flex flex-col items-center border-ink-200 px-4 py-6 text-center sm:py-8',
                index % 2 === 1 && 'border-l',
                index >= 2 && 'border-t lg:border-t-0',
                index === 2 && 'lg:border-l',
              )}
            >
              <dt className="order-2 mt-1 text-sm font-medium text-ink-600">{stat.label}</dt>
              <dd className="order-1 text-2xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function Benefits() {
  const { eyebrow, title, lead } = vendorSections.benefits;
  return (
    <section aria-labelledby="vendor-benefits" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="vendor-benefits" eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {vendorBenefits.map(({ icon: Icon, title: benefit, description }) => (
            <li key={benefit}>
              <Card className="flex h-full gap-4 transition-shadow hover:shadow-lift motion-reduce:transition-none sm:block">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-ink-900 sm:mt-5">{benefit}</h3>
                  <p className="mt-1.5 text-ink-600 sm:mt-2">{description}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Steps() {
  const { eyebrow, title, lead } = vendorSections.steps;
  return (
    <section aria-labelledby="vendor-steps" className="bg-brand-50/60 py-16 sm:py-24">
      <Container>
        <SectionHeading id="vendor-steps" eyebrow={eyebrow} title={title} lead={lead} />
        <ol className="relative mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <span
            aria-hidden="true"
            className="absolute left-[12%] right-[12%] top-10 hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-300 to-brand-200 lg:block"
          />
          {vendorSteps.map(({ icon: Icon, title: step, description }, index) => (
            <li key={step} className="relative rounded-2xl border border-ink-200 bg-white p-6 shadow-card">
              <div className="flex items-center justify-between">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-card ring-4 ring-white">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <span className="text-3xl font-extrabold text-brand-600" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-bold text-ink-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step}
              </h3>
              <p className="mt-2 text-ink-600">{description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

function Categories() {
  const { eyebrow, title, lead, legendLabel } = vendorSections.categories;
  return (
    <section aria-labelledby="vendor-categories" className="py-16 sm:py-24">
      <Container>
        <SectionHeading id="vendor-categories" eyebrow={eyebrow} title={title} lead={lead} />
        <div className="mt-8 flex flex-wrap items-center justify-center gap-2">
          <span className="text-sm font-semibold text-ink-700">{legendLabel}:</span>
          <ul className="flex flex-wrap justify-center gap-2" aria-label={legendLabel}>
            {demandLevels.map((level) => (
              <li key={level}>
                <DemandBadge level={level} />
              </li>
            ))}
          </ul>
        </div>
        <ul
          className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
          data-testid="service-categories"
        >
          {serviceCategories.map(({ name, demand, icon: Icon }) => (
            <li
              key={name}
              className="flex flex-col rounded-2xl border border-ink-200 bg-white p-4 shadow-card sm:p-5"
              data-category={name}
            >
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-ink-50 text-brand-700 ring-1 ring-ink-200">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-bold text-ink-900">{name}</h3>
              <DemandBadge level={demand} className="mt-2 self-start" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Testimonials() {
  const { eyebrow, title, lead } = vendorSections.testimonials;
  return (
    <section aria-labelledby="vendor-testimonials" className="bg-ink-50 py-16 sm:py-24">
      <Container>
        <SectionHeading id="vendor-testimonials" eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-12 grid gap-5 lg:grid-cols-3">
          {vendorTestimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:p-7">
                <StarRating rating={testimonial.rating} />
                <blockquote className="mt-5 flex-1 text-lg text-ink-800 text-pretty">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-ink-100 pt-5">
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-sm font-bold text-white"
                  >
                    {initials(testimonial.author)}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold text-ink-900">{testimonial.author}</span>
                    <span className="block text-sm text-ink-600">{testimonial.company}</span>
                  </span>
                </figcaption>
                <Badge tone="green" className="mt-4 self-start py-1">
                  {testimonial.earnings}
                </Badge>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}
