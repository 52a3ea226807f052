import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CircleAlert, CircleCheck, CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loginHref, useAuth } from '@/lib/auth';
import { useOwnerDashboardPort } from '../ports';
import { isCheckoutCanceledReturn } from '@/lib/billing';
import { CheckoutError } from '@/lib/checkout-error';
import { isHttpUrl } from '@/lib/validation';
import { unpaidCopy } from '../content/dashboard';
import { invalidatePaidDeposit } from '../api';

type Props = {
  /** The unpaid signup's place in line, by the server's one rule; null when there is no signup row yet. */
  queuePosition: number | null;
};

/**
 * The unpaid owner's status: the deposit is not paid, where their signup stands, and one button that starts the
 * checkout again, with no form to fill in (the server ties it to the owner's own row). A cancel on the payment page
 * comes back here and says that nothing was charged.
 */
export function PayDeposit({ queuePosition }: Props) {
  const queryClient = useQueryClient();
  const billing = useOwnerDashboardPort('billing');
  const { user } = useAuth();
  const navigate = useNavigate();
  const canceled = isCheckoutCanceledReturn(useLocation().search);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    setLoading(true);
    setError(null);
    try {
      const { url } = await billing.startCheckout({
        email: user?.email ?? '',
        waitlistId: '',
        cancelPath: paths.dashboard.getHref(),
      });
      if (!isHttpUrl(url)) throw new Error(unpaidCopy.errorTitle);
      window.location.assign(url);
    } catch (caught) {
      setLoading(false);
      if (caught instanceof CheckoutError && caught.alreadyReserved) {
        // The webhook got there first: the dashboard reads again and shows the paid deposit.
        if (user) await invalidatePaidDeposit(queryClient, user.id);
        return;
      }
      if (caught instanceof CheckoutError && caught.loginRequired) {
        navigate(loginHref(paths.dashboard.getHref()), { state: { message: caught.message, from: paths.dashboard.getHref() } });
        return;
      }
      setError(caught instanceof Error && caught.message ? caught.message : unpaidCopy.errorTitle);
    }
  }

  return (
    <div className="mt-4 border-t border-ink-200 pt-4" data-testid="unpaid-deposit">
      {queuePosition !== null && (
        <p className="text-sm text-ink-700">
          {unpaidCopy.placeLabel}{' '}
          <strong className="text-lg text-ink-900" data-testid="unpaid-queue-position">
            #{queuePosition}
          </strong>
        </p>
      )}
      <p className={queuePosition !== null ? 'mt-1 text-ink-700' : 'text-ink-700'}>{unpaidCopy.lead(queuePosition)}</p>
      {canceled && (
        <p role="status" className="mt-3 flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-ink-800 ring-1 ring-brand-200">
          <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {unpaidCopy.canceled}
        </p>
      )}
      {error && (
        <div role="alert" className="mt-3 flex gap-2 rounded-xl bg-red-50 p-3 ring-1 ring-red-200">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
          <div>
            <p className="text-sm font-semibold text-red-900">{unpaidCopy.errorTitle}</p>
            <p className="mt-0.5 text-sm text-red-800">{error}</p>
          </div>
        </div>
      )}
      <Button
        variant="secondary"
        className="mt-4 w-full sm:w-auto"
        loading={loading}
        busyLabel={unpaidCopy.paying}
        onClick={() => void pay()}
      >
        <CreditCard className="h-5 w-5" aria-hidden="true" />
        {unpaidCopy.pay}
      </Button>
      <p className="mt-2 text-sm text-ink-600">{unpaidCopy.payNote}</p>
    </div>
  );
}
