const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole US dollars with thousands separators: 1920 → "$1,920". Rounds to the nearest dollar. */
export function formatUsd(amount: number): string {
  // `|| 0` turns a rounded -0 into 0 so it never prints as "-$0".
  return usd.format(Math.round(amount) || 0);
}

/** Cents as dollars with two decimals, for payments: 9900 → "$99.00". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
