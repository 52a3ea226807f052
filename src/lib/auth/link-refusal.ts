/**
 * What supabase/auth put in the address when an e-mailed link it was asked to follow cannot be used: GET /verify
 * redirects to the page with `#error=access_denied&error_code=otp_expired&error_description=…` in the fragment, and
 * the PKCE flow repeats it in the query (internal/api/verify.go prepErrorRedirectURL).
 */
export type EmailLinkRefusal = { code: string; description: string };

/** The refusal in a page's query (`?…`) or fragment (`#…`), or null when the address carries none. */
export function emailLinkRefusal(search: string, hash: string): EmailLinkRefusal | null {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    const code = params.get('error_code') || params.get('error');
    if (code) return { code, description: params.get('error_description') ?? '' };
  }
  return null;
}

/** True for a link refused because it was used already or is too old (GoTrue's `otp_expired`). */
export function isExpiredLink(refusal: { code?: string } | null | undefined): boolean {
  return refusal?.code === 'otp_expired';
}
