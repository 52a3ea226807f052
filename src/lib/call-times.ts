import { CALL_MINUTES } from '@/lib/onboarding-calls';

// How an onboarding call's times read, in a given zone: the owner's booking and the admin's list of times share them.

/** The zone this browser runs in, UTC when the runtime cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "Mountain Standard Time (America/Denver)": the zone named the way people say it, and its IANA name. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const long = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone.replace(/_/g, ' ');
  return long && long !== name ? `${long} (${name})` : name;
}

/** "Tuesday, December 8" in the zone. */
export const dayLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));

/** "10:00 AM" in the zone. */
export const timeLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** "10:00 – 10:30 AM MST": the call's half hour with the zone's short name. */
export function callTimeRange(iso: string, timeZone: string): string {
  const start = new Date(iso);
  const end = new Date(start.getTime() + CALL_MINUTES * 60_000);
  const endText = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(end);
  return `${timeLabel(iso, timeZone)} – ${endText}`;
}

/** "10:00 AM – 10:30 AM": the call's half hour, for a list already headed by its zone. */
export function callHalfHour(iso: string, timeZone: string): string {
  const end = new Date(new Date(iso).getTime() + CALL_MINUTES * 60_000).toISOString();
  return `${timeLabel(iso, timeZone)} – ${timeLabel(end, timeZone)}`;
}

/** The calendar day of an instant in the zone (YYYY-MM-DD), which groups the slots. */
const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export type SlotDay<Slot> = { key: string; label: string; slots: Slot[] };

/** Times grouped by calendar day in the zone, soonest first. */
export function slotsByDay<Slot extends { startsAt: string }>(slots: readonly Slot[], timeZone: string): SlotDay<Slot>[] {
  const days: SlotDay<Slot>[] = [];
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const key = dayKey(slot.startsAt, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.slots.push(slot);
    else days.push({ key, label: dayLabel(slot.startsAt, timeZone), slots: [slot] });
  }
  return days;
}
