import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { outputFileFor } from './output-files';

const rootPlaceholder = '<!--app-html-->';

/** Where the server build goes, inside the client build's folder (removed after prerendering). */
export const serverDirFor = (distDir: string) => path.join(distDir, '.server');

type HeadData = { title: string; description: string; status: number };
type ServerEntry = {
  render: (url: string) => Promise<{ html: string; head: HeadData }>;
  prerenderUrls: () => Promise<string[]>;
  clientOnlyPaths: () => string[];
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fillTemplate(template: string, html: string, head: HeadData): string {
  return template
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content=".*?" \/>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(rootPlaceholder, html);
}

/** Rewrite rules in the `_redirects` format that Netlify and Cloudflare Pages read (existing files win). */
function redirectsFile(clientOnlyPaths: string[]): string {
  const rewrites = clientOnlyPaths.map((route) => `${route}  /app.html  200`);
  return [...rewrites, '/*  /404.html  404', ''].join('\n');
}

/**
 * After the server build, renders every public marketing route to `dist/<route>/index.html`, writes the
 * client-only shell `app.html`, the 404 page and the host rewrite rules, then removes the server bundle.
 */
export function prerenderPlugin(distDir: string): Plugin {
  const serverDir = serverDirFor(distDir);
  let isServerBuild = false;
  return {
    name: 'doorkeep-prerender',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!isServerBuild) return;
      const server = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
      const template = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
      await fs.writeFile(path.join(distDir, 'app.html'), template.replace(rootPlaceholder, ''));
      for (const url of await server.prerenderUrls()) {
        const { html, head } = await server.render(url);
        if (!head.title) throw new Error(`Prerendering ${url}: the page renders no <PageMeta>.`);
        const expectedStatus = url === '/404' ? 404 : 200;
        if (head.status !== expectedStatus) throw new Error(`Prerendering ${url}: status ${head.status}.`);
        const file = path.join(distDir, outputFileFor(url));
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, fillTemplate(template, html, head));
      }
      await fs.writeFile(path.join(distDir, '_redirects'), redirectsFile(server.clientOnlyPaths()));
      await fs.rm(serverDir, { recursive: true, force: true });
    },
  };
}
