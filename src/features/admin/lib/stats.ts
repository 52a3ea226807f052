import type { NewsletterSignup, WaitlistSignup } from '@/lib/submissions';

const dayMs = 24 * 60 * 60 * 1000;
/** The newsletter "This Week" window (SPEC section 9). */
export const thisWeekMs = 7 * dayMs;

export type WaitlistStats = { total: number; paid: number; pendingPayment: number; totalDeposits: number };

/** Totals of the waitlist tab; Total Deposits sums the deposits that were paid, in dollars. */
export function waitlistStats(signups: readonly WaitlistSignup[]): WaitlistStats {
  let paid = 0;
  let totalDeposits = 0;
  for (const signup of signups) {
    if (!signup.depositPaid) continue;
    paid += 1;
    totalDeposits += signup.depositAmount;
  }
  return { total: signups.length, paid, pendingPayment: signups.length - paid, totalDeposits };
}

export type NewsletterStats = { total: number; fromHomepage: number; thisWeek: number };

/** True when `signupDate` is at most seven days before `now` (exactly seven days still counts). */
export function isWithinThisWeek(signupDate: string, now: Date): boolean {
  const time = Date.parse(signupDate);
  return Number.isFinite(time) && now.getTime() - time <= thisWeekMs;
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
