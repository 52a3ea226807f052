// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cacheControl,
  contentSecurityPolicy,
  headerRules,
  headersFileText,
  headersForPath,
  parseHeadersFile,
  patternToRegExp,
  securityHeaders,
} from '../../build/security-headers';
import { pageLoaderHashSource } from '../../build/page-script';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it('allows only this origin in a browser-only build', () => {
    expect(contentSecurityPolicy()).toBe(
      `default-src 'self'; script-src 'self' ${pageLoaderHashSource}; style-src` +
        " 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; media-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
    expect(contentSecurityPolicy('  ')).toBe(contentSecurityPolicy());
  });

  it('lets the browser reach a hosted Supabase project over https and its Realtime socket over wss', () => {
    const policy = directives(contentSecurityPolicy('https://abcdefgh.supabase.co/'));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'wss://abcdefgh.supabase.co',
    ]);
  });

  it('lets a signed Storage URL on the Supabase origin preview a photo (img-src) and a PDF (frame-src), over http(s) only', () => {
    const policy = directives(contentSecurityPolicy('https://abcdefgh.supabase.co/'));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://abcdefgh.supabase.co']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://abcdefgh.supabase.co']);
    expect(directives(contentSecurityPolicy('http://127.0.0.1:54321'))['frame-src']).toEqual(["'self'", 'http://127.0.0.1:54321']);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('uses the origin only, and http/ws for the local stack', () => {
    const policy = directives(contentSecurityPolicy('http://127.0.0.1:54321/some/path?x=1'));
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:54321', 'ws://127.0.0.1:54321']);
  });

  it('never allows evaluated script, inline script other than the page loader, any host, or Stripe', () => {
    const policy = contentSecurityPolicy('https://abcdefgh.supabase.co');
    const parsed = directives(policy);
    expect(parsed['script-src']).toEqual(["'self'", pageLoaderHashSource]);
    expect(parsed['style-src']).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval|\*|stripe/);
    expect(policy.match(/'unsafe-inline'/g)).toEqual(["'unsafe-inline'"]); // style attributes only
    expect(parsed['object-src']).toEqual(["'none'"]);
    expect(parsed['frame-ancestors']).toEqual(["'none'"]);
  });

  it('refuses a Supabase URL that is not http(s) rather than writing it into the policy', () => {
    expect(() => contentSecurityPolicy('javascript:alert(1)')).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL/,
    );
    expect(() => contentSecurityPolicy('not a url')).toThrow(/VITE_SUPABASE_URL must be an http\(s\) URL/);
    expect(() => contentSecurityPolicy("https://x.supabase.co; script-src 'unsafe-inline'")).toThrow();
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, the referrer policy, a deny-all permissions policy and DENY framing', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy'].split(', ')).toEqual(
      expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']),
    );
  });
});

const input = {
  supabaseUrl: 'https://abcdefgh.supabase.co',
  assetsDir: 'assets',
  staticEntries: ['favicon.svg', 'robots.txt', 'images/'],
  routePaths: ['/', '/about', '/login', '/resources', '/resources/blog/:slug', '/auth/confirm'],
};

describe('headerRules and headersFileText', () => {
  const rules = headerRules(input);
  const text = headersFileText(rules);

  it('writes the security headers on every path and one Cache-Control rule per kind of path', () => {
    expect(text).toBe(
      [
        '# Response headers for Netlify and Cloudflare Pages, written by the build (build/security-headers.ts).',
        '# No header is set by two rules that match the same path.',
        '',
        '/*',
        ...Object.entries(securityHeaders(input.supabaseUrl)).map(([name, value]) => `  ${name}: ${value}`),
        '',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        ...['/favicon.svg', '/images/*', '/robots.txt'].flatMap((pattern) => [
          '',
          pattern,
          '  Cache-Control: public, max-age=3600',
        ]),
        ...[
          '/',
          '/index.html',
          '/app.html',
          '/404.html',
          '/app',
          '/404',
          '/about',
          '/about/*',
          '/auth',
          '/auth/*',
          '/login',
          '/login/*',
          '/resources',
          '/resources/*',
        ].flatMap((pattern) => ['', pattern, '  Cache-Control: no-cache']),
        '',
      ].join('\n'),
    );
  });

  it('reads back as the same rules', () => {
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it.each([
    ['/assets/index-Bx9Rm9Go.js', cacheControl.immutable],
    ['/favicon.svg', cacheControl.static],
    ['/images/og.png', cacheControl.static],
    ['/robots.txt', cacheControl.static],
    ['/', cacheControl.html],
    ['/index.html', cacheControl.html],
    ['/app.html', cacheControl.html],
    ['/app', cacheControl.html],
    ['/404.html', cacheControl.html],
    ['/404', cacheControl.html],
    ['/about', cacheControl.html],
    ['/about/', cacheControl.html],
    ['/about/index.html', cacheControl.html],
    ['/login', cacheControl.html],
    ['/auth/confirm', cacheControl.html],
    ['/resources/blog/a-post', cacheControl.html],
    ['/resources/blog/a-post/index.html', cacheControl.html],
  ])('%s gets Cache-Control %s and every security header, each once', (pathname, cache) => {
    expect(headersForPath(rules, pathname)).toEqual({
      ...securityHeaders(input.supabaseUrl),
      'Cache-Control': cache,
    });
  });

  it('leaves Cache-Control to the host on an address under no route (the 404 page)', () => {
    expect(headersForPath(rules, '/no-such-page')).toEqual(securityHeaders(input.supabaseUrl));
  });

  it('refuses two rules that set one header on the same path (Cloudflare would send both values)', () => {
    expect(() =>
      headersFileText([...rules, { pattern: '/assets/*', headers: { 'cache-control': 'no-cache' } }]),
    ).toThrow(/set by both \/assets\/\* and \/assets\/\*/);
    expect(() =>
      headersFileText([...rules, { pattern: '/*', headers: { 'Cache-Control': 'no-cache' } }]),
    ).toThrow(/Cache-Control is set by both/);
  });

  it('refuses a route named like a file or folder of the build', () => {
    expect(() => headerRules({ ...input, routePaths: ['/assets'] })).toThrow(/route \/assets/);
    expect(() => headerRules({ ...input, routePaths: ['/images/x'] })).toThrow(/route \/images/);
    expect(() => headerRules({ ...input, routePaths: ['/app.html'] })).toThrow(/route \/app\.html/);
    // The shell's address on Cloudflare Pages, where the client-only routes are rewritten to.
    expect(() => headerRules({ ...input, routePaths: ['/app/settings'] })).toThrow(/route \/app /);
  });

  it("stays within Cloudflare Pages' 100 rules", () => {
    const many = Array.from({ length: 48 }, (_, index) => `/page-${index}`);
    expect(() => headersFileText(headerRules({ ...input, routePaths: many }))).toThrow(
      /Cloudflare Pages reads at most 100/,
    );
  });
});

describe('headersForPath', () => {
  it('joins a header that two matching rules set, as Cloudflare Pages does', () => {
    const rules = parseHeadersFile('/*\n  X-Robots-Tag: noindex\n\n/static/*\n  x-robots-tag: nosnippet\n');
    expect(headersForPath(rules, '/static/a.css')).toEqual({ 'X-Robots-Tag': 'noindex, nosnippet' });
    expect(headersForPath(rules, '/page')).toEqual({ 'X-Robots-Tag': 'noindex' });
  });

  it('matches splats greedily and placeholders within one segment', () => {
    expect(patternToRegExp('/*').test('/')).toBe(true);
    expect(patternToRegExp('/blog/:slug').test('/blog/a-post')).toBe(true);
    expect(patternToRegExp('/blog/:slug').test('/blog/a/b')).toBe(false);
    expect(patternToRegExp('/a.html').test('/aXhtml')).toBe(false);
  });

  it('rejects a header line outside a rule', () => {
    expect(() => parseHeadersFile('  Cache-Control: no-cache\n')).toThrow(/line 1/);
  });
});
