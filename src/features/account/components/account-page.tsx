import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, KeyRound, Mail, Trash2 } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { AccountError, accountMessages, type AccountPort } from '@/lib/account';
import { useAccountPort } from '../ports';
import { downloadTextFile } from '@/lib/download';
import { homeForRole, loginHref, useAuth, useNewPassword, type LoginRouteState } from '@/lib/auth';
import { useSignOutForgetting } from '@/lib/query/use-forget-signed-out-account';
import { accountOverviewQuery } from '../api';
import { accountCopy, deleteCopy, emailCopy, exportCopy, passwordCopy } from '../content/account';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /account: change e-mail and password, download one's data, delete the account. Signed-out visitors go to /login. */
export function AccountPage() {
  const { port: auth, status, user } = useAuth();
  const account = useAccountPort('account');
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const userId = user?.id;

  useEffect(() => {
    if (!auth.configured || !account.configured || status !== 'ready' || userId || leaving) return;
    navigate(loginHref(paths.account.getHref()), { replace: true });
  }, [auth.configured, account.configured, status, userId, leaving, navigate]);

  const configured = auth.configured && account.configured;
  return (
    <div className="min-h-screen bg-ink-50">
      <PageMeta title={accountCopy.title} description={accountCopy.description} />
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          {user && (
            <Link to={homeForRole(user.role)} className={buttonClasses('outline', 'sm', 'whitespace-nowrap')}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              <span className="sm:hidden">{accountCopy.backShort}</span>
              <span className="hidden sm:inline">{accountCopy.back}</span>
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{accountCopy.heading}</h1>
        {!configured ? (
          <Card className="mt-6">
            <p className="font-semibold text-ink-900">{accountCopy.notConfiguredTitle}</p>
            <p className="mt-1 text-ink-700">{accountCopy.notConfiguredLead}</p>
            <Link to={paths.home.getHref()} className={buttonClasses('primary', 'md', 'mt-5')}>
              {accountCopy.home}
            </Link>
          </Card>
        ) : !user ? (
          <div className="mt-6" aria-busy="true">
            <p className="sr-only" role="status">
              {status === 'ready' ? accountCopy.redirecting : accountCopy.loading}
            </p>
            <div className="h-40 animate-pulse rounded-2xl bg-ink-200/60 motion-reduce:animate-none" />
          </div>
        ) : (
          <>
            <p className="mt-1 break-words text-lg text-ink-700">{accountCopy.lead(user.email)}</p>
            <div className="mt-6 space-y-6">
              <EmailSection account={account} currentEmail={user.email} />
              <PasswordSection />
              <ExportSection account={account} />
              <DeleteSection account={account} userId={user.id} email={user.email} onLeaving={() => setLeaving(true)} />
            </div>
          </>
        )}
      </main>
    </div>
  );
}

/** One settings card: an icon, a heading the section is labelled by, and its content. */
function Section({ icon, title, tone = 'default', children }: { icon: ReactNode; title: string; tone?: 'default' | 'danger'; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className={tone === 'danger' ? 'border-red-200 p-5 sm:p-6' : 'p-5 sm:p-6'}>
        <h2 id={headingId} className="flex items-center gap-2.5 text-lg font-bold text-ink-900">
          <span className={tone === 'danger' ? 'text-red-700' : 'text-brand-800'}>{icon}</span>
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}

function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

const messageOf = (caught: unknown, fallback: string) => (caught instanceof AccountError ? caught.message : fallback);

type LinkOutcome = { tone: 'status' | 'alert'; text: string } | null;

/**
 * What an e-mail change link said on its way back here. Auth's /verify lands on this page with `#message=…` after the
 * first of the two links, with the new session's tokens after the second, or with `#error_description=…`
 * (supabase/auth verify.go). The fragment is read once and removed, so no token stays in the address or history.
 */
function useEmailLinkOutcome(): LinkOutcome {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [outcome, setOutcome] = useState<LinkOutcome>(null);
  useEffect(() => {
    if (!hash || hash === '#') return;
    const params = new URLSearchParams(hash.slice(1));
    let next: LinkOutcome = null;
    if (params.has('access_token')) {
      next = { tone: 'status', text: emailCopy.changed };
      void refresh();
    } else if (params.has('error_description') || params.has('error_code')) {
      next = { tone: 'alert', text: emailCopy.linkFailed };
    } else if (params.has('message')) {
      next = { tone: 'status', text: emailCopy.firstLinkAccepted };
    }
    if (!next) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- read once from the address, which is then cleared
    setOutcome(next);
    navigate(`${pathname}${search}`, { replace: true });
  }, [hash, pathname, search, navigate, refresh]);
  return outcome;
}

function EmailSection({ account, currentEmail }: { account: AccountPort; currentEmail: string }) {
  const linkOutcome = useEmailLinkOutcome();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const wanted = email.trim();
    const problem = !wanted
      ? emailCopy.required
      : !EMAIL_PATTERN.test(wanted)
        ? accountMessages.emailInvalid
        : wanted.toLowerCase() === currentEmail.toLowerCase()
          ? accountMessages.emailSame
          : null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    setSentTo(null);
    try {
      await account.changeEmail(wanted, `${window.location.origin}${paths.account.getHref()}`);
      setSentTo(wanted);
    } catch (caught) {
      // What was typed stays in the field, so the person can correct it.
      setError(messageOf(caught, accountMessages.unexpected));
    }
    setBusy(false);
  }

  return (
    <Section icon={<Mail className="h-5 w-5" aria-hidden="true" />} title={emailCopy.title}>
      <p className="mt-1 text-ink-700">{emailCopy.lead}</p>
      {linkOutcome && (
        <p
          role={linkOutcome.tone}
          className={
            linkOutcome.tone === 'alert'
              ? 'mt-4 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-900'
              : 'mt-4 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900'
          }
        >
          {linkOutcome.text}
        </p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          label={emailCopy.label}
          name="newEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          error={error ?? undefined}
          announceError
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={busy} busyLabel={emailCopy.busy} className="w-full whitespace-nowrap sm:mt-7 sm:w-auto">
          {emailCopy.submit}
        </Button>
      </form>
      {sentTo && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm font-semibold break-words text-brand-900">
          {emailCopy.sent(sentTo)}
        </p>
      )}
    </Section>
  );
}

function PasswordSection() {
  const [done, setDone] = useState(false);
  const { fields, busy, error, handleSubmit } = useNewPassword({
    messages: passwordCopy,
    minLength: MIN_PASSWORD_LENGTH,
    onSaved: () => setDone(true),
  });
  return (
    <Section icon={<KeyRound className="h-5 w-5" aria-hidden="true" />} title={passwordCopy.title}>
      <p className="mt-1 text-ink-700">{passwordCopy.lead}</p>
      <form
        onSubmit={(event) => {
          setDone(false);
          void handleSubmit(event);
        }}
        className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-start">
        <NewPasswordFields {...fields} labels={passwordCopy} names={{ password: 'newPassword', confirmPassword: 'confirmNewPassword' }} />
        <div className="sm:col-span-2">
          <Button type="submit" loading={busy} busyLabel={passwordCopy.busy} className="w-full sm:w-auto">
            {passwordCopy.submit}
          </Button>
        </div>
      </form>
      {error && <ErrorLine>{error}</ErrorLine>}
      {done && !error && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
          {passwordCopy.done}
        </p>
      )}
    </Section>
  );
}

function ExportSection({ account }: { account: AccountPort }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const data = await account.exportData();
      downloadTextFile(exportCopy.filename(new Date().toISOString().slice(0, 10)), `${JSON.stringify(data, null, 2)}\n`, 'application/json');
      setDone(true);
    } catch (caught) {
      setError(messageOf(caught, accountMessages.exportFailed));
    }
    setBusy(false);
  }

  return (
    <Section icon={<Download className="h-5 w-5" aria-hidden="true" />} title={exportCopy.title}>
      <p className="mt-1 text-ink-700">{exportCopy.lead}</p>
      <Button variant="outline" loading={busy} busyLabel={exportCopy.busy} onClick={() => void download()} className="mt-4 w-full sm:w-auto">
        {exportCopy.submit}
      </Button>
      {error && <ErrorLine>{error}</ErrorLine>}
      {done && (
        <p role="status" className="mt-3 text-sm font-semibold text-brand-900">
          {exportCopy.done}
        </p>
      )}
    </Section>
  );
}

type DeleteProps = { account: AccountPort; userId: string; email: string; onLeaving: () => void };

function DeleteSection({ account, userId, email, onLeaving }: DeleteProps) {
  const { port: auth } = useAuth();
  const navigate = useNavigate();
  const signOutForgetting = useSignOutForgetting();
  const overview = useQuery(accountOverviewQuery(account, userId));
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (typed.trim().toLowerCase() !== email.toLowerCase()) {
      setError(deleteCopy.mismatch);
      return;
    }
    setBusy(true);
    setError(null);
    const result = await account.deleteAccount();
    if (result.kind === 'refused' && result.reason !== 'gone') {
      setError(result.message);
      setBusy(false);
      return;
    }
    // Deleted (now, or by an earlier request): the session is of no use any more; end it here and say so.
    onLeaving();
    const message = result.kind === 'deleted' && result.depositRefunded ? deleteCopy.deletedRefunded : deleteCopy.deleted;
    try {
      await signOutForgetting(userId, () => auth.signOut());
    } catch {
      // Auth has no session left for a deleted user; the local sign-out has happened all the same.
    }
    const state: LoginRouteState = { message };
    navigate(paths.login.getHref(), { replace: true, state });
  }

  return (
    <Section icon={<Trash2 className="h-5 w-5" aria-hidden="true" />} title={deleteCopy.title} tone="danger">
      <p className="mt-1 text-ink-700">{deleteCopy.lead}</p>
      {overview.isPending ? (
        <p className="mt-3 text-sm text-ink-600">{deleteCopy.depositChecking}</p>
      ) : overview.isError ? (
        <p className="mt-3 text-sm text-ink-800">{deleteCopy.depositUnknown}</p>
      ) : overview.data.depositPaid ? (
        <p className="mt-3 rounded-xl bg-accent-50 p-3 text-sm font-semibold text-ink-900 ring-1 ring-accent-300" data-testid="deposit-first">
          {deleteCopy.depositFirst}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-ink-700">{deleteCopy.kept}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          label={deleteCopy.confirmLabel}
          hint={deleteCopy.confirmHint(email)}
          name="confirmEmail"
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={typed}
          error={error ?? undefined}
          announceError
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="danger" loading={busy} busyLabel={deleteCopy.busy} className="w-full whitespace-nowrap sm:mt-7 sm:w-auto">
          {deleteCopy.submit}
        </Button>
      </form>
    </Section>
  );
}
