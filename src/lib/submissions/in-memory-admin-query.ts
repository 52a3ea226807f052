import type { NewsletterSignup, SupportMessage, VendorApplication, WaitlistSignup } from './schemas';

/**
 * The admin's questions answered over records held in memory (browser-only mode reads them from localStorage):
 * the same search, filter, order, paging and figures the server's admin_list and admin_stats compute in SQL, so
 * the dashboard has one code path whichever adapter answers.
 */

/**
 * What each list is searched by (support: name, e-mail, subject). Applications are also found by
 * the VN- number their vendor was told to quote (records from before numbers existed have none).
 */
export const adminSearchFields = {
  vendorApplications: (record: VendorApplication) => [record.company, record.contact, record.email, record.applicationNumber ?? ''],
  waitlist: (record: WaitlistSignup) => [record.firstName, record.lastName, record.email],
  newsletter: (record: NewsletterSignup) => [record.email],
  supportMessages: (record: SupportMessage) => [record.name, record.email, record.subject],
};

/** Case-insensitive substring match of `query` (trimmed) in any one of `values`; an empty query matches all. */
export function matchesQuery(query: string, values: readonly string[]): boolean {
  const needle = query.trim().toLowerCase().replace(/[\r\n]+/g, ' ');
  if (!needle) return true;
  return values.some((value) => value.toLowerCase().includes(needle));
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

export type WaitlistStats = { total: number; paid: number; pendingPayment: number; refunded: number; totalDeposits: number };
export type NewsletterStats = { total: number; fromHomepage: number; thisWeek: number };
export type VendorApplicationStats = { total: number; pending: number };
export type SupportStats = { total: number; open: number };

/** Totals of the waitlist tab; Total Deposits sums the deposits that were paid, in dollars. */
export function waitlistStats(signups: readonly WaitlistSignup[]): WaitlistStats {
  let paid = 0;
  let refunded = 0;
  let totalDeposits = 0;
  for (const signup of signups) {
    if (signup.depositPaid) {
      paid += 1;
      totalDeposits += signup.depositAmount;
    } else if (signup.status === 'refunded') {
      refunded += 1;
    }
  }
  return { total: signups.length, paid, pendingPayment: signups.length - paid - refunded, refunded, totalDeposits };
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
  return { total: applications.length, pending: applications.filter((application) => application.status === 'pending').length };
}

/** Totals of the support tab: every message, and those nobody has picked up yet (its badge). */
export function supportStats(messages: readonly SupportMessage[]): SupportStats {
  return { total: messages.length, open: messages.filter((message) => message.status === 'open').length };
}
