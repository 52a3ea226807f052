import { useId, useState, type FormEvent } from 'react';
import { AlertTriangle, Link2 } from 'lucide-react';
import { Button, Modal, TextField } from '@/components/ui';
import { useToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/dates';
import type { AdminDataPort, UnmatchedDeposit } from '@/lib/submissions';
import { adminCopy } from '../content';
import { useAdminAction, useAdminCapabilities } from '../hooks/use-admin-data';

const copy = adminCopy.waitlist.unmatched;

/** The amount as Stripe charged it, in its own currency ("$99.00"); cents are kept, never rounded away. */
export function formatDepositAmount(deposit: Pick<UnmatchedDeposit, 'amountCents' | 'currency'>): string {
  if (deposit.amountCents === null) return copy.unknownAmount;
  const currency = (deposit.currency ?? 'usd').toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(deposit.amountCents / 100);
  } catch {
    return `${(deposit.amountCents / 100).toFixed(2)} ${currency}`;
  }
}

const attachDeposit = (
  port: AdminDataPort,
  { depositId, waitlistId }: { depositId: number; waitlistId: string },
) => port.attachDeposit!(depositId, waitlistId);

/** Asks for the WAIT- id of the signup a deposit belongs to; a refusal keeps what was typed and shows the reason. */
function AttachDialog({
  deposit,
  onCancel,
  onAttach,
}: {
  deposit: UnmatchedDeposit;
  onCancel: () => void;
  onAttach: (waitlistId: string) => Promise<void>;
}) {
  const [waitlistId, setWaitlistId] = useState(deposit.suggestedWaitlistId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = `attach-deposit-${deposit.id}`;
  const amount = formatDepositAmount(deposit);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = waitlistId.trim();
    if (!trimmed) {
      setError(copy.idRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onAttach(trimmed);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : copy.failed);
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      size="sm"
      onClose={onCancel}
      title={copy.dialogTitle}
      description={copy.dialogDescription(amount, deposit.email ?? null)}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {busy ? copy.attaching : copy.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label={copy.idLabel}
          hint={
            deposit.suggestedWaitlistId && waitlistId === deposit.suggestedWaitlistId
              ? [copy.suggested, deposit.detailsSource ? copy.detailsSource[deposit.detailsSource] : '']
                  .filter(Boolean)
                  .join(' ')
              : copy.idHint
          }
          error={error ?? undefined}
          value={waitlistId}
          onChange={(event) => setWaitlistId(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
      </form>
    </Modal>
  );
}

/**
 * The notice above the waitlist table when paid deposits reached no signup: each one with its amount, date, reason
 * and buyer, and an "Attach to a signup" action. Renders nothing when there are none (or no payments at all).
 */
export function UnmatchedDeposits({ deposits }: { deposits: UnmatchedDeposit[] }) {
  const [attaching, setAttaching] = useState<UnmatchedDeposit | null>(null);
  const announce = useToast();
  const headingId = useId();
  // Attaching changes this notice, the waitlist page and the figures: all are read again.
  const attach = useAdminAction(attachDeposit, ['waitlist']);
  const { attachesDeposits } = useAdminCapabilities();
  if (!attachesDeposits || deposits.length === 0) return null;

  async function handleAttach(deposit: UnmatchedDeposit, waitlistId: string) {
    await attach({ depositId: deposit.id, waitlistId });
    setAttaching(null);
    announce(copy.attached(waitlistId.toUpperCase()));
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-orange-300 bg-orange-50 p-4 sm:p-5"
    >
      <h3 id={headingId} className="flex items-start gap-2 text-base font-bold text-orange-900">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        {copy.title(deposits.length)}
      </h3>
      <p className="mt-1 text-sm text-orange-900">{copy.lead}</p>
      <ul className="mt-3 space-y-2">
        {deposits.map((deposit) => {
          const amount = formatDepositAmount(deposit);
          return (
            <li
              key={deposit.id}
              className="flex flex-col gap-3 rounded-xl border border-orange-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink-900">
                  {amount}{' '}
                  <span className="font-normal text-ink-600">
                    · {copy.paidOn(formatDateTime(deposit.createdAt))}
                  </span>
                </p>
                <p className="break-words text-ink-800">{deposit.email ?? copy.unknownBuyer}</p>
                <p className="text-ink-600">{copy.reasons[deposit.reason] ?? deposit.reason}</p>
                {deposit.suggestedWaitlistId && deposit.detailsSource && (
                  <p className="text-ink-600">
                    {copy.suggestion(deposit.suggestedWaitlistId)} {copy.detailsSource[deposit.detailsSource]}
                  </p>
                )}
              </div>
              {deposit.reason !== 'not_the_deposit' && (
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0"
                  onClick={() => setAttaching(deposit)}
                >
                  <Link2 className="h-4 w-4" aria-hidden="true" />
                  {copy.attach}
                  <span className="sr-only">
                    {copy.attachWhich(amount, deposit.email ?? copy.unknownBuyer)}
                  </span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {attaching && (
        <AttachDialog
          deposit={attaching}
          onCancel={() => setAttaching(null)}
          onAttach={(waitlistId) => handleAttach(attaching, waitlistId)}
        />
      )}
    </section>
  );
}
