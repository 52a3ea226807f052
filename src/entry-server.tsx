import { StrictMode } from 'react';
import { matchPath } from 'react-router-dom';
import { PageLayout } from '@/app/layouts/page-layout';
import { appRoutes, matchPage, notFoundPath, pageRoutes } from '@/app/router';
import { HeadCollectorContext, type HeadData } from '@/components/seo/page-meta';
import { renderPageHtml } from '@/lib/islands/server';
import { islandSource } from '@/app/island-registry';

const loadNotFound = () => import('@/app/routes/not-found');

/** The page that `url` shows, with its parameters; the not-found page when no page route matches. */
async function pageFor(url: string) {
  const pathname = new URL(url, 'http://localhost').pathname;
  const matched = matchPage(pathname);
  if (matched) return { pathname, params: matched.params, Page: (await matched.route.load()).default };
  return { pathname, params: {}, Page: (await loadNotFound()).default };
}

/** Renders one page to HTML (its islands included, as their first render) and reports the head data it declared. */
export async function render(url: string): Promise<{ html: string; head: HeadData }> {
  const head: HeadData = { title: '', description: '', status: 200 };
  const { pathname, params, Page } = await pageFor(url);
  const html = await renderPageHtml(
    <StrictMode>
      <HeadCollectorContext.Provider value={head}>
        <PageLayout pathname={pathname}>
          <Page params={params} />
        </PageLayout>
      </HeadCollectorContext.Provider>
    </StrictMode>,
    undefined,
    // Each island's root as the browser's registry gives it: the component, its ports and its query client, from the
    // one island table (their first render reads no session or record).
    islandSource,
  );
  return { html, head };
}

/** Every URL to prerender: the marketing pages, each article and case study, and the 404 page. */
export async function prerenderUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (const route of pageRoutes) {
    if (route.entries) urls.push(...(await route.entries()));
    else urls.push(route.path);
  }
  return [...urls, notFoundPath];
}

/** Patterns of the app's routes, served by the client-rendered shell (for the static host's rewrite rules). */
export function clientOnlyPaths(): string[] {
  return appRoutes.map((route) => route.path);
}

/** Whether `pathname` is one of the app's pages (the dev server then serves the shell instead of rendering). */
export function isAppPath(pathname: string): boolean {
  return appRoutes.some((route) => matchPath(route.path, pathname) !== null);
}
