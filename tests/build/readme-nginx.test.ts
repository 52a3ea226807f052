// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteHeaderRules } from '../../build/headers-file';
import { cacheControl, headersForPath } from '../../build/security-headers';
import { routes } from '../../e2e/support/routes';

/**
 * Holds the README's nginx example to build/security-headers.ts by running it in a small model of nginx: location
 * selection as ngx_http_core_module's `location` documents it (exact `=`, then the longest prefix, which wins
 * outright with `^~`, else the first matching regex in order, else that prefix), `try_files`, `return`,
 * `error_page`, and `add_header` inheritance as ngx_http_headers_module documents it (a level inherits the
 * add_header directives of the level above if and only if it has none of its own; without `always` they are
 * skipped on a 404).
 */

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const supabaseUrl = 'https://your-project.supabase.co';

type Header = { name: string; value: string; always: boolean };
type Location = {
  modifier: '' | '=' | '^~' | '~';
  match: string;
  headers: Header[];
  tryFiles?: string[];
  returns?: number;
};
type Server = { headers: Header[]; errorPage404?: string; locations: Location[] };

function nginxBlocks(): string[] {
  const deployment = readme.slice(readme.indexOf('## Deployment'));
  return [...deployment.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]);
}

/** `add_header Name "value" [always];` */
function parseHeader(statement: string): Header {
  const match = /^add_header\s+(\S+)\s+"([^"]*)"(\s+always)?$/.exec(statement);
  if (!match) throw new Error(`Cannot read ${statement}`);
  return { name: match[1], value: match[2], always: Boolean(match[3]) };
}

function parseServer(): Server {
  const blocks = nginxBlocks();
  const snippets = new Map<string, Header[]>();
  let serverText: string | undefined;
  for (const block of blocks) {
    const first = block.trim().split('\n')[0].trim();
    const snippet = /^# \/etc\/nginx\/(\S+)$/.exec(first);
    if (snippet) {
      const statements = block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
      snippets.set(
        snippet[1],
        statements.map((statement) => parseHeader(statement.replace(/;$/, ''))),
      );
    } else {
      serverText = block;
    }
  }
  if (!serverText) throw new Error('The README has no nginx server example.');
  const server: Server = { headers: [], locations: [] };
  let current: Location | undefined;
  for (const raw of serverText.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const open = /^location\s+(?:(=|\^~|~)\s+)?(\S+)\s+\{$/.exec(line);
    if (open) {
      current = { modifier: (open[1] ?? '') as Location['modifier'], match: open[2], headers: [] };
      server.locations.push(current);
      continue;
    }
    if (line === '}') {
      current = undefined;
      continue;
    }
    const statement = line.replace(/;$/, '');
    const [directive, ...args] = statement.split(/\s+/);
    const headers = current ? current.headers : server.headers;
    if (directive === 'include') {
      const included = snippets.get(args[0]);
      if (!included) throw new Error(`The README includes ${args[0]} but does not show it.`);
      headers.push(...included);
    } else if (directive === 'add_header') headers.push(parseHeader(statement));
    else if (directive === 'try_files' && current) current.tryFiles = args;
    else if (directive === 'return' && current) current.returns = Number(args[0]);
    else if (directive === 'error_page' && args[0] === '404') server.errorPage404 = args[1];
    else if (directive !== 'root') throw new Error(`The model does not know: ${line}`);
  }
  return server;
}

function selectLocation(server: Server, uri: string): Location {
  const exact = server.locations.find((location) => location.modifier === '=' && location.match === uri);
  if (exact) return exact;
  const prefix = server.locations
    .filter(
      (location) =>
        (location.modifier === '' || location.modifier === '^~') && uri.startsWith(location.match),
    )
    .sort((a, b) => b.match.length - a.match.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = server.locations.find(
    (location) => location.modifier === '~' && new RegExp(location.match).test(uri),
  );
  const chosen = regex ?? prefix;
  if (!chosen) throw new Error(`No location for ${uri}`);
  return chosen;
}

/** Status and headers nginx sends for `uri` when the build folder holds `files`; `status` is kept across an error_page. */
function serve(
  server: Server,
  files: Set<string>,
  uri: string,
  status = 200,
  depth = 0,
): { status: number; headers: Record<string, string> } {
  if (depth > 5) throw new Error(`Redirect loop at ${uri}`);
  const location = selectLocation(server, uri);
  const respond = () => {
    const headers = location.headers.length > 0 ? location.headers : server.headers;
    const sent = headers.filter((header) => header.always || status === 200);
    return { status, headers: Object.fromEntries(sent.map((header) => [header.name, header.value])) };
  };
  const notFound = () =>
    server.errorPage404
      ? serve(server, files, server.errorPage404, 404, depth + 1)
      : { status: 404, headers: {} };
  if (location.returns === 404) return notFound();
  const parameters = location.tryFiles ?? [];
  for (const [index, parameter] of parameters.entries()) {
    const isLast = index === parameters.length - 1;
    if (isLast && parameter === '=404') return notFound();
    const candidate = parameter.replace(/\$uri/g, uri).replace(/\/{2,}/g, '/');
    if (candidate.endsWith('/')) {
      // A directory: its index file, by an internal redirect.
      const directory = candidate.slice(1);
      if ([...files].some((file) => file.startsWith(directory)))
        return serve(server, files, `${candidate}index.html`, status, depth + 1);
    } else if (files.has(candidate.slice(1))) return respond();
    if (isLast) return serve(server, files, candidate, status, depth + 1);
  }
  throw new Error(`${uri}: the location neither serves nor refuses it`);
}

const publicFiles = readdirSync(path.join(root, 'public'));
const buildFiles = new Set([
  'index.html',
  'app.html',
  '404.html',
  '_headers',
  '_redirects',
  'robots.txt',
  'sitemap.xml',
  'assets/index-Bx9Rm9Go.js',
  'assets/index-Z49S8hjo.css',
  ...publicFiles,
  ...routes
    .filter((route) => route.prerendered && route.path !== '/')
    .map((route) => `${route.path.slice(1)}/index.html`),
]);
const rules = siteHeaderRules({ supabaseUrl, publicDir: path.join(root, 'public'), assetsDir: 'assets' });
const server = parseServer();

describe("the README's nginx example", () => {
  it('adds every header in each location (none inherited from the server level) and always, so 404s carry them', () => {
    expect(server.headers).toEqual([]);
    for (const location of server.locations.filter((candidate) => candidate.returns === undefined)) {
      expect(location.headers.map((header) => header.name).sort(), location.match).toEqual(
        Object.keys(headersForPath(rules, '/')).sort(),
      );
      expect(
        location.headers.every((header) => header.always),
        location.match,
      ).toBe(true);
    }
  });

  const known = [
    ...routes.map((route) => route.path),
    ...routes.filter((route) => route.path !== '/').map((route) => `${route.path}/`),
    '/index.html',
    '/app.html',
    '/404.html',
    '/assets/index-Bx9Rm9Go.js',
    '/assets/index-Z49S8hjo.css',
    '/robots.txt',
    '/sitemap.xml',
    ...publicFiles.map((file) => `/${file}`),
  ];

  it.each(known)('serves %s with the headers of dist/_headers', (uri) => {
    const response = serve(server, buildFiles, uri);
    expect(response.status).toBe(200);
    expect(response.headers).toEqual(headersForPath(rules, uri));
  });

  it.each(['/no-such-page', '/assets/gone-123.js', '/about/nothing', '/_headers', '/_redirects'])(
    'answers %s with the 404 page and its headers',
    (uri) => {
      const response = serve(server, buildFiles, uri);
      expect(response.status).toBe(404);
      expect(response.headers).toEqual(headersForPath(rules, '/404.html'));
      expect(response.headers['Cache-Control']).toBe(cacheControl.html);
    },
  );
});
