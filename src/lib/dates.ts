/** A date as YYYY-MM-DD in the visitor's own time zone (how the spec stores sign-up dates). */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Today as YYYY-MM-DD. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}
