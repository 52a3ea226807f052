import { useState } from 'react';
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
import { useLinkCheck } from '@/lib/hooks/use-link-check';
import { MIN_PASSWORD_LENGTH, authMessages, resetCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';
import { LinkChecking, LinkUnreachable } from './link-states';
import { NewPasswordFields } from '@/components/ui/new-password-fields';

type Phase = 'verifying' | 'form' | 'invalid' | 'unreachable' | 'done';

/** What checking the link found. */
type Outcome = { phase: 'form' } | { phase: 'invalid'; expired: boolean } | { phase: 'unreachable'; message: string };

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
  const [done, setDone] = useState(false);
  const { fields, busy, error, handleSubmit } = useNewPassword({
    messages: authMessages,
    minLength: MIN_PASSWORD_LENGTH,
    onSaved: async () => {
      // Whoever knew the old password may still hold a session; end them all but this one.
      await port.signOutOthers();
      await refresh();
      setDone(true);
    },
  });

  const { outcome, retry } = useLinkCheck<Outcome>({
    key: ['reset-password', link.tokenHash, link.refusal],
    enabled: port.configured && Boolean(link.refusal || link.tokenHash),
    check: async () => {
      const clearAddress = () => navigate(paths.resetPassword.getHref(), { replace: true });
      if (link.refusal || !link.tokenHash) {
        clearAddress();
        return { phase: 'invalid', expired: isExpiredLink(link.refusal) };
      }
      return port.verifyRecovery(link.tokenHash).then(
        async (): Promise<Outcome> => {
          await refresh();
          // The token works once; take it out of the address bar and history.
          clearAddress();
          return { phase: 'form' };
        },
        (caught: unknown): Outcome => {
          const failure = linkCheckFailure(caught);
          if (failure.kind === 'unreachable') return { phase: 'unreachable', message: failure.message };
          clearAddress();
          return { phase: 'invalid', expired: failure.expired };
        },
      );
    },
  });

  // Arriving without a token is fine only inside a recovery session (the PASSWORD_RECOVERY event brings people here);
  // whether there is one is decided once, when the session is known.
  const [sessionVerdict, setSessionVerdict] = useState<'form' | 'invalid' | null>(null);
  const tokenless = port.configured && !link.refusal && !link.tokenHash;
  if (tokenless && sessionVerdict === null && status === 'ready') setSessionVerdict(user ? 'form' : 'invalid');

  const phase: Phase = done
    ? 'done'
    : link.refusal
      ? 'invalid'
      : link.tokenHash
        ? (outcome?.phase ?? 'verifying')
        : (sessionVerdict ?? 'verifying');
  const expired = outcome?.phase === 'invalid' ? outcome.expired : isExpiredLink(link.refusal);
  const unreachable = outcome?.phase === 'unreachable' ? outcome.message : '';

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
