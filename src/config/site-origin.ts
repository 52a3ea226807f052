/**
 * The rule for the site's public origin (`VITE_SITE_ORIGIN`): canonical links, og:url and og:image, JSON-LD, the
 * sitemap and robots.txt all start with it. Plain code with no imports, because the build reads it from Node too
 * (build/prerender.ts) and the browser's copy must not pull in a schema library.
 */

/** Used when `VITE_SITE_ORIGIN` is unset or blank; the same placeholder domain as the contacts in site.ts. */
export const defaultSiteOrigin = 'https://doorkeep.example';

/**
 * The origin a `VITE_SITE_ORIGIN` value names, without a trailing slash (`https://doorkeep.example`), or the default
 * when it is unset or blank. Anything but an http(s) origin (a path, query, fragment or credentials) throws.
 */
export function parseSiteOrigin(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return defaultSiteOrigin;
  if (!isHttpOrigin(text)) {
    throw new Error(`VITE_SITE_ORIGIN must be an http(s) origin with no path, such as ${defaultSiteOrigin}; got "${text}".`);
  }
  return new URL(text).origin;
}

/**
 * True for an http(s) origin such as `https://app.example.com` (a trailing slash allowed): no path, query, fragment
 * or credentials.
 */
export function isHttpOrigin(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === '/' &&
    !/[?#]/.test(text) &&
    !url.username &&
    !url.password
  );
}
