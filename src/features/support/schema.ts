import * as z from 'zod/mini';
import { supportMessageSchema } from '@/lib/submissions';

/** The support form: the visitor's fields of the stored message, with the record's own rules. */
export const supportFormSchema = z.pick(supportMessageSchema, {
  name: true,
  email: true,
  subject: true,
  priority: true,
  category: true,
  message: true,
});

export type SupportFormValues = z.input<typeof supportFormSchema>;
export type SupportField = keyof SupportFormValues;

/** The form as a visitor first sees it, and again after 'Send another message'. */
export const emptySupportForm: SupportFormValues = {
  name: '',
  email: '',
  subject: '',
  priority: 'medium',
  category: 'general',
  message: '',
};

/** Every field's message (empty object when the form is valid). */
export function supportFormErrors(values: SupportFormValues): Partial<Record<SupportField, string>> {
  const result = supportFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<SupportField, string>> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as SupportField] ??= issue.message;
  return errors;
}

/** One field's message, or undefined when it passes. */
export function supportFieldError(field: SupportField, value: string): string | undefined {
  const result = supportFormSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
