// Written out rather than with Intl: the first Intl formatter a page creates loads ICU locale data, measured at about
// 20 ms of main-thread work on a cold load of the home page (before the 4× slowdown of a mid-range phone), and the
// marketing pages need only US dollars and digit grouping.

/** A whole number with comma thousands separators: 1234567 → "1,234,567". */
export function groupDigits(whole: number): string {
  const grouped = String(Math.abs(Math.trunc(whole))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole <= -1 ? `-${grouped}` : grouped;
}

/** Whole US dollars with thousands separators: 1920 → "$1,920", -1920 → "-$1,920". Rounds to the nearest dollar. */
export function formatUsd(amount: number): string {
  // `|| 0` turns a rounded -0 into 0 so it never prints as "-$0".
  const whole = Math.round(amount) || 0;
  return whole < 0 ? `-$${groupDigits(-whole)}` : `$${groupDigits(whole)}`;
}

/** Cents as dollars with two decimals, for payments: 9900 → "$99.00". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
