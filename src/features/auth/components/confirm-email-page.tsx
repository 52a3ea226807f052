import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import {
  confirmNextPath,
  generatePassword,
  homeForRole,
  useAuth,
  useNewPassword,
  type EmailConfirmationType,
} from '@/lib/auth';
import { MIN_PASSWORD_LENGTH, authMessages, confirmCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';

type Phase = 'verifying' | 'password' | 'invalid' | 'missing' | 'done';

const confirmationTypes: readonly EmailConfirmationType[] = ['signup', 'email', 'invite'];

/**
 * /auth/confirm: the sign-up (or invitation) e-mail lands here with a token_hash; exchanging it signs the person in.
 * Before they continue to `next` (a page of this site, e.g. the waitlist's step 2) or their role's home, they choose
 * their password and every other session ends. Hosted Auth keeps the first registrant's password when an
 * unconfirmed address signs up again, so without this step whoever signed up first with this address and a password
 * of their choosing could log in once the real owner confirms; that password is replaced by a random one as soon as
 * the link is verified.
 */
export function ConfirmEmailPage() {
  const { port, refresh } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const started = useRef(false);
  // Read once: the token is taken out of the address bar once it has been exchanged or refused.
  const [link] = useState(() => ({
    tokenHash: params.get('token_hash'),
    type: confirmationTypes.find((candidate) => candidate === params.get('type')),
    next: params.get('next'),
  }));
  const [phase, setPhase] = useState<Phase>(link.tokenHash && link.type ? 'verifying' : 'missing');
  const [target, setTarget] = useState<string | null>(null);
  const { fields, busy, error, handleSubmit } = useNewPassword({
    messages: authMessages,
    minLength: MIN_PASSWORD_LENGTH,
    onSaved: async () => {
      await port.signOutOthers();
      await refresh();
      setPhase('done');
      if (target) navigate(target, { replace: true });
    },
  });

  useEffect(() => {
    const { tokenHash, type } = link;
    if (!port.configured || started.current || !tokenHash || !type) return;
    started.current = true;
    const next = confirmNextPath(link.next, window.location.origin);
    port
      .verifyEmail(tokenHash, type)
      .then(async (user) => {
        // Whatever password the account had stops working at once, even if the owner leaves before choosing theirs:
        // it may have been chosen by whoever first signed up with this address. The form below replaces it anyway,
        // so a failure here only leaves that to the form.
        await port.updatePassword(generatePassword(), { generated: true }).catch(() => undefined);
        await refresh();
        setTarget(next ?? homeForRole(user.role));
        setPhase('password');
      })
      .catch(() => setPhase('invalid'))
      // The token works once; take it out of the address bar and history.
      .finally(() => setParams({}, { replace: true }));
  }, [port, link, refresh, setParams]);

  return (
    <AuthShell title={confirmCopy.title} description={confirmCopy.description} heading={confirmCopy.heading}>
      {!port.configured ? (
        <Notice tone="info" title={authMessages.notConfigured}>
          {authMessages.notConfiguredLead}
        </Notice>
      ) : phase === 'verifying' ? (
        <p role="status" className="flex items-center gap-3 text-ink-700">
          <Spinner className="h-5 w-5 text-brand-700" />
          {confirmCopy.verifying}
        </p>
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
          <Notice tone="error" title={phase === 'missing' ? confirmCopy.missingTitle : confirmCopy.invalidTitle}>
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
