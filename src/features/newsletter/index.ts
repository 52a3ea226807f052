export { loadNewsletterSignup, NewsletterForm, NewsletterFormIsland } from './components/newsletter-form';
export { newsletterCopy, newsletterLinkCopy, newsletterTimings } from './content/newsletter';
export type { NewsletterSource } from './schema';
