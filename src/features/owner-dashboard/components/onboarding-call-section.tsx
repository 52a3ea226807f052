import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CalendarCheck, CalendarClock, CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { CallError, callMessages, type CallSlot, type OnboardingCall } from '@/lib/onboarding-calls';
import { onboardingCallAnchor, onboardingCallCopy as copy } from '../content/onboarding-call';
import type { DepositStanding } from '../content/dashboard';
import type { useOnboardingCall } from '../hooks/use-onboarding-call';
import { browserTimeZone, callTimeRange, dayLabel, slotsByDay, zoneLabel } from '@/lib/call-times';

type Call = ReturnType<typeof useOnboardingCall>;

const sectionId = onboardingCallAnchor.slice(1);

const errorText = (error: unknown) => (error instanceof CallError ? error.message : callMessages.unexpected);

/**
 * "Book your onboarding call": the owner's booked call with Move and Cancel, or the open times grouped by day in
 * the owner's time zone (named on screen) to book one. Radio buttons, so a keyboard moves through the times with the
 * arrow keys and a screen reader hears each day as a group.
 */
export function OnboardingCallSection({ call, deposit }: { call: Call; deposit: DepositStanding }) {
  const titleId = useId();
  const [timeZone] = useState(browserTimeZone);
  const [moving, setMoving] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const bookedHeading = useRef<HTMLHeadingElement>(null);
  const [focusBooked, setFocusBooked] = useState(false);
  const booked = call.mine.data ?? null;

  useEffect(() => {
    if (!focusBooked || !booked) return;
    bookedHeading.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot request, cleared once carried out
    setFocusBooked(false);
  }, [focusBooked, booked]);

  const when = (iso: string) => copy.bookedWhen(dayLabel(iso, timeZone), callTimeRange(iso, timeZone));

  async function choose(slotId: string) {
    const result = moving ? await call.move.mutateAsync({ slotId, timeZone }) : await call.book.mutateAsync({ slotId, timeZone });
    setAnnouncement((moving ? copy.movedAnnouncement : copy.bookedAnnouncement)(when(result.startsAt)));
    setMoving(false);
    setFocusBooked(true);
  }

  async function cancel() {
    await call.cancel.mutateAsync();
    setConfirmingCancel(false);
    setAnnouncement(copy.canceledAnnouncement);
  }

  let body;
  if (!call.available || deposit === 'no-server') {
    body = <p className="mt-3 text-ink-700">{copy.needsServer}</p>;
  } else if (deposit !== 'paid') {
    body = <p className="mt-3 text-ink-700">{copy.unpaid}</p>;
  } else if (call.mine.isPending) {
    body = <LoadingTimes />;
  } else if (call.mine.isError) {
    body = <LoadFailed onRetry={() => void call.mine.refetch()} retrying={call.mine.isFetching} />;
  } else if (booked && !moving) {
    body = (
      <BookedCall
        booked={booked}
        when={when(booked.startsAt)}
        headingRef={bookedHeading}
        onMove={() => {
          call.move.reset();
          setMoving(true);
        }}
        onCancel={() => {
          call.cancel.reset();
          setConfirmingCancel(true);
        }}
      />
    );
  } else {
    body = (
      <TimePicker
        key={moving ? 'move' : 'book'}
        call={call}
        timeZone={timeZone}
        moving={moving}
        onChoose={choose}
        onKeep={() => setMoving(false)}
      />
    );
  }

  return (
    <section id={sectionId} aria-labelledby={titleId} className="scroll-mt-6 rounded-2xl border border-ink-200 bg-white p-5 shadow-card sm:p-6">
      <div className="flex items-start gap-3">
        <CalendarClock className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-ink-900">
            {copy.title}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{copy.lead}</p>
        </div>
      </div>
      {body}
      {announcement && (
        <p className="sr-only" role="status">
          {announcement}
        </p>
      )}
      <Modal
        open={confirmingCancel && booked !== null}
        size="sm"
        onClose={() => setConfirmingCancel(false)}
        title={copy.cancelTitle}
        description={booked ? copy.cancelLead(when(booked.startsAt)) : ''}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmingCancel(false)} data-autofocus>
              {copy.keepCall}
            </Button>
            <Button variant="danger" loading={call.cancel.isPending} onClick={() => void cancel().catch(() => undefined)}>
              {call.cancel.isPending ? copy.cancelling : copy.cancelConfirm}
            </Button>
          </>
        }
      >
        {call.cancel.isError && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {errorText(call.cancel.error)}
          </p>
        )}
      </Modal>
    </section>
  );
}

function BookedCall({
  booked,
  when,
  headingRef,
  onMove,
  onCancel,
}: {
  booked: OnboardingCall;
  when: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onMove: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="mt-4 rounded-xl bg-green-50 p-4 ring-1 ring-green-200" data-testid="booked-call" data-call-id={booked.id}>
      <div className="flex items-start gap-3">
        <CalendarCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
        <div className="min-w-0">
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-green-900 focus:outline-none">
            {copy.bookedTitle}
          </h3>
          <p className="mt-1 text-lg font-bold text-ink-900" data-testid="booked-call-time">
            {when}
          </p>
          <p className="mt-1 text-sm text-ink-700">{copy.bookedLead}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" size="sm" onClick={onMove}>
          {copy.move}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </div>
  );
}

function TimePicker({
  call,
  timeZone,
  moving,
  onChoose,
  onKeep,
}: {
  call: Call;
  timeZone: string;
  moving: boolean;
  onChoose: (slotId: string) => Promise<void>;
  onKeep: () => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const errorId = useId();
  const mutation = moving ? call.move : call.book;
  const slots = call.open.data;

  // A chosen time that someone else took is no longer on the list: the choice goes with it.
  const chosen = choice !== null && slots?.some((slot) => slot.id === choice) ? choice : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setMissingChoice(true);
      return;
    }
    setMissingChoice(false);
    await onChoose(chosen).catch(() => undefined);
  }

  const zoneLine = <p className="mt-3 text-sm font-medium text-ink-800" data-testid="call-zone">{copy.zone(zoneLabel(timeZone))}</p>;

  if (call.open.isPending) return <>{zoneLine}<LoadingTimes /></>;
  if (call.open.isError && !slots) {
    return (
      <>
        {zoneLine}
        <LoadFailed onRetry={() => void call.open.refetch()} retrying={call.open.isFetching} />
      </>
    );
  }
  if (!slots || slots.length === 0) {
    return (
      <>
        <p className="mt-4 rounded-xl bg-ink-50 p-4 text-ink-700 ring-1 ring-ink-200" data-testid="no-call-times">
          {moving ? copy.noMoreTimes : copy.empty}
        </p>
        {moving && (
          <Button variant="outline" size="sm" className="mt-3" onClick={onKeep}>
            {copy.keep}
          </Button>
        )}
      </>
    );
  }

  const failure = mutation.isError ? errorText(mutation.error) : missingChoice ? copy.chooseFirst : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-describedby={failure ? errorId : undefined}>
      {zoneLine}
      <div className="mt-3 max-h-[28rem] space-y-4 overflow-y-auto pr-1">
        {slotsByDay(slots, timeZone).map((day) => (
          <fieldset key={day.key}>
            <legend className="text-sm font-bold text-ink-900">{day.label}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 min-[480px]:grid-cols-3 sm:grid-cols-4 lg:grid-cols-6">
              {day.slots.map((slot) => (
                <SlotOption key={slot.id} slot={slot} timeZone={timeZone} checked={chosen === slot.id} onPick={setChoice} />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {failure && (
        <p id={errorId} role="alert" className="mt-4 flex gap-2 text-sm font-semibold text-red-800">
          <CircleAlert className="h-4 w-4 shrink-0 translate-y-0.5" aria-hidden="true" />
          {failure}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? (moving ? copy.moving : copy.booking) : moving ? copy.moveTo : copy.book}
        </Button>
        {moving && (
          <Button type="button" variant="outline" onClick={onKeep}>
            {copy.keep}
          </Button>
        )}
      </div>
    </form>
  );
}

function SlotOption({
  slot,
  timeZone,
  checked,
  onPick,
}: {
  slot: CallSlot;
  timeZone: string;
  checked: boolean;
  onPick: (id: string) => void;
}) {
  const range = callTimeRange(slot.startsAt, timeZone);
  const start = range.split(' – ')[0]!;
  return (
    <label className="relative block">
      <input
        type="radio"
        name="call-time"
        value={slot.id}
        checked={checked}
        onChange={() => onPick(slot.id)}
        className="peer sr-only"
        aria-label={`${dayLabel(slot.startsAt, timeZone)}, ${range}`}
      />
      <span className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 border-ink-200 bg-white px-2 text-sm font-semibold tabular-nums text-ink-900 transition-colors peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-500 motion-reduce:transition-none">
        {start}
      </span>
    </label>
  );
}

function LoadingTimes() {
  return (
    <div className="mt-4 grid grid-cols-3 gap-2 motion-safe:animate-pulse sm:grid-cols-6" role="status" aria-label={copy.loading}>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <div key={index} className="h-11 rounded-xl bg-ink-200/70" />
      ))}
    </div>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mt-4 flex flex-col gap-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex gap-2 font-semibold text-red-900">
        <CircleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
        {copy.loadFailed}
      </p>
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {copy.retry}
      </Button>
    </div>
  );
}
