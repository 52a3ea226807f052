import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const controlClasses =
  'block w-full rounded-xl border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40 disabled:bg-ink-100 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:outline-red-600/30';

export type FieldFrameProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  /** Announces the error to screen readers as soon as it appears (role="alert"), for errors shown on blur or submit. */
  announceError?: boolean;
  /** A line under the control that describes it too, such as how many characters are left. */
  counter?: ReactNode;
};

/** What the frame hands its control: the id the label points at and the hint/error wiring. */
type ControlWiring = {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldFrameOwnProps = FieldFrameProps & { id?: string };

/** Label, hint and error around one control, wired together with ids for assistive technology. */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  className,
  announceError,
  counter,
  id,
  children,
}: FieldFrameOwnProps & { children: (wiring: ControlWiring) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const counterId = counter ? `${controlId}-counter` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, counterId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-ink-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id: controlId, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {counter && (
        <p id={counterId} className="text-right text-sm tabular-nums text-ink-600">
          {counter}
        </p>
      )}
      {error && (
        <p id={errorId} role={announceError ? 'alert' : undefined} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Splits a field's props into the frame's and the ones its control gets as they are. */
export function splitFieldProps<P extends FieldFrameOwnProps>(props: P) {
  const { label, hint, error, required, className, announceError, counter, id, ...control } = props;
  return { frame: { label, hint, error, required, className, announceError, counter, id }, control };
}

type TextFieldProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled text input with an optional hint and error message. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = splitFieldProps(props);
  // A read-only value (one the server vetted) looks fixed: a filled background and no focus ring for typing.
  return (
    <FieldFrame {...frame}>
      {(wiring) => <input {...control} {...wiring} className={cn(controlClasses, 'read-only:border-ink-200 read-only:bg-ink-100 read-only:text-ink-700')} />}
    </FieldFrame>
  );
}

type TextAreaProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line input; with a `maxLength` it says how much of the limit is used. */
export function TextArea(props: TextAreaProps) {
  const { frame, control } = splitFieldProps(props);
  const counter = control.maxLength === undefined ? frame.counter : characterCount(String(control.value ?? ''), control.maxLength);
  return (
    <FieldFrame {...frame} counter={counter}>
      {(wiring) => <textarea rows={5} {...control} {...wiring} className={controlClasses} />}
    </FieldFrame>
  );
}

function characterCount(value: string, max: number): string {
  return `${value.length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`;
}

export type SelectOption = { value: string; label: string };

type SelectProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** Text of an empty first option, for selects that start with no choice. */
    placeholder?: string;
  };

/** A labelled native select. */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(wiring) => (
        <select {...control} {...wiring} className={cn(controlClasses, 'pr-9')}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
};

/** A checkbox with its label beside it and an optional hint below. */
export function Checkbox({ label, hint, className, id, ...inputProps }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        {...inputProps}
        id={controlId}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-ink-300 accent-brand-700"
      />
      <div>
        <label htmlFor={controlId} className="text-sm font-medium text-ink-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-ink-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
