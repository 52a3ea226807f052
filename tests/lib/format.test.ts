import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/lib/format';

describe('formatUsd', () => {
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
});
