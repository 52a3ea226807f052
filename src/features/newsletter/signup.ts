import { submissions } from '@/lib/backend';
import { isSubmissionRejected } from '@/lib/submissions';
import { newId } from '@/lib/ids';
import { parseNewsletterEmail, type NewsletterSource } from './schema';

/*
 * The newsletter form's save path: the e-mail rule (the stored record's schema) and the submissions port with its
 * browser collections and outbox. The form loads this module when the visitor first reaches for it, so the pages
 * that show the form (the home page) do not carry a schema library or the backend on their first load.
 */

export { isSubmissionRejected, parseNewsletterEmail };

/** True when `email` is already saved in this browser (addresses are stored lower-cased). */
export function isAlreadySubscribed(email: string): boolean {
  return submissions.listLocal('newsletter').some((record) => record.email.toLowerCase() === email);
}

/** Saves a new signup in this browser (and, with a backend, sends it to the server). */
export function saveNewsletterSignup(email: string, source: NewsletterSource): Promise<unknown> {
  return submissions.create('newsletter', {
    id: newId.newsletter(),
    email,
    signupDate: new Date().toISOString(),
    source,
  });
}
