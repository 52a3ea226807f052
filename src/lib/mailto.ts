// RFC 6068 section 2: characters of an addr-spec that are not allowed in a URI, '%', and the gen-delims except '@'
// and ':' ('/', '?', '#', '[', ']') MUST be percent-encoded, and so should '&', ';' and '='. Unencoded,
// `a@b.co?bcc=x@evil.com` (which passes the forms' "text@text.text, no spaces" rule) would pre-fill a Bcc.
// encodeURIComponent encodes all of those (and ','); '@' may stay as it is.
function encodeAddress(address: string): string {
  return encodeURIComponent(address).replace(/%40/g, '@');
}

/** A `mailto:` href for one address, with optional header fields (subject, body), every part percent-encoded. */
export function mailtoHref(address: string, headers: Record<string, string> = {}): string {
  const query = Object.entries(headers)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `mailto:${encodeAddress(address)}${query ? `?${query}` : ''}`;
}
