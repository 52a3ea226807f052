import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { outputFileFor } from './output-files';
import { parseRedirectsFile } from './redirects-file';
import {
  type HeaderRule,
  headersForPath,
  hostDefaultCacheControl,
  parseHeadersFile,
  patternToRegExp,
} from './security-headers';

type RewriteRule = { pattern: RegExp; to: string; status: number };

function readRewriteRules(distDir: string): RewriteRule[] {
  const file = path.join(distDir, '_redirects');
  if (!existsSync(file)) return [];
  return parseRedirectsFile(readFileSync(file, 'utf8')).map(({ from, to, status }) => ({
    pattern: patternToRegExp(from),
    to,
    status,
  }));
}

/**
 * The file a rewrite's destination names, looked up as both hosts do: the file itself, else `<path>.html`, else
 * `<path>/index.html` (Cloudflare Pages handler.ts, netlify/cli `alternativePathsFor`). `/app` is `app.html`.
 */
function destinationFile(distDir: string, destination: string): string | undefined {
  const base = destination.replace(/^\/+|\/+$/g, '');
  return [base, `${base}.html`, path.posix.join(base, 'index.html')].find(
    (file) => file && statSync(path.join(distDir, file), { throwIfNoEntry: false })?.isFile(),
  );
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
        const asked = decodeURIComponent(url.pathname);
        // Set before the file is sent: Vite's static middleware keeps a header already set on the response.
        const headers = headersForPath(headerRules, asked);
        for (const [name, value] of Object.entries({ 'Cache-Control': hostDefaultCacheControl, ...headers })) {
          res.setHeader(name, value);
        }
        const pathname = asked.replace(/\/+$/, '') || '/';
        if (path.extname(pathname)) return next();
        const prerendered = outputFileFor(pathname);
        if (pathname !== '/404' && existsSync(path.join(distDir, prerendered))) {
          req.url = `/${prerendered}${url.search}`;
          return next();
        }
        // Matched as asked, as Cloudflare Pages matches: `_redirects` lists `/login/` beside `/login` for it.
        const rule = rules.find((candidate) => candidate.pattern.test(asked));
        const file = rule?.status === 200 ? destinationFile(distDir, rule.to) : undefined;
        if (file) {
          req.url = `/${file}${url.search}`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(path.join(distDir, '404.html')));
      });
    },
  };
}
