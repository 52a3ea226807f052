import { ArrowRight, BookOpen, MessageSquare } from 'lucide-react';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { PageMeta } from '@/components/seo/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { supportChannels, supportClaims, supportHelpCenter, supportHero, supportMeta } from '../content/support';
import { SupportFormIsland } from './support-form';

const linkClass =
  'rounded font-semibold text-brand-700 underline decoration-brand-300 decoration-2 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Where the hero's link leads: the message form's card. */
const messageFormId = 'message-form';

/** The support page (/contact and /support): claims, the two channels and the message form. */
export function SupportPage() {
  return (
    <>
      <PageMeta title={supportMeta.title} description={supportMeta.description} />
      <Hero />
      <section aria-label="Contact options" className="pb-16 sm:pb-24">
        <Container className="grid gap-8 lg:grid-cols-[1fr_1.7fr] lg:items-start lg:gap-10">
          <div className="grid gap-5">
            <h2 className="sr-only">Ways to reach us</h2>
            {supportChannels.map(({ icon: Icon, title, text, availability, response, action }) => (
              <Card key={title} className="flex gap-4 p-5 sm:p-6">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm sm:h-12 sm:w-12 sm:rounded-2xl">
                  <Icon className="h-5 w-5 sm:h-6 sm:w-6" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-bold text-ink-900">{title}</h3>
                  <p className="mt-1 text-sm text-ink-600">{text}</p>
                  <ul className="mt-3 flex flex-wrap gap-2 text-xs font-semibold">
                    <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 ring-1 ring-brand-100">{availability}</li>
                    <li className="rounded-full bg-accent-50 px-2.5 py-1 text-ink-900 ring-1 ring-accent-200">{response}</li>
                  </ul>
                  <a href={action.href} className={`mt-4 inline-block text-sm [overflow-wrap:anywhere] sm:text-base ${linkClass}`}>
                    {action.label}
                  </a>
                </div>
              </Card>
            ))}
            <div className="flex gap-4 rounded-2xl border border-dashed border-brand-300 bg-brand-50/60 p-6">
              <BookOpen className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-bold text-ink-900">{supportHelpCenter.title}</h3>
                <p className="mt-1 text-sm text-ink-700">{supportHelpCenter.text}</p>
                <SiteLink href={paths.help.getHref()} className={`mt-3 inline-flex items-center gap-1.5 text-sm ${linkClass}`}>
                  {supportHelpCenter.linkLabel}
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </SiteLink>
              </div>
            </div>
          </div>
          <Card id={messageFormId} className="scroll-mt-24 p-5 shadow-lift sm:p-8">
            <SupportFormIsland />
          </Card>
        </Container>
      </section>
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="support-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-brand-50 via-brand-50/40 to-transparent"
      />
      <Container className="py-12 text-center sm:py-20">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100">
          <span className="h-2 w-2 rounded-full bg-brand-600" aria-hidden="true" />
          {supportHero.eyebrow}
        </p>
        <h1 id="support-title" className="mx-auto mt-5 max-w-3xl text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl">
          {supportHero.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-700 text-pretty">{supportHero.lead}</p>
        <Button href={`#${messageFormId}`} className="mt-8">
          <MessageSquare className="h-5 w-5" aria-hidden="true" />
          {supportHero.formLink}
        </Button>
        <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-3 sm:gap-5">
          {supportClaims.map(({ icon: Icon, value, label }) => (
            <div key={label} className="flex flex-col items-center rounded-2xl bg-white px-2 py-4 shadow-card ring-1 ring-ink-200 sm:py-6">
              <dt className="order-last mt-1 text-xs font-medium text-ink-600 sm:text-sm">{label}</dt>
              <dd className="flex flex-col items-center text-2xl font-extrabold tracking-tight text-brand-700 sm:text-3xl">
                <Icon className="mb-2 h-5 w-5 text-accent-600" aria-hidden="true" />
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
