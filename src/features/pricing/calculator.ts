import { calculateSavings, type CalculatorInput, type CalculatorResult } from '@/lib/savings';

// The formula lives in lib, so the owner's dashboard shows savings on real rents with the same arithmetic.
export { calculateSavings, type CalculatorInput, type CalculatorResult };

/** A slider's range: the calculator clamps and snaps every value to it. */
export type SliderRange = { min: number; max: number; step: number; defaultValue: number };

/** Monthly rent per property, in dollars. */
export const RENT_RANGE: SliderRange = { min: 500, max: 5000, step: 100, defaultValue: 2000 };

/** Number of properties; the top of the range is labelled '20+'. */
export const PROPERTIES_RANGE: SliderRange = { min: 1, max: 20, step: 1, defaultValue: 1 };

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
