import * as z from 'zod/mini';
import type { $RefinementCtx, $ZodType } from 'zod/v4/core';
import { fields, maxLengthOf, messages, usPhoneDigits } from '@/lib/validation';
import { quoteMethodOptions, vendorApplicationSchema, type StoredQuoteMethod } from './schemas';

/**
 * Rules and messages shared by the vendor's two forms, the application wizard and the portal's profile, so a
 * field says the same thing and takes the same values in both. Each piece ends in the stored column's own schema
 * (`vendorApplicationSchema`), so what passes a form also passes the stored shape.
 */

/** Every message the vendor forms show beside a field. */
export const vendorFieldMessages = {
  company: 'Enter your company name',
  contact: 'Enter the name of a contact person',
  emailRequired: 'Enter your email address',
  email: messages.email,
  phoneRequired: 'Enter a phone number',
  smsRequired: 'Enter a mobile number for SMS job alerts',
  phone: messages.phone,
  url: 'Please enter a web address starting with http:// or https://',
  yearRequired: 'Enter the year your business was established',
  year: 'Enter a four-digit year, like 2012',
  yearTooEarly: 'Year established must be 1900 or later',
  yearInFuture: (currentYear: number) => `Year established cannot be later than ${currentYear}`,
  employees: 'Select the number of employees',
  categories: messages.categories,
  address: 'Enter the street address of your business',
  city: 'Enter a city',
  state: 'Select a state',
  zip: 'ZIP code must be exactly 5 digits',
  radius: 'Select a service area radius',
  contactHours: 'Select your contact hours',
  quoteMethod: 'Select how you prefer to receive quote requests',
  amount: 'Enter an amount like 45 or 45.50',
  amountNegative: 'Amount cannot be negative',
  amountDecimals: 'Use at most 2 decimal places',
  amountTooLarge: 'Enter an amount below $100,000,000',
  rateOrder: 'Maximum hourly rate must be at least the minimum hourly rate',
  taxId: 'Enter the 9-digit EIN, like 12-3456789',
  serviceAreas: 'List 5-digit ZIP codes or place names, separated by commas',
} as const;

const record = vendorApplicationSchema.shape;

/**
 * Text as typed, trimmed and no longer than `column` keeps, with the limit said in words. The limit sits on the
 * typed text itself, so `maxLengthOf` finds it for the input's maxLength however the value is normalised after.
 */
export function typedText(column: $ZodType) {
  const limit = maxLengthOf(column);
  if (limit === undefined) throw new Error('typedText needs a text column with a length limit');
  return z.string().check(z.trim(), z.maxLength(limit, messages.tooLong(limit)));
}

/** A US phone number as typed; `requiredMessage` makes it required, else an empty one passes. */
export function phoneText(requiredMessage?: string) {
  const text = requiredMessage ? typedText(record.phone).check(z.minLength(1, requiredMessage)) : typedText(record.phone);
  return text.check(
    z.refine((value) => (value === '' && !requiredMessage) || usPhoneDigits(value) !== null, vendorFieldMessages.phone),
  );
}

/** Optional; each comma-separated entry is a 5-digit ZIP code or a place name (letters, spaces, . ' -). */
export const serviceAreasText = z.pipe(
  typedText(record.serviceAreaZipCodes).check(
    z.refine(
      (value) =>
        value === '' ||
        value
          .split(',')
          .map((entry) => entry.trim())
          .every((entry) => fields.zip.safeParse(entry).success || /^[\p{L}][\p{L} .'-]*$/u.test(entry)),
      vendorFieldMessages.serviceAreas,
    ),
  ),
  record.serviceAreaZipCodes.def.innerType,
);

/** The most a rate column (numeric(10, 2)) holds. */
const largestAmount = 99_999_999.99;
/** Enough characters for the largest amount with its decimals, and a little room for leading zeros. */
const amountTextLimit = 12;

/** An optional amount of money typed as text: '' is "not given" (null); otherwise ≥ 0 with at most 2 decimals. */
export const amountText = z.pipe(
  z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(amountTextLimit, messages.tooLong(amountTextLimit)),
      z.superRefine((value, ctx) => {
        if (value === '') return;
        if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(value))
          ctx.addIssue({ code: 'custom', message: vendorFieldMessages.amount });
        else if (value.startsWith('-') && Number(value) !== 0)
          ctx.addIssue({ code: 'custom', message: vendorFieldMessages.amountNegative });
        else if (/\.\d{3,}$/.test(value))
          ctx.addIssue({ code: 'custom', message: vendorFieldMessages.amountDecimals });
        else if (Number(value) > largestAmount)
          ctx.addIssue({ code: 'custom', message: vendorFieldMessages.amountTooLarge });
      }),
    ),
    z.transform((value: string) => (value === '' ? null : Math.abs(Number(value)))),
  ),
  record.minHourlyRate.def.innerType,
);

/** How the vendor wants quote requests. */
export const quoteMethodChoice = z.enum(quoteMethodOptions, vendorFieldMessages.quoteMethod);

/** Optional free text for the team, such as the hours behind 'Custom Hours (will specify in notes)'. */
export const notesText = record.notes.def.innerType;

type Rates = { minHourlyRate: number | null; maxHourlyRate: number | null };

/** The minimum hourly rate may not exceed the maximum; the message goes by the maximum. */
export function checkRateOrder<T extends Rates>(rates: T, ctx: $RefinementCtx<T>) {
  if (
    rates.minHourlyRate !== null &&
    rates.maxHourlyRate !== null &&
    rates.minHourlyRate > rates.maxHourlyRate
  ) {
    ctx.addIssue({ code: 'custom', path: ['maxHourlyRate'], message: vendorFieldMessages.rateOrder });
  }
}

/** What each quote method is called on screen, including the retired 'app' an older application may hold. */
export const quoteMethodLabels: Readonly<Record<StoredQuoteMethod, string>> = {
  email: 'Email',
  phone: 'Phone call',
  sms: 'Text message (SMS)',
  app: 'Vendor app (no longer offered)',
};

/**
 * A quote method as the vendor's own stored profile holds it: the retired 'app' reads as the default, e-mail, which
 * is how such a vendor receives quote requests, so the rest of the profile is never lost over it.
 */
export const storedQuoteMethodChoice = z.pipe(
  z.transform((value: unknown) => (value === 'app' ? 'email' : value)),
  z._default(quoteMethodChoice, 'email'),
);
