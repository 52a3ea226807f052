import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CircleAlert, LogOut, RefreshCw, Settings, Sparkles } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { PageMeta } from '@/components/seo/page-meta';
import { formatCents } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui';
import { DEPOSIT_AMOUNT_DOLLARS } from '@/config/constants';
import { paths } from '@/config/paths';
import { loginHref, useAuth } from '@/lib/auth';
import { useSignOutForgetting } from '@/lib/query/use-forget-signed-out-account';
import type { DepositRefundResult } from '@/lib/billing';
import { useOwnerDashboard, type DashboardData } from '../hooks/use-owner-dashboard';
import {
  accountBadge,
  accountState,
  dashboardCopy,
  orderDay,
  rateLockReleased,
  type AccountState,
  type DepositStanding,
} from '../content/dashboard';
import { OwnerPortfolio } from './portfolio';
import { DepositCard } from './deposit-card';
import { PayDeposit } from './pay-deposit';
import { SetPasswordCard, setPasswordSectionId } from './set-password-card';

/** /dashboard: the owner's reservation status, recent orders and next steps. Signed-out visitors go to /login. */
export function DashboardPage() {
  const { port, status, user } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const userId = user?.id;
  const { dashboard, requestRefund } = useOwnerDashboard(userId);
  const signOutForgetting = useSignOutForgetting();

  useEffect(() => {
    if (!port.configured || status !== 'ready' || userId || signingOut) return;
    navigate(loginHref(paths.dashboard.getHref()), { replace: true });
  }, [port.configured, status, userId, signingOut, navigate]);

  /** An account the waitlist made has no password the owner knows: say so before they lock themselves out. */
  function requestSignOut() {
    if (user?.passwordUnset) setConfirmingSignOut(true);
    else void signOut();
  }

  const [goToPasswordCard, setGoToPasswordCard] = useState(false);
  function setPasswordFirst() {
    setConfirmingSignOut(false);
    setGoToPasswordCard(true);
  }
  // After the warning has closed (and handed focus back to Sign out): on to the card's first field.
  useEffect(() => {
    if (!goToPasswordCard) return;
    const card = document.getElementById(setPasswordSectionId);
    card?.scrollIntoView?.({ block: 'start' });
    card?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot request, cleared once carried out
    setGoToPasswordCard(false);
  }, [goToPasswordCard]);

  async function signOut() {
    setConfirmingSignOut(false);
    setSigningOut(true);
    try {
      await signOutForgetting(userId, () => port.signOut());
    } finally {
      navigate(paths.login.getHref(), { replace: true });
    }
  }

  return (
    <div className="min-h-screen bg-ink-50">
      <PageMeta title={dashboardCopy.title} description={dashboardCopy.description} />
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          {user && (
            <div className="flex items-center gap-2">
              <Link to={paths.account.getHref()} className={buttonClasses('ghost', 'sm', 'whitespace-nowrap')}>
                <Settings className="h-4 w-4" aria-hidden="true" />
                {/* On a phone the gear alone, so the header keeps one line; its name is the same at every width. */}
                <span className="sr-only sm:not-sr-only">{dashboardCopy.accountSettings}</span>
              </Link>
              <Button variant="outline" size="sm" loading={signingOut} onClick={requestSignOut} className="whitespace-nowrap">
                {!signingOut && <LogOut className="h-4 w-4" aria-hidden="true" />}
                {signingOut ? dashboardCopy.signingOut : dashboardCopy.signOut}
              </Button>
            </div>
          )}
        </div>
      </header>
      <Modal
        open={confirmingSignOut}
        size="sm"
        onClose={() => setConfirmingSignOut(false)}
        title={dashboardCopy.signOutWarningTitle}
        description={dashboardCopy.signOutWarning}
        footer={
          <>
            <Button variant="outline" onClick={() => void signOut()}>
              {dashboardCopy.signOutAnyway}
            </Button>
            <Button onClick={setPasswordFirst} data-autofocus>
              {dashboardCopy.signOutSetPassword}
            </Button>
          </>
        }
      />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{dashboardCopy.heading}</h1>
        {!port.configured && (
          <Card className="mt-6">
            <p className="font-semibold text-ink-900">{dashboardCopy.notConfiguredTitle}</p>
            <p className="mt-1 text-ink-700">{dashboardCopy.notConfiguredLead}</p>
            <Link to={paths.home.getHref()} className={buttonClasses('outline', 'md', 'mt-5')}>
              {dashboardCopy.home}
            </Link>
          </Card>
        )}
        {!port.configured ? (
          <div className="mt-6 space-y-6">
            <OwnerPortfolio accountId={undefined} deposit="no-server" />
          </div>
        ) : !user ? (
          <div className="mt-6">
            <DashboardSkeleton />
            {status === 'ready' && <p className="sr-only" role="status">{dashboardCopy.redirecting}</p>}
          </div>
        ) : (
          <>
            <p className="mt-1 text-lg text-ink-700">{dashboardCopy.welcome(user.firstName || user.fullName)}</p>
            {dashboard.isPending && <DashboardSkeleton />}
            {dashboard.isError && !dashboard.data && (
              <div role="alert" className="mt-6 flex flex-col gap-4 rounded-2xl bg-red-50 p-5 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between">
                <div className="flex gap-3">
                  <CircleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
                  <div>
                    <p className="font-semibold text-red-900">{dashboardCopy.loadFailed}</p>
                    <p className="mt-1 text-sm text-red-800">{dashboardCopy.loadFailedLead}</p>
                  </div>
                </div>
                <Button variant="outline" loading={dashboard.isFetching} onClick={() => void dashboard.refetch()}>
                  <RefreshCw className="h-4 w-4" aria-hidden="true" />
                  {dashboardCopy.retry}
                </Button>
              </div>
            )}
            {dashboard.data && <DashboardBody userId={user.id} data={dashboard.data} passwordUnset={user.passwordUnset} requestRefund={requestRefund} />}
          </>
        )}
      </main>
    </div>
  );
}

/** The checklist's deposit step from the account's state: an owner in onboarding or later has paid. */
function depositStanding(state: AccountState): DepositStanding {
  if (state.kind === 'member' || state.kind === 'subscription') return 'paid';
  if (state.kind === 'unpaid') return 'unpaid';
  return 'none';
}

type BodyProps = {
  userId: string;
  data: DashboardData;
  passwordUnset: boolean;
  requestRefund: () => Promise<DepositRefundResult>;
};

function DashboardBody({ userId, data, passwordUnset, requestRefund }: BodyProps) {
  // Once offered, the card stays for this visit: saving a password clears passwordUnset, and the card must stay
  // to confirm the save rather than vanish and pull the page up.
  const [offerPassword] = useState(passwordUnset);
  // Membership comes from money: the subscription row a started checkout leaves behind is no payment.
  const state = accountState(data.subscription, data.waitlist);
  const refunded = state.kind === 'refunded';
  const badge = accountBadge(state);
  const recent = data.orders.slice(0, 3);
  const deposit =
    data.orders.find(
      (order) =>
        order.amountTotal === DEPOSIT_AMOUNT_DOLLARS * 100 && (order.status === 'completed' || order.status === 'refunded'),
    ) ?? null;
  // Onboarding has started with a subscription, or once the owner is onboarding or live: the deposit is credited.
  const onboardingStarted =
    (data.subscription !== null && data.subscription !== 'not_started') ||
    data.waitlist?.onboardingStatus === 'onboarding' ||
    data.waitlist?.onboardingStatus === 'live';
  return (
    <div className="mt-6 space-y-6">
      <Card>
        <h2 className="text-sm font-bold uppercase tracking-wider text-ink-600">{dashboardCopy.statusLabel}</h2>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span data-testid="status-badge">
            <Badge tone={badge.tone} className="px-3 py-1 text-sm">
              {badge.label}
            </Badge>
          </span>
          {refunded && <span className="text-sm font-semibold text-ink-700">{rateLockReleased}</span>}
          {state.kind === 'member' && (
            <>
              <span className="text-sm font-semibold text-brand-800">{dashboardCopy.rateLocked}</span>
              {state.queuePosition != null && (
                <span className="text-sm text-ink-700">
                  {dashboardCopy.queuePosition}{' '}
                  <strong className="text-lg text-brand-700" data-testid="queue-position">
                    #{state.queuePosition}
                  </strong>
                </span>
              )}
            </>
          )}
        </div>
        {state.kind === 'unpaid' && <PayDeposit queuePosition={state.queuePosition} />}
      </Card>

      {data.waitlist && (data.waitlist.depositPaid || refunded) && (
        <DepositCard
          waitlist={data.waitlist}
          deposit={deposit}
          onboardingStarted={onboardingStarted}
          requestRefund={requestRefund}
        />
      )}

      {offerPassword && <SetPasswordCard />}

      <OwnerPortfolio
        accountId={userId}
        deposit={depositStanding(state)}
        live={data.waitlist?.onboardingStatus === 'live'}
        beside={
      <section className="rounded-2xl border border-ink-200 bg-white shadow-card">
        <h2 className="px-5 pt-5 text-lg font-bold text-ink-900 sm:px-6 sm:pt-6">{dashboardCopy.ordersTitle}</h2>
        {recent.length === 0 ? (
          <p className="px-5 pb-6 pt-2 text-ink-600 sm:px-6">{dashboardCopy.ordersEmpty}</p>
        ) : (
          <ul className="mt-3 divide-y divide-ink-200" aria-label={dashboardCopy.ordersTitle}>
            {recent.map((order) => (
              <li key={order.reference} className="px-5 py-4 sm:px-6" data-testid="order-row">
                {/* The reference heads the row: at 15 characters it does not fit a quarter of the card. */}
                <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
                  <p>
                    <span className="block text-xs text-ink-600">{dashboardCopy.orderReference}</span>
                    <span className="font-semibold tracking-wide text-ink-900">{order.reference}</span>
                  </p>
                  <Link
                    to={paths.checkoutReceipt.getHref(order.reference)}
                    className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {dashboardCopy.orderReceipt}
                    <span className="sr-only">{` ${order.reference}`}</span>
                  </Link>
                </div>
                <div className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
                  <p>
                    <span className="block text-xs text-ink-600">{dashboardCopy.orderDate}</span>
                    <span className="text-ink-900">{orderDay(order.orderDate)}</span>
                  </p>
                  <p>
                    <span className="block text-xs text-ink-600">{dashboardCopy.orderAmount}</span>
                    <span className="font-semibold text-ink-900">{formatCents(order.amountTotal)}</span>
                  </p>
                  <p>
                    <span className="block text-xs text-ink-600">{dashboardCopy.orderStatus}</span>
                    {/* A refunded payment says so, though Stripe's payment_status stays 'paid'. */}
                    <Badge tone={order.status !== 'refunded' && order.paymentStatus === 'paid' ? 'green' : 'yellow'}>
                      {order.status === 'refunded' ? 'refunded' : order.paymentStatus}
                    </Badge>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
        }
      />

      <section className="rounded-2xl bg-brand-800 p-6 text-white shadow-lift sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white/10">
            <Sparkles className="h-6 w-6 text-accent-300" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-xl font-bold">{dashboardCopy.comingSoonTitle}</h2>
            <p className="mt-2 text-brand-50">{dashboardCopy.comingSoonLead}</p>
          </div>
        </div>
      </section>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="mt-6 space-y-6 motion-safe:animate-pulse" role="status" aria-label={dashboardCopy.loading}>
      <div className="h-24 rounded-2xl bg-ink-200/70" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-24 rounded-2xl bg-ink-200/70" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <div className="h-56 rounded-2xl bg-ink-200/70" />
        <div className="h-56 rounded-2xl bg-ink-200/70" />
      </div>
    </div>
  );
}
