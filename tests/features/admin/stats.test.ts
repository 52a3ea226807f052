import { describe, expect, it } from 'vitest';
import { isWithinThisWeek, newsletterStats, waitlistStats } from '@/features/admin/lib/stats';
import { statusDisplay, statusLabel } from '@/features/admin/lib/status';
import { createNewsletterSignup, createWaitlistSignup } from '../../factories/submissions';

describe('waitlist stats', () => {
  it('counts paid and unpaid signups and sums only paid deposits', () => {
    const signups = [
      createWaitlistSignup({ depositPaid: true, depositAmount: 99, status: 'confirmed' }),
      createWaitlistSignup({ depositPaid: true, depositAmount: 99, status: 'confirmed' }),
      // An amount on an unpaid signup is not money received.
      createWaitlistSignup({ depositPaid: false, depositAmount: 99 }),
      createWaitlistSignup(),
    ];
    expect(waitlistStats(signups)).toEqual({ total: 4, paid: 2, pendingPayment: 2, totalDeposits: 198 });
    expect(waitlistStats([])).toEqual({ total: 0, paid: 0, pendingPayment: 0, totalDeposits: 0 });
  });
});

describe('newsletter stats', () => {
  const now = new Date('2025-02-10T12:00:00.000Z');
  const sevenDaysAgo = '2025-02-03T12:00:00.000Z';
  const justOver = '2025-02-03T11:59:59.999Z';

  it('counts a signup exactly 7 days old as this week, and one a millisecond older as not', () => {
    expect(isWithinThisWeek(sevenDaysAgo, now)).toBe(true);
    expect(isWithinThisWeek(justOver, now)).toBe(false);
    expect(isWithinThisWeek(now.toISOString(), now)).toBe(true);
    expect(isWithinThisWeek('not a date', now)).toBe(false);
  });

  it('counts totals, homepage signups and this week', () => {
    const signups = [
      createNewsletterSignup({ signupDate: sevenDaysAgo }),
      createNewsletterSignup({ signupDate: justOver, source: 'resources' }),
      createNewsletterSignup({ signupDate: '2025-02-10T08:00:00.000Z', source: 'resources' }),
      createNewsletterSignup({ signupDate: '2024-12-01T08:00:00.000Z' }),
    ];
    expect(newsletterStats(signups, now)).toEqual({ total: 4, fromHomepage: 2, thisWeek: 2 });
  });
});

describe('status display', () => {
  it('shows underscores as spaces', () => {
    expect(statusLabel('pending_payment')).toBe('pending payment');
    expect(statusLabel('confirmed')).toBe('confirmed');
  });

  it('colours statuses as the spec says, anything else grey', () => {
    expect(statusDisplay('approved')).toEqual({ label: 'approved', tone: 'green' });
    expect(statusDisplay('confirmed').tone).toBe('green');
    expect(statusDisplay('pending').tone).toBe('yellow');
    expect(statusDisplay('declined').tone).toBe('red');
    expect(statusDisplay('pending_payment')).toEqual({ label: 'pending payment', tone: 'orange' });
    expect(statusDisplay('refunded').tone).toBe('grey');
  });
});
