import { useEffect, useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AlertCircle, ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { paths } from '@/config/paths';
import { newId } from '@/lib/ids';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/section';
import { PageMeta } from '@/components/seo/page-meta';
import { honeypotField, wizardAside, wizardCopy, wizardSteps } from '../content/application';
import type { SubmittedState } from '../draft';
import { useVendorApplication } from '../hooks/use-vendor-application';
import { StepProgress } from './step-progress';
import { BusinessStep, ContactStep, ServiceAreaStep } from './wizard-steps';

const stepLabels = wizardSteps.map((step) => step.label);

/** The /vendor-signup wizard: three steps, autosaved per tab, saved as a pending vendor application. */
export function VendorApplicationWizard() {
  const navigate = useNavigate();
  const form = useVendorApplication(({ applicationNumber, id }) => {
    // The sent wizard's history entry opts out of the browser's scroll restoration (the mode is kept per entry, and
    // the confirmation's new entry inherits it, so it switches back). Back then shows a fresh wizard at the top
    // rather than its emptied first step scrolled to where the submit button was.
    window.history.scrollRestoration = 'manual';
    const state: SubmittedState = { applicationNumber, id };
    navigate(paths.vendorApplicationSubmitted.getHref(), { state });
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const previousStep = useRef(form.step);

  // Moving between steps puts focus on the new step's heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (previousStep.current !== form.step) headingRef.current?.focus();
    previousStep.current = form.step;
  }, [form.step]);

  const current = wizardSteps[form.step];
  const isLast = form.step === 2;
  const submitting = form.status === 'submitting';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLast && form.stepValid && trap.current?.value) {
      // A bot filled the hidden field: it lands on the usual confirmation, and nothing is stored or sent.
      const state: SubmittedState = { applicationNumber: newId.applicationNumber() };
      navigate(paths.vendorApplicationSubmitted.getHref(), { state });
      return;
    }
    void form.advance();
  }

  return (
    <>
      <PageMeta title={wizardCopy.metaTitle} description={wizardCopy.metaDescription} />
      <Container className="py-10 sm:py-16">
        <div className="mx-auto max-w-2xl text-center lg:max-w-3xl">
          <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{wizardCopy.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-5xl">
            {wizardCopy.title}
          </h1>
          <p className="mt-4 text-lg text-ink-600 text-pretty">{wizardCopy.lead}</p>
        </div>

        <div className="mx-auto mt-10 grid max-w-5xl gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <Card className="p-5 sm:p-8">
            <StepProgress label={wizardCopy.progressLabel} steps={stepLabels} current={form.step} />
            <p className="sr-only" role="status">
              {form.restored ? `Step ${form.step + 1} of ${wizardSteps.length}: ${current.label}` : ''}
            </p>

            <form noValidate onSubmit={onSubmit} className="mt-8" aria-labelledby="wizard-step-heading">
              <h2
                id="wizard-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="text-2xl font-bold tracking-tight text-ink-900 focus:outline-none"
              >
                {current.heading}
              </h2>
              <p className="mt-1 text-ink-600">{current.intro}</p>
              <p className="mt-1 text-sm text-ink-600">{wizardCopy.requiredNote}</p>

              <fieldset disabled={submitting} className="mt-6 min-w-0">
                <legend className="sr-only">{current.heading}</legend>
                {form.step === 0 && <ContactStep form={form} />}
                {form.step === 1 && <BusinessStep form={form} />}
                {form.step === 2 && <ServiceAreaStep form={form} />}
              </fieldset>

              <div aria-hidden="true" className="sr-only">
                <label htmlFor="vendor-application-trap">{honeypotField.label}</label>
                <input
                  ref={trap}
                  id="vendor-application-trap"
                  name={honeypotField.name}
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </div>

              {form.status === 'failed' && (
                <div role="alert" className="mt-6 flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
                  <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                  <p>{form.rejection ?? wizardCopy.saveFailed}</p>
                </div>
              )}

              <div className="mt-8 border-t border-ink-200 pt-6">
                {!form.stepValid && (
                  <p id="wizard-continue-hint" className="mb-4 text-sm text-ink-600">
                    {wizardCopy.continueHint}
                  </p>
                )}
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
                  {form.step > 0 ? (
                    <Button variant="outline" onClick={form.goBack} disabled={submitting}>
                      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                      {wizardCopy.back}
                    </Button>
                  ) : (
                    <span aria-hidden="true" className="hidden sm:block" />
                  )}
                  <Button
                    type="submit"
                    disabled={!form.stepValid}
                    loading={submitting}
                    busyLabel={isLast ? wizardCopy.submitting : undefined}
                    aria-describedby={form.stepValid ? undefined : 'wizard-continue-hint'}
                    className="sm:min-w-48"
                  >
                    {isLast ? wizardCopy.submit : wizardCopy.continue}
                    {isLast ? <Send className="h-4 w-4" aria-hidden="true" /> : <ArrowRight className="h-4 w-4" aria-hidden="true" />}
                  </Button>
                </div>
              </div>
            </form>
          </Card>

          <aside aria-labelledby="wizard-aside-title" className="space-y-6">
            <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-lift">
              <h2 id="wizard-aside-title" className="text-lg font-bold">
                {wizardAside.title}
              </h2>
              <ul className="mt-4 space-y-4">
                {wizardAside.points.map(({ icon: Icon, text }) => (
                  <li key={text} className="flex gap-3 text-sm text-brand-50">
                    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                      <Icon className="h-4 w-4 text-accent-300" aria-hidden="true" />
                    </span>
                    <span className="pt-1.5">{text}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-5 border-t border-white/15 pt-4 text-sm text-brand-100">{wizardAside.reviewNote}</p>
            </div>
            <p className="text-center text-sm lg:text-left">
              <Link
                to={paths.vendorLogin.getHref()}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {wizardCopy.signInLink}
              </Link>
            </p>
          </aside>
        </div>
      </Container>
    </>
  );
}
