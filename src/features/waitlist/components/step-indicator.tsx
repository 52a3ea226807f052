import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { stepIndicatorCopy, waitlistSteps, type WaitlistStepId } from '../content/waitlist';

/** The two-step progress bar; the current step is marked for assistive technology and announced when it changes. */
export function StepIndicator({ current }: { current: WaitlistStepId }) {
  const currentIndex = waitlistSteps.findIndex((step) => step.id === current);
  const currentStep = waitlistSteps[currentIndex];
  return (
    <nav aria-label={stepIndicatorCopy.label}>
      <ol className="grid grid-cols-2 gap-3">
        {waitlistSteps.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li
              key={step.id}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex items-center gap-3 border-t-4 pt-3',
                active || done ? 'border-brand-700' : 'border-ink-200',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                  done && 'bg-brand-700 text-white',
                  active && 'bg-brand-700 text-white ring-4 ring-brand-100',
                  !done && !active && 'bg-ink-100 text-ink-600',
                )}
              >
                {done ? <Check className="h-4 w-4" /> : index + 1}
              </span>
              <span className={cn('text-sm font-semibold', active || done ? 'text-ink-900' : 'text-ink-600')}>
                <span className="sr-only">{stepIndicatorCopy.stepPrefix(index + 1)}</span>
                {step.label}
                {done && <span className="sr-only"> {stepIndicatorCopy.completed}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {stepIndicatorCopy.announcement(currentIndex + 1, waitlistSteps.length, currentStep.label)}
      </p>
    </nav>
  );
}
