// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteHeaderRules } from '../../build/headers-file';
import { outputFileFor } from '../../build/output-files';
import {
  appShellAddress,
  parseRedirectsFile,
  redirectsFileText,
  rewriteRules,
} from '../../build/redirects-file';
import { cacheControl, headersFileText, securityHeaders } from '../../build/security-headers';
import { clientOnlyPaths, prerenderUrls } from '../../src/entry-server';
import {
  type Answer,
  type Site,
  netlifyAnswer,
  netlifyFile,
  netlifyHeaders,
  pagesAnswer,
  parseNetlifyHeaders,
  parseNetlifyRedirects,
  parsePagesHeaders,
  parsePagesRedirects,
} from './static-hosts';

/**
 * Holds the build's `_redirects` and `_headers` to the rules of both hosts that read them, by asking small models of
 * Cloudflare Pages and Netlify (./static-hosts.ts, each rule cited there) what they answer on a build of this site.
 */

const root = path.resolve(__dirname, '../..');
const appRoutes = clientOnlyPaths();
const pageUrls = await prerenderUrls();
const asset = 'assets/index-Bx9Rm9Go.js';
const files = new Set([
  'app.html',
  'robots.txt',
  'sitemap.xml',
  asset,
  ...readdirSync(path.join(root, 'public')),
  ...pageUrls.map(outputFileFor),
]);
const site: Site = {
  files,
  redirects: redirectsFileText(appRoutes),
  headers: headersFileText(siteHeaderRules({ publicDir: path.join(root, 'public'), assetsDir: 'assets' })),
};

/** The output of the build before the hosts' rules were checked: a rewrite to `/app.html` and a `404` catch-all. */
const previousRedirects = [
  ...appRoutes.map((route) => `${route}  /app.html  200`),
  '/*  /404.html  404',
  '',
].join('\n');

const security = Object.fromEntries(
  Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value]),
);
const appAddresses = appRoutes.flatMap((route) => [route, `${route}/`]);
const unknown = [
  '/no-such-page',
  '/about/nothing',
  '/resources/blog/no-such-article',
  '/app/login',
  '/assets/gone.js',
];
const prerendered = pageUrls.filter((url) => url !== '/404');

/** The shell itself at the address asked for: status 200 and no redirect, with the headers of a page. */
function expectAppShell(answer: Answer) {
  expect(answer).toMatchObject({ status: 200, file: 'app.html' });
  expect(answer.location).toBeUndefined();
  expect(answer.headers).toMatchObject({ ...security, 'cache-control': cacheControl.html });
}

describe('the generated _redirects', () => {
  it('rewrites only the client-only routes, with and without a trailing slash, to the shell at /app with status 200', () => {
    expect(parseRedirectsFile(site.redirects)).toEqual(
      appAddresses.map((from) => ({ from, to: appShellAddress, status: 200 })),
    );
  });

  it("names no file of the build as a source, so Netlify's shadowing and Pages' always-applied rules agree", () => {
    for (const rule of rewriteRules(appRoutes))
      expect(netlifyFile(files, rule.from), rule.from).toBeUndefined();
  });

  it('is read back with a status on every rule, as the hosts default to different ones (Pages 302, Netlify 301)', () => {
    expect(() => parseRedirectsFile('/a  /b\n')).toThrow(/needs a source, a destination and a status/);
    expect(parseRedirectsFile('# note\n/a  /b  301  # moved\n')).toEqual([
      { from: '/a', to: '/b', status: 301 },
    ]);
  });

  it("refuses a route at the shell's own address, whose rewrite would loop", () => {
    expect(() => redirectsFileText(['/login', '/app'])).toThrow(/app shell's own address/);
  });

  it("refuses more dynamic rules than Cloudflare Pages' 100", () => {
    const many = Array.from({ length: 51 }, (_, index) => `/p${index}/:id`);
    expect(() => redirectsFileText(many)).toThrow(/more than Cloudflare Pages reads/);
  });
});

describe('Cloudflare Pages (workers-sdk parseRedirects.ts, parseHeaders.ts, pages-shared asset-server/handler.ts)', () => {
  it('keeps every _redirects line: permitted statuses, relative proxies, within 2,000 static rules and 1,000 characters a line', () => {
    const parsed = parsePagesRedirects(site.redirects);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.rules).toHaveLength(appAddresses.length);
    expect(parsed.rules.every((rule) => !rule.dynamic)).toBe(true);
  });

  it('keeps every _headers rule: at most 100, lines within 2,000 characters, no `! Name`', () => {
    const parsed = parsePagesHeaders(site.headers);
    expect(parsed.invalid).toEqual([]);
    expect(parsed.rules.length).toBeGreaterThan(0);
  });

  it.each(['/login', '/auth/confirm?token_hash=x&type=email', '/checkout-success', ...appAddresses])(
    'serves the app shell at %s with status 200, no redirect, and the page headers',
    (url) => expectAppShell(pagesAnswer(site, url)),
  );

  it.each(unknown)('answers %s with the top-level 404.html, status 404 and the security headers', (url) => {
    const answer = pagesAnswer(site, url);
    expect(answer).toMatchObject({ status: 404, file: '404.html' });
    expect(answer.headers).toMatchObject({ ...security, 'cache-control': 'no-store' });
  });

  it.each(prerendered)(
    'serves the prerendered %s, after at most its own redirect to the trailing slash',
    (url) => {
      let answer = pagesAnswer(site, `${url}?ref=x`);
      if (url !== '/') {
        expect(answer).toMatchObject({ status: 308, location: `${url}/?ref=x` });
        answer = pagesAnswer(site, answer.location!);
      }
      expect(answer).toMatchObject({ status: 200, file: outputFileFor(url) });
      expect(answer.headers).toMatchObject({ ...security, 'cache-control': cacheControl.html });
    },
  );

  it('serves the shell and the hashed and static files with their cache policy', () => {
    expect(pagesAnswer(site, '/app.html')).toMatchObject({ status: 308, location: appShellAddress });
    expect(pagesAnswer(site, appShellAddress).headers['cache-control']).toBe(cacheControl.html);
    expect(pagesAnswer(site, `/${asset}`).headers).toMatchObject({
      ...security,
      'cache-control': cacheControl.immutable,
    });
    expect(pagesAnswer(site, '/favicon.svg').headers['cache-control']).toBe(cacheControl.static);
  });
});

describe('Netlify (netlify/build redirect-parser, netlify/cli proxy.ts and static-server.ts)', () => {
  it('reads every _redirects and _headers line, with no forced rule', () => {
    const redirects = parseNetlifyRedirects(site.redirects);
    expect(redirects.invalid).toEqual([]);
    expect(redirects.rules).toHaveLength(appAddresses.length);
    expect(redirects.rules.some((rule) => rule.force)).toBe(false);
    expect(parseNetlifyHeaders(site.headers).invalid).toEqual([]);
  });

  it.each(['/login', '/auth/confirm?token_hash=x&type=email', '/checkout-success', ...appAddresses])(
    'rewrites %s to the app shell with status 200 and the page headers',
    (url) => expectAppShell(netlifyAnswer(site, url)),
  );

  it.each(unknown)('answers %s with the top-level 404.html and status 404', (url) => {
    expect(netlifyAnswer(site, url)).toMatchObject({ status: 404, file: '404.html' });
  });

  it.each(prerendered)('serves the prerendered %s', (url) => {
    expect(netlifyAnswer(site, url)).toMatchObject({ status: 200, file: outputFileFor(url) });
  });

  it('sends the same headers whether it matches them to the address asked for or to the file served, each set once', () => {
    for (const url of [...appAddresses, ...prerendered, `/${asset}`, '/favicon.svg']) {
      const answer = netlifyAnswer(site, url);
      const ofFile = netlifyHeaders(site, `/${answer.file}`);
      expect(ofFile.headers, url).toEqual(answer.headers);
      expect([...ofFile.repeated, ...netlifyHeaders(site, url).repeated], url).toEqual([]);
    }
  });
});

describe('the host models, against what the hosts document', () => {
  const previous = { ...site, redirects: previousRedirects };

  it('Pages drops the previous catch-all with status 404: not a permitted status', () => {
    expect(parsePagesRedirects(previousRedirects).invalid).toEqual([
      expect.stringMatching(/status 404 is not one of 200, 301, 302, 303, 307, 308/),
    ]);
    expect(parsePagesRedirects('/a  /b  200!\n').invalid).toHaveLength(1);
  });

  it('Pages answers a rewrite to /app.html with a 308 to /app, losing the route', () => {
    expect(pagesAnswer(previous, '/auth/confirm?token_hash=x')).toMatchObject({
      status: 308,
      location: '/app?token_hash=x',
    });
  });

  it("Pages proxies once only: '/a /b 200' and '/b /c 200' render b for /a (the Redirects page, Proxying)", () => {
    const chain = { files: new Set(['b.html', 'c.html']), redirects: '/a /b 200\n/b /c 200\n', headers: '' };
    expect(pagesAnswer(chain, '/a')).toMatchObject({ status: 200, file: 'b.html' });
  });

  it('Pages applies a rule where a file exists; Netlify serves the file unless the rule is forced', () => {
    const shadowed = { files: new Set(['a.html', 'b.html']), redirects: '/a /b 200\n', headers: '' };
    expect(pagesAnswer(shadowed, '/a')).toMatchObject({ file: 'b.html' });
    expect(netlifyAnswer(shadowed, '/a')).toMatchObject({ file: 'a.html' });
    expect(netlifyAnswer({ ...shadowed, redirects: '/a /b 200!\n' }, '/a')).toMatchObject({ file: 'b.html' });
  });
});
