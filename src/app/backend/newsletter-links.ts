import type { Backend } from '@/lib/backend-context';
import { browserOnlyNewsletterLinks } from '@/lib/newsletter-links-browser';
import { supabaseNewsletterLinks } from '@/lib/newsletter-links-supabase';
import { backendConfigured } from '@/lib/supabase';

/** A reader's e-mailed links: the `newsletter` function with a backend; browser-only mode sends no mail. */
export const newsletterLinksPart = (): Pick<Backend, 'newsletterLinks'> => ({
  newsletterLinks: backendConfigured ? supabaseNewsletterLinks : browserOnlyNewsletterLinks,
});
