import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AlertCircle, LockKeyhole, ShieldCheck, Settings2 } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { Button, TextField } from '@/components/ui';
import { PasswordField } from '@/components/ui/password-field';
import { paths } from '@/config/paths';
import type { AdminSession } from '@/lib/admin-auth';
import { useBackend } from '@/lib/backend-context';
import { simpleEmailPattern } from '@/lib/validation';
import { adminCopy } from '../content';
import { useLockout } from '../hooks/use-lockout';
import { maxFailedAttempts } from '../lib/lockout';

const copy = adminCopy.gate;

type FieldErrors = { email?: string; password?: string };

function GateFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 via-white to-white px-5 py-12">
      <div className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <Logo />
        </div>
        <div className="rounded-2xl border border-ink-200 bg-white p-6 shadow-lift sm:p-8">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.home.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {copy.backHome}
          </Link>
        </p>
      </div>
    </main>
  );
}

function GateHeading({ icon: Icon }: { icon: typeof ShieldCheck }) {
  return (
    <div className="text-center">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-700 text-white">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-ink-900">{adminCopy.title}</h1>
    </div>
  );
}

/** Shown when the build has no admin credential: says what to set, never how to get around it. */
function NotConfigured() {
  return (
    <GateFrame>
      <GateHeading icon={Settings2} />
      <h2 className="mt-6 text-lg font-bold text-ink-900">{copy.notConfiguredTitle}</h2>
      <p className="mt-2 text-ink-700">{copy.notConfiguredBody}</p>
      <ul className="mt-4 space-y-2">
        {[...copy.settingNames, copy.envFile].map((name) => (
          <li key={name}>
            <code className="rounded-lg bg-ink-100 px-2 py-1 font-mono text-sm text-ink-900">{name}</code>
          </li>
        ))}
      </ul>
    </GateFrame>
  );
}

/** The sign-in form in front of the dashboard. */
export function AdminGate({ onSignedIn }: { onSignedIn: (session: AdminSession) => void }) {
  const adminAuth = useBackend('adminAuth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const lockout = useLockout();
  const statusId = useId();

  if (!adminAuth.configured) return <NotConfigured />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || lockout.locked) return;
    const nextErrors: FieldErrors = {};
    if (!simpleEmailPattern.test(email.trim())) nextErrors.email = copy.emailError;
    if (!password) nextErrors.password = copy.passwordError;
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password) return;
    setBusy(true);
    setFailed(false);
    const result = await adminAuth.signIn(email, password);
    setBusy(false);
    if (result.ok) {
      lockout.succeed();
      onSignedIn(result.session);
      return;
    }
    setPassword('');
    setFailed(true);
    lockout.fail();
  }

  const attemptsLeft = maxFailedAttempts - lockout.failures;
  return (
    <GateFrame>
      <GateHeading icon={ShieldCheck} />
      <p className="mt-2 text-center text-ink-600">{copy.lead}</p>
      <form className="mt-6 space-y-5" noValidate onSubmit={handleSubmit} aria-describedby={statusId}>
        <div id={statusId} className="space-y-3">
          {lockout.locked ? (
            <div role="alert" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-800">
              <LockKeyhole className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
              <p>{copy.locked(lockout.secondsLeft)}</p>
            </div>
          ) : (
            failed && (
              <div role="alert" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
                <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{copy.invalid}</p>
                  {attemptsLeft > 0 && attemptsLeft < maxFailedAttempts && <p className="mt-1">{copy.attemptsLeft(attemptsLeft)}</p>}
                </div>
              </div>
            )
          )}
        </div>
        <TextField
          label={copy.emailLabel}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
          error={errors.email}
          disabled={lockout.locked}
        />
        <PasswordField
          label={copy.passwordLabel}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
          disabled={lockout.locked}
        />
        <Button type="submit" className="w-full" loading={busy} busyLabel={copy.submitting} disabled={lockout.locked}>
          {copy.submit}
        </Button>
        <p className="text-center text-sm text-ink-600">{copy.sessionNote}</p>
      </form>
    </GateFrame>
  );
}
