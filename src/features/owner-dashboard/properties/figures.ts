import { isPropertyComplete, type Property } from '@/lib/properties';
import { calculateSavings, type CalculatorResult } from '@/lib/savings';

export type PortfolioFigures = {
  properties: number;
  units: number;
  /** Rent a month across every let unit, in dollars. */
  monthlyRent: number;
  /** The calculator's formula on that rent: 10% manager against DoorKeep's 2%. */
  savings: CalculatorResult;
};

/** The owner's own figures: properties, units, the rent under management, and what 2% saves against 10% on it. */
export function portfolioFigures(properties: readonly Property[]): PortfolioFigures {
  const units = properties.reduce((sum, property) => sum + property.units, 0);
  const monthlyRent = properties.reduce((sum, property) => sum + property.units * (property.monthlyRent ?? 0), 0);
  // The whole portfolio's rent as one "property": the calculator multiplies rent by properties, nothing more.
  return { properties: properties.length, units, monthlyRent, savings: calculateSavings({ rent: monthlyRent, properties: 1 }) };
}

/** A profile is complete with at least one property that has every required field. */
export function profileComplete(properties: readonly Property[]): boolean {
  return properties.some(isPropertyComplete);
}
