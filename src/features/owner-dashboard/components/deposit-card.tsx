import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui';
import { DEPOSIT_AMOUNT_DOLLARS } from '@/config/constants';
import { paths } from '@/config/paths';
import type { DepositRefundResult, OwnerOrder, OwnerWaitlist } from '@/lib/billing';
import { formatCents } from '@/lib/format';
import { depositCopy, orderDay } from '../content/dashboard';

type Props = {
  waitlist: OwnerWaitlist;
  /** The newest $99 deposit order (completed or refunded), if the orders view has it. */
  deposit: OwnerOrder | null;
  /** True once the subscription is anything but not started: the deposit is then credited, not refunded. */
  onboardingStarted: boolean;
  /** Asks for the refund; once Stripe has taken it, the dashboard reads again until the deposit shows refunded. */
  requestRefund: () => Promise<DepositRefundResult>;
};

type Step =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'sending' }
  | { kind: 'requested' }
  | { kind: 'refused'; message: string };

/**
 * The deposit's receipt on the dashboard (amount, date, place in line, refund terms) and its self-serve refund:
 * 'Request refund' asks for confirmation, calls the deposit-refund function, then waits for stripe-webhook to mark
 * the row refunded. A refused or declined refund says why and leaves the deposit shown as it was.
 */
export function DepositCard({ waitlist, deposit, onboardingStarted, requestRefund }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refunded = waitlist.status === 'refunded';

  async function send() {
    setStep({ kind: 'sending' });
    const result = await requestRefund();
    if (result.kind === 'requested') {
      setStep({ kind: 'requested' });
    } else {
      setStep({ kind: 'refused', message: result.message });
    }
  }

  if (refunded) {
    const refundedOn = waitlist.refundedAt ?? null;
    return (
      <Card data-testid="deposit-card">
        <div className="flex flex-wrap items-center gap-3">
          <CircleCheck className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
          <h2 className="text-lg font-bold text-ink-900">{depositCopy.refundedTitle}</h2>
        </div>
        <p className="mt-2 text-ink-700">{depositCopy.refundedText}</p>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Fact
            label={depositCopy.amount}
            value={formatCents(deposit?.amountTotal ?? DEPOSIT_AMOUNT_DOLLARS * 100)}
          />
          {refundedOn && <Fact label={depositCopy.refundedOn} value={orderDay(refundedOn)} />}
        </dl>
        <Link to={paths.waitlist.getHref()} className={buttonClasses('outline', 'md', 'mt-5')}>
          {depositCopy.reserveAgain}
        </Link>
      </Card>
    );
  }

  const sending = step.kind === 'sending';
  return (
    <Card data-testid="deposit-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-ink-900">{depositCopy.title}</h2>
        <Badge tone="green">paid</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Fact
          label={depositCopy.amount}
          value={formatCents(deposit?.amountTotal ?? Math.round(waitlist.depositAmount * 100))}
        />
        {deposit && <Fact label={depositCopy.paidOn} value={orderDay(deposit.orderDate)} />}
        {waitlist.queuePosition !== null && (
          <Fact label={depositCopy.placeInLine} value={`#${waitlist.queuePosition}`} />
        )}
        <div className="col-span-2 sm:col-span-3">
          <dt className="text-xs text-ink-600">{depositCopy.terms}</dt>
          <dd className="text-sm text-ink-900">{depositCopy.termsText}</dd>
        </div>
      </dl>
      {onboardingStarted ? (
        <p className="mt-4 text-sm font-semibold text-ink-800">{depositCopy.onboardingStarted}</p>
      ) : step.kind === 'requested' ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
          {depositCopy.requested}
        </p>
      ) : (
        <div className="mt-5">
          {step.kind === 'refused' && (
            <div role="alert" className="mb-4 flex gap-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
              <CircleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
              <div>
                <p className="font-semibold text-red-900">{depositCopy.refusedTitle}</p>
                <p className="mt-1 text-sm text-red-800">{step.message}</p>
              </div>
            </div>
          )}
          <Button variant="outline" onClick={() => setStep({ kind: 'confirming' })}>
            {depositCopy.requestRefund}
          </Button>
        </div>
      )}
      <Modal
        open={step.kind === 'confirming' || sending}
        size="sm"
        onClose={() => {
          if (!sending) setStep({ kind: 'idle' });
        }}
        title={depositCopy.confirmTitle}
        description={depositCopy.confirmText(waitlist.queuePosition)}
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => setStep({ kind: 'idle' })}
              disabled={sending}
              data-autofocus
            >
              {depositCopy.keep}
            </Button>
            <Button onClick={() => void send()} loading={sending} busyLabel={depositCopy.refunding}>
              {depositCopy.confirm}
            </Button>
          </>
        }
      />
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="font-semibold text-ink-900">{value}</dd>
    </div>
  );
}
