import { MANAGEMENT_FEE_PERCENT, TRADITIONAL_FEE_PERCENT } from '@/config/constants';

/** A slider's range: the calculator clamps and snaps every value to it. */
export type SliderRange = { min: number; max: number; step: number; defaultValue: number };

/** Monthly rent per property, in dollars. */
export const RENT_RANGE: SliderRange = { min: 500, max: 5000, step: 100, defaultValue: 2000 };

/** Number of properties; the top of the range is labelled '20+'. */
export const PROPERTIES_RANGE: SliderRange = { min: 1, max: 20, step: 1, defaultValue: 1 };

export type CalculatorInput = { rent: number; properties: number };

export type CalculatorResult = {
  traditionalMonthly: number;
  doorKeepMonthly: number;
  monthlySavings: number;
  traditionalAnnual: number;
  doorKeepAnnual: number;
  annualSavings: number;
  /** How much less DoorKeep costs than the traditional fee, in percent (80). */
  percentLess: number;
};

export const DEFAULT_INPUT: CalculatorInput = {
  rent: RENT_RANGE.defaultValue,
  properties: PROPERTIES_RANGE.defaultValue,
};

/** Keeps a value inside the range and on its step grid; anything that is not a finite number becomes the default. */
export function clampToRange(value: number, range: SliderRange): number {
  if (!Number.isFinite(value)) return range.defaultValue;
  const clamped = Math.min(range.max, Math.max(range.min, value));
  const snapped = range.min + Math.round((clamped - range.min) / range.step) * range.step;
  return Math.min(range.max, snapped);
}

/** The fees and savings: 10% traditional, 2% DoorKeep, 8% saved, yearly = monthly × 12. */
export function calculateSavings({ rent, properties }: CalculatorInput): CalculatorResult {
  const monthlyRent = rent * properties;
  // Whole percents keep the arithmetic exact in integers before dividing once.
  const traditionalMonthly = (monthlyRent * TRADITIONAL_FEE_PERCENT) / 100;
  const doorKeepMonthly = (monthlyRent * MANAGEMENT_FEE_PERCENT) / 100;
  const monthlySavings = (monthlyRent * (TRADITIONAL_FEE_PERCENT - MANAGEMENT_FEE_PERCENT)) / 100;
  return {
    traditionalMonthly,
    doorKeepMonthly,
    monthlySavings,
    traditionalAnnual: traditionalMonthly * 12,
    doorKeepAnnual: doorKeepMonthly * 12,
    annualSavings: monthlySavings * 12,
    percentLess: ((TRADITIONAL_FEE_PERCENT - MANAGEMENT_FEE_PERCENT) / TRADITIONAL_FEE_PERCENT) * 100,
  };
}

/** Query keys of a shared calculation: `?rent=2500&properties=3`. */
export const QUERY_KEYS = { rent: 'rent', properties: 'properties' } as const;

// Only plain decimals count: hex, exponents and words are garbage and fall back to the default.
const DECIMAL = /^-?\d+(\.\d+)?$/;

function parseNumber(raw: string | null): number {
  const text = raw?.trim() ?? '';
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/** Reads a shared calculation from a query string; missing or garbage values fall back to the defaults. */
export function parseCalculatorQuery(search: string | URLSearchParams): CalculatorInput {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    rent: clampToRange(parseNumber(params.get(QUERY_KEYS.rent)), RENT_RANGE),
    properties: clampToRange(parseNumber(params.get(QUERY_KEYS.properties)), PROPERTIES_RANGE),
  };
}

/** Whether a query string carries any calculator value at all. */
export function hasCalculatorQuery(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.has(QUERY_KEYS.rent) || params.has(QUERY_KEYS.properties);
}

/** Writes a calculation into query parameters, keeping any unrelated parameters already there. */
export function serializeCalculatorQuery(input: CalculatorInput, base?: string | URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  params.set(QUERY_KEYS.rent, String(clampToRange(input.rent, RENT_RANGE)));
  params.set(QUERY_KEYS.properties, String(clampToRange(input.properties, PROPERTIES_RANGE)));
  return params;
}
