import type { DepositHistoryEntry, DepositTotals } from './port';
import type { NewsletterSignup, SupportMessage, VendorApplication, WaitlistSignup } from './schemas';

/**
 * The admin's questions answered over records held in memory (browser-only mode reads them from localStorage):
 * the same search, filter, order, paging and figures the server's admin_list and admin_stats compute in SQL, so
 * the dashboard has one code path whichever adapter answers.
 */

/**
 * What each list is searched by (waitlist: names and e-mail; newsletter: e-mail; vendors: company, contact, e-mail;
 * support: name, e-mail, subject), plus the references its customer quotes: the client id (WAIT-, NEWS-, VEN-, DK-
 * ticket) and, for applications, the VN- number (records from before numbers existed have none). Browser-only mode
 * takes no payments, so no DK-RES- order references exist here.
 */
export const adminSearchFields = {
  vendorApplications: (record: VendorApplication) => [
    record.company,
    record.contact,
    record.email,
    record.applicationNumber ?? '',
    record.id,
  ],
  waitlist: (record: WaitlistSignup) => [record.firstName, record.lastName, record.email, record.id],
  newsletter: (record: NewsletterSignup) => [record.email, record.id],
  supportMessages: (record: SupportMessage) => [record.name, record.email, record.subject, record.id],
};

/** The longest search the server reads (admin_search_condition); the rest of a pasted text is ignored. */
export const adminSearchMaxLength = 200;

/**
 * Lower case without accents, a typographic apostrophe read as a plain one: the server's admin_search_fold, so
 * "jose" and "JOSÉ" find José.
 */
export function foldForSearch(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/[\u2018\u2019]/g, "'");
}

/** A reference as typed or read out, without its dashes and spaces: 'DK-RES-ABCD 1234' → 'dkresabcd1234'. */
const compactReference = (value: string) => foldForSearch(value).replace(/[\s-]+/g, '');

/**
 * The server's search over records held in memory: every word of `query` (cut to 200 characters) in one of
 * `values`, so "ortiz sam" finds Sam Ortiz; or, for a query with spaces, the query without spaces and dashes inside
 * one value without them, so "wait 0000 1234" finds WAIT-00001234. An empty query matches all.
 */
export function matchesQuery(query: string, values: readonly string[]): boolean {
  const cut = query.slice(0, adminSearchMaxLength).trim();
  if (!cut) return true;
  const folded = values.map(foldForSearch);
  const words = foldForSearch(cut).split(/\s+/).filter(Boolean);
  if (words.every((word) => folded.some((value) => value.includes(word)))) return true;
  const compact = compactReference(cut);
  return (
    /\s/.test(cut) && compact.length >= 3 && values.some((value) => compactReference(value).includes(compact))
  );
}

/** The server's admin_reference_tabs: which lists hold a record whose reference contains the compacted search. */
export function looksLikeReference(search: string): string | null {
  const compact = compactReference(search.slice(0, adminSearchMaxLength));
  return /^(wait|news|ven|vn|dk)[a-z0-9]{4,}$/.test(compact) ? compact : null;
}

/** Page `page` (1-based) of `rows` newest first: the stored order reversed (records are appended as they come). */
export function pageNewestFirst<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const newestFirst = [...rows].reverse();
  const start = (Math.max(1, Math.floor(page) || 1) - 1) * pageSize;
  return newestFirst.slice(start, start + pageSize);
}

const dayMs = 24 * 60 * 60 * 1000;
/** The newsletter "This Week" window. */
export const thisWeekMs = 7 * dayMs;

/** True when `signupDate` is at most seven days before `now` (exactly seven days still counts). */
export function isWithinThisWeek(signupDate: string, now: Date): boolean {
  const time = Date.parse(signupDate);
  return Number.isFinite(time) && now.getTime() - time <= thisWeekMs;
}

export type WaitlistStats = {
  total: number;
  paid: number;
  pendingPayment: number;
  refunded: number;
  totalDeposits: number;
};
export type NewsletterStats = { total: number; fromHomepage: number; thisWeek: number };
export type VendorApplicationStats = { total: number; pending: number };
export type SupportStats = { total: number; open: number };

/**
 * The deposit history a record alone can tell (browser-only mode takes no payments, so a record is all there is): a
 * paid or refunded deposit is one payment on the signup date, and a refunded one also a refund. No order, no reference.
 */
export function recordedDepositHistory(signup: WaitlistSignup): DepositHistoryEntry[] {
  const refunded = !signup.depositPaid && signup.status === 'refunded';
  if (!signup.depositPaid && !refunded) return [];
  const line = { at: signup.signupDate, amount: signup.depositAmount, currency: 'usd', reference: null };
  const payment: DepositHistoryEntry = { ...line, kind: 'payment', status: 'paid' };
  return refunded ? [payment, { ...line, kind: 'refund', status: 'refunded' }] : [payment];
}

/** What a history adds up to, in dollars; checkouts that never paid count for nothing. */
export function depositTotalsOf(history: readonly DepositHistoryEntry[]): DepositTotals {
  const totals: DepositTotals = { payments: 0, refunds: 0, amountPaid: 0, amountRefunded: 0, amountHeld: 0 };
  for (const entry of history) {
    if (entry.kind === 'payment') {
      totals.payments += 1;
      totals.amountPaid += entry.amount ?? 0;
    } else if (entry.kind === 'refund') {
      totals.refunds += 1;
      totals.amountRefunded += entry.amount ?? 0;
    }
  }
  totals.amountHeld = totals.amountPaid - totals.amountRefunded;
  return totals;
}

/**
 * Totals of the waitlist tab, as the server's admin_stats counts them: payments and refunds over every signup's
 * history, the money held now (paid less refunded, in dollars), and the signups that still owe a deposit.
 */
export function waitlistStats(signups: readonly WaitlistSignup[]): WaitlistStats {
  let paid = 0;
  let refunded = 0;
  let totalDeposits = 0;
  let pendingPayment = 0;
  for (const signup of signups) {
    const totals = depositTotalsOf(recordedDepositHistory(signup));
    paid += totals.payments;
    refunded += totals.refunds;
    totalDeposits += totals.amountHeld;
    if (!signup.depositPaid && signup.status !== 'refunded') pendingPayment += 1;
  }
  return { total: signups.length, paid, pendingPayment, refunded, totalDeposits };
}

/** Totals of the newsletter tab at `now`. */
export function newsletterStats(signups: readonly NewsletterSignup[], now: Date): NewsletterStats {
  let fromHomepage = 0;
  let thisWeek = 0;
  for (const signup of signups) {
    if (signup.source === 'homepage') fromHomepage += 1;
    if (isWithinThisWeek(signup.signupDate, now)) thisWeek += 1;
  }
  return { total: signups.length, fromHomepage, thisWeek };
}

/** Totals of the vendor tab: every application, and those still waiting for a decision (badge and dot). */
export function vendorApplicationStats(applications: readonly VendorApplication[]): VendorApplicationStats {
  return {
    total: applications.length,
    pending: applications.filter((application) => application.status === 'pending').length,
  };
}

/** Totals of the support tab: every message, and those nobody has picked up yet (its badge). */
export function supportStats(messages: readonly SupportMessage[]): SupportStats {
  return { total: messages.length, open: messages.filter((message) => message.status === 'open').length };
}
