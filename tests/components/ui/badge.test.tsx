import { describe, expect, it } from 'vitest';
import { statusTone } from '@/components/ui/badge';

describe('statusTone', () => {
  it.each([
    ['approved', 'green'],
    ['confirmed', 'green'],
    ['pending', 'yellow'],
    ['declined', 'red'],
    ['pending_payment', 'orange'],
    ['refunded', 'grey'],
    ['', 'grey'],
  ])('colours %s %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
