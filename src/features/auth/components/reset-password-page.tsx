import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  emailLinkRefusal,
  homeForRole,
  isExpiredLink,
  linkCheckFailure,
  useAuth,
  useNewPassword,
} from '@/lib/auth';
import { MIN_PASSWORD_LENGTH, authMessages, resetCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';
import { LinkChecking, LinkUnreachable } from './link-states';
import { NewPasswordFields } from '@/components/ui/new-password-fields';

type Phase = 'verifying' | 'form' | 'invalid' | 'unreachable' | 'done';

/**
 * /reset-password: the e-mailed link carries a token_hash that is exchanged for a recovery session, then the
 * owner picks a new password (at least 6 characters, typed twice) and stays signed in; every other session ends.
 * A link that cannot be used says so before any password field: the server refused the token, or supabase/auth's
 * own /verify redirect put its refusal in the address (#error_code=otp_expired…).
 */
export function ResetPasswordPage() {
  const { port, status, user, refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Read once: the token and any refusal leave the address bar as soon as they are handled.
  const [link] = useState(() => ({
    tokenHash: params.get('token_hash'),
    refusal: emailLinkRefusal(location.search, location.hash),
  }));
  const [phase, setPhase] = useState<Phase>(link.refusal ? 'invalid' : 'verifying');
  const [expired, setExpired] = useState(isExpiredLink(link.refusal));
  const [unreachable, setUnreachable] = useState('');
  // Each check of the link is one attempt; a retry after a dropped connection starts the next.
  const [attempt, setAttempt] = useState(0);
  const checked = useRef<number | null>(null);
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
    if (!port.configured || checked.current === attempt) return;
    const clearAddress = () => navigate(paths.resetPassword.getHref(), { replace: true });
    if (link.refusal) {
      checked.current = attempt;
      clearAddress();
      return;
    }
    if (link.tokenHash) {
      checked.current = attempt;
      port.verifyRecovery(link.tokenHash).then(
        async () => {
          await refresh();
          setPhase('form');
          // The token works once; take it out of the address bar and history.
          clearAddress();
        },
        (caught: unknown) => {
          const failure = linkCheckFailure(caught);
          if (failure.kind === 'unreachable') {
            setUnreachable(failure.message);
            setPhase('unreachable');
            return;
          }
          setExpired(failure.expired);
          setPhase('invalid');
          clearAddress();
        },
      );
      return;
    }
    if (status !== 'ready') return;
    checked.current = attempt;
    // Arriving without a token is fine only inside a recovery session (the PASSWORD_RECOVERY event brings people here).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPhase(user ? 'form' : 'invalid');
  }, [port, link, status, user, refresh, navigate, attempt]);

  const retry = () => {
    setPhase('verifying');
    setAttempt((count) => count + 1);
  };

  return (
    <AuthShell title={resetCopy.title} description={resetCopy.description} heading={resetCopy.heading} lead={resetCopy.lead}>
      {!port.configured ? (
        <Notice tone="info" title={authMessages.notConfigured}>
          {authMessages.notConfiguredLead}
        </Notice>
      ) : phase === 'verifying' ? (
        <LinkChecking>{resetCopy.verifying}</LinkChecking>
      ) : phase === 'unreachable' ? (
        <LinkUnreachable message={unreachable} onRetry={retry} />
      ) : phase === 'invalid' ? (
        <div className="space-y-5">
          <Notice tone="error" title={expired ? resetCopy.expiredTitle : resetCopy.invalidTitle}>
            {resetCopy.invalidLead}
          </Notice>
          <div className="grid gap-3">
            <Link to={paths.forgotPassword.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
              {resetCopy.requestNew}
            </Link>
            <Link to={paths.login.getHref()} className={buttonClasses('outline', 'md', 'w-full')}>
              {resetCopy.login}
            </Link>
          </div>
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
