import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { authErrorMessage, useAuth } from '@/lib/auth';
import { authMessages, forgotCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** /forgot-password: sends the recovery e-mail whose link opens /reset-password on this site. */
export function ForgotPasswordPage() {
  const { port } = useAuth();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const address = email.trim();
      await port.requestPasswordReset(address, `${window.location.origin}${paths.resetPassword.getHref()}`);
      setSentTo(address);
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.unexpected));
    }
    setBusy(false);
  }

  return (
    <AuthShell title={forgotCopy.title} description={forgotCopy.description} heading={forgotCopy.heading} lead={forgotCopy.lead}>
      {!port.configured ? (
        <Notice tone="info" title={authMessages.notConfigured}>
          {authMessages.notConfiguredLead}
        </Notice>
      ) : sentTo ? (
        <Notice tone="success" title={forgotCopy.sentTitle}>
          {forgotCopy.sentLead(sentTo)}
        </Notice>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-5">
          {error && <Notice tone="error">{error}</Notice>}
          <TextField label={forgotCopy.email} name="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button type="submit" loading={busy} className="w-full">
            {busy ? forgotCopy.busy : forgotCopy.submit}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login.getHref()} className={linkClass}>
          {forgotCopy.back}
        </Link>
      </p>
    </AuthShell>
  );
}
