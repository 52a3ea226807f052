import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type StepProgressProps = {
  label: string;
  steps: readonly string[];
  /** Index of the step on screen. */
  current: number;
};

/** The wizard's progress: an ordered list where the current step is marked for assistive technology. */
export function StepProgress({ label, steps, current }: StepProgressProps) {
  return (
    <nav aria-label={label}>
      <ol className="grid grid-cols-3 gap-2 sm:gap-4">
        {steps.map((step, index) => {
          const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} data-state={state} className="min-w-0">
              <div
                aria-hidden="true"
                className={cn(
                  'h-1.5 rounded-full transition-colors motion-reduce:transition-none',
                  state === 'upcoming' ? 'bg-ink-200' : 'bg-brand-700',
                )}
              />
              <div className="mt-3 flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                    state === 'complete' && 'bg-brand-700 text-white',
                    state === 'current' && 'bg-white text-brand-800 ring-2 ring-brand-700',
                    state === 'upcoming' && 'bg-ink-100 text-ink-600',
                  )}
                >
                  {state === 'complete' ? <Check className="h-4 w-4" /> : index + 1}
                </span>
                <span
                  className={cn(
                    'text-xs font-semibold leading-tight sm:text-sm',
                    state === 'upcoming' ? 'text-ink-600' : 'text-ink-900',
                  )}
                >
                  <span className="sr-only">Step {index + 1}: </span>
                  {step}
                  <span className="sr-only">
                    {state === 'complete' ? ' (completed)' : state === 'current' ? ' (current step)' : ' (not started)'}
                  </span>
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
