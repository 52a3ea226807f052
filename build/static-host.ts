import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { outputFileFor } from './output-files';

type RewriteRule = { pattern: RegExp; to: string; status: number };

function readRewriteRules(distDir: string): RewriteRule[] {
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
export function staticHostPreview(distDir: string): Plugin {
  return {
    name: 'doorkeep-static-host-preview',
    configurePreviewServer(server) {
      const rules = readRewriteRules(distDir);
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
