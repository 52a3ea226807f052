import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { AuthError, useAuth } from '@/lib/auth';
import { setPasswordCopy } from '../content/dashboard';

const MIN_PASSWORD_LENGTH = 6;

/** Offered to owners whose account the waitlist created with a random password, so they can log in again. */
export function SetPasswordCard() {
  const { port, refresh } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password !== confirmPassword) return setError(setPasswordCopy.passwordsDiffer);
    if (password.length < MIN_PASSWORD_LENGTH) return setError(setPasswordCopy.passwordTooShort);
    setBusy(true);
    setError(null);
    try {
      await port.updatePassword(password);
      setDone(true);
      await refresh();
    } catch (caught) {
      setError(caught instanceof AuthError && caught.message ? caught.message : setPasswordCopy.unexpected);
    }
    setBusy(false);
  }

  return (
    <section id="set-password" className="rounded-2xl border border-accent-300 bg-accent-50 p-6 shadow-card">
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
              <form onSubmit={handleSubmit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                <PasswordField label={setPasswordCopy.password} name="newPassword" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
                <PasswordField
                  label={setPasswordCopy.confirmPassword}
                  name="confirmNewPassword"
                  autoComplete="new-password"
                  required
                  value={confirmPassword}
                  onChange={(event) => setConfirmPassword(event.target.value)}
                />
                <Button type="submit" loading={busy} className="sm:mt-7">
                  {busy ? setPasswordCopy.busy : setPasswordCopy.submit}
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
