import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/slug';

describe('slugify', () => {
  it('lower-cases and turns each run of whitespace into one hyphen', () => {
    expect(slugify('Tenant Screening  Without\tthe Guesswork')).toBe('tenant-screening-without-the-guesswork');
  });
  it('ignores surrounding whitespace', () => {
    expect(slugify('  Desert Sun Rentals ')).toBe('desert-sun-rentals');
  });
});
