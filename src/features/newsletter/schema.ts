import * as z from 'zod/mini';
import { newsletterSignupSchema, type newsletterSources } from '@/lib/submissions';

export type NewsletterSource = (typeof newsletterSources)[number];

/** The form's one field, taken from the stored record's e-mail rule so the form and the record always agree. */
export const newsletterFormSchema = z.object({ email: newsletterSignupSchema.shape.email });

/** The normalised address (trimmed, lower-cased), or null when it is not a valid e-mail. */
export function parseNewsletterEmail(raw: string): string | null {
  const result = newsletterFormSchema.safeParse({ email: raw });
  return result.success ? result.data.email : null;
}
