import * as z from 'zod/mini';
import { usStateCodes } from '@/lib/submissions/schemas';
import { fields } from '@/lib/validation';

/**
 * The owner's property profile: the record's rules and the port, types and messages only. With a backend each
 * property is the owner's row in public.properties (properties-supabase.ts), whose CHECK constraints are these rules
 * (supabase/migrations/*_properties.sql); browser-only mode keeps them in this browser (properties-browser.ts).
 */

export const propertyTypes = ['single_family', 'multi_family', 'condo_townhouse', 'other'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const managedByOptions = ['self', 'company'] as const;
export type ManagedBy = (typeof managedByOptions)[number];

/** The 50 states and DC, in alphabetical order of their codes. */
export const propertyStateCodes: readonly string[] = [...usStateCodes, 'DC'].sort();

/** The bounds the form, the browser store and the table share. */
export const propertyLimits = {
  maxUnits: 500,
  maxRent: 100_000,
  maxFeePercent: 50,
  /** Properties one owner may list. */
  maxProperties: 100,
} as const;

export const propertyMessages = {
  state: 'Choose the state (or DC) the property is in',
  propertyType: 'Choose the kind of property',
  units: `Enter the number of units, a whole number from 1 to ${propertyLimits.maxUnits}`,
  rent: `Enter the monthly rent per unit in whole dollars, from $1 to $${propertyLimits.maxRent.toLocaleString('en-US')}, or mark the property vacant`,
  managedBy: 'Say who manages the property today',
  fee: `Enter the company's fee as a percent from 0 to ${propertyLimits.maxFeePercent}, with at most two decimals`,
  tooMany: `You can list up to ${propertyLimits.maxProperties} properties here. Contact us to add more.`,
  tooFast: 'Too many changes at once. Please wait a few minutes and try again.',
  signedOut: 'Your session has expired. Please log in again.',
  offline: 'We could not reach the server. Check your connection and try again.',
  storageFull: 'This browser would not save the property (its storage is full or turned off).',
  unexpected: 'Something went wrong on our side. Please try again in a few minutes.',
  notFound: 'This property is no longer on your profile.',
} as const;

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .check(z.int({ error: message }), z.gte(min, { error: message }), z.lte(max, { error: message }));

const propertyShape = z.object({
  streetAddress: fields.requiredText(200),
  city: fields.requiredText(100),
  state: z.string().check(z.refine((value) => propertyStateCodes.includes(value), propertyMessages.state)),
  zip: fields.zip,
  propertyType: z.enum(propertyTypes, { error: propertyMessages.propertyType }),
  units: wholeNumber(1, propertyLimits.maxUnits, propertyMessages.units),
  vacant: z.boolean(),
  /** Whole dollars a month per unit; null when vacant. */
  monthlyRent: z.nullable(wholeNumber(1, propertyLimits.maxRent, propertyMessages.rent)),
  managedBy: z.enum(managedByOptions, { error: propertyMessages.managedBy }),
  /** The managing company's fee, percent of rent; null when the owner manages it. */
  managerFeePercent: z.nullable(
    z.number({ error: propertyMessages.fee }).check(
      z.gte(0, { error: propertyMessages.fee }),
      z.lte(propertyLimits.maxFeePercent, { error: propertyMessages.fee }),
      // numeric(4, 2) in the table: hundredths at most.
      z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, propertyMessages.fee),
    ),
  ),
});

type PropertyShape = z.output<typeof propertyShape>;

/** The rules between fields, as the table's constraints have them: rent or vacant, a fee exactly when a company. */
const betweenFields = z.superRefine((value: PropertyShape, context) => {
  if (value.vacant !== (value.monthlyRent === null)) {
    context.issues.push({
      code: 'custom',
      path: ['monthlyRent'],
      message: propertyMessages.rent,
      input: value.monthlyRent,
    });
  }
  if ((value.managedBy === 'company') !== (value.managerFeePercent !== null)) {
    context.issues.push({
      code: 'custom',
      path: ['managerFeePercent'],
      message: propertyMessages.fee,
      input: value.managerFeePercent,
    });
  }
});

/** A property as the owner describes it: what the form sends and the store keeps. */
export const propertyInputSchema = propertyShape.check(betweenFields);
export type PropertyInput = z.output<typeof propertyInputSchema>;

/** A property on the owner's profile. */
export const propertySchema = z
  .extend(propertyShape, {
    id: z.string().check(z.minLength(1)),
    createdAt: fields.isoDateTime,
    updatedAt: fields.isoDateTime,
  })
  .check(betweenFields);
export type Property = z.output<typeof propertySchema>;

/** True when the property has every required field right (a profile is complete with at least one such property). */
export function isPropertyComplete(property: unknown): boolean {
  return propertyInputSchema.safeParse(property).success;
}

export type PropertiesPort = {
  /** Where the profile is kept: the owner's rows on the server, or this browser (browser-only mode). */
  readonly keeps: 'server' | 'browser';
  /** The owner's properties, oldest first. Throws PropertyError. */
  list(signal?: AbortSignal): Promise<Property[]>;
  /** Adds a property. Throws PropertyError. */
  add(input: PropertyInput): Promise<Property>;
  /** Replaces a property's details. Throws PropertyError. */
  update(id: string, input: PropertyInput): Promise<Property>;
  /** Removes a property. Throws PropertyError. */
  remove(id: string): Promise<void>;
};

/** An error whose message the profile shows as it is. */
export class PropertyError extends Error {}
