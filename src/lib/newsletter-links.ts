/**
 * The newsletter reader's links port. With a backend the `newsletter` edge function answers
 * (newsletter-links-supabase.ts); browser-only mode sends no e-mail, so it has no links to answer.
 */

/** What a link did: confirmed, unsubscribed, or not a link that works (unknown, used, voided or expired). */
export type NewsletterLinkResult = 'confirmed' | 'unsubscribed' | 'invalid';

export type NewsletterLinksPort = {
  /** False in browser-only mode: no confirmation mail was ever sent, so there is nothing to confirm. */
  configured: boolean;
  /** Confirms the address whose confirmation token this is (the token works once). Throws when unreachable. */
  confirm(token: string): Promise<NewsletterLinkResult>;
  /** Unsubscribes the reader whose unsubscribe token this is. Throws when unreachable. */
  unsubscribe(token: string): Promise<NewsletterLinkResult>;
};

/** Browser-only builds send no mail, so no link of theirs exists: every token is one that does not work. */
export const browserOnlyNewsletterLinks: NewsletterLinksPort = {
  configured: false,
  confirm: async () => 'invalid',
  unsubscribe: async () => 'invalid',
};
