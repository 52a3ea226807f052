// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageLoaderHashSource, withPageLoader } from '../../build/page-script';

// What Vite writes into page.html: the entry in the head with a module preload for each module it imports.
const built = `<head>
    <script type="module" crossorigin src="/assets/page-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/page-runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/styles-ghi.css">
  </head><body><div id="root"></div></body>`;

const inlineScripts = (html: string) => [...html.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)];

describe('the page loader in a page template', () => {
  it('takes the place of the entry and its preloads, which it fetches after the first paint', () => {
    const page = withPageLoader(built);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<script data-src="/assets/page-abc.js" data-preload="/assets/page-runtime-def.js">');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-ghi.css">');
    // Before the stylesheet, so the browser does not wait for the stylesheet to run it.
    expect(page.indexOf('data-src')).toBeLessThan(page.indexOf('stylesheet'));
  });

  it('is the one inline script, and the Content-Security-Policy allows exactly its text', () => {
    const scripts = inlineScripts(withPageLoader(built));
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]![1]!, 'utf8').digest('base64');
    expect(pageLoaderHashSource).toBe(`'sha256-${hash}'`);
  });

  it('leaves the dev server’s own client alone', () => {
    const dev = `<head><script type="module" src="/@vite/client"></script></head>
      <body><div id="root"></div><script type="module" src="/src/entry-page.ts"></script></body>`;
    const page = withPageLoader(dev);
    expect(page).toContain('<script type="module" src="/@vite/client"></script>');
    expect(page).toContain('<script data-src="/src/entry-page.ts">');
  });

  it('refuses a template with no entry script or with two', () => {
    expect(() => withPageLoader('<head></head>')).toThrow(/one entry script, not 0/);
    expect(() => withPageLoader(built + '<script type="module" src="/other.js"></script>')).toThrow(/not 2/);
  });
});
