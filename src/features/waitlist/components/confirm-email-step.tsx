import type { Ref } from 'react';
import { MailCheck, PenLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { confirmEmailCopy } from '../content/confirm-email';

type ConfirmEmailStepProps = {
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Back to the form, values kept, to correct the address. */
  onEdit: () => void;
};

/** An address that wraps before its '@' on a narrow screen rather than in the middle of the domain. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The end of step 1 on a project that confirms e-mail addresses: the link brings the owner back to step 2. */
export function ConfirmEmailStep({ email, headingRef, onEdit }: ConfirmEmailStepProps) {
  return (
    <section aria-labelledby="waitlist-confirm-title">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
        >
          <MailCheck className="h-7 w-7" />
        </span>
        <div className="min-w-0">
          <h2 id="waitlist-confirm-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
            {confirmEmailCopy.heading}
          </h2>
          <p className="mt-2 text-ink-600">{confirmEmailCopy.lead}</p>
        </div>
      </div>
      <div role="status" className="mt-6 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:p-5">
        <p className="text-sm text-ink-700">{confirmEmailCopy.sentPrefix}</p>
        <p className="mt-1 text-base font-semibold [overflow-wrap:anywhere] text-brand-950 sm:text-lg">
          <EmailAddress email={email} />
        </p>
      </div>
      <p className="mt-5 text-ink-700">{confirmEmailCopy.instructions}</p>
      <p className="mt-3 text-sm text-ink-600">{confirmEmailCopy.spamHint}</p>
      <Button variant="outline" className="mt-6 w-full sm:w-auto" onClick={onEdit}>
        <PenLine className="h-4 w-4" aria-hidden="true" />
        {confirmEmailCopy.wrongAddress}
      </Button>
    </section>
  );
}
