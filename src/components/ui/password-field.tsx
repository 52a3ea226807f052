import { useState, type InputHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses, FieldFrame, splitFieldProps, type FieldFrameProps } from './field';

type PasswordFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/**
 * A password input in the same frame as every field (label with its required mark, hint, error), with a labelled
 * show/hide toggle whose pressed state is announced.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(wiring) => (
        <div className="relative">
          <input {...control} {...wiring} type={visible ? 'text' : 'password'} className={cn(controlClasses, 'pr-12')} />
          <button
            type="button"
            aria-label={`Show ${props.label.toLowerCase()}`}
            aria-pressed={visible}
            aria-controls={wiring.id}
            onClick={() => setVisible((current) => !current)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
