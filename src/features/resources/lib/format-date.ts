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
];

/**
 * 'January 14, 2025' from '2025-01-14'. Done by hand rather than with Intl so the prerendered HTML and the
 * hydrated page agree whatever the visitor's time zone or locale.
 */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${months[month - 1]} ${day}, ${year}`;
}
