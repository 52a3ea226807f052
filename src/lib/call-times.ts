import { CALL_MINUTES, type CallSlot } from '@/lib/onboarding-calls';

/** The zone this browser runs in (the owner's), UTC when the runtime cannot say. */
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

/** The calendar day of an instant in the zone (YYYY-MM-DD), which groups the slots. */
const dayKey = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export type SlotDay = { key: string; label: string; slots: CallSlot[] };

/** The open times grouped by the owner's calendar day, in order (the slots come soonest first). */
export function slotsByDay(slots: readonly CallSlot[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const key = dayKey(slot.startsAt, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.slots.push(slot);
    else days.push({ key, label: dayLabel(slot.startsAt, timeZone), slots: [slot] });
  }
  return days;
}
