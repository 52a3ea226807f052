import { useId, useState, type FormEvent } from 'react';
import { CalendarClock, CircleAlert, RefreshCw } from 'lucide-react';
import { Badge, Button, TextField } from '@/components/ui';
import { browserTimeZone, callHalfHour, slotsByDay } from '@/lib/call-times';
import { CallError, MAX_SLOTS_AT_ONCE, callMessages } from '@/lib/onboarding-calls';
import { callSlotsCopy as copy } from '../onboarding-calls-content';
import { useOnboardingCallSlots } from '../hooks/use-onboarding-call-slots';

const errorText = (error: unknown) => (error instanceof CallError ? error.message : callMessages.unexpected);

/**
 * The Waitlist tab's section for onboarding calls: publish a run of consecutive 30-minute times on a date (read in
 * the admin's zone, named on screen), and the upcoming times, open (with Withdraw) or booked (with the owner's name).
 */
export function OnboardingCallSlots() {
  const { available, slots, publish, withdraw } = useOnboardingCallSlots();
  const headingId = useId();
  const zone = browserTimeZone();

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-card sm:p-6" data-testid="call-slots">
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-ink-900">
            {copy.title}
          </h3>
          <p className="mt-1 text-sm text-ink-700">{copy.lead}</p>
        </div>
      </div>
      {!available ? (
        <p className="mt-4 text-ink-700">{copy.needsServer}</p>
      ) : (
        <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
          <PublishForm zone={zone} publish={publish} />
          <UpcomingSlots zone={zone} slots={slots} withdraw={withdraw} />
        </div>
      )}
    </section>
  );
}

type Hook = ReturnType<typeof useOnboardingCallSlots>;

function PublishForm({ zone, publish }: { zone: string; publish: Hook['publish'] }) {
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [count, setCount] = useState('4');
  const [errors, setErrors] = useState<{ date?: string; start?: string; count?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    publish.reset();
    const howMany = Number(count);
    const next: typeof errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = copy.missingDate;
    if (!/^\d{2}:\d{2}$/.test(start)) next.start = copy.missingStart;
    if (!Number.isInteger(howMany) || howMany < 1 || howMany > MAX_SLOTS_AT_ONCE) next.count = copy.badCount;
    // The fields are the admin's wall-clock time: the Date constructor reads a date-time without an offset as local.
    const startsAt = next.date || next.start ? null : new Date(`${date}T${start}:00`);
    if (startsAt && startsAt.getTime() <= Date.now()) next.start = copy.pastStart;
    setErrors(next);
    if (Object.keys(next).length > 0 || !startsAt) return;
    try {
      const published = await publish.mutateAsync({ startsAt: startsAt.toISOString(), count: howMany });
      setDone(copy.published(published));
    } catch {
      // The refusal is shown from the mutation's state; what was typed stays.
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={copy.publish}>
      <p className="text-sm font-medium text-ink-800" data-testid="admin-call-zone">
        {copy.zone(zone.replace(/_/g, ' '))}
      </p>
      <TextField label={copy.date} type="date" value={date} onChange={(event) => setDate(event.target.value)} error={errors.date} required />
      <div className="grid grid-cols-2 gap-3">
        <TextField label={copy.start} type="time" step={60} value={start} onChange={(event) => setStart(event.target.value)} error={errors.start} required />
        <TextField
          label={copy.count}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SLOTS_AT_ONCE}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          error={errors.count}
          hint={copy.countHint}
          required
        />
      </div>
      {publish.isError && (
        <p role="alert" className="flex gap-2 text-sm font-semibold text-red-800">
          <CircleAlert className="h-4 w-4 shrink-0 translate-y-0.5" aria-hidden="true" />
          {errorText(publish.error)}
        </p>
      )}
      {done && (
        <p role="status" className="text-sm font-semibold text-green-800">
          {done}
        </p>
      )}
      <Button type="submit" loading={publish.isPending} className="w-full sm:w-auto">
        {publish.isPending ? copy.publishing : copy.publish}
      </Button>
    </form>
  );
}

function UpcomingSlots({ zone, slots, withdraw }: { zone: string; slots: Hook['slots']; withdraw: Hook['withdraw'] }) {
  const titleId = useId();
  const list = slots.data ?? [];
  const booked = list.filter((slot) => slot.callId).length;
  return (
    <div aria-labelledby={titleId} role="group">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={titleId} className="font-bold text-ink-900">
          {copy.upcoming}
        </h4>
        {slots.data && <p className="text-sm text-ink-600">{copy.summary(list.length - booked, booked)}</p>}
      </div>
      {slots.isPending ? (
        <div className="mt-3 space-y-2 motion-safe:animate-pulse" role="status" aria-label={copy.loading}>
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-12 rounded-xl bg-ink-200/70" />
          ))}
        </div>
      ) : slots.isError && !slots.data ? (
        <div role="alert" className="mt-3 flex flex-col gap-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-red-900">{copy.loadFailed}</p>
          <Button variant="outline" size="sm" loading={slots.isFetching} onClick={() => void slots.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {copy.retry}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="mt-3 rounded-xl bg-ink-50 p-4 text-sm text-ink-700 ring-1 ring-ink-200">{copy.none}</p>
      ) : (
        <div className="mt-3 max-h-[26rem] space-y-4 overflow-y-auto pr-1">
          {withdraw.isError && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {errorText(withdraw.error)}
            </p>
          )}
          {slotsByDay(list, zone).map((day) => (
            <div key={day.key}>
              <h5 className="text-sm font-bold text-ink-800">{day.label}</h5>
              <ul className="mt-2 divide-y divide-ink-200 rounded-xl ring-1 ring-ink-200" aria-label={day.label}>
                {day.slots.map((slot) => (
                  <li key={slot.slotId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5" data-testid="call-slot">
                    <span className="text-sm font-semibold tabular-nums text-ink-900 sm:text-base">{callHalfHour(slot.startsAt, zone)}</span>
                    {slot.callId ? (
                      <span className="flex min-w-0 flex-wrap items-center gap-2 text-sm text-ink-800">
                        <Badge tone="green">{copy.booked}</Badge>
                        <span className="min-w-0 break-words">
                          {copy.bookedBy(slot.ownerName ?? slot.ownerEmail ?? copy.unnamed)}
                          {slot.ownerName && slot.ownerEmail && <span className="block text-xs text-ink-600 break-all">{slot.ownerEmail}</span>}
                        </span>
                      </span>
                    ) : (
                      <span className="flex items-center gap-2">
                        <Badge tone="blue">{copy.open}</Badge>
                        <Button
                          variant="ghost"
                          size="sm"
                          loading={withdraw.isPending && withdraw.variables === slot.slotId}
                          onClick={() => withdraw.mutate(slot.slotId)}
                          aria-label={copy.withdrawLabel(`${day.label}, ${callHalfHour(slot.startsAt, zone)}`)}
                        >
                          {copy.withdraw}
                        </Button>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
