/**
 * Small models of how Cloudflare Pages and Netlify read `_redirects` and `_headers` and answer a request, so the
 * build's host files can be checked without deploying. Each rule cites where it is written down; the models cover
 * what this build writes (path rules, statuses, splats and placeholders in sources), not conditions or domains.
 */

/** A deployed build: its files (paths inside the build folder, `about/index.html`) and its two host files. */
export type Site = { files: ReadonlySet<string>; redirects: string; headers: string };

/** What a host answers: the status, the file it sends (if any), the redirect target, and the response headers. */
export type Answer = { status: number; file?: string; location?: string; headers: Record<string, string> };

type Rule = { from: string; to: string; status: number };
type HeaderRule = { path: string; set: Record<string, string> };
type Parsed<T> = { rules: T[]; invalid: string[] };

const origin = 'https://doorkeep.example';

/** A path pattern as both hosts match it: `*` any characters, `:name` one path segment (workers-shared rules-engine.ts). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (/^:[A-Za-z]/.test(part)) return '[^/]+';
      return part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const isDynamic = (from: string) => /\*|:[A-Za-z]\w*/.test(from);
const isAbsolute = (url: string) => /^https?:\/\//.test(url);

/* ---------------------------------------------------------------------------------------------------------------
 * Cloudflare Pages: workers-sdk packages/workers-shared/utils/configuration/parseRedirects.ts, parseHeaders.ts and
 * constants.ts (what a deploy keeps), packages/pages-shared/asset-server/handler.ts (how a request is answered), and
 * developers.cloudflare.com/pages/configuration/redirects/ and /serving-pages/.
 * ------------------------------------------------------------------------------------------------------------- */

/** `PERMITTED_STATUS_CODES`: any other status drops the line. */
const pagesStatuses = new Set([200, 301, 302, 303, 307, 308]);
/** The Redirects page's "Per file" limits (the code allows 2,000 characters; the documented 1,000 is stricter). */
const pagesLimits = {
  staticRules: 2000,
  dynamicRules: 100,
  redirectLine: 1000,
  headerRules: 100,
  headerLine: 2000,
};

type PagesRule = Rule & { dynamic: boolean };

/** Why Pages drops a redirect line, or undefined when it keeps it; `seen` holds the sources kept so far. */
function pagesLineProblem([from, to, status]: string[], seen: Set<string>): string | undefined {
  if (!from.startsWith('/')) return `source ${from} is not a path`;
  if (!pagesStatuses.has(Number(status)))
    return `status ${status} is not one of 200, 301, 302, 303, 307, 308`;
  const toIndexPage = /\/index(\.html)?$/.test(to) && !isAbsolute(to);
  if (toIndexPage && (from.endsWith('/*') || from.endsWith('/'))) return 'a rule to /index loops';
  if (seen.has(from)) return `duplicate rule for ${from}`;
  if (Number(status) === 200 && isAbsolute(to)) return 'a proxy (200) must point to a relative path';
  return undefined;
}

/** Pages' parse of `_redirects`: the rules it keeps and why it drops the others (parseRedirects.ts). */
export function parsePagesRedirects(text: string): Parsed<PagesRule> {
  const rules: PagesRule[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  let staticCount = 0;
  let dynamicCount = 0;
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const where = `line ${index + 1}`;
    if (line.length > pagesLimits.redirectLine) {
      invalid.push(`${where}: longer than ${pagesLimits.redirectLine} characters`);
      continue;
    }
    const tokens = line.replace(/\s+#.*$/, '').split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) {
      invalid.push(`${where}: expected 2 or 3 tokens`);
      continue;
    }
    const [from, to, status = '302'] = tokens;
    // Every rule after the first dynamic one counts as dynamic ("Static redirects should appear before dynamic").
    const dynamic = dynamicCount > 0 || isDynamic(from);
    if (dynamic) dynamicCount += 1;
    else staticCount += 1;
    if (staticCount > pagesLimits.staticRules || dynamicCount > pagesLimits.dynamicRules) {
      invalid.push(`${where}: over the ${dynamic ? 'dynamic' : 'static'} rule limit`);
      continue;
    }
    const problem = pagesLineProblem([from, to, status], seen);
    if (problem) invalid.push(`${where}: ${problem}`);
    else {
      seen.add(from);
      rules.push({ from, to, status: Number(status), dynamic });
    }
  }
  return { rules, invalid };
}

const isPagesPathLine = (line: string) => /^([^\s]+:\/\/|\/)/.test(line);

/** Why Pages drops a `_headers` line, or undefined when it keeps it (parseHeaders.ts). */
function pagesHeaderLineProblem(line: string, rules: HeaderRule[]): string | undefined {
  if (line.length > pagesLimits.headerLine) return `longer than ${pagesLimits.headerLine} characters`;
  if (isPagesPathLine(line)) {
    if (rules.length >= pagesLimits.headerRules) return `over ${pagesLimits.headerRules} rules`;
    return (line.match(/\*/g) ?? []).length > 1 ? 'more than one splat' : undefined;
  }
  if (line.startsWith('! ')) return 'a `! Name` unset is outside this model (Netlify rejects it)';
  const separator = line.indexOf(':');
  if (rules.length === 0) return 'a header before any path';
  if (separator < 1 || /\s/.test(line.slice(0, separator).trim())) return 'not "Name: value"';
  return line.slice(separator + 1).trim() ? undefined : 'no header value';
}

/** Pages' parse of `_headers`: a path line, then its `Name: value` lines, a name repeated in one rule comma-joined. */
export function parsePagesHeaders(text: string): Parsed<HeaderRule> {
  const rules: HeaderRule[] = [];
  const invalid: string[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const problem = pagesHeaderLineProblem(line, rules);
    if (problem) invalid.push(`line ${index + 1}: ${problem}`);
    else if (isPagesPathLine(line)) rules.push({ path: line, set: {} });
    else {
      const separator = line.indexOf(':');
      const set = rules[rules.length - 1].set;
      const name = line.slice(0, separator).trim().toLowerCase();
      const value = line.slice(separator + 1).trim();
      set[name] = name in set ? `${set[name]}, ${value}` : value;
    }
  }
  return { rules, invalid };
}

type Served = { status: number; file?: string; location?: string };

const permanent = (location: string): Served => ({ status: 308, location });

/** Pages' "Not Found behavior": the nearest `404.html` up the tree with 404, else the SPA fallback to index.html. */
function pagesNotFound(files: ReadonlySet<string>, pathname: string): Served {
  let directory = pathname;
  while (directory) {
    directory = directory.slice(0, directory.lastIndexOf('/'));
    const candidate = `${directory}/404.html`.slice(1);
    if (files.has(candidate)) return { status: 404, file: candidate };
  }
  return files.has('index.html') ? { status: 200, file: 'index.html' } : { status: 404 };
}

/** A path ending in `/`: its index.html, else a 308 to the `.html` file without the slash (handler.ts). */
function pagesDirectory(files: ReadonlySet<string>, pathname: string, search: string): Served {
  if (files.has(`${pathname}index.html`.slice(1)))
    return { status: 200, file: `${pathname}index.html`.slice(1) };
  if (pathname.endsWith('/index/')) return permanent(`${pathname.slice(0, -'index/'.length)}${search}`);
  if (files.has(`${pathname.slice(1, -1)}.html`)) return permanent(`${pathname.slice(0, -1)}${search}`);
  return pagesNotFound(files, pathname);
}

/** An existing `.html` file: Pages redirects it to its address without `.html` unless a file is there (handler.ts). */
function pagesHtmlFile(files: ReadonlySet<string>, pathname: string, search: string): Served {
  const extensionless = pathname.slice(0, -'.html'.length);
  if (extensionless.endsWith('/index'))
    return permanent(`${extensionless.slice(0, -'index'.length)}${search}`);
  if (files.has(extensionless.slice(1)) || extensionless === '/')
    return { status: 200, file: pathname.slice(1) };
  return permanent(`${extensionless}${search}`);
}

/** The asset Pages serves for `pathname` after redirects (handler.ts `generateResponse`, its HTML handling). */
function pagesAsset(files: ReadonlySet<string>, pathname: string, search: string): Served {
  if (pathname.endsWith('/')) return pagesDirectory(files, pathname, search);
  if (files.has(pathname.slice(1)))
    return pathname.endsWith('.html')
      ? pagesHtmlFile(files, pathname, search)
      : { status: 200, file: pathname.slice(1) };
  if (pathname.endsWith('/index')) return permanent(`${pathname.slice(0, -'index'.length)}${search}`);
  if (files.has(`${pathname.slice(1)}.html`)) return { status: 200, file: `${pathname.slice(1)}.html` };
  if (files.has(`${pathname.slice(1)}/index.html`)) return permanent(`${pathname}/${search}`);
  return pagesNotFound(files, pathname);
}

/** The first rule for `pathname`: static rules by exact path, then dynamic ones in order (handler.ts). */
function pagesRuleFor(rules: PagesRule[], pathname: string): PagesRule | undefined {
  return (
    rules.find((rule) => !rule.dynamic && rule.from === pathname) ??
    rules.find((rule) => rule.dynamic && patternRegExp(rule.from).test(pathname))
  );
}

/**
 * Headers of the request's own path (the `_headers` rules are matched against the request, not a rewrite's
 * destination): Pages' defaults, then every matching rule, a repeated name comma-joined; a 404 loses any
 * Cache-Control for `no-store` (handler.ts `attachHeaders` and the lines after it).
 */
function pagesHeaders(rules: HeaderRule[], pathname: string, served: Served): Record<string, string> {
  const headers: Record<string, string> = {
    'access-control-allow-origin': '*',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (served.file)
    Object.assign(headers, {
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=0, must-revalidate',
    });
  const set = new Set<string>();
  for (const rule of rules.filter((candidate) => patternRegExp(candidate.path).test(pathname))) {
    for (const [name, value] of Object.entries(rule.set)) {
      headers[name] = set.has(name) ? `${headers[name]}, ${value}` : value;
      set.add(name);
    }
  }
  if (served.status === 404) headers['cache-control'] = 'no-store';
  return headers;
}

/** What Cloudflare Pages answers for `url` (a path with an optional query) on `site`. */
export function pagesAnswer(site: Site, url: string): Answer {
  const request = new URL(url, origin);
  const rule = pagesRuleFor(parsePagesRedirects(site.redirects).rules, request.pathname);
  let served: Served;
  if (rule && rule.status !== 200) {
    const destination = new URL(rule.to, origin);
    served = {
      status: rule.status,
      location: `${destination.pathname}${destination.search || request.search}`,
    };
  } else {
    // A 200 rule only swaps the path the asset is looked up by; the address in the browser stays.
    const pathname = decodeURIComponent(rule ? new URL(rule.to, origin).pathname : request.pathname);
    served = pagesAsset(site.files, pathname, request.search);
  }
  const headerRules = parsePagesHeaders(site.headers).rules;
  return { ...served, headers: pagesHeaders(headerRules, request.pathname, served) };
}

/* ---------------------------------------------------------------------------------------------------------------
 * Netlify: netlify/build packages/redirect-parser/src/line_parser.js (the `_redirects` syntax), netlify/cli
 * src/utils/proxy.ts (`getStatic`, `alternativePathsFor`, `serveRedirect`, which mimic the CDN) and
 * src/utils/static-server.ts (404.html), docs.netlify.com/platform/request-chain/ (shadowing).
 * ------------------------------------------------------------------------------------------------------------- */

type NetlifyRule = Rule & { force: boolean };

/** Netlify's parse of a `_redirects` line: `from [query…] to [status[!]] [conditions…]`; the status defaults to 301. */
export function parseNetlifyRedirects(text: string): Parsed<NetlifyRule> {
  const rules: NetlifyRule[] = [];
  const invalid: string[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const tokens = line.split(/\s+/);
    const comment = tokens.findIndex((token) => token.startsWith('#'));
    const [from, ...parts] = comment === -1 ? tokens : tokens.slice(0, comment);
    const toIndex = parts.findIndex((part) => part.startsWith('/') || isAbsolute(part));
    const status = parts[toIndex + 1];
    if (toIndex !== 0 || parts.length > 2 || (status !== undefined && !/^\d+!?$/.test(status)))
      invalid.push(`line ${index + 1}: not "from to status" (query and conditions are outside this model)`);
    else
      rules.push({
        from,
        to: parts[0],
        status: status ? Number.parseInt(status, 10) : 301,
        force: status?.endsWith('!') ?? false,
      });
  }
  return { rules, invalid };
}

/** Netlify's parse of `_headers`: a path line, then `Name: value` lines; `! Name` is not part of its syntax. */
export function parseNetlifyHeaders(text: string): Parsed<HeaderRule> {
  const rules: HeaderRule[] = [];
  const invalid: string[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const separator = line.indexOf(':');
    if (line.startsWith('/') || isAbsolute(line)) rules.push({ path: line, set: {} });
    else if (separator < 1 || !rules.at(-1)) invalid.push(`line ${index + 1}: not a header of a rule`);
    else rules.at(-1)!.set[line.slice(0, separator).trim().toLowerCase()] = line.slice(separator + 1).trim();
  }
  return { rules, invalid };
}

/** The file Netlify serves at `pathname`: the path, else `.html` and `/index.html` forms (`alternativePathsFor`). */
export function netlifyFile(files: ReadonlySet<string>, pathname: string): string | undefined {
  const candidates = [pathname];
  if (pathname.endsWith('/')) {
    if (pathname !== '/') candidates.push(`${pathname.slice(0, -1)}.html`);
    candidates.push(`${pathname}index.html`);
  } else if (!/\.(html?|png|jpg|js|css|svg|gif|ico|woff2?)$/.test(pathname)) {
    candidates.push(`${pathname}.html`, `${pathname}/index.html`);
  }
  return candidates.map((candidate) => candidate.slice(1)).find((file) => files.has(file));
}

/** A matching rule applies when forced or when no file answers the path (shadowing); then 3xx redirects, else rewrites. */
function netlifyServe(files: ReadonlySet<string>, rule: NetlifyRule | undefined, request: URL): Served {
  const file = netlifyFile(files, request.pathname);
  if (!rule || (file && !rule.force)) {
    if (file) return { status: 200, file };
    return files.has('404.html') ? { status: 404, file: '404.html' } : { status: 404 };
  }
  const destination = new URL(rule.to, origin);
  if (rule.status >= 300 && rule.status < 400)
    return { status: rule.status, location: `${destination.pathname}${request.search}` };
  const target = netlifyFile(files, destination.pathname);
  return target
    ? { status: rule.status, file: target }
    : { status: 404, file: files.has('404.html') ? '404.html' : undefined };
}

/**
 * Every header the matching `_headers` rules set for `pathname`; `repeated` names the headers two rules set, whose
 * outcome Netlify does not document (its dev server keeps the later one).
 */
export function netlifyHeaders(
  site: Site,
  pathname: string,
): { headers: Record<string, string>; repeated: string[] } {
  const headers: Record<string, string> = {};
  const repeated: string[] = [];
  for (const rule of parseNetlifyHeaders(site.headers).rules.filter((candidate) =>
    patternRegExp(candidate.path).test(pathname),
  )) {
    for (const [name, value] of Object.entries(rule.set)) {
      if (name in headers) repeated.push(name);
      headers[name] = value;
    }
  }
  return { headers, repeated };
}

const withoutSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/**
 * The first rule for `pathname`, a trailing slash ignored on both sides: Netlify matches rules with or without one
 * (gatsby-plugin-remove-trailing-slashes README, "Netlify Trailing Slashes").
 */
function netlifyRuleFor(rules: NetlifyRule[], pathname: string): NetlifyRule | undefined {
  return rules.find((rule) => patternRegExp(withoutSlash(rule.from)).test(withoutSlash(pathname)));
}

/** What Netlify answers for `url` on `site`: the first matching rule, shadowed by an existing file unless forced. */
export function netlifyAnswer(site: Site, url: string): Answer {
  const request = new URL(url, origin);
  const rule = netlifyRuleFor(parseNetlifyRedirects(site.redirects).rules, request.pathname);
  const served = netlifyServe(site.files, rule, request);
  return { ...served, headers: netlifyHeaders(site, request.pathname).headers };
}
