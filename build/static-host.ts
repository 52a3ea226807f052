import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { outputFileFor } from './output-files';
import { type HeaderRule, headersForPath, hostDefaultCacheControl, parseHeadersFile } from './security-headers';

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

/** The build's `_headers` rules (written by build/headers-file.ts); none, with a warning, for an older build. */
function readHeaderRules(distDir: string, logger: Logger): HeaderRule[] {
  const file = path.join(distDir, '_headers');
  if (!existsSync(file)) {
    logger.warn(`${file} is missing: the preview sends no security headers. Run npm run build.`);
    return [];
  }
  return parseHeadersFile(readFileSync(file, 'utf8'));
}

/**
 * Makes `vite preview` behave like the static host: prerendered files, the `_redirects` rules, a real 404, and the
 * `_headers` rules matched against the address asked for (as Netlify and Cloudflare Pages match them, before any
 * rewrite), with the hosts' default Cache-Control where no rule sets one.
 */
export function staticHostPreview(distDir: string): Plugin {
  return {
    name: 'doorkeep-static-host-preview',
    configurePreviewServer(server) {
      const rules = readRewriteRules(distDir);
      const headerRules = readHeaderRules(distDir, server.config.logger);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        // Set before the file is sent: Vite's static middleware keeps a header already set on the response.
        const headers = headersForPath(headerRules, decodeURIComponent(url.pathname));
        for (const [name, value] of Object.entries({ 'Cache-Control': hostDefaultCacheControl, ...headers })) {
          res.setHeader(name, value);
        }
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
