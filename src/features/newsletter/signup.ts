import { isSubmissionRejected, type SubmissionsPort } from '@/lib/submissions';
import { newId } from '@/lib/ids';
import { parseNewsletterEmail, type NewsletterSource } from './schema';

/*
 * The newsletter form's save path: the e-mail rule (the stored record's schema) and what it asks of the submissions
 * port. The form loads this module when the visitor first reaches for it, so the pages
 * that show the form (the home page) do not carry a schema library or the backend on their first load.
 */

export { isSubmissionRejected, parseNewsletterEmail };


/**
 * True when a repeat of `email` is settled in this browser (addresses are stored lower-cased): it is saved here and
 * no server decides about repeats. With a backend, an unsubscribed reader who signs up again must get a new
 * confirmation, so the repeat goes to the server.
 */
export function isAlreadySubscribed(submissions: SubmissionsPort, email: string): boolean {
  return !submissions.serverDecidesNewsletterRepeats && submissions.newsletterSignupsMadeHere(email).length > 0;
}

/**
 * Saves a signup in this browser (and, with a backend, sends it to the server). A repeat sent on to the server
 * replaces this browser's earlier copy, so the browser still holds one record per address.
 */
export function saveNewsletterSignup(submissions: SubmissionsPort, email: string, source: NewsletterSource): Promise<unknown> {
  for (const earlier of submissions.newsletterSignupsMadeHere(email)) submissions.forgetNewsletterSignup(earlier.id);
  return submissions.create('newsletter', {
    id: newId.newsletter(),
    email,
    signupDate: new Date().toISOString(),
    source,
  });
}
