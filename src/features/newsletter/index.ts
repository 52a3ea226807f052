export { loadNewsletterSignup, NewsletterForm } from './components/newsletter-form';
export { newsletterCopy, newsletterTimings } from './content/newsletter';
export type { NewsletterSource } from './schema';
