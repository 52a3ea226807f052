import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

// Zod's tree-shakable build, so an island takes only the rules it uses. Unlike the full build it carries no wording
// of its own: English, as the full build sets it, so a rule without a message of ours reads the same either way.
z.config(en());

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
    .check(z.trim(), z.maxLength(254, messages.tooLong(254)), z.regex(simpleEmailPattern, messages.email), z.toLowerCase()),
  requiredText: (max = 200) =>
    z.string().check(z.trim(), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong(max))),
  optionalText: (max = 200) => z.string().check(z.trim(), z.maxLength(max, messages.tooLong(max))),
  httpUrl: z.string().check(z.trim(), z.maxLength(500, messages.tooLong(500)), z.refine(isHttpUrl, messages.url)),
  optionalHttpUrl: z
    .string()
    .check(
      z.trim(),
      z.maxLength(500, messages.tooLong(500)),
      z.refine((value) => value === '' || isHttpUrl(value), messages.url),
    ),
  usPhone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(30, messages.tooLong(30)),
      z.refine((value) => usPhoneDigits(value) !== null, messages.phone),
    ),
  zip: z.string().check(z.trim(), z.regex(/^\d{5}$/, messages.zip)),
  isoDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  isoDateTime: z.iso.datetime({ offset: true }),
};

/**
 * The most characters a text schema accepts (through trims, transforms and defaults), for a field's maxLength.
 * Reads Zod's shared core, so it answers for schemas of the full build and the tree-shakable one alike.
 */
export function maxLengthOf(schema: $ZodType): number | undefined {
  const def = schema._zod.def;
  if (def.type === 'string') {
    const limits = (def.checks ?? [])
      .map((check) => check._zod.def as { check: string; maximum?: number })
      .filter((check) => check.check === 'max_length' && check.maximum !== undefined)
      .map((check) => check.maximum as number);
    return limits.length ? Math.min(...limits) : undefined;
  }
  if (def.type === 'pipe') return maxLengthOf((def as unknown as { in: $ZodType }).in);
  if (def.type === 'default' || def.type === 'optional' || def.type === 'nullable') {
    return maxLengthOf((def as unknown as { innerType: $ZodType }).innerType);
  }
  return undefined;
}
