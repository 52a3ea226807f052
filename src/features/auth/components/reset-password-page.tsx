import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthError, homeForRole, useAuth, useNewPassword } from '@/lib/auth';
import { MIN_PASSWORD_LENGTH, authMessages, resetCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';
import { NewPasswordFields } from '@/components/ui/new-password-fields';

type Phase = 'verifying' | 'form' | 'invalid' | 'done';

/**
 * /reset-password: the e-mailed link carries a token_hash that is exchanged for a recovery session, then the
 * owner picks a new password (at least 6 characters, typed twice) and stays signed in; every other session ends.
 */
export function ResetPasswordPage() {
  const { port, status, user, refresh } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tokenHash = params.get('token_hash');
  const exchanged = useRef(false);
  const [phase, setPhase] = useState<Phase>('verifying');
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const { fields, busy, error, handleSubmit } = useNewPassword({
    messages: authMessages,
    minLength: MIN_PASSWORD_LENGTH,
    onSaved: async () => {
      // Whoever knew the old password may still hold a session; end them all but this one.
      await port.signOutOthers();
      await refresh();
      setPhase('done');
    },
  });

  useEffect(() => {
    if (!port.configured || exchanged.current) return;
    if (tokenHash) {
      exchanged.current = true;
      port
        .verifyRecovery(tokenHash)
        .then(async () => {
          await refresh();
          setPhase('form');
        })
        .catch((caught: unknown) => {
          setVerifyError(caught instanceof AuthError ? caught.message : null);
          setPhase('invalid');
        })
        // The token works once; take it out of the address bar and history.
        .finally(() => setParams({}, { replace: true }));
      return;
    }
    if (status !== 'ready') return;
    exchanged.current = true;
    // Arriving without a token is fine only inside a recovery session (the PASSWORD_RECOVERY event brings people here).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhase(user ? 'form' : 'invalid');
  }, [port, tokenHash, status, user, refresh, setParams]);

  return (
    <AuthShell title={resetCopy.title} description={resetCopy.description} heading={resetCopy.heading} lead={resetCopy.lead}>
      {!port.configured ? (
        <Notice tone="info" title={authMessages.notConfigured}>
          {authMessages.notConfiguredLead}
        </Notice>
      ) : phase === 'verifying' ? (
        <p role="status" className="flex items-center gap-3 text-ink-700">
          <Spinner className="h-5 w-5 text-brand-700" />
          {resetCopy.verifying}
        </p>
      ) : phase === 'invalid' ? (
        <div className="space-y-5">
          <Notice tone="error" title={resetCopy.invalidTitle}>
            {verifyError ?? resetCopy.invalidLead}
          </Notice>
          <Link to={paths.forgotPassword.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
            {resetCopy.requestNew}
          </Link>
        </div>
      ) : phase === 'done' ? (
        <div className="space-y-5">
          <Notice tone="success" title={resetCopy.doneTitle}>
            {resetCopy.doneLead}
          </Notice>
          <Button className="w-full" onClick={() => navigate(user ? homeForRole(user.role) : paths.dashboard.getHref())}>
            {resetCopy.continue}
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-5">
          {error && <Notice tone="error">{error}</Notice>}
          <NewPasswordFields {...fields} labels={resetCopy} names={{ password: 'password', confirmPassword: 'confirmPassword' }} />
          <Button type="submit" loading={busy} className="w-full">
            {busy ? resetCopy.busy : resetCopy.submit}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
