import { functionsUrl } from '@/lib/supabase';
import { newsletterLinkResults, type NewsletterLinkResult, type NewsletterLinksPort } from './newsletter-links';

/**
 * Asks the `newsletter` function (supabase/functions/_shared/newsletter.ts). No session and no API key: the
 * reader's token is the credential, and the function is deployed without JWT verification.
 */
async function ask(action: 'confirm' | 'unsubscribe', token: string): Promise<NewsletterLinkResult> {
  const response = await fetch(`${functionsUrl()}/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action, token }),
  });
  const body: unknown = await response.json().catch(() => null);
  const result = body && typeof body === 'object' && 'result' in body ? body.result : null;
  const known = newsletterLinkResults.find((candidate) => candidate === result);
  if (!response.ok || !known) throw new Error(`The newsletter service answered ${response.status}.`);
  return known;
}

/** The backend adapter of the newsletter links port. */
export const supabaseNewsletterLinks: NewsletterLinksPort = {
  configured: true,
  confirm: (token) => ask('confirm', token),
  unsubscribe: (token) => ask('unsubscribe', token),
};
