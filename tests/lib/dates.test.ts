import { describe, expect, it } from 'vitest';
import { orderDay } from '@/features/owner-dashboard/content/dashboard';
import { receiptDate } from '@/features/checkout/content/checkout-receipt';
import { formatIsoDate, formatLongDate } from '@/lib/dates';

describe('dates written out', () => {
  it('reads a calendar date in words, whatever the time zone', () => {
    expect(formatIsoDate('2026-11-28')).toBe('November 28, 2026');
    expect(formatIsoDate('2025-01-04')).toBe('January 4, 2025');
  });

  it('gives a timestamp as the visitor’s calendar day, and leaves text that is no date alone', () => {
    const noon = new Date(2026, 10, 28, 12, 0, 0).toISOString();
    expect(formatLongDate(noon)).toBe('November 28, 2026');
    expect(formatLongDate('not a date')).toBe('not a date');
  });

  it('is the same on the dashboard and on the receipt', () => {
    const paidAt = new Date(2026, 10, 28, 9, 30, 0).toISOString();
    expect(orderDay(paidAt)).toBe('November 28, 2026');
    expect(receiptDate(paidAt)).toBe(orderDay(paidAt));
  });
});
