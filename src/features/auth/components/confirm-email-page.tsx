import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { paths } from '@/config/paths';
import {
  confirmNextPath,
  emailLinkRefusal,
  generatePassword,
  homeForRole,
  isExpiredLink,
  linkCheckFailure,
  useAuth,
  useNewPassword,
  type EmailConfirmationType,
} from '@/lib/auth';
import { useLinkCheck } from '@/lib/hooks/use-link-check';
import { MIN_PASSWORD_LENGTH, authMessages, confirmCopy, signInLinkCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';
import { LinkChecking, LinkUnreachable } from './link-states';

type Phase = 'verifying' | 'password' | 'invalid' | 'missing' | 'unreachable' | 'done';

/** What checking the link found; a sign-in link that worked has already moved on (`signed-in`). */
type Outcome =
  | { phase: 'password'; target: string }
  | { phase: 'signed-in' }
  | { phase: 'invalid'; expired: boolean }
  | { phase: 'unreachable'; message: string };

const confirmationTypes: readonly EmailConfirmationType[] = ['signup', 'email', 'invite', 'magiclink'];

/**
 * /auth/confirm: the sign-up (or invitation) e-mail lands here with a token_hash; exchanging it signs the person in.
 * Before they continue to `next` (a page of this site, e.g. the waitlist's step 2) or their role's home, they choose
 * their password and every other session ends. Hosted Auth keeps the first registrant's password when an
 * unconfirmed address signs up again, so without this step whoever signed up first with this address and a password
 * of their choosing could log in once the real owner confirms; that password is replaced by a random one as soon as
 * the link is verified. A sign-in link (type magiclink) only signs in and continues: it proves the address as a
 * password reset would, the account is already confirmed, and its password stays. A link that cannot be used (the
 * server says so, or supabase/auth's own redirect put the refusal in the address) says so at once.
 */
export function ConfirmEmailPage() {
  const { port, refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Read once: the token is taken out of the address bar once it has been exchanged or refused.
  const [link] = useState(() => ({
    tokenHash: params.get('token_hash'),
    type: confirmationTypes.find((candidate) => candidate === params.get('type')),
    next: params.get('next'),
    refusal: emailLinkRefusal(location.search, location.hash),
  }));
  const signInLink = link.type === 'magiclink';
  const checkable = Boolean(link.tokenHash && link.type);
  const { outcome, retry } = useLinkCheck<Outcome>({
    key: ['auth-confirm', link.tokenHash, link.type, link.refusal],
    enabled: port.configured && Boolean(link.refusal || checkable),
    check: async () => {
      const { tokenHash, type, refusal } = link;
      // The token works once and a refusal is read; take either out of the address bar and history.
      const clearAddress = () => navigate(paths.authConfirm.getHref(), { replace: true });
      if (refusal || !tokenHash || !type) {
        clearAddress();
        return { phase: 'invalid', expired: isExpiredLink(refusal) };
      }
      const next = confirmNextPath(link.next, window.location.origin);
      return port.verifyEmail(tokenHash, type).then(
        async (user): Promise<Outcome> => {
          if (type === 'magiclink') {
            await refresh();
            navigate(next ?? homeForRole(user.role), { replace: true });
            return { phase: 'signed-in' };
          }
          // Whatever password the account had stops working at once, even if the owner leaves before choosing
          // theirs: it may have been chosen by whoever first signed up with this address. The form below replaces
          // it anyway, so a failure here only leaves that to the form.
          await port.updatePassword(generatePassword(), { generated: true }).catch(() => undefined);
          await refresh();
          clearAddress();
          return { phase: 'password', target: next ?? homeForRole(user.role) };
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
  const target = outcome?.phase === 'password' ? outcome.target : null;
  const [done, setDone] = useState(false);
  const { fields, busy, error, handleSubmit } = useNewPassword({
    messages: authMessages,
    minLength: MIN_PASSWORD_LENGTH,
    onSaved: async () => {
      await port.signOutOthers();
      await refresh();
      setDone(true);
      if (target) navigate(target, { replace: true });
    },
  });

  const phase: Phase = done
    ? 'done'
    : link.refusal
      ? 'invalid'
      : !checkable
        ? 'missing'
        : outcome?.phase === 'password' || outcome?.phase === 'invalid' || outcome?.phase === 'unreachable'
          ? outcome.phase
          : 'verifying';
  const expired = outcome?.phase === 'invalid' ? outcome.expired : !link.refusal || isExpiredLink(link.refusal);
  const unreachable = outcome?.phase === 'unreachable' ? outcome.message : '';

  const shell = signInLink
    ? { title: signInLinkCopy.title, description: signInLinkCopy.description, heading: signInLinkCopy.heading }
    : { title: confirmCopy.title, description: confirmCopy.description, heading: confirmCopy.heading };

  return (
    <AuthShell {...shell}>
      {!port.configured ? (
        <Notice tone="info" title={authMessages.notConfigured}>
          {authMessages.notConfiguredLead}
        </Notice>
      ) : phase === 'verifying' ? (
        <LinkChecking>{signInLink ? signInLinkCopy.verifying : confirmCopy.verifying}</LinkChecking>
      ) : phase === 'unreachable' ? (
        <LinkUnreachable message={unreachable} onRetry={retry} />
      ) : phase === 'invalid' && signInLink ? (
        <div className="space-y-5">
          <Notice tone="error" title={expired ? signInLinkCopy.invalidTitle : signInLinkCopy.refusedTitle}>
            {signInLinkCopy.invalidLead}
          </Notice>
          <div className="grid gap-3">
            <Link to={paths.login.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
              {signInLinkCopy.login}
            </Link>
            <Link to={paths.forgotPassword.getHref()} className={buttonClasses('outline', 'md', 'w-full')}>
              {signInLinkCopy.forgot}
            </Link>
          </div>
        </div>
      ) : phase === 'password' ? (
        <form onSubmit={handleSubmit} className="space-y-5" aria-labelledby="confirm-password-title">
          <div className="space-y-2">
            <h2 id="confirm-password-title" className="text-xl font-bold text-ink-900">
              {confirmCopy.passwordTitle}
            </h2>
            <p className="text-ink-600">{confirmCopy.passwordLead}</p>
          </div>
          {error && <Notice tone="error">{error}</Notice>}
          <NewPasswordFields
            {...fields}
            labels={confirmCopy}
            names={{ password: 'password', confirmPassword: 'confirmPassword' }}
            passwordHint={confirmCopy.passwordHint}
          />
          <Button type="submit" loading={busy} className="w-full">
            {busy ? confirmCopy.busy : confirmCopy.submit}
          </Button>
        </form>
      ) : phase === 'done' ? (
        <Notice tone="success" title={confirmCopy.doneTitle}>
          {confirmCopy.doneLead}
        </Notice>
      ) : (
        <div className="space-y-5">
          <Notice
            tone="error"
            title={phase === 'missing' ? confirmCopy.missingTitle : expired ? confirmCopy.invalidTitle : confirmCopy.refusedTitle}
          >
            {phase === 'missing' ? confirmCopy.missingLead : confirmCopy.invalidLead}
          </Notice>
          <div className="grid gap-3">
            <Link to={paths.login.getHref()} className={buttonClasses('primary', 'md', 'w-full')}>
              {confirmCopy.login}
            </Link>
            <Link to={paths.forgotPassword.getHref()} className={buttonClasses('outline', 'md', 'w-full')}>
              {confirmCopy.forgot}
            </Link>
          </div>
        </div>
      )}
    </AuthShell>
  );
}
