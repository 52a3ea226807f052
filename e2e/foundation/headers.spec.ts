import { cacheControl, contentSecurityPolicy, securityHeaders } from '../../build/security-headers';
import { expect, test } from '../support/test';

// The preview serves dist/_headers the way Netlify and Cloudflare Pages do; this is a browser-only build, so the
// policy allows this origin only.
const expectedSecurityHeaders = Object.fromEntries(
  Object.entries(securityHeaders()).map(([name, value]) => [name.toLowerCase(), value]),
);

test.describe('response headers', () => {
  test('a prerendered page, a hashed asset and the client-only shell carry the security headers and their cache policy', async ({
    request,
  }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    expect(home.headers()).toMatchObject({ ...expectedSecurityHeaders, 'cache-control': cacheControl.html });
    expect(home.headers()['content-security-policy']).toBe(contentSecurityPolicy());

    const script = /<script data-src="(\/assets\/[^"]+\.js)"/.exec(
      await home.text(),
    )?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()).toMatchObject({
      ...expectedSecurityHeaders,
      'cache-control': cacheControl.immutable,
    });

    for (const path of [
      '/app.html',
      '/login',
      '/login/',
      '/auth/confirm?token_hash=x',
      '/about',
      '/about/',
      '/resources/blog',
    ]) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
      expect(page.headers(), path).toMatchObject({
        ...expectedSecurityHeaders,
        'cache-control': cacheControl.html,
      });
    }

    const favicon = await request.get('/favicon.svg');
    expect(favicon.headers()).toMatchObject({
      ...expectedSecurityHeaders,
      'cache-control': cacheControl.static,
    });
  });

  test('an unknown address gets the 404 page with the security headers', async ({ request }) => {
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()).toMatchObject(expectedSecurityHeaders);
  });
});

test.describe('the Content-Security-Policy check of every test', () => {
  const injectInlineScript = () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.append(script);
  };

  test('collects a violation: an injected inline script is blocked and reported', async ({
    page,
    pageProblems,
    cspWatch,
  }) => {
    pageProblems.allow(/Content Security Policy/);
    await page.goto('/');
    await page.evaluate(injectInlineScript);
    await expect
      .poll(() => cspWatch.violations().map((violation) => violation.directive))
      .toContain('script-src-elem');
    expect(
      await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
    ).toBeUndefined();
    cspWatch.allow(/"directive":"script-src-elem"/);
  });

  // The fixture's own check: an undeclared violation fails the test at teardown.
  test.fail(
    'fails a test that causes a violation it did not declare',
    async ({ page, pageProblems, cspWatch }) => {
      pageProblems.allow(/Content Security Policy/);
      await page.goto('/');
      await page.evaluate(injectInlineScript);
      await expect.poll(() => cspWatch.violations().length).toBeGreaterThan(0);
    },
  );
});
