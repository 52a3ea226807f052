import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { notFoundPath, routeTable } from '@/app/router';
import { HeadCollectorContext, type HeadData } from '@/components/seo/page-meta';

/** Renders one URL to HTML, waiting for every lazy page, and reports the head data the page declared. */
export async function render(url: string): Promise<{ html: string; head: HeadData }> {
  const head: HeadData = { title: '', description: '', status: 200 };
  const { prelude } = await prerender(
    <StrictMode>
      <HeadCollectorContext.Provider value={head}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadCollectorContext.Provider>
    </StrictMode>,
    // React outlines large Suspense boundaries behind an inline script that reveals them; a prerendered page must
    // show its content without JavaScript, so nothing is outlined.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = withoutSuspenseMarkers(await new Response(prelude).text());
  return { html, head };
}

/**
 * React marks each completed Suspense boundary with `<!--$-->` … `<!--/$-->` comments for its own hydration. The
 * browser hydrates with Preact (vite.config.ts), which does not use them: its hydration steps over comment nodes
 * and then removes every DOM child it did not claim (preact/src/diff/index.js, `diffElementNodes` removing the left
 * `excessDomChildren`), so the markers would be taken out of <main> while the page hydrates. Every boundary is
 * complete here (`prerender` waits for all of them), so the markers go. React's `<!-- -->` separators between
 * adjacent text nodes stay: they keep those text nodes apart, as Preact's hydration expects.
 */
function withoutSuspenseMarkers(html: string): string {
  return html.replace(/<!--\/?\$-->/g, '');
}

/** Every URL to prerender: the static marketing routes, each article and case study, and the 404 page. */
export async function prerenderUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (const route of routeTable) {
    if (!route.prerender) continue;
    if (route.entries) urls.push(...(await route.entries()));
    else urls.push(route.path);
  }
  return [...urls, notFoundPath];
}

/** Patterns of routes served by the client-only shell (for the static host's rewrite rules). */
export function clientOnlyPaths(): string[] {
  return routeTable.filter((route) => !route.prerender).map((route) => route.path);
}
