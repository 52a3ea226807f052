import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { escapeHtml, headTagsHtml, isIndexable, type HeadData } from '../src/components/seo/head-tags';
import { paths } from '../src/config/paths';
import { parseSiteOrigin } from '../src/config/site-origin';
import { outputFileFor } from './output-files';
import { withPageLoader } from './page-script';
import { redirectsFileText } from './redirects-file';
import { robotsTxt, sitemapXml } from './sitemap';

const rootPlaceholder = '<!--app-html-->';

/** Where the server build goes, inside the client build's folder (removed after prerendering). */
export const serverDirFor = (distDir: string) => path.join(distDir, '.server');

type ServerEntry = {
  render: (url: string) => Promise<{ html: string; head: HeadData }>;
  prerenderUrls: () => Promise<string[]>;
  clientOnlyPaths: () => string[];
};

const descriptionTag = /<meta name="description" content=".*?" \/>/;

/**
 * The page's HTML: the template with the page's title, description and head tags (canonical, Open Graph, Twitter,
 * JSON-LD, all with absolute URLs on `origin`) and the rendered app. Replacer functions, so a `$&` in the text stays.
 */
export function fillTemplate(template: string, html: string, head: HeadData, origin: string): string {
  if (!descriptionTag.test(template)) throw new Error('page.html has no <meta name="description" content="…" /> to replace.');
  const headTags = `<meta name="description" content="${escapeHtml(head.description)}" />\n    ${headTagsHtml(head, origin)}`;
  return template
    .replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(descriptionTag, () => headTags)
    .replace(rootPlaceholder, () => html);
}

/** Pages only the signed-in use: crawlers are asked to stay out. */
const privatePaths = [paths.dashboard.path, paths.account.path, paths.vendorDashboard.path, paths.adminDashboard.path];

/**
 * After the server build, renders every public marketing route into page.html, as `dist/<route>/index.html`, moves
 * the client-rendered app's shell to `app.html`, the 404 page, the host rewrite rules, `sitemap.xml` (every prerendered page but the
 * 404) and `robots.txt`, then removes the server bundle. URLs start with `VITE_SITE_ORIGIN` as the bundle reads it
 * (Vite's resolved env of this build, checked by the same rule), so the page heads, sitemap and robots agree.
 */
export function prerenderPlugin(distDir: string): Plugin {
  const serverDir = serverDirFor(distDir);
  let isServerBuild = false;
  let origin = '';
  return {
    name: 'doorkeep-prerender',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
      // Both builds check it, so a malformed value stops the client build before anything is written.
      origin = parseSiteOrigin(config.env.VITE_SITE_ORIGIN as string | undefined);
    },
    async closeBundle() {
      if (!isServerBuild) return;
      const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
      // The client build wrote the app's shell as index.html and the pages' template as page.html.
      await fs.rename(path.join(distDir, 'index.html'), path.join(distDir, 'app.html'));
      const template = withPageLoader(await fs.readFile(path.join(distDir, 'page.html'), 'utf8'));
      await fs.rm(path.join(distDir, 'page.html'));
      const indexed: string[] = [];
      for (const url of await server.prerenderUrls()) {
        const { html, head } = await server.render(url);
        if (!head.title) throw new Error(`Prerendering ${url}: the page renders no <PageMeta>.`);
        const expectedStatus = url === '/404' ? 404 : 200;
        if (head.status !== expectedStatus) throw new Error(`Prerendering ${url}: status ${head.status}.`);
        if (head.canonicalPath !== url) throw new Error(`Prerendering ${url}: canonical path ${head.canonicalPath}.`);
        if (isIndexable(head.status, head.noindex)) indexed.push(url);
        const file = path.join(distDir, outputFileFor(url));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, fillTemplate(template, html, head, origin));
      }
      await fs.writeFile(path.join(distDir, '_redirects'), redirectsFileText(server.clientOnlyPaths()));
      await fs.writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(origin, indexed));
      await fs.writeFile(path.join(distDir, 'robots.txt'), robotsTxt(origin, privatePaths));
      await fs.rm(serverDir, { recursive: true, force: true });
    },
  };
}
