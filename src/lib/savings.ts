import { MANAGEMENT_FEE_PERCENT, TRADITIONAL_FEE_PERCENT } from '@/config/constants';
import { createStoredValue } from '@/lib/storage';

/** The ROI calculator's numbers: monthly rent per property in dollars, and how many properties. */
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

/** The localStorage key of the numbers a visitor last set in the ROI calculator. */
export const calculatorInputsKey = 'doorkeep-roi-calculator';

function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}

// A hand-written check rather than a zod schema: the calculator is an island on marketing pages, which stay light.
function readCalculatorInput(value: unknown): CalculatorInput | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { rent, properties } = value as Record<string, unknown>;
  return isCount(rent, 100_000) && isCount(properties, 100) ? { rent, properties } : undefined;
}

/**
 * The calculator's last numbers in this browser, kept when the visitor moves a slider so that the owner's first
 * property can start from them after sign-up.
 */
export const calculatorInputs = createStoredValue<CalculatorInput>(
  calculatorInputsKey,
  {
    parse(value) {
      const input = readCalculatorInput(value);
      if (!input) throw new Error('Not calculator numbers.');
      return input;
    },
    safeParse(value) {
      const input = readCalculatorInput(value);
      return input ? { success: true, data: input } : { success: false };
    },
  },
  'local',
);
