import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReducer, type Ref } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { ArrowLeft, CircleAlert, CircleCheck, CreditCard, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { loginHref, useAuth, type LoginRouteState } from '@/lib/auth';
import { useWaitlistPort } from '../ports';
import type { BillingPort } from '@/lib/billing';
import { queueLookup, queuePositionQuery, rowReads } from '../api';
import { CheckoutError } from '@/lib/checkout-error';
import { isHttpUrl } from '@/lib/validation';
import type { WaitlistSignup } from '@/lib/submissions';
import { Button, buttonClasses } from '@/components/ui/button';
import { paymentStepCopy, propertyCountLabels } from '../content/waitlist';

type PaymentStepProps = {
  signup: WaitlistSignup;
  billing: BillingPort;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  /** Called with the message of a failed checkout, after it is shown. */
  onError?: (message: string) => void;
};

export { queueLookup } from '../api';

type ServerQueue = { state: 'loading' } | { state: 'found'; position: number } | { state: 'unavailable' };

/** The signed-in owner's place in line as the server computes it; null in browser-only builds. */
function useServerQueuePosition(): ServerQueue | null {
  const port = useWaitlistPort('ownerBilling');
  const userId = useAuth().user?.id;
  const queryClient = useQueryClient();
  const query = queuePositionQuery(port, userId ?? 'signed-out');
  const { data, dataUpdatedAt, errorUpdatedAt } = useQuery(query);
  if (!port.configured) return null;
  const position = data?.queuePosition;
  if (position != null) return { state: 'found', position };
  // Read with the update times, so an answer equal to the last one (or a failure) still counts as a read and
  // re-renders the step.
  const reads = dataUpdatedAt === 0 && errorUpdatedAt === 0 ? 0 : rowReads(queryClient.getQueryState(query.queryKey));
  return reads < queueLookup.attempts ? { state: 'loading' } : { state: 'unavailable' };
}

/** What a failed checkout says to the owner. */
const messageOf = (caught: unknown) => (caught instanceof Error && caught.message ? caught.message : paymentStepCopy.fallbackError);

// Medium on phones so the pay label stays on one line; large from the small breakpoint up.
const buttonSizing = 'w-full sm:w-auto sm:min-h-13 sm:px-7 sm:text-lg';

/** Step 2: the reservation summary and the deposit checkout. */
export function PaymentStep({ signup, billing, headingRef, onBack, onError }: PaymentStepProps) {
  const serverQueue = useServerQueuePosition();
  const checkout = useMutation({
    // The request leaves with the click itself (see pay); the mutation follows it to its answer.
    mutationFn: async (request: ReturnType<BillingPort['startCheckout']>) => {
      const { url } = await request;
      // Only ever leave for a real web address, whatever an adapter answers.
      if (!isHttpUrl(url)) throw new Error(paymentStepCopy.missingUrl);
      return url;
    },
    // Offline, the checkout fails and says so, rather than waiting unseen for the connection.
    networkMode: 'always',
    onSuccess: (url) => window.location.assign(url),
    onError: (caught) => onError?.(messageOf(caught)),
  });
  // The query library tells components of a mutation's changes on a later task; the step re-renders as the
  // checkout starts and as it settles, so the busy button and the message show in the same turn as the click and onError.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const pay = () => {
    let request: ReturnType<BillingPort['startCheckout']>;
    try {
      request = billing.startCheckout({ email: signup.email, waitlistId: signup.id, signup });
    } catch (caught) {
      request = Promise.reject(caught);
    }
    // Its failure is the mutation's to report, a few microtasks later.
    request.catch(() => undefined);
    checkout.mutate(request, { onSettled: rerender });
    rerender();
  };
  // Still busy once the payment page is on its way: the button stays busy until the browser leaves.
  const loading = checkout.isPending || checkout.isSuccess;
  const failure = checkout.error;
  const message = failure ? messageOf(failure) : null;
  // The server's 409: this account already holds a paid deposit, so the step points to the dashboard instead.
  const reserved = failure instanceof CheckoutError && failure.alreadyReserved ? message : null;
  const error = reserved === null ? message : null;
  // No session (or an expired one): log in, then come back to this step with the signup kept.
  const loginState: LoginRouteState | null =
    failure instanceof CheckoutError && failure.loginRequired && message
      ? { message, email: signup.email, from: paths.waitlist.getHref() }
      : null;

  if (loginState) return <Navigate to={loginHref(paths.waitlist.getHref())} state={loginState} />;

  return (
    <div>
      <h2 id="waitlist-step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
        {paymentStepCopy.heading}
      </h2>
      <p className="mt-2 text-ink-600">{paymentStepCopy.lead}</p>

      <section aria-labelledby="reservation-summary" className="mt-6 rounded-2xl border border-ink-200 bg-ink-50 p-5 sm:p-6">
        <h3 id="reservation-summary" className="text-sm font-bold uppercase tracking-wider text-brand-700">
          {paymentStepCopy.summaryTitle}
        </h3>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <dt className="text-sm text-ink-600">{paymentStepCopy.reservedFor}</dt>
            <dd className="mt-0.5 break-words font-semibold text-ink-900">{`${signup.firstName} ${signup.lastName}`}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink-600">{paymentStepCopy.properties}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">{propertyCountLabels[signup.properties]}</dd>
          </div>
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-sm text-ink-600">{paymentStepCopy.email}</dt>
            <dd className="mt-0.5 break-words font-semibold text-ink-900">{signup.email}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-ink-600">{paymentStepCopy.queuePosition}</dt>
            <QueuePosition local={signup.queuePosition} server={serverQueue} />
          </div>
        </dl>
        <div className="mt-5 border-t border-ink-200 pt-5">
          <p className="flex items-baseline justify-between gap-4">
            <span className="font-semibold text-ink-900">{paymentStepCopy.depositLabel}</span>
            <span className="text-2xl font-extrabold text-ink-900">{paymentStepCopy.depositAmount}</span>
          </p>
          <ul className="mt-3 space-y-2">
            {paymentStepCopy.depositPoints.map((point) => (
              <li key={point} className="flex items-start gap-2 text-sm text-ink-700">
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {error && (
        <div role="alert" className="mt-6 flex gap-3 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200">
          <CircleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
          <div>
            <p className="font-semibold text-red-900">{paymentStepCopy.errorTitle}</p>
            <p className="mt-1 text-sm text-red-800">{error}</p>
          </div>
        </div>
      )}

      {reserved && (
        <div role="alert" className="mt-6 flex gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <p className="font-semibold text-ink-900">{paymentStepCopy.alreadyReservedTitle}</p>
            <p className="mt-1 text-sm text-ink-700">{reserved}</p>
            <Link to={paths.dashboard.getHref()} className={buttonClasses('primary', 'md', 'mt-3')}>
              {paymentStepCopy.alreadyReservedLink}
            </Link>
          </div>
        </div>
      )}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={loading} className={buttonSizing}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {paymentStepCopy.backLabel}
        </Button>
        <Button
          variant="secondary"
          loading={loading}
          busyLabel={paymentStepCopy.busyLabel}
          disabled={reserved !== null}
          onClick={pay}
          className={buttonSizing}
        >
          <CreditCard className="h-5 w-5" aria-hidden="true" />
          {paymentStepCopy.payLabel}
        </Button>
      </div>
      <p className="mt-4 flex items-start gap-2 text-sm text-ink-600">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {paymentStepCopy.secureNote}
      </p>
    </div>
  );
}

/** The local number in browser-only builds; with a backend only the server's, never a guess. */
function QueuePosition({ local, server }: { local: number | null; server: ServerQueue | null }) {
  if (server?.state === 'loading') {
    return (
      <dd className="mt-1.5" data-testid="queue-position-loading">
        <span role="status">
          <span className="block h-8 w-24 animate-pulse rounded-lg bg-ink-200 motion-reduce:animate-none" aria-hidden="true" />
          <span className="sr-only">{paymentStepCopy.queueLoading}</span>
        </span>
      </dd>
    );
  }
  if (server?.state === 'unavailable' || (server?.state !== 'found' && local === null)) {
    return (
      <dd className="mt-0.5 font-semibold text-ink-900" data-testid="queue-position-unconfirmed">
        {paymentStepCopy.queueUnconfirmed}
      </dd>
    );
  }
  return (
    <dd className="mt-0.5 text-3xl font-extrabold text-brand-700" data-testid="queue-position">
      #{server?.state === 'found' ? server.position : local}
    </dd>
  );
}
