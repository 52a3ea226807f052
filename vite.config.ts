/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Where builds go; tests build into their own folder so parallel runs never share one. */
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const serverDir = path.join(distDir, '.server');
const rootPlaceholder = '<!--app-html-->';

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

function outputFileFor(url: string): string {
  if (url === '/') return 'index.html';
  if (url === '/404') return '404.html';
  return path.join(url.slice(1), 'index.html');
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
function prerenderPlugin(): Plugin {
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

type RewriteRule = { pattern: RegExp; to: string; status: number };

function readRewriteRules(): RewriteRule[] {
  const file = path.join(distDir, '_redirects');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/);
      const source = from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+').replace(/\*/g, '.*');
      return { pattern: new RegExp(`^${source}$`), to, status: Number(status) };
    });
}

/** Makes `vite preview` behave like the static host: prerendered files, the `_redirects` rules, a real 404. */
function staticHostPreview(): Plugin {
  return {
    name: 'doorkeep-static-host-preview',
    configurePreviewServer(server) {
      const rules = readRewriteRules();
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const pathname = decodeURIComponent(url.pathname).replace(/\/+$/, '') || '/';
        if (path.extname(pathname)) return next();
        const prerendered = outputFileFor(pathname);
        if (pathname !== '/404' && existsSync(path.join(distDir, prerendered))) {
          req.url = `/${prerendered}${url.search}`;
          return next();
        }
        const rule = rules.find((candidate) => candidate.pattern.test(pathname));
        if (rule && rule.status === 200) {
          req.url = `${rule.to}${url.search}`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(path.join(distDir, '404.html')));
      });
    },
  };
}

export default defineConfig(({ command, isSsrBuild, isPreview }) => ({
  plugins: [react(), tailwindcss(), prerenderPlugin(), staticHostPreview()],
  resolve: { alias: { '@': path.resolve(root, 'src') } },
  define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())) },
  // The dev server falls back to index.html for every route; preview serves files the way the host will.
  appType: command === 'serve' && !isPreview ? 'spa' : 'mpa',
  build: {
    outDir: isSsrBuild ? serverDir : distDir,
    emptyOutDir: true,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
}));
