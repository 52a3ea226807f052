import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { reserveSpotUrl, signupHostIsSeparate } from '@/config/signup-url';
import { authErrorMessage, newPasswordProblem, useAuth } from '@/lib/auth';
import { MIN_PASSWORD_LENGTH, authMessages, signupCopy } from '../content/auth';
import { AuthShell, Notice } from './auth-shell';
import { NewPasswordFields } from '@/components/ui/new-password-fields';

type SignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};
const empty: SignupValues = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** The first rule a sign-up breaks, as the form words it, or null. */
export function signupProblem(values: SignupValues): string | null {
  return newPasswordProblem(values.password, values.confirmPassword, authMessages, MIN_PASSWORD_LENGTH);
}

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** /signup: an owner account with the name metadata; signed in at once, or asked to confirm by e-mail. */
export function SignupPage() {
  const { port, refresh } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>(empty);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmFor, setConfirmFor] = useState<string | null>(null);

  const set = (field: keyof SignupValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = signupProblem(values);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const email = values.email.trim();
      const result = await port.signUp({
        email,
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      if (result.needsConfirmation) {
        setConfirmFor(email);
        setBusy(false);
        return;
      }
      await refresh();
      navigate(paths.dashboard.getHref(), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught, authMessages.unexpected));
      setBusy(false);
    }
  }

  return (
    <AuthShell
      title={signupCopy.title}
      description={signupCopy.description}
      heading={signupCopy.heading}
      lead={signupCopy.lead}
    >
      {!port.configured ? (
        <Notice tone="info" title={authMessages.notConfigured}>
          {authMessages.notConfiguredLead}{' '}
          <Link to={paths.waitlist.getHref()} className={linkClass}>
            {signupCopy.waitlistInstead}
          </Link>
        </Notice>
      ) : confirmFor ? (
        <Notice tone="success" title={signupCopy.checkEmailTitle}>
          {signupCopy.checkEmailLead(confirmFor)}
        </Notice>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-5">
          <p className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-950 ring-1 ring-brand-200">
            {signupCopy.depositReserves}{' '}
            <Link to={paths.waitlist.getHref()} className={linkClass}>
              {signupCopy.reserveInstead}
            </Link>
          </p>
          {error && <Notice tone="error">{error}</Notice>}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={signupCopy.firstName}
              name="firstName"
              autoComplete="given-name"
              required
              value={values.firstName}
              onChange={set('firstName')}
            />
            <TextField
              label={signupCopy.lastName}
              name="lastName"
              autoComplete="family-name"
              required
              value={values.lastName}
              onChange={set('lastName')}
            />
          </div>
          <TextField
            label={signupCopy.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
          />
          <NewPasswordFields
            password={values.password}
            confirmPassword={values.confirmPassword}
            onPasswordChange={set('password')}
            onConfirmPasswordChange={set('confirmPassword')}
            labels={signupCopy}
            names={{ password: 'password', confirmPassword: 'confirmPassword' }}
            passwordHint={signupCopy.passwordHint}
          />
          <p className="text-sm text-ink-600">
            {signupCopy.legalPrefix}{' '}
            <Link to={paths.terms.getHref()} className={linkClass}>
              {signupCopy.terms}
            </Link>{' '}
            {signupCopy.and}{' '}
            <Link to={paths.privacy.getHref()} className={linkClass}>
              {signupCopy.privacy}
            </Link>
            .
          </p>
          <Button type="submit" loading={busy} className="w-full">
            {busy ? signupCopy.busy : signupCopy.submit}
          </Button>
          <p className="text-center text-sm text-ink-700">
            {signupCopy.haveAccount}{' '}
            <Link to={paths.login.getHref()} className={linkClass}>
              {signupCopy.loginLink}
            </Link>
          </p>
          {signupHostIsSeparate && (
            <p className="text-center text-sm">
              <a href={reserveSpotUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {signupCopy.external}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          )}
        </form>
      )}
    </AuthShell>
  );
}
