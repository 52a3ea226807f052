import { describe, expect, it } from 'vitest';
import { demandBars, demandColour, serviceCategories } from '@/features/vendor-network';

describe('demand labels', () => {
  it('colour Very High red, High orange, Medium yellow and Low green', () => {
    expect(demandColour('Very High')).toBe('red');
    expect(demandColour('High')).toBe('orange');
    expect(demandColour('Medium')).toBe('yellow');
    expect(demandColour('Low')).toBe('green');
  });

  it('fill one more meter bar per level, so the meter repeats the label without colour', () => {
    expect([demandBars('Low'), demandBars('Medium'), demandBars('High'), demandBars('Very High')]).toEqual([1, 2, 3, 4]);
  });
});

describe('service categories', () => {
  it('are the twelve trades, in order, with their demand labels', () => {
    expect(serviceCategories.map(({ name, demand }) => [name, demand])).toEqual([
      ['Plumbing', 'High'],
      ['Electrical', 'High'],
      ['HVAC', 'Very High'],
      ['Handyman', 'High'],
      ['Appliance Repair', 'Medium'],
      ['Landscaping', 'Medium'],
      ['Cleaning', 'High'],
      ['Painting', 'Medium'],
      ['Flooring', 'Medium'],
      ['Roofing', 'High'],
      ['Pest Control', 'Medium'],
      ['Security', 'Low'],
    ]);
  });
});
