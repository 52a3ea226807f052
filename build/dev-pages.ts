import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { HeadData } from '../src/components/seo/head-tags';
import { parseSiteOrigin } from '../src/config/site-origin';
import { withPageLoader } from './page-script';
import { fillTemplate } from './prerender';

type ServerEntry = {
  render: (url: string) => Promise<{ html: string; head: HeadData }>;
  isAppPath: (pathname: string) => boolean;
};

/**
 * The dev server shows what the build serves: a marketing page is rendered per request with the same server entry
 * and template as the prerender (page.html, so its islands start the same way), and the app's pages fall through
 * to index.html, the client-rendered shell. Unknown addresses get the 404 page with status 404.
 */
export function devPageRenderer(): Plugin {
  return {
    name: 'doorkeep-dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const accept = request.headers.accept ?? '';
        const url = request.url ?? '/';
        const pathname = url.split('?')[0] ?? '/';
        const isDocument = request.method === 'GET' && accept.includes('text/html') && !path.extname(pathname);
        if (!isDocument) return next();
        try {
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
          if (entry.isAppPath(pathname)) return next();
          const { html, head } = await entry.render(pathname);
          const rawTemplate = await fs.readFile(path.join(server.config.root, 'page.html'), 'utf8');
          const template = withPageLoader(await server.transformIndexHtml(url, rawTemplate));
          const origin = parseSiteOrigin(server.config.env.VITE_SITE_ORIGIN as string | undefined);
          response.statusCode = head.status;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(fillTemplate(template, html, head, origin));
        } catch (error) {
          server.ssrFixStacktrace(error as Error);
          next(error);
        }
      });
    },
  };
}
