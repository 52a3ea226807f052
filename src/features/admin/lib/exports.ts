import { toIsoDate } from '@/lib/dates';
import type { NewsletterSignup } from '@/lib/submissions';

/** Every e-mail, one per line (with a final newline), for the Export Emails text file. */
export function newsletterEmailsText(signups: readonly NewsletterSignup[]): string {
  return signups.map((signup) => `${signup.email}\n`).join('');
}

/** File name of an export made on `date`: `<prefix>-YYYY-MM-DD.<extension>` in local time. */
export function exportFileName(prefix: string, extension: string, date: Date): string {
  return `${prefix}-${toIsoDate(date)}.${extension}`;
}

// Cells a spreadsheet would run as a formula (CSV injection); a leading tab or carriage return is treated the same.
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text gets a leading apostrophe, then quoting when it holds a comma, quote or newline. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const newsletterColumns = ['id', 'email', 'source', 'signupDate'] as const satisfies readonly (keyof NewsletterSignup)[];

/** Every column of every newsletter signup as CSV (RFC 4180 line endings, header row first). */
export function newsletterCsv(signups: readonly NewsletterSignup[]): string {
  const rows = [newsletterColumns.join(',')];
  for (const signup of signups) rows.push(newsletterColumns.map((column) => csvCell(signup[column])).join(','));
  return `${rows.join('\r\n')}\r\n`;
}

/** Saves `text` as a file through a temporary object URL (nothing leaves the browser). */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
