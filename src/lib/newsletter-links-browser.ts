import type { NewsletterLinksPort } from './newsletter-links';

/** Browser-only builds send no mail, so no link of theirs exists: every token is one that does not work. */
export const browserOnlyNewsletterLinks: NewsletterLinksPort = {
  configured: false,
  confirm: async () => 'invalid',
  unsubscribe: async () => 'invalid',
};
