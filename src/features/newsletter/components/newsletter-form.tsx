import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useRetryWhenOnline } from '@/lib/hooks/use-retry-when-online';
import { useTimeouts } from '@/lib/hooks/use-timeouts';
import { whenNearViewport } from '@/lib/idle';
import { cn } from '@/lib/cn';
import { honeypotField, newsletterCopy, newsletterTimings } from '../content/newsletter';
import { maxLengthOf } from '@/lib/validation';
import { newsletterFormSchema, type NewsletterSource } from '../schema';
import type * as SignupExports from '../signup';
import { islandOf } from '@/lib/islands/island';
import { useNewsletterFormPort } from '../ports';

type Status = 'idle' | 'subscribing' | 'success';

type NewsletterFormProps = {
  /** Which page the visitor signed up on; stored with the record. */
  source: NewsletterSource;
  className?: string;
};

type SignupModule = typeof SignupExports;
let signupModule: SignupModule | null = null;
let signupLoading: Promise<SignupModule> | null = null;

/**
 * Loads the save path (e-mail rule, submissions port) once. The form asks for it when the visitor first focuses or
 * points at it, so by the time they submit it is normally here and the submit runs at once; a failed load is tried
 * again next time.
 */
export function loadNewsletterSignup(): Promise<SignupModule> {
  signupLoading ??= import('../signup').then(
    (module) => (signupModule = module),
    (error: unknown) => {
      signupLoading = null;
      throw error;
    },
  );
  return signupLoading;
}

const prefetchSignup = () => void loadNewsletterSignup().catch(() => undefined);

/**
 * The monthly newsletter signup: idle → subscribing → a confirmation that replaces the form for 3 seconds, then
 * an empty form again. Addresses are kept in this browser through the submissions port.
 */
export function NewsletterForm({ source, className }: NewsletterFormProps) {
  const submissions = useNewsletterFormPort('submissions');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { schedule } = useTimeouts();
  const fieldId = useId();
  const confirmation = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const trap = useRef<HTMLInputElement>(null);

  // The save path comes as the visitor nears the form (or focuses or points at it), so a connection that drops
  // while they type still subscribes them into the outbox; a page read only at its top never fetches it.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => whenNearViewport(formRef.current, prefetchSignup), []);

  // The submit button disappears with the form; keyboard focus that fell to the page follows the confirmation,
  // then returns to the field with the form.
  useEffect(() => {
    const focusLost = document.activeElement === document.body || document.activeElement === null;
    if (status === 'success' && focusLost) {
      hadFocus.current = true;
      confirmation.current?.focus();
    } else if (status === 'idle' && hadFocus.current) {
      hadFocus.current = false;
      if (focusLost) document.getElementById(fieldId)?.focus();
    }
  }, [status, fieldId]);

  function succeed() {
    setStatus('success');
    setEmail('');
    schedule(() => setStatus('idle'), newsletterTimings.success);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    setSaveError(null);
    if (signupModule) {
      submitWith(signupModule);
      return;
    }
    setStatus('subscribing');
    loadNewsletterSignup().then(
      (module) => {
        setStatus('idle');
        submitWith(module);
      },
      () => {
        setStatus('idle');
        const offline = navigator.onLine === false;
        setSaveError(offline ? newsletterCopy.offline : newsletterCopy.saveFailed);
        waitForOnline(offline);
      },
    );
  }

  function submitWith({
    parseNewsletterEmail,
    isAlreadySubscribed,
    saveNewsletterSignup,
    isSubmissionRejected,
  }: SignupModule) {
    const normalised = parseNewsletterEmail(email);
    if (normalised === null) {
      setFieldError(newsletterCopy.invalidEmail);
      return;
    }
    setFieldError(null);
    setStatus('subscribing');

    // A bot filled the hidden field: it sees the usual confirmation, and nothing is stored or sent.
    if (trap.current?.value) {
      schedule(succeed, newsletterTimings.save);
      return;
    }
    let duplicate = false;
    try {
      duplicate = isAlreadySubscribed(submissions, normalised);
    } catch {
      // Unreadable storage cannot prove a duplicate; saving below reports whether storage works at all.
    }
    if (duplicate) {
      schedule(succeed, newsletterTimings.duplicate);
      return;
    }
    schedule(() => {
      saveNewsletterSignup(submissions, normalised, source).then(succeed, (error: unknown) => {
        setStatus('idle');
        // The server's refusal says what to fix; anything else is this browser's storage.
        setSaveError(isSubmissionRejected(error) ? error.message : newsletterCopy.saveFailed);
      });
    }, newsletterTimings.save);
  }

  // Offline before the save path came: the address stays and is sent as soon as the browser is back online.
  const waitForOnline = useRetryWhenOnline(() => {
    setSaveError(null);
    void loadNewsletterSignup().then(submitWith, () => setSaveError(newsletterCopy.saveFailed));
  });

  if (status === 'success') {
    return (
      <div
        ref={confirmation}
        role="status"
        tabIndex={-1}
        className={cn(
          'flex items-start gap-3 rounded-2xl bg-brand-50 p-5 text-brand-900 ring-1 ring-brand-200 focus:outline-none',
          className,
        )}
      >
        <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="font-semibold">{newsletterCopy.success}</p>
      </div>
    );
  }

  const busy = status === 'subscribing';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      onFocus={prefetchSignup}
      onPointerEnter={prefetchSignup}
      className={cn('@container', className)}
      aria-label={newsletterCopy.formLabel}
    >
      <div className="flex flex-col gap-3 @md:flex-row @md:items-start">
        <TextField
          id={fieldId}
          className="flex-1"
          label={newsletterCopy.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={newsletterCopy.emailPlaceholder}
          required
          value={email}
          error={fieldError ?? undefined}
          announceError
          readOnly={busy}
          maxLength={maxLengthOf(newsletterFormSchema.shape.email)}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
            setSaveError(null);
          }}
        />
        <Button type="submit" loading={busy} busyLabel={newsletterCopy.busyLabel} className="w-full @md:mt-[1.625rem] @md:w-auto">
          <Send className="h-4 w-4" aria-hidden="true" />
          {newsletterCopy.submitLabel}
        </Button>
      </div>
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={`${fieldId}-trap`}>{honeypotField.label}</label>
        <input
          ref={trap}
          id={`${fieldId}-trap`}
          name={honeypotField.name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {saveError && (
        <p
          role="alert"
          className="mt-3 rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {saveError}
        </p>
      )}
      <p className="mt-3 text-sm text-ink-600">{newsletterCopy.privacyNote}</p>
    </form>
  );
}

/** The form as an island, live as it nears the viewport; an address typed or sent before then is kept and sent once. */
export const NewsletterFormIsland = islandOf('newsletter-form', NewsletterForm);
