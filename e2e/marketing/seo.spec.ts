import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { loadEnv } from 'vite';
import { parseSiteOrigin } from '../../src/config/site-origin';
import { routes } from '../support/routes';
import { expect, test, waitForHydration } from '../support/test';

// What crawlers and link previews read: the server's HTML (fetched with `request`, not the hydrated DOM),
// sitemap.xml, robots.txt and the share image.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The origin the production build under test used: VITE_SITE_ORIGIN as Vite loads it, or the default. */
const origin = parseSiteOrigin(loadEnv('production', projectRoot, 'VITE_').VITE_SITE_ORIGIN);

const prerendered = routes.filter((route) => route.prerendered);
const clientOnly = routes.filter((route) => !route.prerendered);

type Head = {
  title: string;
  canonicals: string[];
  /** Content of each `<meta>` by its `property` or `name`; a key that appears twice is listed twice. */
  meta: Array<[string, string]>;
  jsonLd: string[];
};

/** The `<head>` of the HTML the server sends for `pagePath`, parsed by the browser's DOMParser (no scripts run). */
async function serverHead(
  page: Page,
  request: APIRequestContext,
  pagePath: string,
  status = 200,
): Promise<Head> {
  const response = await request.get(pagePath);
  expect(response.status(), `${pagePath} status`).toBe(status);
  const html = await response.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return {
      title: doc.title,
      canonicals: [...doc.head.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      meta: [...doc.head.querySelectorAll('meta[property], meta[name]')].map((meta): [string, string] => [
        meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
        meta.getAttribute('content') ?? '',
      ]),
      jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  }, html);
}

function metaValues(head: Head, key: string): string[] {
  return head.meta.filter(([name]) => name === key).map(([, content]) => content);
}

/** Each JSON-LD block, checked to be free of a raw `<` and parsed. */
function structuredData(head: Head): Array<Record<string, unknown>> {
  return head.jsonLd.map((text) => {
    expect(text).not.toContain('<');
    return JSON.parse(text) as Record<string, unknown>;
  });
}

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23, after the signature and the chunk's length and type). */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('head of every prerendered page', () => {
  for (const route of prerendered) {
    test(`${route.path} is canonical to itself and carries the Open Graph and Twitter cards`, async ({
      page,
      request,
    }) => {
      const head = await serverHead(page, request, route.path);
      const url = `${origin}${route.path}`;
      expect(head.title).toBe(route.title);
      expect(head.canonicals).toEqual([url]);
      expect(metaValues(head, 'og:url')).toEqual([url]);
      expect(metaValues(head, 'robots')).toEqual([]);
      const description = metaValues(head, 'description');
      expect(description).toHaveLength(1);
      expect(metaValues(head, 'og:title')).toEqual([route.title]);
      expect(metaValues(head, 'og:description')).toEqual(description);
      expect(metaValues(head, 'og:type')).toEqual([
        route.path.startsWith('/resources/blog/') ? 'article' : 'website',
      ]);
      expect(metaValues(head, 'og:site_name')).toEqual(['DoorKeep']);
      expect(metaValues(head, 'og:image')).toEqual([`${origin}/og-image.png`]);
      expect(metaValues(head, 'og:image:width')).toEqual(['1200']);
      expect(metaValues(head, 'og:image:height')).toEqual(['630']);
      expect(metaValues(head, 'og:image:alt')).toEqual([expect.stringContaining('DoorKeep')]);
      expect(metaValues(head, 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaValues(head, 'twitter:title')).toEqual([route.title]);
      expect(metaValues(head, 'twitter:description')).toEqual(description);
      expect(metaValues(head, 'twitter:image')).toEqual([`${origin}/og-image.png`]);
    });
  }

  test('the 404 page is noindex and names no canonical address', async ({ page, request }) => {
    const head = await serverHead(page, request, '/no-such-page', 404);
    expect(metaValues(head, 'robots')).toEqual(['noindex']);
    expect(head.canonicals).toEqual([]);
    expect(metaValues(head, 'og:url')).toEqual([]);
  });
});

test('the share image is a 1200×630 PNG under 100 KB, and the logo a square of at least 112 px', async ({
  request,
}) => {
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  expect(bytes.length).toBeLessThan(100_000);

  const logo = await request.get('/logo.png');
  expect(logo.status()).toBe(200);
  const { width, height } = pngSize(await logo.body());
  expect(width).toBe(height);
  expect(width).toBeGreaterThanOrEqual(112);
});

test.describe('JSON-LD', () => {
  test('the home page describes the Organization', async ({ page, request }) => {
    const [organization, ...others] = structuredData(await serverHead(page, request, '/'));
    expect(others).toEqual([]);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'DoorKeep',
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
    });
  });

  test('/pricing is a FAQPage with the five questions and answers the page shows', async ({
    page,
    request,
  }) => {
    const [faq, ...others] = structuredData(await serverHead(page, request, '/pricing'));
    expect(others).toEqual([]);
    expect(faq['@type']).toBe('FAQPage');
    const entries = faq.mainEntity as Array<{
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }>;
    expect(entries).toHaveLength(5);

    await page.goto('/pricing');
    const questions = page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button');
    await expect(questions).toHaveCount(5);
    const shown = await questions.evaluateAll((buttons) =>
      buttons.map((button) => ({
        question: button.textContent?.trim() ?? '',
        answer:
          document.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent?.trim() ?? '',
      })),
    );
    expect(entries.map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text }))).toEqual(
      shown,
    );
    expect(
      entries.every((entry) => entry['@type'] === 'Question' && entry.acceptedAnswer['@type'] === 'Answer'),
    ).toBe(true);
  });

  test('a blog post is an Article with its headline, date, byline, image and address', async ({
    page,
    request,
  }) => {
    const article = routes.find((route) => route.path.startsWith('/resources/blog/'));
    if (!article) throw new Error('routes.ts lists no blog article');
    const head = await serverHead(page, request, article.path);
    const [data, ...others] = structuredData(head);
    expect(others).toEqual([]);

    await page.goto(article.path);
    const published = await page.locator('article time').first().getAttribute('datetime');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: await page.getByRole('heading', { level: 1 }).textContent(),
      description: metaValues(head, 'description')[0],
      datePublished: published,
      url: `${origin}${article.path}`,
      image: [`${origin}/og-image.png`],
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization', name: 'DoorKeep', logo: `${origin}/logo.png` },
    });
    expect(published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

test.describe('crawler files', () => {
  test('sitemap.xml lists every prerendered page, each blog article and case study, and nothing client-only', async ({
    page,
    request,
  }) => {
    const urls = await sitemapUrls(request);
    expect(new Set(urls).size).toBe(urls.length);
    for (const route of prerendered) expect(urls).toContain(`${origin}${route.path}`);
    for (const route of clientOnly) expect(urls).not.toContain(`${origin}${route.path}`);
    expect(urls.some((url) => url.endsWith('/404'))).toBe(false);

    // Every article and case study the resources pages link to, not only the ones routes.ts names.
    await page.goto('/resources/blog');
    const articleLinks = await page
      .locator('main a[href^="/resources/blog/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await page.goto('/resources');
    const studyLinks = await page
      .locator('main a[href^="/resources/case-studies/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(articleLinks.length).toBeGreaterThanOrEqual(3);
    expect(studyLinks.length).toBeGreaterThanOrEqual(2);
    for (const href of [...articleLinks, ...studyLinks]) expect(urls).toContain(`${origin}${href}`);
  });

  test('every page in the sitemap is served and canonical to its own address', async ({ page, request }) => {
    for (const url of await sitemapUrls(request)) {
      expect(url.startsWith(`${origin}/`)).toBe(true);
      const head = await serverHead(page, request, url.slice(origin.length));
      expect(head.canonicals, url).toEqual([url]);
    }
  });

  test('robots.txt names the absolute sitemap address', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});

test('inside the app, a navigation moves the canonical, og:url and title to the new page in the same document', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/vendor-signup');
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', `${origin}/vendor-signup`);
  const signIn = page.getByRole('link', { name: 'Already a vendor? Sign in to your portal' });
  await waitForHydration(signIn);
  await page.evaluate(() => document.documentElement.setAttribute('data-before-navigation', ''));
  await signIn.click();
  await expect(page).toHaveURL(/\/vendor-login$/);
  await expect(canonical).toHaveAttribute('href', `${origin}/vendor-login`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/vendor-login`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Vendor Login | DoorKeep');
  await expect(canonical).toHaveCount(1);
  // Still the same document: the head was updated in place, not reloaded.
  await expect(page.locator('html')).toHaveAttribute('data-before-navigation', '');
});
