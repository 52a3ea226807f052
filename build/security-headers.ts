import { pageLoaderHashSource } from './page-script';

/**
 * The HTTP response headers of the static site, defined once: the build writes them to `dist/_headers` (the format
 * Netlify and Cloudflare Pages read), `vite preview` serves them from that file, and a test holds the README's
 * nginx example to them.
 *
 * `_headers` semantics this module relies on (Cloudflare Pages, "Headers", developers.cloudflare.com/pages/
 * configuration/headers/): a request gets the headers of every rule whose path pattern matches it, a `*` splat
 * matches any characters, and a header set by two matching rules is sent once with the values joined by a comma.
 * Netlify documents no joining; its dev server lets the later rule win (netlify/cli `headersForPath`). So no header
 * may be set by two rules that can match one path: `Cache-Control` is never on `/*`, each class of path gets its
 * own disjoint rules, and {@link headersFileText} refuses overlaps. Cloudflare's `! Name` detach is not used:
 * Netlify rejects it.
 */

/** One `_headers` rule: a path pattern and the headers of the responses it matches. */
export type HeaderRule = { pattern: string; headers: Record<string, string> };

/** Cache policies by kind of file. */
export const cacheControl = {
  /** Hashed build output under `/assets/`: a changed file gets a new name, so a year and no revalidation. */
  immutable: 'public, max-age=31536000, immutable',
  /** Every HTML page (prerendered pages, app.html, 404.html): always revalidated, so a deploy shows at once. */
  html: 'no-cache',
  /** Unhashed static files (favicon, share image, logo, robots.txt, sitemap.xml): an hour, then revalidated. */
  static: 'public, max-age=3600',
} as const;

/**
 * What Netlify and Cloudflare send when no rule sets `Cache-Control` (an address that is no page and no file,
 * answered with the 404 page): Cloudflare "Static assets: headers" (developers.cloudflare.com/workers/static-assets/
 * headers/, default `public, max-age=0, must-revalidate`) and Netlify's caching guide (browser: `max-age=0,
 * must-revalidate`). `vite preview` sends the same so it answers as the host does. Cloudflare Pages sends `no-store`
 * instead on every 404, in place of any rule's Cache-Control (workers-sdk packages/pages-shared/asset-server/
 * handler.ts), which no rule here can change.
 */
export const hostDefaultCacheControl = 'public, max-age=0, must-revalidate';

/** Cloudflare Pages limits: 100 header rules a project, 2,000 characters a line (same page as above). */
const maxRules = 100;
const maxLineLength = 2000;

/**
 * The Supabase origin the browser talks to, from `VITE_SUPABASE_URL` (blank: none, a browser-only build). Only
 * http(s), as `src/config/env.ts` accepts it; anything else stops the build rather than weakening the policy.
 */
function supabaseOrigins(supabaseUrl: string | undefined): string[] {
  const url = parseSupabaseUrl(supabaseUrl);
  if (!url) return [];
  // supabase-js opens Realtime on the same host over WebSocket: wss:// for https, ws:// for the local stack's http.
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [url.origin, socket];
}

/** The parsed `VITE_SUPABASE_URL`, or undefined when blank; anything but http(s) stops the build. */
function parseSupabaseUrl(supabaseUrl: string | undefined): URL | undefined {
  const value = supabaseUrl?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, not ${JSON.stringify(value)}.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_SUPABASE_URL must be an http(s) URL, not ${JSON.stringify(value)}.`);
  }
  return url;
}

/**
 * The Content-Security-Policy: this origin only, plus the Supabase origin for fetch and Realtime (CSP Level 3,
 * w3.org/TR/CSP3; directive behaviour as MDN "Content-Security-Policy" describes it).
 *
 * - script-src 'self' and one hash: the only inline script is the page loader (src/lib/islands/page-loader.ts),
 *   whose text is the same on every page and in every build; Vite's own scripts are `<script type="module" src>`.
 *   JSON-LD `application/ld+json` blocks are data, never executed, so the policy does not apply to them.
 * - style-src-attr 'unsafe-inline': React `style={}` props are prerendered into `style="…"` attributes (chart bars,
 *   the ROI slider fill). Attributes cannot run script; `<style>` elements and stylesheets stay 'self' only.
 * - connect-src: no Stripe host. The deposit checkout is a top-level navigation (`window.location.assign` to the
 *   URL our edge function returns), which connect-src does not govern; the browser never fetches from Stripe.
 * - img-src blob: and data: cover generated images; the CSV export is a blob: URL opened by a download link,
 *   which no fetch directive restricts.
 * - img-src and frame-src allow the Supabase origin (http(s) only) for previews of uploaded documents: a photo in an
 *   <img> and a PDF in an <iframe>, each opened by a short-lived Storage signed URL on that origin. Without a
 *   frame-src, frames fall back to default-src 'self'.
 * - frame-ancestors 'none' (with X-Frame-Options for older browsers), form-action and base-uri 'self'.
 */
export function contentSecurityPolicy(supabaseUrl?: string): string {
  const storageOrigin = supabaseOrigins(supabaseUrl).slice(0, 1);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", pageLoaderHashSource],
    ['style-src', "'self'"],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...storageOrigin],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...supabaseOrigins(supabaseUrl)],
    ['media-src', "'self'"],
    ['frame-src', "'self'", ...storageOrigin],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Powerful features nobody on this site uses, switched off for it and anything it embeds (W3C Permissions Policy).
 * Only features Chromium knows: an unknown one makes it log an error on every page.
 */
const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'browsing-topics',
];

/** The headers every response carries. */
export function securityHeaders(supabaseUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    'X-Frame-Options': 'DENY',
  };
}

/** HTML files at the top of the build folder that are served under their own name. */
const rootHtmlFiles = ['index.html', 'app.html', '404.html'];

/**
 * The same files' addresses without `.html`: Cloudflare Pages redirects `/app.html` to `/app` and serves `app.html`
 * there (developers.cloudflare.com/pages/configuration/serving-pages/, "Route matching"), the client-only routes
 * are rewritten to `/app` (build/redirects-file.ts), and Netlify serves `/app` from `app.html` too.
 */
const rootHtmlAddresses = ['app', '404'];

export type HeaderRuleInput = {
  /** `VITE_SUPABASE_URL` of the build, if any. */
  supabaseUrl?: string;
  /** Vite's `build.assetsDir`: hashed file names only. */
  assetsDir: string;
  /** Top-level entries of the build that are unhashed files (`favicon.svg`) or folders of them (`images/`). */
  staticEntries: string[];
  /** Every route pattern of the app (`/`, `/about`, `/resources/blog/:slug`); all of them answer with HTML. */
  routePaths: string[];
};

/**
 * The rules for one build. Every address that is not a file is an HTML page (a prerendered page, `app.html` for the
 * client-only routes, or the 404 page), so HTML is matched by the first path segment of each route: `/about` and
 * `/about/*` cover `/about`, `/about/` and `/about/index.html`. An address under no route is the 404 page with the
 * host's default Cache-Control ({@link hostDefaultCacheControl}).
 */
export function headerRules({
  supabaseUrl,
  assetsDir,
  staticEntries,
  routePaths,
}: HeaderRuleInput): HeaderRule[] {
  const assets = assetsDir.replace(/^\/+|\/+$/g, '');
  const statics = [...new Set(staticEntries.map((entry) => entry.replace(/^\/+/, '')))].sort();
  const segments = [...new Set(routePaths.map((route) => route.split('/')[1] ?? '').filter(Boolean))].sort();
  const fileNames = new Set([
    assets,
    ...statics.map((entry) => entry.replace(/\/$/, '')),
    ...rootHtmlFiles,
    ...rootHtmlAddresses,
  ]);
  for (const segment of segments) {
    if (fileNames.has(segment))
      throw new Error(`The route /${segment} has the name of a file or folder of the build.`);
  }
  const staticRule = (entry: string): HeaderRule => ({
    pattern: entry.endsWith('/') ? `/${entry}*` : `/${entry}`,
    headers: { 'Cache-Control': cacheControl.static },
  });
  const html = { 'Cache-Control': cacheControl.html };
  return [
    { pattern: '/*', headers: securityHeaders(supabaseUrl) },
    { pattern: `/${assets}/*`, headers: { 'Cache-Control': cacheControl.immutable } },
    ...statics.map(staticRule),
    { pattern: '/', headers: html },
    ...[...rootHtmlFiles, ...rootHtmlAddresses].map((name) => ({ pattern: `/${name}`, headers: html })),
    ...segments.flatMap((segment) => [
      { pattern: `/${segment}`, headers: html },
      { pattern: `/${segment}/*`, headers: html },
    ]),
  ];
}

/** Our patterns are a literal path or a literal prefix ending in `/*`; the overlap check relies on that. */
function patternShape(pattern: string): { prefix: string; splat: boolean } {
  const splat = pattern.endsWith('*');
  const prefix = splat ? pattern.slice(0, -1) : pattern;
  if (!prefix.startsWith('/') || /[*:]/.test(prefix))
    throw new Error(`Unsupported header rule pattern ${pattern}.`);
  return { prefix, splat };
}

function patternsOverlap(a: string, b: string): boolean {
  const first = patternShape(a);
  const second = patternShape(b);
  if (first.splat && second.prefix.startsWith(first.prefix)) return true;
  if (second.splat && first.prefix.startsWith(second.prefix)) return true;
  return first.prefix === second.prefix;
}

/** The `_headers` file for `rules`; throws when two rules that can match one path set the same header. */
export function headersFileText(rules: HeaderRule[]): string {
  if (rules.length > maxRules)
    throw new Error(`${rules.length} header rules: Cloudflare Pages reads at most ${maxRules}.`);
  rules.forEach((rule, index) => {
    for (const other of rules.slice(index + 1)) {
      if (!patternsOverlap(rule.pattern, other.pattern)) continue;
      const names = Object.keys(other.headers).map((name) => name.toLowerCase());
      const shared = Object.keys(rule.headers).find((name) => names.includes(name.toLowerCase()));
      if (shared)
        throw new Error(
          `${shared} is set by both ${rule.pattern} and ${other.pattern}, which match the same paths.`,
        );
    }
  });
  const lines = [
    '# Response headers for Netlify and Cloudflare Pages, written by the build (build/security-headers.ts).',
    '# No header is set by two rules that match the same path.',
  ];
  for (const rule of rules) {
    lines.push(
      '',
      rule.pattern,
      ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
    );
  }
  const tooLong = lines.find((line) => line.length > maxLineLength);
  if (tooLong)
    throw new Error(`A _headers line is longer than ${maxLineLength} characters: ${tooLong.slice(0, 80)}…`);
  return `${lines.join('\n')}\n`;
}

/** Reads a `_headers` file: `#` comments, a path pattern line, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: trimmed, headers: {} });
      continue;
    }
    const separator = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 1)
      throw new Error(`_headers line ${index + 1} is not "Name: value" under a path: ${trimmed}`);
    rule.headers[trimmed.slice(0, separator).trim()] = trimmed.slice(separator + 1).trim();
  }
  return rules;
}

/** A `_headers` path pattern as a regular expression: `*` matches anything, `:name` one path segment. */
export function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers a host following these rules sends for `pathname`: every matching rule, repeated names comma-joined. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  const names = new Map<string, string>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = names.get(name.toLowerCase()) ?? name;
      names.set(name.toLowerCase(), key);
      result[key] = key in result ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
