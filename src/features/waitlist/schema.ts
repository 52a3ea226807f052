import * as z from 'zod/mini';
import { waitlistSignupSchema } from '@/lib/submissions';

/** Step 1 of the waitlist: the visitor's fields of the stored record, with the record's own rules. */
export const waitlistFormSchema = z.pick(waitlistSignupSchema, {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  properties: true,
});

export type WaitlistFormValues = z.input<typeof waitlistFormSchema>;
export type WaitlistField = keyof WaitlistFormValues;

/** The fields that must be filled before Continue is enabled. */
export const requiredWaitlistFields = ['firstName', 'lastName', 'email', 'phone'] as const;

/** Step 1 as a first-time visitor sees it. */
export const emptyWaitlistForm: WaitlistFormValues = { firstName: '', lastName: '', email: '', phone: '', properties: '1-5' };

/** The message for one field's value, or undefined when it passes the record's rule. */
export function waitlistFieldError(field: WaitlistField, value: string): string | undefined {
  const result = waitlistFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every field's message (empty object when the form is valid). */
export function waitlistFormErrors(values: WaitlistFormValues): Partial<Record<WaitlistField, string>> {
  const result = waitlistFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<WaitlistField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as WaitlistField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** True when all four text fields have something in them. */
export function isWaitlistFormFilled(values: WaitlistFormValues): boolean {
  return requiredWaitlistFields.every((field) => values[field].trim() !== '');
}
