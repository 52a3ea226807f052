import { useId } from 'react';
import { Badge, type BadgeTone } from '@/components/ui';
import { formatDateTime, formatIsoDate } from '@/lib/dates';
import { formatUsd } from '@/lib/format';
import { depositTotalsOf, type DepositHistoryEntry } from '@/lib/submissions';
import { adminCopy } from '../content';
import { useDepositHistory } from '../hooks/use-admin-data';

const copy = adminCopy.waitlist.history;

/** A payment service's timestamp with its time of day; a record's bare date (browser-only mode) as the day alone. */
function formatWhen(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDate(value) : formatDateTime(value);
}

const tones: Record<DepositHistoryEntry['status'], BadgeTone> = {
  paid: 'green',
  refunded: 'grey',
  pending: 'orange',
  canceled: 'red',
};

function HistoryLine({ entry }: { entry: DepositHistoryEntry }) {
  const labels = copy.columns;
  return (
    <li className="rounded-xl border border-ink-200 px-3 py-2.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-semibold text-ink-900">
          {copy.kinds[entry.kind]}
          <span className="sr-only">: </span>
          <span className="ml-2 tabular-nums">
            <span className="sr-only">{labels.amount} </span>
            {entry.amount === null ? '—' : formatUsd(entry.amount)}
          </span>
        </span>
        <Badge tone={tones[entry.status]} className="whitespace-nowrap">
          <span className="sr-only">{labels.status}: </span>
          {copy.statuses[entry.status]}
        </Badge>
      </div>
      <dl className="mt-1 grid gap-x-4 text-sm text-ink-600 sm:grid-cols-2">
        <div className="flex gap-1">
          <dt>{labels.date}:</dt>
          <dd className="text-ink-800">{formatWhen(entry.at)}</dd>
        </div>
        <div className="flex min-w-0 gap-1">
          <dt>{labels.reference}:</dt>
          <dd className={entry.reference ? 'font-mono break-all text-ink-800' : 'text-ink-800'}>
            {entry.reference ?? copy.noReference}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The deposit history in a waitlist signup's details: every checkout, payment and refund across each time its owner
 * reserved, oldest first, with what they add up to (the same sums the tab's figures count).
 */
export function DepositHistory({ waitlistId }: { waitlistId: string }) {
  const history = useDepositHistory(waitlistId);
  const headingId = useId();

  let body;
  if (history.data) {
    const totals = depositTotalsOf(history.data);
    body =
      history.data.length === 0 ? (
        <p className="text-sm text-ink-600">{copy.empty}</p>
      ) : (
        <>
          <p className="mb-2 text-sm font-semibold text-ink-800">
            {copy.summary(totals.payments, totals.refunds, formatUsd(totals.amountHeld))}
          </p>
          <ol aria-labelledby={headingId} className="space-y-2">
            {history.data.map((entry, index) => (
              <HistoryLine key={`${entry.reference ?? 'recorded'}-${entry.kind}-${index}`} entry={entry} />
            ))}
          </ol>
        </>
      );
  } else if (history.isError) {
    body = (
      <p role="alert" className="text-sm font-semibold text-red-700">
        {copy.failed}
      </p>
    );
  } else {
    body = (
      <p role="status" className="text-sm text-ink-600">
        {copy.loading}
      </p>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-ink-200 pt-4">
      <h3 id={headingId} className="mb-3 text-sm font-bold text-brand-800">
        {copy.title}
      </h3>
      {body}
    </section>
  );
}
