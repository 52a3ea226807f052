import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { CircleCheck, KeyRound, Mail, Phone, Printer } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { formatCents } from '@/lib/format';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { loginHref, useAuth } from '@/lib/auth';
import { useCheckoutPort } from '../ports';
import type { CheckoutStatus } from '@/lib/billing';
import { checkoutStatusQuery } from '../api';
import { mailtoHref } from '@/lib/mailto';
import { benefits, checkoutCopy, checkoutTimings, nextSteps } from '../content/checkout-success';
import { StatusActions as Actions, StatusFrame, type StatusFrameProps } from './status-frame';

type Paid = { reference: string; amountTotal: number; queuePosition: number | null };
type View =
  | { kind: 'loading' }
  | { kind: 'pending' }
  | { kind: 'slow' }
  | { kind: 'paid'; order: Paid }
  | { kind: 'not-found' }
  | { kind: 'refunded' }
  | { kind: 'failed' };

type CheckoutSuccessProps = {
  /** Milliseconds of the minimum loading state and the polling; the page's own timings by default. */
  timings?: { minLoading: number; pollEvery: number; pollFor: number };
};

/** What an answer of the server means for the page; `pending` while the payment is still on its way. */
function viewOf(answer: CheckoutStatus): View {
  if (answer.kind === 'not-found' || answer.status === 'canceled') return { kind: 'not-found' };
  if (answer.status === 'refunded') return { kind: 'refunded' };
  if (answer.status === 'completed' && answer.reference !== null) {
    return { kind: 'paid', order: { reference: answer.reference, amountTotal: answer.amountTotal ?? 0, queuePosition: answer.queuePosition } };
  }
  return { kind: 'pending' };
}

/** True once the minimum loading state has been shown for `ms`. */
function useShownFor(ms: number, restartKey: unknown): boolean {
  const [shown, setShown] = useState<{ key: unknown; done: boolean }>({ key: restartKey, done: false });
  useEffect(() => {
    const timer = setTimeout(() => setShown({ key: restartKey, done: true }), ms);
    return () => clearTimeout(timer);
  }, [ms, restartKey]);
  return shown.key === restartKey && shown.done;
}

/**
 * /checkout-success: waits at least 1 s, then asks the server what happened to the caller's checkout. Only a
 * completed order of the caller's own session is shown as a success; a payment still on its way is asked about
 * again every 2 s for 20 s.
 */
export function CheckoutSuccessPage({ timings = checkoutTimings }: CheckoutSuccessProps) {
  const { port, status, user } = useAuth();
  const billing = useCheckoutPort('ownerBilling');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  // A retry starts the wait (and the 20 s of polling) again.
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const waited = useShownFor(timings.minLoading, startedAt);
  const userId = user?.id;
  const checkout = useQuery({
    ...checkoutStatusQuery(billing, userId ?? '', sessionId, startedAt),
    enabled: port.configured && Boolean(userId) && Boolean(sessionId) && waited,
    refetchInterval: (query) => {
      const answer = query.state.data;
      const stillPending = answer !== undefined && viewOf(answer).kind === 'pending';
      return stillPending && query.state.dataUpdatedAt - startedAt < timings.pollFor ? timings.pollEvery : false;
    },
  });

  useEffect(() => {
    if (port.configured && status === 'ready' && !userId) navigate(loginHref(`${location.pathname}${location.search}`), { replace: true });
  }, [port.configured, status, userId, navigate, location.pathname, location.search]);

  function retry() {
    setStartedAt(Date.now());
  }

  // Nothing to look up: say so right away rather than after a pretend wait.
  const answer = checkout.data;
  let view: View;
  if (!sessionId) view = { kind: 'not-found' };
  else if (!waited || checkout.isPending) view = { kind: 'loading' };
  else if (checkout.isError || !answer) view = { kind: 'failed' };
  else {
    view = viewOf(answer);
    if (view.kind === 'pending' && checkout.dataUpdatedAt - startedAt >= timings.pollFor) view = { kind: 'slow' };
  }

  if (!port.configured) {
    return (
      <Frame title={checkoutCopy.titles.other} heading={checkoutCopy.notConfiguredHeading} lead={checkoutCopy.notConfiguredLead} tone="neutral">
        <Actions />
      </Frame>
    );
  }
  switch (view.kind) {
    case 'loading':
      return <Frame title={checkoutCopy.titles.other} heading={checkoutCopy.loadingHeading} lead={checkoutCopy.loadingLead} tone="busy" />;
    case 'pending':
      return <Frame title={checkoutCopy.titles.other} heading={checkoutCopy.pendingHeading} lead={checkoutCopy.pendingLead} tone="busy" />;
    case 'slow':
      return (
        <Frame title={checkoutCopy.titles.other} heading={checkoutCopy.slowHeading} lead={checkoutCopy.slowLead} tone="neutral">
          <Actions retry={retry} />
          <SupportLinks />
        </Frame>
      );
    case 'not-found':
      return (
        <Frame title={checkoutCopy.titles.other} heading={checkoutCopy.notFoundHeading} lead={checkoutCopy.notFoundLead} tone="missing">
          <Actions />
        </Frame>
      );
    case 'refunded':
      return (
        <Frame title={checkoutCopy.titles.other} heading={checkoutCopy.refundedHeading} lead={checkoutCopy.refundedLead} tone="neutral">
          <Actions />
        </Frame>
      );
    case 'failed':
      return (
        <Frame title={checkoutCopy.titles.other} heading={checkoutCopy.failedHeading} lead={checkoutCopy.failedLead} tone="missing">
          <Actions retry={retry} />
        </Frame>
      );
    case 'paid':
      return <PaidView order={view.order} passwordUnset={Boolean(user?.passwordUnset)} />;
  }
}

/** The success page's frame for every state but a confirmed payment. */
// A payment's own page: never in search results, whatever state it is in.
function Frame(props: Omit<StatusFrameProps, 'description' | 'noindex'>) {
  return <StatusFrame {...props} description={checkoutCopy.description} noindex />;
}

function PaidView({ order, passwordUnset }: { order: Paid; passwordUnset: boolean }) {
  const amount = formatCents(order.amountTotal);
  return (
    <>
      <PageMeta title={checkoutCopy.titles.paid} description={checkoutCopy.description} noindex />
      <div className="bg-gradient-to-b from-brand-50 to-transparent">
        <Container className="py-12 sm:py-16">
          <div className="mx-auto max-w-3xl">
            <div className="text-center">
              <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700">
                <CircleCheck className="h-9 w-9" aria-hidden="true" />
              </span>
              <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{checkoutCopy.paidHeading}</h1>
              <p className="mt-3 text-lg text-ink-700">{checkoutCopy.paidLead}</p>
            </div>

            <dl className="mt-10 grid gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-card sm:grid-cols-[1.5fr_1fr_1fr]">
              <div>
                <dt className="text-sm text-ink-600">{checkoutCopy.reference}</dt>
                <dd className="mt-1 text-xl font-bold tracking-wide whitespace-nowrap text-ink-900" data-testid="order-reference">
                  {order.reference}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-600">{checkoutCopy.queuePosition}</dt>
                <dd className="mt-1 text-xl font-bold text-brand-700" data-testid="queue-position">
                  {order.queuePosition != null ? `#${order.queuePosition}` : '—'}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-600">{checkoutCopy.amountPaid}</dt>
                <dd className="mt-1 text-xl font-bold text-ink-900" data-testid="amount-paid">
                  {amount}
                </dd>
              </div>
            </dl>

            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
              <Link to={paths.checkoutReceipt.getHref(order.reference)} className={buttonClasses('outline')}>
                <Printer className="h-4 w-4" aria-hidden="true" />
                {checkoutCopy.receipt}
              </Link>
              <Link to={paths.dashboard.getHref()} className={buttonClasses('primary')}>
                {checkoutCopy.dashboard}
              </Link>
            </div>

            {passwordUnset && (
              <p className="mt-6 flex items-center justify-center gap-2 text-sm">
                <KeyRound className="h-4 w-4 text-brand-700" aria-hidden="true" />
                <Link to={`${paths.dashboard.getHref()}#set-password`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                  {checkoutCopy.setPassword}
                </Link>
              </p>
            )}

            <div className="mt-10 grid gap-6 md:grid-cols-2">
              <section className="rounded-2xl border border-ink-200 bg-white p-6 shadow-card">
                <h2 className="text-lg font-bold text-ink-900">{checkoutCopy.nextTitle}</h2>
                <ol className="mt-4 space-y-4">
                  {nextSteps.map(({ title, text, icon: Icon }, index) => (
                    <li key={title} className="flex gap-3">
                      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
                        <Icon className="h-5 w-5" aria-hidden="true" />
                      </span>
                      <div>
                        <p className="font-semibold text-ink-900">
                          <span className="sr-only">{`Step ${index + 1}: `}</span>
                          {title}
                        </p>
                        <p className="text-sm text-ink-600">{text}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </section>
              <section className="rounded-2xl border border-ink-200 bg-white p-6 shadow-card">
                <h2 className="text-lg font-bold text-ink-900">{checkoutCopy.benefitsTitle}</h2>
                <ul className="mt-4 space-y-3">
                  {benefits.map((benefit) => (
                    <li key={benefit} className="flex items-start gap-2 text-ink-800">
                      <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </section>
            </div>

            <SupportLinks />
            <p className="mt-8 text-center">
              <Link to={paths.home.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {checkoutCopy.home}
              </Link>
            </p>
          </div>
        </Container>
      </div>
    </>
  );
}

function SupportLinks() {
  const linkClass = 'inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline';
  return (
    <section className="mt-10 rounded-2xl bg-ink-50 p-6 text-center ring-1 ring-ink-200">
      <h2 className="font-bold text-ink-900">{checkoutCopy.supportTitle}</h2>
      <div className="mt-3 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-6">
        <a href={mailtoHref(site.contact.supportEmail)} className={linkClass}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          {site.contact.supportEmail}
        </a>
        <a href={`tel:${site.contact.phoneHref}`} className={linkClass}>
          <Phone className="h-4 w-4" aria-hidden="true" />
          {site.contact.phoneDisplay}
        </a>
        <Link to={paths.help.getHref()} className={linkClass}>
          {checkoutCopy.supportPage}
        </Link>
      </div>
    </section>
  );
}
