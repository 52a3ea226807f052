import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, RotateCcw, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select, TextArea, TextField } from '@/components/ui/field';
import { useAwaitingDelivery } from '@/lib/hooks/use-awaiting-delivery';
import { delay, useTimeouts } from '@/lib/hooks/use-timeouts';
import { newId } from '@/lib/ids';
import { useSupportPort } from '../ports';
import { isSubmissionRejected } from '@/lib/submissions';
import {
  categoryOptions,
  honeypotField,
  priorityOptions,
  supportFormCopy,
  supportSuccessCopy,
  supportTimings,
} from '../content/support';
import { islandOf } from '@/lib/islands/island';
import { maxLengthOf } from '@/lib/validation';
import {
  emptySupportForm,
  supportFieldError,
  supportFormErrors,
  supportFormSchema,
  type SupportField,
  type SupportFormValues,
} from '../schema';

type Status = 'idle' | 'sending' | 'sent';

/**
 * The support message form: idle → sending (1.5 s) → a success view with the ticket reference. The message is
 * kept in this browser through the submissions port; a failed save keeps everything the visitor typed.
 */
export function SupportForm() {
  const submissions = useSupportPort('submissions');
  const [values, setValues] = useState<SupportFormValues>(emptySupportForm);
  const [errors, setErrors] = useState<Partial<Record<SupportField, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const trap = useRef<HTMLInputElement>(null);
  const moveFocus = useRef(false);
  const { schedule } = useTimeouts();
  const awaitingDelivery = useAwaitingDelivery(status === 'sent' ? ticket : null);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (status === 'sent') successHeading.current?.focus();
    else form.current?.querySelector<HTMLInputElement>('[name="name"]')?.focus();
  }, [status]);

  function change(field: SupportField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFormError(null);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: supportFieldError(field, value) }));
  }

  function blur(field: SupportField) {
    const value = values[field];
    if (value.trim() === '' && !errors[field]) return;
    setErrors((current) => ({ ...current, [field]: supportFieldError(field, value) }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    const found = supportFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(supportFormCopy.invalidForm);
      const first = (Object.keys(values) as SupportField[]).find((field) => found[field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const message = supportFormSchema.parse(values);
    setFormError(null);
    setStatus('sending');
    await delay(schedule, supportTimings.send);
    try {
      // A new message waits for an admin: open, with no status change recorded yet.
      const record = {
        ...message,
        id: newId.supportTicket(),
        createdAt: new Date().toISOString(),
        status: 'open' as const,
        statusChangedAt: null,
        statusChangedByEmail: null,
      };
      // A bot filled the hidden field: it sees a ticket reference as usual, and nothing is stored or sent.
      const saved = trap.current?.value ? record : await submissions.create('supportMessages', record);
      setTicket(saved.id);
      setValues(emptySupportForm);
      moveFocus.current = true;
      setStatus('sent');
    } catch (error) {
      setFormError(isSubmissionRejected(error) ? error.message : supportFormCopy.saveFailed);
      setStatus('idle');
    }
  }

  function sendAnother() {
    setTicket(null);
    setErrors({});
    setValues(emptySupportForm);
    moveFocus.current = true;
    setStatus('idle');
  }

  if (status === 'sent' && ticket) {
    return (
      <div className="py-4 text-center" role="status">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-8 ring-brand-50/60">
          <CircleCheck className="h-8 w-8" aria-hidden="true" />
        </span>
        <h3 ref={successHeading} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink-900 focus:outline-none">
          {awaitingDelivery ? supportSuccessCopy.savedHeading : supportSuccessCopy.heading}
        </h3>
        {awaitingDelivery && <p className="mx-auto mt-3 max-w-md text-ink-700 text-pretty">{supportSuccessCopy.savedLead}</p>}
        <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-ink-600">{supportSuccessCopy.ticketLabel}</p>
        <p
          className="mx-auto mt-2 inline-block rounded-xl bg-ink-50 px-4 py-2 font-mono text-xl font-bold tracking-wider text-brand-800 ring-1 ring-ink-200"
          data-testid="ticket-reference"
        >
          {ticket}
        </p>
        <p className="mx-auto mt-4 max-w-md text-ink-700 text-pretty">{supportSuccessCopy.promise}</p>
        <Button variant="outline" className="mt-6" onClick={sendAnother}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {supportSuccessCopy.sendAnother}
        </Button>
      </div>
    );
  }

  const sending = status === 'sending';
  const text = (field: Exclude<SupportField, 'priority' | 'category'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    announceError: true,
    required: true,
    readOnly: sending,
    maxLength: maxLengthOf(supportFormSchema.shape[field]),
    onBlur: () => blur(field),
  });

  return (
    <form ref={form} noValidate onSubmit={handleSubmit} aria-labelledby="support-form-title">
      <h2 id="support-form-title" className="text-2xl font-bold text-ink-900">
        {supportFormCopy.heading}
      </h2>
      <p className="mt-2 text-ink-600">{supportFormCopy.lead}</p>
      <p className="mt-1 text-sm text-ink-600">{supportFormCopy.requiredNote}</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label={supportFormCopy.name}
          autoComplete="name"
          {...text('name')}
          onChange={(event) => change('name', event.target.value)}
        />
        <TextField
          label={supportFormCopy.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...text('email')}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          className="sm:col-span-2"
          label={supportFormCopy.subject}
          {...text('subject')}
          onChange={(event) => change('subject', event.target.value)}
        />
        <Select
          label={supportFormCopy.category}
          name="category"
          options={categoryOptions}
          value={values.category}
          disabled={sending}
          onChange={(event) => change('category', event.target.value)}
        />
        <Select
          label={supportFormCopy.priority}
          name="priority"
          options={priorityOptions}
          value={values.priority}
          disabled={sending}
          onChange={(event) => change('priority', event.target.value)}
        />
        <TextArea
          className="sm:col-span-2"
          label={supportFormCopy.message}
          hint={supportFormCopy.messageHint}
          rows={6}
          {...text('message')}
          onChange={(event) => change('message', event.target.value)}
        />
      </div>
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="support-trap">{honeypotField.label}</label>
        <input ref={trap} id="support-trap" name={honeypotField.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {formError && (
        <p role="alert" className="mt-5 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" loading={sending} busyLabel={supportFormCopy.busyLabel} className="mt-6 w-full sm:w-auto">
        <Send className="h-5 w-5" aria-hidden="true" />
        {supportFormCopy.submitLabel}
      </Button>
    </form>
  );
}

/** The form as an island (declared in src/app/islands.ts). */
export const SupportFormIsland = islandOf('support-form', SupportForm);
