/** How much work DoorKeep expects to send in a service category, from most to least. */
export const demandLevels = ['Very High', 'High', 'Medium', 'Low'] as const;

export type DemandLevel = (typeof demandLevels)[number];

/** The badge colours of the demand levels. */
export type DemandColour = 'red' | 'orange' | 'yellow' | 'green';

const colours: Record<DemandLevel, DemandColour> = {
  'Very High': 'red',
  High: 'orange',
  Medium: 'yellow',
  Low: 'green',
};

/** The colour of a demand label: Very High red, High orange, Medium yellow, Low green. */
export function demandColour(level: DemandLevel): DemandColour {
  return colours[level];
}

/**
 * How many of four bars a demand meter fills. The bars repeat the written label for people who skim, so colour is
 * never the only signal.
 */
export function demandBars(level: DemandLevel): number {
  return demandLevels.length - demandLevels.indexOf(level);
}
