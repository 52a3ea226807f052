import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ArrowRight, CircleCheck, Home, LogIn, Mail, Phone } from 'lucide-react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { PageMeta } from '@/components/seo/page-meta';
import { submittedCopy, submittedNeutralCopy } from '../content/application';
import { submittedStateSchema } from '../draft';
import { mailtoHref } from '@/lib/mailto';
import { useAwaitingDelivery } from '@/lib/hooks/use-awaiting-delivery';

/**
 * /vendor-application-submitted. The number comes only from the wizard's navigation (router state, which a
 * reload keeps); opened any other way the page stays neutral and never invents a number.
 */
export function ApplicationSubmittedPage() {
  const { state } = useLocation();
  const parsed = submittedStateSchema.safeParse(state);
  const applicationNumber = parsed.success ? parsed.data.applicationNumber : null;
  const awaitingDelivery = useAwaitingDelivery(parsed.success ? (parsed.data.id ?? null) : null);
  const HeroIcon = applicationNumber ? CircleCheck : submittedNeutralCopy.icon;
  // This page's own history entry keeps the browser's usual scroll restoration; only the sent wizard's opted out.
  useEffect(() => {
    window.history.scrollRestoration = 'auto';
  }, []);

  return (
    <>
      {applicationNumber ? (
        <PageMeta title={submittedCopy.metaTitle} description={submittedCopy.metaDescription} />
      ) : (
        <PageMeta title={submittedNeutralCopy.metaTitle} description={submittedNeutralCopy.metaDescription} />
      )}
      <Container className="py-10 sm:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <div className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-700 ring-8 ring-brand-50">
            <HeroIcon className="h-8 w-8" aria-hidden="true" />
          </div>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl">
            {!applicationNumber ? submittedNeutralCopy.title : awaitingDelivery ? submittedCopy.savedTitle : submittedCopy.title}
          </h1>
          <p className="mt-4 text-lg text-ink-600 text-pretty" role={applicationNumber ? 'status' : undefined}>
            {!applicationNumber ? submittedNeutralCopy.lead : awaitingDelivery ? submittedCopy.savedLead : submittedCopy.lead}
          </p>
          {applicationNumber ? (
            <div className="mx-auto mt-8 max-w-sm rounded-2xl border border-brand-200 bg-white p-5 shadow-card">
              <p className="text-sm font-semibold text-ink-600">{submittedCopy.numberLabel}</p>
              <p data-testid="application-number" className="mt-1 font-mono text-2xl font-bold tracking-wider text-brand-800">
                {applicationNumber}
              </p>
            </div>
          ) : (
            <div className="mt-8 flex justify-center">
              <Button href={paths.vendorSignup.getHref()} size="lg">
                {submittedNeutralCopy.applyLabel}
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Button>
            </div>
          )}
        </div>

        <section aria-labelledby="next-steps-title" className="mx-auto mt-14 max-w-4xl">
          <h2 id="next-steps-title" className="text-center text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {submittedCopy.nextStepsTitle}
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2">
            {submittedCopy.nextSteps.map(({ icon: Icon, title, timing, body }, index) => (
              <li key={title}>
                <Card className="flex h-full gap-4 p-5">
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="text-xs font-bold uppercase tracking-wider text-brand-700">Step {index + 1}</p>
                    <h3 className="mt-0.5 font-bold text-ink-900">{title}</h3>
                    <p className="mt-0.5 text-sm font-semibold text-accent-700">{timing}</p>
                    <p className="mt-2 text-sm text-ink-600">{body}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        </section>

        <div className="mx-auto mt-12 grid max-w-4xl gap-6 lg:grid-cols-2">
          <section aria-labelledby="tips-title" className="rounded-2xl border border-accent-200 bg-accent-50 p-6">
            <h2 id="tips-title" className="text-lg font-bold text-ink-900">
              {submittedCopy.tipsTitle}
            </h2>
            <ul className="mt-4 space-y-3">
              {submittedCopy.tips.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3 text-sm text-ink-800">
                  <Icon className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="benefits-title" className="rounded-2xl border border-ink-200 bg-white p-6 shadow-card">
            <h2 id="benefits-title" className="text-lg font-bold text-ink-900">
              {submittedCopy.benefitsTitle}
            </h2>
            <ul className="mt-4 space-y-3">
              {submittedCopy.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-sm text-ink-800">
                  <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {benefit}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section
          aria-labelledby="support-title"
          className="mx-auto mt-12 max-w-4xl rounded-3xl bg-brand-900 px-6 py-8 text-center shadow-lift sm:px-10"
        >
          <h2 id="support-title" className="text-xl font-bold text-white sm:text-2xl">
            {submittedCopy.supportTitle}
          </h2>
          <p className="mt-2 text-brand-100">{submittedCopy.supportLead}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-8">
            <a
              href={mailtoHref(site.contact.vendorEmail)}
              className="inline-flex items-center gap-2 rounded font-semibold text-white underline decoration-accent-300 decoration-2 underline-offset-4 hover:text-accent-200"
            >
              <Mail className="h-4 w-4 text-accent-300" aria-hidden="true" />
              {site.contact.vendorEmail}
            </a>
            <a
              href={`tel:${site.contact.phoneHref}`}
              className="inline-flex items-center gap-2 rounded font-semibold text-white underline decoration-accent-300 decoration-2 underline-offset-4 hover:text-accent-200"
            >
              <Phone className="h-4 w-4 text-accent-300" aria-hidden="true" />
              {site.contact.phoneDisplay}
            </a>
          </div>
        </section>

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button href={paths.vendorLogin.getHref()}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            {submittedCopy.loginLabel}
          </Button>
          <Button href={paths.home.getHref()} variant="outline">
            <Home className="h-4 w-4" aria-hidden="true" />
            {submittedCopy.homeLabel}
          </Button>
        </div>
      </Container>
    </>
  );
}
