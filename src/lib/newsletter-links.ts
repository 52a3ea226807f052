/**
 * The newsletter reader's links port: types only. With a backend the `newsletter` edge function answers
 * (newsletter-links-supabase.ts); browser-only mode sends no e-mail, so no link of its works
 * (newsletter-links-browser.ts).
 */

/**
 * What a link did: confirmed, unsubscribed, found its reader already confirmed by it (opened again), or not a link
 * that works (unknown, voided, expired, or used by a reader who has since unsubscribed).
 */
export type NewsletterLinkResult = 'confirmed' | 'already_confirmed' | 'unsubscribed' | 'invalid';

export const newsletterLinkResults: readonly NewsletterLinkResult[] = ['confirmed', 'already_confirmed', 'unsubscribed', 'invalid'];

export type NewsletterLinksPort = {
  /** False in browser-only mode: no confirmation mail was ever sent, so there is nothing to confirm. */
  configured: boolean;
  /** Confirms the address whose confirmation token this is (the token works once). Throws when unreachable. */
  confirm(token: string): Promise<NewsletterLinkResult>;
  /** Unsubscribes the reader whose unsubscribe token this is. Throws when unreachable. */
  unsubscribe(token: string): Promise<NewsletterLinkResult>;
};
