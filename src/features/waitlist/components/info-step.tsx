import { useRef, type FormEvent, type Ref } from 'react';
import { ArrowRight, Lock } from 'lucide-react';
import { propertyCountOptions } from '@/lib/submissions';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { honeypotField, infoStepCopy, propertyCountLabels } from '../content/waitlist';
import { maxLengthOf } from '@/lib/validation';
import { isWaitlistFormFilled, waitlistFormSchema, type WaitlistField, type WaitlistFormValues } from '../schema';

type InfoStepProps = {
  values: WaitlistFormValues;
  errors: Partial<Record<WaitlistField, string>>;
  saving: boolean;
  saveError: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  onChange: (field: WaitlistField, value: string) => void;
  onBlur: (field: WaitlistField) => void;
  /** `trapped`: the hidden field only bots fill in was filled. */
  onSubmit: (trapped: boolean) => void;
};

/** Step 1: who the visitor is and how many properties they own. */
export function InfoStep({ values, errors, saving, saveError, headingRef, onChange, onBlur, onSubmit }: InfoStepProps) {
  const filled = isWaitlistFormFilled(values);
  const trap = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(Boolean(trap.current?.value));
  }

  const text = (field: Exclude<WaitlistField, 'properties'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    announceError: true,
    required: true,
    readOnly: saving,
    maxLength: maxLengthOf(waitlistFormSchema.shape[field]),
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    onBlur: () => onBlur(field),
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="waitlist-step-title">
      <h2 id="waitlist-step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
        {infoStepCopy.heading}
      </h2>
      <p className="mt-2 text-ink-600">{infoStepCopy.lead}</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField label={infoStepCopy.firstName} autoComplete="given-name" {...text('firstName')} />
        <TextField label={infoStepCopy.lastName} autoComplete="family-name" {...text('lastName')} />
        <TextField label={infoStepCopy.email} type="email" autoComplete="email" inputMode="email" {...text('email')} />
        <TextField
          label={infoStepCopy.phone}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint={infoStepCopy.phoneHint}
          {...text('phone')}
        />
      </div>

      <fieldset className="mt-6">
        <legend className="text-sm font-semibold text-ink-800">
          {infoStepCopy.propertiesLegend}
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-3">
          {propertyCountOptions.map((option) => {
            const checked = values.properties === option;
            return (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-semibold transition-colors motion-reduce:transition-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                  checked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-ink-300 bg-white text-ink-800 hover:border-brand-400',
                )}
              >
                <input
                  type="radio"
                  name="properties"
                  value={option}
                  checked={checked}
                  required
                  disabled={saving}
                  onChange={() => onChange('properties', option)}
                  className="h-4 w-4 accent-brand-700"
                />
                {propertyCountLabels[option]}
              </label>
            );
          })}
        </div>
      </fieldset>

      <div aria-hidden="true" className="sr-only">
        <label htmlFor="waitlist-trap">{honeypotField.label}</label>
        <input ref={trap} id="waitlist-trap" name={honeypotField.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {saveError && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {saveError}
        </p>
      )}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="waitlist-continue-hint" className="flex items-center gap-2 text-sm text-ink-600">
          <Lock className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {filled ? infoStepCopy.privacy : infoStepCopy.disabledHint}
        </p>
        <Button
          type="submit"
          size="lg"
          loading={saving}
          busyLabel={infoStepCopy.savingLabel}
          disabled={!filled}
          aria-describedby={filled ? undefined : 'waitlist-continue-hint'}
          className="w-full shrink-0 whitespace-nowrap sm:w-auto"
        >
          {infoStepCopy.continueLabel}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
