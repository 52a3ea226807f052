import * as z from 'zod/mini';
import { idPatterns } from '@/lib/ids';
import { createStoredValue } from '@/lib/storage';
import { vendorApplicationDraftSchema } from './schemas';

/** The wizard's autosaved answers and step, for this browser tab only (sessionStorage). */
export const applicationDraft = createStoredValue('vendor-application-draft', vendorApplicationDraftSchema, 'session');

/** How long the submit button stays busy before the application is saved. */
export const submitDelayMs = 2000;

/**
 * What the wizard hands the confirmation page through router state: the number, and the saved record's id, by which
 * the page asks whether the application still waits in this browser for a connection.
 */
export const submittedStateSchema = z.object({
  applicationNumber: z.string().check(z.regex(idPatterns.applicationNumber)),
  id: z.optional(z.string().check(z.regex(idPatterns.vendorApplication))),
});
export type SubmittedState = z.infer<typeof submittedStateSchema>;
