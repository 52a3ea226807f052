import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AlertCircle, BadgeCheck, LifeBuoy, LogIn, MessageSquare, UserPlus } from 'lucide-react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { emailLinkRefusal } from '@/lib/auth';
import { useLinkCheck } from '@/lib/hooks/use-link-check';
import { useVendorPortalPort } from '../ports';
import { mailtoHref } from '@/lib/mailto';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { PasswordField } from '@/components/ui/password-field';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { Container } from '@/components/ui/section';
import { PageMeta } from '@/components/seo/page-meta';
import { inviteCopy, loginBenefits, loginCopy, qualityNote } from '../content/portal';

/** An e-mailed invitation in this page's address: its token, or supabase/auth's refusal of it (#error_code=…). */
type InviteLink = { tokenHash: string | null; refused: boolean };

/** The invitation in this page's address, read from the browser after the first render. */
function useInviteLink(): InviteLink | null {
  const [link, setLink] = useState<InviteLink | null>(null);
  useEffect(() => {
    const { search, hash } = window.location;
    const params = new URLSearchParams(search);
    const tokenHash = params.get('type') === 'invite' ? params.get('token_hash') : null;
    const refused = emailLinkRefusal(search, hash) !== null;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (tokenHash || refused) setLink({ tokenHash, refused });
  }, []);
  return link;
}

/** A form's error, announced as it appears. */
function FormError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-3.5 text-sm font-medium text-red-800"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {children}
    </div>
  );
}

type InvitePhase = 'checking' | 'password' | 'invalid' | 'unreachable';

/** What checking an invitation found; `checking` when the account is not a vendor's and the sign-in form takes over. */
type InviteOutcome = { phase: InvitePhase; problem?: string };

/**
 * An invitation link: its token is checked at once (which signs the vendor in), so a used or expired link says so
 * before any password is typed, with the ways on: sign in, a password link, or a new invitation.
 */
function InviteFlow({ link, onSignIn }: { link: InviteLink; onSignIn: (message?: string) => void }) {
  const vendorAuth = useVendorPortalPort('vendorAuth');
  const navigate = useNavigate();
  const check = useLinkCheck<InviteOutcome>({
    key: ['vendor-invite', link.tokenHash, link.refused],
    enabled: true,
    check: async () => {
      // The token works once and a refusal is read; take either out of the address bar and history.
      const clearAddress = () => navigate(paths.vendorLogin.getHref(), { replace: true });
      if (link.refused || !link.tokenHash) {
        clearAddress();
        return { phase: 'invalid' };
      }
      const result = await vendorAuth.verifyInvite(link.tokenHash);
      if (!result.ok && result.reason === 'unreachable') return { phase: 'unreachable', problem: result.message };
      clearAddress();
      if (result.ok) return { phase: 'password' };
      if (result.reason === 'not-vendor') {
        onSignIn(result.message);
        return { phase: 'checking' };
      }
      return { phase: 'invalid' };
    },
  });
  const phase: InvitePhase = link.refused ? 'invalid' : (check.outcome?.phase ?? 'checking');
  const problem = check.outcome?.problem ?? '';

  if (phase === 'checking') {
    return (
      <p role="status" className="mt-8 flex items-center gap-3 text-ink-700">
        <Spinner className="h-5 w-5 text-brand-700" />
        {inviteCopy.checking}
      </p>
    );
  }
  if (phase === 'unreachable') {
    return (
      <div className="mt-8 space-y-5">
        <FormError>
          <span>
            <strong className="block">{inviteCopy.unreachableTitle}</strong>
            {problem}
          </span>
        </FormError>
        <Button
          className="w-full"
          onClick={check.retry}
        >
          {inviteCopy.retry}
        </Button>
      </div>
    );
  }
  if (phase === 'invalid') {
    const askNew = mailtoHref(site.contact.vendorEmail, { subject: inviteCopy.askNewSubject, body: inviteCopy.askNewBody });
    return (
      <div className="mt-8 space-y-5">
        <FormError>
          <span>
            <strong className="block">{inviteCopy.expiredTitle}</strong>
            <span className="mt-1 block font-normal">{inviteCopy.expiredLead}</span>
          </span>
        </FormError>
        <div className="grid gap-3">
          <Button className="w-full" onClick={() => onSignIn()}>
            {inviteCopy.signIn}
          </Button>
          <Link to={paths.forgotPassword.getHref()} className={buttonClasses('outline', 'md', 'w-full')}>
            {inviteCopy.forgotPassword}
          </Link>
          <a href={askNew} className={buttonClasses('ghost', 'md', 'w-full')}>
            {inviteCopy.askNew}
          </a>
        </div>
      </div>
    );
  }
  return <InvitePasswordForm />;
}

/** The password step of a checked invitation: the vendor is signed in and chooses the password they will sign in with. */
function InvitePasswordForm() {
  const vendorAuth = useVendorPortalPort('vendorAuth');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_PASSWORD_LENGTH) return setError(inviteCopy.tooShort);
    if (password !== confirm) return setError(inviteCopy.mismatch);
    setError(null);
    setBusy(true);
    const result = await vendorAuth.choosePassword(password);
    if (result.ok) {
      navigate(paths.vendorDashboard.getHref(), { replace: true });
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-labelledby="vendor-invite-title">
      <h2 id="vendor-invite-title" className="text-xl font-bold text-ink-900">
        {inviteCopy.title}
      </h2>
      <p className="text-ink-600">{inviteCopy.lead}</p>
      {error && <FormError>{error}</FormError>}
      <NewPasswordFields
        password={password}
        confirmPassword={confirm}
        onPasswordChange={(event) => setPassword(event.target.value)}
        onConfirmPasswordChange={(event) => setConfirm(event.target.value)}
        labels={{ password: inviteCopy.passwordLabel, confirmPassword: inviteCopy.confirmLabel }}
        names={{ password: 'new-password', confirmPassword: 'confirm-password' }}
      />
      <Button type="submit" loading={busy} className="w-full">
        {busy ? inviteCopy.submitting : inviteCopy.submit}
      </Button>
    </form>
  );
}

const textLink = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** The ways on from the sign-in card: apply, read the vendor help, or ask us. */
const helpLinks = [
  { icon: UserPlus, lead: loginCopy.notVendorYet, href: paths.vendorSignup.getHref(), label: loginCopy.applyLink },
  { icon: LifeBuoy, lead: loginCopy.helpTitle, href: paths.vendorHelp.getHref(), label: loginCopy.helpLink },
  { icon: MessageSquare, lead: loginCopy.questionsTitle, href: paths.contact.getHref(), label: loginCopy.contactLink },
] as const;

/** /vendor-login: the sign-in form beside what the portal offers. */
export function VendorLoginPage() {
  const vendorAuth = useVendorPortalPort('vendorAuth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteLink();
  const [signingIn, setSigningIn] = useState(false);
  // From an invitation that cannot be used (or is not a vendor's): the sign-in form, with the reason if there is one.
  const showSignIn = useCallback((message?: string) => {
    setError(message ?? null);
    setSigningIn(true);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !password) {
      setError(loginCopy.missingFields);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await vendorAuth.signIn({ email: email.trim(), password });
    if (result.ok) {
      navigate(paths.vendorDashboard.getHref());
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return (
    <>
      <PageMeta title={loginCopy.metaTitle} description={loginCopy.metaDescription} />
      <Container className="py-10 sm:py-16">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,28rem)_1fr] lg:gap-16">
          <Card className="p-6 sm:p-8">
            <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{loginCopy.eyebrow}</p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">
              {loginCopy.title}
            </h1>
            <p className="mt-2 text-ink-600">{loginCopy.lead}</p>

            {invite && !signingIn ? (
              <InviteFlow link={invite} onSignIn={showSignIn} />
            ) : (
              <form
                noValidate
                onSubmit={onSubmit}
                className="mt-8 space-y-5"
                aria-describedby={error ? 'vendor-login-error' : undefined}
              >
                {error && <FormError id="vendor-login-error">{error}</FormError>}
                <TextField
                  label={loginCopy.emailLabel}
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  disabled={busy}
                />
                <div className="space-y-1.5">
                  <PasswordField
                    label={loginCopy.passwordLabel}
                    name="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    disabled={busy}
                  />
                  <p className="text-right text-sm">
                    <Link to={paths.forgotPassword.getHref()} className={textLink}>
                      {loginCopy.forgotPassword}
                    </Link>
                  </p>
                </div>
                <Button type="submit" loading={busy} busyLabel={loginCopy.submitting} className="w-full">
                  <LogIn className="h-4 w-4" aria-hidden="true" />
                  {loginCopy.submit}
                </Button>
              </form>
            )}

            <div className="mt-8 space-y-3 border-t border-ink-200 pt-6 text-sm text-ink-700">
              {helpLinks.map(({ icon: Icon, lead, href, label }) => (
                <p key={href} className="flex items-center gap-2">
                  <Icon className="h-4 w-4 text-brand-700" aria-hidden="true" />
                  {lead}{' '}
                  <Link to={href} className={textLink}>
                    {label}
                  </Link>
                </p>
              ))}
            </div>
          </Card>

          <section aria-labelledby="vendor-benefits-title" className="lg:pt-6">
            <h2
              id="vendor-benefits-title"
              className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
            >
              {loginCopy.benefitsTitle}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
              {loginBenefits.map(({ icon: Icon, title, body }) => (
                <li
                  key={title}
                  className="flex gap-4 rounded-2xl border border-ink-200 bg-white p-5 shadow-card sm:flex-col lg:flex-row"
                >
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-bold text-ink-900">{title}</h3>
                    <p className="mt-1 text-sm text-ink-600">{body}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex gap-4 rounded-2xl bg-brand-900 p-5 text-white shadow-lift">
              <BadgeCheck className="mt-0.5 h-6 w-6 shrink-0 text-accent-300" aria-hidden="true" />
              <div>
                <h3 className="font-bold">{qualityNote.title}</h3>
                <p className="mt-1 text-sm text-brand-100">{qualityNote.body}</p>
              </div>
            </div>
          </section>
        </div>
      </Container>
    </>
  );
}
