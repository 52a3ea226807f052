/** A date as YYYY-MM-DD in the visitor's own time zone (how sign-up dates are stored). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Today as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'November 28, 2026' from '2026-11-28', the one way the site writes a date out. Done by hand rather than with Intl
 * so prerendered HTML and the hydrated page agree in any locale, and no page loads ICU data for it.
 */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${months[month - 1]} ${day}, ${year}`;
}

/**
 * A timestamp as the visitor's calendar day in the same words ('November 28, 2026'); text that is no date stays as
 * it is, so a malformed value is shown rather than hidden.
 */
export function formatLongDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatIsoDate(toIsoDate(date));
}

let dateAndTime: Intl.DateTimeFormat | undefined;

/**
 * A moment with its time of day ('Nov 28, 2026, 8:13 PM'), for admin views read only in the browser (the formatter is
 * made on first use, so pages that only import this module never build one); text that is no date stays as it is.
 */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dateAndTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateAndTime.format(date);
}
