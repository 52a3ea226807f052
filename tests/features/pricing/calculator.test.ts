import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INPUT,
  PROPERTIES_RANGE,
  RENT_RANGE,
  calculateSavings,
  clampToRange,
  hasCalculatorQuery,
  parseCalculatorQuery,
  serializeCalculatorQuery,
} from '@/features/pricing/calculator';

describe('calculateSavings', () => {
  it('one property at $2,000 a month costs $2,400 a year traditionally, $480 with DoorKeep, $1,920 saved', () => {
    const result = calculateSavings({ rent: 2000, properties: 1 });
    expect(result.traditionalMonthly).toBe(200);
    expect(result.doorKeepMonthly).toBe(40);
    expect(result.monthlySavings).toBe(160);
    expect(result.traditionalAnnual).toBe(2400);
    expect(result.doorKeepAnnual).toBe(480);
    expect(result.annualSavings).toBe(1920);
    expect(result.percentLess).toBe(80);
  });

  it('computes the bottom of both ranges', () => {
    const result = calculateSavings({ rent: RENT_RANGE.min, properties: PROPERTIES_RANGE.min });
    expect(result).toMatchObject({ traditionalMonthly: 50, doorKeepMonthly: 10, monthlySavings: 40, annualSavings: 480 });
  });

  it('computes the top of both ranges', () => {
    const result = calculateSavings({ rent: RENT_RANGE.max, properties: PROPERTIES_RANGE.max });
    // 5,000 × 20 = 100,000 of rent a month.
    expect(result).toMatchObject({
      traditionalMonthly: 10_000,
      doorKeepMonthly: 2_000,
      monthlySavings: 8_000,
      traditionalAnnual: 120_000,
      doorKeepAnnual: 24_000,
      annualSavings: 96_000,
    });
  });

  it('scales with the number of properties', () => {
    expect(calculateSavings({ rent: 2500, properties: 3 }).annualSavings).toBe(7200);
  });
});

describe('clampToRange', () => {
  it('clamps to the ends and snaps to the step', () => {
    expect(clampToRange(100, RENT_RANGE)).toBe(500);
    expect(clampToRange(99_999, RENT_RANGE)).toBe(5000);
    expect(clampToRange(2549, RENT_RANGE)).toBe(2500);
    expect(clampToRange(2550, RENT_RANGE)).toBe(2600);
    expect(clampToRange(2.6, PROPERTIES_RANGE)).toBe(3);
    expect(clampToRange(Number.NaN, PROPERTIES_RANGE)).toBe(PROPERTIES_RANGE.defaultValue);
  });
});

describe('calculator query', () => {
  it('reads a shared calculation', () => {
    expect(parseCalculatorQuery('?rent=2500&properties=3')).toEqual({ rent: 2500, properties: 3 });
  });

  it('clamps out-of-range values to the ranges', () => {
    expect(parseCalculatorQuery('?rent=90000&properties=50')).toEqual({ rent: 5000, properties: 20 });
    expect(parseCalculatorQuery('?rent=10&properties=-4')).toEqual({ rent: 500, properties: 1 });
  });

  it('snaps values between steps', () => {
    expect(parseCalculatorQuery('?rent=2345&properties=4.4')).toEqual({ rent: 2300, properties: 4 });
  });

  it('falls back to the defaults for missing or garbage values', () => {
    expect(parseCalculatorQuery('')).toEqual(DEFAULT_INPUT);
    expect(parseCalculatorQuery('?rent=lots&properties=')).toEqual(DEFAULT_INPUT);
    expect(parseCalculatorQuery('?rent=1e999&properties=%20')).toEqual(DEFAULT_INPUT);
    expect(parseCalculatorQuery('?rent=0x10&properties=NaN')).toEqual(DEFAULT_INPUT);
    expect(parseCalculatorQuery('?rent=99999999999999999999&properties=3')).toEqual({ rent: 5000, properties: 3 });
    expect(parseCalculatorQuery(new URLSearchParams({ rent: '3000' }))).toEqual({ rent: 3000, properties: 1 });
  });

  it('knows whether a query carries a calculation', () => {
    expect(hasCalculatorQuery('?utm_source=mail')).toBe(false);
    expect(hasCalculatorQuery('?properties=2')).toBe(true);
  });

  it('writes a calculation, keeping unrelated parameters, and reads it back unchanged', () => {
    const params = serializeCalculatorQuery({ rent: 2500, properties: 3 }, '?utm_source=mail');
    expect(params.toString()).toBe('utm_source=mail&rent=2500&properties=3');
    expect(parseCalculatorQuery(params)).toEqual({ rent: 2500, properties: 3 });
  });
});
