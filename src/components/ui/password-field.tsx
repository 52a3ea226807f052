import { useId, useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses } from './field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A password input with a labelled show/hide toggle whose pressed state is announced. */
export function PasswordField({ label, hint, error, id, className, ...inputProps }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          id={controlId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={cn(controlClasses, 'pr-12')}
        />
        <button
          type="button"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={controlId}
          onClick={() => setVisible((current) => !current)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
        </button>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
