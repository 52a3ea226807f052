import { CircleCheck, Droplets, MapPin, Wallet } from 'lucide-react';

/**
 * The hero artwork: a job offer as a vendor sees it in the portal, and the payment that follows. Decorative, so
 * it is hidden from assistive technology; the copy beside it says the same in words.
 */
export function JobCardArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none pb-10 pt-4 lg:pt-0">
      <div className="absolute inset-x-6 top-10 bottom-2 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-200 via-brand-100 to-accent-100 blur-2xl" />
      <div className="rounded-2xl border border-ink-200 bg-white p-5 shadow-lift sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-ink-700">
            <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Droplets className="h-5 w-5" />
            </span>
            New job · Plumbing
          </span>
          <span className="rounded-full bg-orange-100 px-2.5 py-1 text-xs font-semibold text-orange-900">Today</span>
        </div>
        <p className="mt-5 text-lg font-bold text-ink-900">Water heater leaking at the base</p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
          <MapPin className="h-4 w-4" /> Unit 4B · 2.3 miles away
        </p>
        <ul className="mt-5 space-y-2.5 text-sm text-ink-700">
          {['Tenant photos and model number attached', 'Shut-off valve closed by tenant', 'Access window 1 PM - 4 PM'].map(
            (line) => (
              <li key={line} className="flex items-start gap-2">
                <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                {line}
              </li>
            ),
          )}
        </ul>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <span className="rounded-xl border border-ink-200 py-2.5 text-center text-sm font-semibold text-ink-700">Pass</span>
          <span className="rounded-xl bg-brand-700 py-2.5 text-center text-sm font-semibold text-white">Accept job</span>
        </div>
      </div>
      <div className="absolute -bottom-1 right-0 flex items-center gap-3 rounded-2xl border border-ink-200 bg-white px-4 py-3 shadow-lift sm:-right-6">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-green-100 text-green-800">
          <Wallet className="h-5 w-5" />
        </span>
        <span>
          <span className="block text-sm font-bold text-ink-900">Payment sent · $285.00</span>
          <span className="block text-xs text-ink-600">18 hours after completion</span>
        </span>
      </div>
    </div>
  );
}
