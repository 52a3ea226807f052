export { NewsletterForm } from './components/newsletter-form';
export { newsletterCopy, newsletterTimings } from './content/newsletter';
export { newsletterFormSchema, parseNewsletterEmail, type NewsletterSource } from './schema';
