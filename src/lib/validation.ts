import { z } from 'zod';

/** The "simple" e-mail shape the forms accept: text, @, text, dot, text, no spaces. */
export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` is an absolute http or https URL (never javascript:, data: or anything else). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Digits of a US phone number (10 digits, or 11 starting with 1), or null when it is not one. */
export function usPhoneDigits(value: string): string | null {
  if (/[^\d\s().+-]/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 && /^[2-9]\d{2}[2-9]/.test(national) ? national : null;
}

export const messages = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid US phone number',
  url: 'Please enter a web address starting with http:// or https://',
  zip: 'ZIP code must be exactly 5 digits',
  required: 'This field is required',
  categories: 'Select at least one service category',
  tooLong: (max: number) => `Please keep this to ${max.toLocaleString('en-US')} characters or fewer`,
} as const;

/** Zod pieces shared by form schemas and stored-record schemas. */
export const fields = {
  /** Lower-cased, as every table stores it, so one person is one address in lists, searches and exports. */
  email: z
    .string()
    .trim()
    .max(254, messages.tooLong(254))
    .regex(simpleEmailPattern, messages.email)
    .transform((email) => email.toLowerCase()),
  requiredText: (max = 200) => z.string().trim().min(1, messages.required).max(max, messages.tooLong(max)),
  optionalText: (max = 200) => z.string().trim().max(max, messages.tooLong(max)),
  httpUrl: z.string().trim().max(500, messages.tooLong(500)).refine(isHttpUrl, messages.url),
  optionalHttpUrl: z
    .string()
    .trim()
    .max(500, messages.tooLong(500))
    .refine((value) => value === '' || isHttpUrl(value), messages.url),
  usPhone: z
    .string()
    .trim()
    .max(30, messages.tooLong(30))
    .refine((value) => usPhoneDigits(value) !== null, messages.phone),
  zip: z.string().trim().regex(/^\d{5}$/, messages.zip),
  isoDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  isoDateTime: z.iso.datetime({ offset: true }),
};

/** The most characters a text schema accepts (through trims, transforms and defaults), for a field's maxLength. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return maxLengthOf(schema.unwrap() as z.ZodType);
  }
  return undefined;
}
