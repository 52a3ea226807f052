import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRight, CheckCircle2, Circle, Clock, PiggyBank } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';
import {
  dashboardCopy,
  launchSteps,
  nextStepsCopy,
  nextStepsFor,
  savingsCopy,
  statCards,
  type DepositStanding,
  type NextStep,
} from '../content/dashboard';
import { useOnboardingCall } from '../hooks/use-onboarding-call';
import { useProperties } from '../hooks/use-properties';
import { portfolioFigures, profileComplete, type PortfolioFigures } from '../properties/figures';
import { OnboardingCallSection } from './onboarding-call-section';
import { PropertiesSection } from './properties-section';

type Props = {
  /** The signed-in owner's id; undefined in browser-only mode, where the profile is this browser's. */
  accountId: string | undefined;
  deposit: DepositStanding;
  /** A panel beside Next Steps (the recent orders). */
  beside?: ReactNode;
  /** The admin has moved the owner to live. */
  live?: boolean;
};

/**
 * What the owner's property profile and onboarding call drive: their figures, the savings on their rents, the
 * checklist, the profile itself and the call's booking.
 */
export function OwnerPortfolio({ accountId, deposit, beside, live = false }: Props) {
  const profile = useProperties(accountId);
  const properties = profile.properties.data;
  const figures = properties ? portfolioFigures(properties) : null;
  const call = useOnboardingCall(accountId, deposit === 'paid');
  const steps = nextStepsFor({
    deposit,
    profileComplete: properties ? profileComplete(properties) : false,
    callBooked: Boolean(call.mine.data),
    live,
  });
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-[1.6fr_1fr] lg:items-start">
        <StatCards figures={figures} />
        <SavingsCard figures={figures} />
      </div>
      <div className={beside ? 'grid gap-6 lg:grid-cols-[1.4fr_1fr]' : 'grid gap-6'}>
        {beside}
        <NextSteps steps={steps} />
      </div>
      <PropertiesSection profile={profile} />
      <OnboardingCallSection call={call} deposit={deposit} />
    </>
  );
}

function StatCards({ figures }: { figures: PortfolioFigures | null }) {
  const cards = statCards(figures ?? { properties: 0, units: 0, monthlyRent: 0 });
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-busy={figures === null}>
      {cards.map(({ label, value, icon: Icon }, index) => (
        <li
          key={label}
          className={`rounded-2xl border border-ink-200 bg-white p-4 shadow-card sm:p-5 ${index === 2 ? 'col-span-2 sm:col-span-1' : ''}`}
          data-testid="stat-card"
        >
          {/* A label on two lines keeps every card's figure on the same line. */}
          <div className="flex min-h-10 items-start justify-between gap-2">
            <p className="text-sm leading-5 font-medium text-ink-600">{label}</p>
            <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          </div>
          <p className="mt-2 text-2xl font-extrabold tabular-nums text-ink-900 sm:text-3xl">{figures ? value : '–'}</p>
        </li>
      ))}
    </ul>
  );
}

function SavingsCard({ figures }: { figures: PortfolioFigures | null }) {
  const savings = figures?.savings;
  const hasRent = figures !== null && figures.monthlyRent > 0;
  return (
    <section aria-labelledby="savings-title" className="rounded-2xl bg-brand-800 p-5 text-white shadow-lift sm:p-6" data-testid="savings-card">
      <div className="flex items-center gap-3">
        <PiggyBank className="h-6 w-6 shrink-0 text-accent-300" aria-hidden="true" />
        <h2 id="savings-title" className="text-lg font-bold">
          {savingsCopy.title}
        </h2>
      </div>
      {hasRent && savings ? (
        <>
          <p className="mt-2 text-sm text-brand-50">{savingsCopy.lead(formatUsd(figures.monthlyRent))}</p>
          <dl className="mt-3 space-y-1.5 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-brand-50">{savingsCopy.traditional}</dt>
              <dd className="tabular-nums">{`${formatUsd(savings.traditionalMonthly)} ${savingsCopy.perMonth}`}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-brand-50">{savingsCopy.doorKeep}</dt>
              <dd className="tabular-nums">{`${formatUsd(savings.doorKeepMonthly)} ${savingsCopy.perMonth}`}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-white/20 pt-2 font-semibold">
              <dt>{savingsCopy.savedMonthly}</dt>
              <dd className="tabular-nums" data-testid="monthly-savings">
                {formatUsd(savings.monthlySavings)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 font-semibold">
              <dt>{savingsCopy.savedYearly}</dt>
              <dd className="text-2xl font-extrabold tabular-nums text-accent-300" data-testid="annual-savings">
                {formatUsd(savings.annualSavings)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="mt-2 text-sm text-brand-50">{savingsCopy.empty}</p>
      )}
    </section>
  );
}

/**
 * The checklist. Each step says whether it is done, in words as well as with its icon; a step that leads somewhere
 * is a link with an arrow. The steps of the full dashboard follow, marked as opening at launch.
 */
function NextSteps({ steps }: { steps: readonly NextStep[] }) {
  const done = steps.filter((step) => step.state === 'done').length;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-ink-900">{dashboardCopy.nextStepsTitle}</h2>
        <p className="text-sm font-semibold text-ink-600" data-testid="steps-progress">
          {nextStepsCopy.progress(done, steps.length)}
        </p>
      </div>
      <ol className="mt-4 space-y-4" aria-label={dashboardCopy.nextStepsTitle}>
        {steps.map((step) => (
          <li key={step.title} className="flex gap-3" data-state={step.state}>
            {step.state === 'done' ? (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 h-5 w-5 shrink-0 text-ink-400" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {step.href ? (
                  step.href.startsWith('#') ? (
                    <a href={step.href} className={stepLinkClasses}>
                      {step.title}
                      <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
                    </a>
                  ) : (
                    <Link to={step.href} className={stepLinkClasses}>
                      {step.title}
                      <ArrowRight className="h-4 w-4 shrink-0" aria-hidden="true" />
                    </Link>
                  )
                ) : (
                  <p className="font-semibold text-ink-900">{step.title}</p>
                )}
                <span
                  className={
                    step.state === 'done'
                      ? 'rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200'
                      : 'rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700'
                  }
                >
                  {step.state === 'done' ? nextStepsCopy.done : nextStepsCopy.todo}
                </span>
              </div>
              <p className="text-sm text-ink-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-5 border-t border-ink-200 pt-4">
        <h3 className="text-sm font-bold uppercase tracking-wider text-ink-600">{nextStepsCopy.laterTitle}</h3>
        <p className="mt-1 text-sm text-ink-600">{nextStepsCopy.laterLead}</p>
        <ul className="mt-3 space-y-3" aria-label={nextStepsCopy.laterTitle}>
          {launchSteps.map((step) => (
            <li key={step.title} className="flex gap-3">
              <Clock className="mt-0.5 h-5 w-5 shrink-0 text-ink-400" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-semibold text-ink-800">
                  {step.title}
                  <span className="sr-only">{` (${nextStepsCopy.laterTitle.toLowerCase()})`}</span>
                </p>
                <p className="text-sm text-ink-600">{step.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-5 border-t border-ink-200 pt-4 text-sm text-ink-700">
        {dashboardCopy.helpPrompt}{' '}
        <Link to={paths.help.getHref()} className="font-semibold text-brand-700 underline underline-offset-4">
          {dashboardCopy.helpLink}
        </Link>
      </p>
    </Card>
  );
}

const stepLinkClasses =
  'inline-flex items-center gap-1.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';
