/**
 * The `_redirects` file: one file that Netlify and Cloudflare Pages both read the same way. It only rewrites (status
 * 200) the client-only routes to the app shell; unknown addresses need no rule, as both hosts answer them with the
 * top-level `404.html` and status 404 by themselves.
 *
 * Host rules this module relies on, with where they are written down:
 * - Cloudflare Pages accepts only the statuses 200, 301, 302, 303, 307 and 308 and drops any other line, so a `404`
 *   rule is never applied there (workers-sdk packages/workers-shared/utils/configuration/parseRedirects.ts,
 *   `PERMITTED_STATUS_CODES` in constants.ts; developers.cloudflare.com/pages/configuration/redirects/, "Advanced
 *   redirects").
 * - Pages serves the nearest `404.html` up the tree with status 404 for a path with no file
 *   (developers.cloudflare.com/pages/configuration/serving-pages/, "Not Found behavior"; handler.ts `notFound`), and
 *   Netlify the top-level `404.html` (netlify/cli src/utils/static-server.ts, its not-found handler).
 * - Pages applies a rule even where a file exists, Netlify only where none does unless the rule is forced with `!`
 *   (Pages redirects page, "Per file"; docs.netlify.com/platform/request-chain/, shadowing), so a rule's source must
 *   never be a file of the build: then both hosts agree.
 */

/**
 * Where the client-only routes are rewritten to: the shell's address without `.html`. Pages answers a request for
 * `/app.html`, a rewritten one too, with a 308 to `/app` (workers-sdk packages/pages-shared/asset-server/handler.ts,
 * its `.html` branch), which would lose the route; `/app` it serves from `app.html` directly (same
 * file, the `${pathname}.html` lookup), and so does Netlify (netlify/cli src/utils/proxy.ts `alternativePathsFor`).
 */
export const appShellAddress = '/app';

/** Cloudflare Pages' `_redirects` limits (developers.cloudflare.com/pages/configuration/redirects/, "Per file"). */
export const pagesRedirectLimits = { staticRules: 2000, dynamicRules: 100, lineLength: 1000 } as const;

/** One `_redirects` line: source path pattern, destination, status. */
export type RedirectRule = { from: string; to: string; status: number };

/** A source with a splat or a placeholder: Pages counts it as a dynamic rule (its `SPLAT_REGEX`/`PLACEHOLDER_REGEX`). */
export const isDynamicSource = (from: string) => /\*|:[A-Za-z]\w*/.test(from);

/**
 * The addresses of one route. Pages matches a static rule to the exact path (handler.ts `staticRedirectsMatcher`),
 * so `/login/` needs a line of its own to reach the app as it does on Netlify and with nginx.
 */
function sourcesFor(route: string): string[] {
  if (route === '/' || route.endsWith('/') || route.endsWith('*')) return [route];
  return [route, `${route}/`];
}

/** The rewrite rules for the client-only routes, static ones first: Pages counts every rule after a dynamic one as dynamic. */
export function rewriteRules(clientOnlyPaths: string[]): RedirectRule[] {
  const sources = [...new Set(clientOnlyPaths.flatMap(sourcesFor))];
  for (const from of sources) {
    if (from.replace(/\/$/, '') === appShellAddress)
      throw new Error(`The route ${from} is the app shell's own address: its rewrite would loop.`);
  }
  const ordered = [...sources.filter((from) => !isDynamicSource(from)), ...sources.filter(isDynamicSource)];
  return ordered.map((from) => ({ from, to: appShellAddress, status: 200 }));
}

function checkPagesLimits(rules: RedirectRule[], lines: string[]): void {
  const dynamic = rules.filter((rule) => isDynamicSource(rule.from)).length;
  if (rules.length - dynamic > pagesRedirectLimits.staticRules || dynamic > pagesRedirectLimits.dynamicRules)
    throw new Error(`${rules.length} redirect rules (${dynamic} dynamic): more than Cloudflare Pages reads.`);
  const tooLong = lines.find((line) => line.length > pagesRedirectLimits.lineLength);
  if (tooLong)
    throw new Error(`A _redirects line is longer than Cloudflare Pages reads: ${tooLong.slice(0, 80)}…`);
}

/** The `_redirects` file for the app's routes; throws when Cloudflare Pages would drop part of it. */
export function redirectsFileText(clientOnlyPaths: string[]): string {
  const rules = rewriteRules(clientOnlyPaths);
  const lines = rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`);
  checkPagesLimits(rules, lines);
  return [
    '# Client-only routes: the app shell (app.html, at /app) under their own address, for Netlify and Cloudflare Pages.',
    '# Written by the build (build/redirects-file.ts). Unknown addresses get 404.html from the host itself.',
    ...lines,
    '',
  ].join('\n');
}

/**
 * Reads a `_redirects` file: `#` comments, then `from to status` lines (a `!` after the status is Netlify's force).
 * The status is required: the hosts' defaults differ (Pages 302, Netlify 301).
 */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/(^|\s+)#.*$/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      if (!to || !status)
        throw new Error(`A _redirects rule needs a source, a destination and a status: ${line}`);
      return { from, to, status: Number.parseInt(status, 10) };
    });
}
