import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { useAuth, useNewPassword } from '@/lib/auth';
import { setPasswordCopy } from '../content/dashboard';

/** The card's id: the success page links to /dashboard#set-password, and sign-out sends the owner here. */
export const setPasswordSectionId = 'set-password';
const SECTION_ID = setPasswordSectionId;

/** Offered to owners whose account the waitlist created with a random password, so they can log in again. */
export function SetPasswordCard() {
  const { refresh } = useAuth();
  const [done, setDone] = useState(false);
  const [heldHeight, setHeldHeight] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // The success page links here as /dashboard#set-password; the card appears only after the dashboard has loaded,
  // too late for the browser's own jump to the anchor.
  useEffect(() => {
    if (hash === `#${SECTION_ID}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const { fields, busy, error, handleSubmit } = useNewPassword({
    messages: setPasswordCopy,
    minLength: MIN_PASSWORD_LENGTH,
    onSaved: async () => {
      // The confirmation takes the form's place in a box of the same height, so nothing below it moves up.
      setHeldHeight(section.current?.offsetHeight ?? null);
      setDone(true);
      await refresh();
    },
  });

  return (
    <section
      ref={section}
      id={SECTION_ID}
      style={done && heldHeight ? { minHeight: heldHeight } : undefined}
      className="scroll-mt-6 rounded-2xl border border-accent-300 bg-accent-50 p-6 shadow-card">
      <div className="flex items-start gap-3">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-brand-800" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold text-ink-900">{setPasswordCopy.title}</h2>
          {done ? (
            <p role="status" className="mt-1 text-ink-800">
              {setPasswordCopy.done}
            </p>
          ) : (
            <>
              <p className="mt-1 text-ink-800">{setPasswordCopy.lead}</p>
              <form onSubmit={handleSubmit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_10rem] sm:items-start">
                <NewPasswordFields
                  {...fields}
                  labels={setPasswordCopy}
                  names={{ password: 'newPassword', confirmPassword: 'confirmNewPassword' }}
                />
                <Button type="submit" loading={busy} busyLabel={setPasswordCopy.busy} className="w-full whitespace-nowrap sm:mt-7">
                  {setPasswordCopy.submit}
                </Button>
              </form>
              {error && (
                <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                  {error}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
