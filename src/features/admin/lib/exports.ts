import { toIsoDate } from '@/lib/dates';
import type { ExportRecords, NewsletterSignup, VendorApplication, WaitlistSignup } from '@/lib/submissions';

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

/** Records as CSV (RFC 4180 line endings, header row first), one column per key, each cell made safe. */
export function recordsCsv<T>(columns: readonly (keyof T & string)[], records: readonly T[]): string {
  const cellOf = (value: unknown) =>
    csvCell(value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value));
  const rows = [columns.join(',')];
  for (const record of records) rows.push(columns.map((column) => cellOf(record[column])).join(','));
  return `${rows.join('\r\n')}\r\n`;
}

const newsletterColumns = ['id', 'email', 'source', 'signupDate'] as const satisfies readonly (keyof NewsletterSignup)[];

/** Every column of every newsletter signup as CSV. */
export function newsletterCsv(signups: readonly NewsletterSignup[]): string {
  return recordsCsv<NewsletterSignup>(newsletterColumns, signups);
}

type ReaderRow = NewsletterSignup & { unsubscribeUrl: string };
const readerColumns = ['id', 'email', 'source', 'signupDate', 'status', 'confirmedAt', 'unsubscribeUrl'] as const satisfies readonly (keyof ReaderRow)[];

/**
 * Confirmed readers as CSV for the external newsletter tool: each row carries the reader's own one-click unsubscribe
 * link (`unsubscribeUrl(token)`), which every issue sent to them must include.
 */
export function newsletterReadersCsv(signups: readonly NewsletterSignup[], unsubscribeUrl: (token: string) => string): string {
  const rows = signups.map((signup) => ({
    ...signup,
    unsubscribeUrl: signup.unsubscribeToken ? unsubscribeUrl(signup.unsubscribeToken) : '',
  }));
  return recordsCsv<ReaderRow>(readerColumns, rows);
}

/** A waitlist signup with its deposit history's totals spelled out as columns of their own. */
type WaitlistRow = WaitlistSignup & {
  depositPayments: number;
  depositRefunds: number;
  depositAmountPaid: number;
  depositAmountRefunded: number;
  depositAmountHeld: number;
};

const waitlistColumns = [
  'queuePosition',
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'properties',
  'signupDate',
  'depositPaid',
  'depositAmount',
  'cardNumber',
  'status',
  'depositPayments',
  'depositRefunds',
  'depositAmountPaid',
  'depositAmountRefunded',
  'depositAmountHeld',
] as const satisfies readonly (keyof WaitlistRow)[];

/**
 * The waitlist as CSV, the server's queue position first, then what each signup's deposit history adds up to across
 * every time its owner reserved: payments and refunds made, and the dollars paid, refunded and held now.
 */
export function waitlistCsv(signups: readonly ExportRecords['waitlist'][]): string {
  const rows = signups.map(({ depositTotals, ...signup }): WaitlistRow => ({
    ...signup,
    depositPayments: depositTotals.payments,
    depositRefunds: depositTotals.refunds,
    depositAmountPaid: depositTotals.amountPaid,
    depositAmountRefunded: depositTotals.amountRefunded,
    depositAmountHeld: depositTotals.amountHeld,
  }));
  return recordsCsv<WaitlistRow>(waitlistColumns, rows);
}

const vendorColumns = [
  'id',
  'applicationNumber',
  'status',
  'appliedDate',
  'approvedDate',
  'declinedDate',
  'declineReason',
  'company',
  'contact',
  'email',
  'phone',
  'smsNumber',
  'website',
  'category',
  'yearEstablished',
  'numberOfEmployees',
  'serviceAddress',
  'serviceCity',
  'serviceState',
  'serviceZipCode',
  'serviceAreaRadius',
  'serviceAreaZipCodes',
  'contactHours',
  'notes',
  'preferredQuoteMethod',
  'emergencyServices',
  'googleReviewsLink',
  'taxId',
  'insuranceNumber',
  'licenseNumber',
  'minHourlyRate',
  'maxHourlyRate',
  'minServiceCharge',
] as const satisfies readonly (keyof VendorApplication)[];

/** Every field of every vendor application as CSV (categories joined with '; '). */
export function vendorApplicationsCsv(applications: readonly VendorApplication[]): string {
  return recordsCsv<VendorApplication>(vendorColumns, applications);
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
