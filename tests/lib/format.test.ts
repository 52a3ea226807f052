import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUsd, groupDigits } from '@/lib/format';

describe('formatUsd', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes whole US dollars with thousands separators', () => {
    expect(formatUsd(1920)).toBe('$1,920');
    expect(formatUsd(2400)).toBe('$2,400');
    expect(formatUsd(480)).toBe('$480');
    expect(formatUsd(1234567)).toBe('$1,234,567');
  });

  it('rounds to the nearest dollar and never prints a negative zero', () => {
    expect(formatUsd(99.5)).toBe('$100');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(-0.2)).toBe('$0');
  });

  it('puts the minus sign before the dollar sign, as en-US currency formatting does', () => {
    expect(formatUsd(-1920.4)).toBe('-$1,920');
    expect(formatUsd(-1920.4)).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(-1920));
  });

  it('writes the same figures as Intl without creating an Intl formatter (its locale data costs a cold page load)', async () => {
    const reference = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const samples = [0, 7, 99, 100, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789];
    const expected = samples.map((amount) => reference.format(amount));
    // A fresh copy of the module, loaded while watched: a formatter made at import time counts too.
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const fresh = await import('@/lib/format');
    expect(samples.map(fresh.formatUsd)).toEqual(expected);
    expect(samples.map(fresh.groupDigits)).toEqual(samples.map((amount) => reference.format(amount).slice(1)));
    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });
});

describe('groupDigits', () => {
  it('groups digits by thousands as en-US does', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(750)).toBe('750');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1_250_000)).toBe('1,250,000');
    expect(groupDigits(-4200)).toBe('-4,200');
  });
});
