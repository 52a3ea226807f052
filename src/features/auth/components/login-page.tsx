import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useReserveSpotLink } from '@/lib/hooks/use-reserve-spot-link';
import {
  AuthError,
  authErrorMessage,
  connectionFailureMessage,
  homeForRole,
  isConnectionFailure,
  safeNextPath,
  useAuth,
  type LoginRouteState,
} from '@/lib/auth';
import { authMessages, loginCopy, signInLinkCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';
import { PasswordField } from '@/components/ui/password-field';

/**
 * Plain words for a refused sign-in link request. An address without an account (`otp_disabled`) is no failure here:
 * the page answers it as it answers a sent link. GoTrue's 429 says how many seconds are left when it is the
 * per-account limit ('…request this after N seconds.'); without them it is the project's hourly e-mail limit.
 */
function signInLinkProblem(caught: unknown): string {
  if (isConnectionFailure(caught)) return connectionFailureMessage(caught);
  console.warn('The sign-in link was not sent.', caught);
  const code = caught instanceof AuthError ? caught.code : undefined;
  if (code === 'over_email_send_rate_limit') {
    const seconds = /after (\d+) seconds?/.exec((caught as AuthError).message)?.[1];
    return seconds ? signInLinkCopy.tooSoon(Math.max(1, Number(seconds))) : signInLinkCopy.mailLimit;
  }
  if (code === 'email_provider_disabled') return signInLinkCopy.switchedOff;
  return signInLinkCopy.failed;
}

/** /login: e-mail and password; afterwards the server-issued role (or the page that sent the visitor) decides where to go. */
export function LoginPage() {
  const { port, status, user, refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const routeState = (location.state ?? {}) as LoginRouteState;
  const next = safeNextPath(params.get('next')) ?? safeNextPath(routeState.from);
  const [email, setEmail] = useState(routeState.email ?? params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [credentialsRefused, setCredentialsRefused] = useState(false);
  const [linkBusy, setLinkBusy] = useState(false);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (status === 'ready' && user && !busy) navigate(next ?? homeForRole(user.role), { replace: true });
  }, [status, user, busy, next, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setCredentialsRefused(false);
    try {
      const signedIn = await port.signIn(email.trim(), password);
      await refresh();
      navigate(next ?? homeForRole(signedIn.role), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.unexpected));
      setCredentialsRefused(caught instanceof AuthError && caught.code === 'invalid_credentials');
      setBusy(false);
    }
  }

  /** E-mails a sign-in link to the address in the form; no password needed, so the form's own checks are skipped. */
  async function sendSignInLink() {
    if (linkBusy || busy) return;
    const field = form.current?.elements.namedItem('email');
    const address = email.trim();
    if (!address || (field instanceof HTMLInputElement && !field.checkValidity())) {
      setCredentialsRefused(false);
      setError(signInLinkCopy.needsEmail);
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setLinkBusy(true);
    setError(null);
    setCredentialsRefused(false);
    try {
      await port.requestSignInLink(address, `${window.location.origin}${next ?? '/'}`);
      setLinkSentTo(address);
    } catch (caught) {
      if (caught instanceof AuthError && caught.code === 'otp_disabled') setLinkSentTo(address);
      else setError(signInLinkProblem(caught));
    }
    setLinkBusy(false);
  }

  const linkButtonLabel = linkBusy ? signInLinkCopy.busy : signInLinkCopy.button;

  return (
    <AuthShell
      title={loginCopy.title}
      description={loginCopy.description}
      heading={loginCopy.heading}
      lead={loginCopy.lead}
      aside={<LoginAside />}
    >
      {!port.configured ? (
        <Notice tone="info" title={authMessages.notConfigured}>
          {authMessages.notConfiguredLead}
        </Notice>
      ) : linkSentTo ? (
        <div className="space-y-5">
          <Notice tone="success" title={signInLinkCopy.sentTitle}>
            {signInLinkCopy.sentLead(linkSentTo)}
          </Notice>
          <Button variant="outline" className="w-full" onClick={() => setLinkSentTo(null)}>
            {signInLinkCopy.back}
          </Button>
        </div>
      ) : (
        <form ref={form} onSubmit={handleSubmit} className="space-y-5" noValidate={false}>
          {routeState.message && !error && <Notice tone="info">{routeState.message}</Notice>}
          {error && (
            <Notice tone="error">
              {error}
              {/* GoTrue's code for a wrong e-mail or password; an owner the waitlist signed up has no password yet. */}
              {credentialsRefused && (
                <span className="mt-1 block font-normal">
                  {loginCopy.credentialsHint}{' '}
                  <button
                    type="button"
                    onClick={() => void sendSignInLink()}
                    disabled={linkBusy}
                    className="font-semibold underline underline-offset-4 disabled:opacity-60"
                  >
                    {linkButtonLabel}
                  </button>{' '}
                  {loginCopy.hintSeparator}{' '}
                  <Link to={paths.forgotPassword.getHref()} className="font-semibold underline underline-offset-4">
                    {loginCopy.forgot}
                  </Link>
                </span>
              )}
            </Notice>
          )}
          <TextField
            label={loginCopy.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div>
            <PasswordField
              label={loginCopy.password}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p className="mt-2 text-right text-sm">
              <Link to={paths.forgotPassword.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {loginCopy.forgot}
              </Link>
            </p>
          </div>
          <Button type="submit" loading={busy} className="w-full">
            {busy ? loginCopy.busy : loginCopy.submit}
          </Button>
          <div className="flex items-center gap-3 text-sm text-ink-600" aria-hidden="true">
            <span className="h-px flex-1 bg-ink-200" />
            {signInLinkCopy.divider}
            <span className="h-px flex-1 bg-ink-200" />
          </div>
          <Button variant="outline" loading={linkBusy} className="w-full" onClick={() => void sendSignInLink()}>
            {linkButtonLabel}
          </Button>
          <p className="text-center text-sm text-ink-700">
            {loginCopy.noAccount}{' '}
            <Link to={paths.signup.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {loginCopy.signupLink}
            </Link>
          </p>
        </form>
      )}
    </AuthShell>
  );
}

const reserveLinkClass =
  'mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline';

function LoginAside() {
  const reserveSpot = useReserveSpotLink();
  return (
    <>
      <div className="rounded-2xl bg-white/80 p-5 shadow-card ring-1 ring-ink-200">
        <p className="text-sm text-ink-700">{loginCopy.reserveLead}</p>
        {reserveSpot.external ? (
          <a
            href={reserveSpot.href}
            target="_blank"
            rel="noopener noreferrer"
            className={reserveLinkClass}
          >
            {loginCopy.reserve}
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <Link to={reserveSpot.href} className={reserveLinkClass}>
            {loginCopy.reserve}
          </Link>
        )}
      </div>
      <p className="px-1 text-sm text-ink-600">{loginCopy.adminNote}</p>
      <p className="px-1 text-sm text-ink-700">
        {loginCopy.vendorPrompt}{' '}
        <Link to={paths.vendorLogin.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {loginCopy.vendorLink}
        </Link>
      </p>
    </>
  );
}
