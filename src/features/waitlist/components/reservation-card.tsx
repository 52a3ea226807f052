import { Link } from 'react-router-dom';
import { BadgeCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { OwnerWaitlist } from '@/lib/billing';
import { formatUsd } from '@/lib/format';
import { reservedCopy } from '../content/waitlist';

/** /waitlist for an owner who has already paid: their reservation, not an empty step 1 inviting a second deposit. */
export function ReservationCard({ reservation, firstName }: { reservation: OwnerWaitlist; firstName: string }) {
  return (
    <section aria-labelledby="waitlist-reserved-title">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span
          aria-hidden="true"
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
        >
          <BadgeCheck className="h-7 w-7" />
        </span>
        <div className="min-w-0">
          <h2 id="waitlist-reserved-title" className="text-2xl font-bold text-ink-900">
            {reservedCopy.heading}
          </h2>
          <p className="mt-2 text-ink-700">{reservedCopy.lead(firstName)}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200">
          <dt className="text-sm font-medium text-ink-600">{reservedCopy.placeLabel}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-brand-700" data-testid="reserved-place">
            {reservation.queuePosition == null ? reservedCopy.placePending : `#${reservation.queuePosition}`}
          </dd>
        </div>
        <div className="rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200">
          <dt className="text-sm font-medium text-ink-600">{reservedCopy.depositLabel}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-ink-900">
            <span data-testid="reserved-deposit">{formatUsd(reservation.depositAmount)}</span>
            <span className="ml-2 text-sm font-semibold text-brand-800">{reservedCopy.refundable}</span>
          </dd>
        </div>
      </dl>
      <Link to={paths.dashboard.getHref()} className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
        {reservedCopy.dashboard}
      </Link>
    </section>
  );
}
