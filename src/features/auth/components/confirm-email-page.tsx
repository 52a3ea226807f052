import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { confirmNextPath, homeForRole, useAuth, type EmailConfirmationType } from '@/lib/auth';
import { authMessages, confirmCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';

type Phase = 'verifying' | 'invalid' | 'missing' | 'done';

const confirmationTypes: readonly EmailConfirmationType[] = ['signup', 'email'];

/**
 * /auth/confirm: the sign-up confirmation e-mail lands here with a token_hash; exchanging it signs the owner in,
 * then they continue to `next` (a page of this site, e.g. the waitlist's step 2) or their role's home.
 */
export function ConfirmEmailPage() {
  const { port, refresh } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const started = useRef(false);
  // Read once: the address bar is cleared after a failed exchange.
  const [link] = useState(() => ({
    tokenHash: params.get('token_hash'),
    type: confirmationTypes.find((candidate) => candidate === params.get('type')),
    next: params.get('next'),
  }));
  const [phase, setPhase] = useState<Phase>(link.tokenHash && link.type ? 'verifying' : 'missing');

  useEffect(() => {
    const { tokenHash, type } = link;
    if (!port.configured || started.current || !tokenHash || !type) return;
    started.current = true;
    const next = confirmNextPath(link.next, window.location.origin);
    port
      .verifyEmail(tokenHash, type)
      .then(async (user) => {
        await refresh();
        setPhase('done');
        navigate(next ?? homeForRole(user.role), { replace: true });
      })
      .catch(() => {
        // The token works once; take it out of the address bar and history.
        setParams({}, { replace: true });
        setPhase('invalid');
      });
  }, [port, link, refresh, navigate, setParams]);

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
