import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { IslandCollector, IslandCollectorContext } from './island';

async function renderHtml(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(element, { identifierPrefix });
  return new Response(prelude).text();
}

/**
 * Renders a page to HTML, each island on a root of its own (with its own id prefix), as the browser hydrates it.
 * `surround` wraps the page's root and each island's in what the browser's roots have above them (providers that
 * render no markup). Server-only: the prerender and the dev server call it.
 */
export async function renderPageHtml(page: ReactNode, surround: (root: ReactNode) => ReactNode = (root) => root): Promise<string> {
  const collector = new IslandCollector();
  const html = await renderHtml(surround(<IslandCollectorContext.Provider value={collector}>{page}</IslandCollectorContext.Provider>));
  const islands = await Promise.all(
    collector.islands.map(({ Component, props, idPrefix }) => renderHtml(surround(<Component {...props} />), idPrefix)),
  );
  return html.replace(/<!--island:(\d+)-->/g, (_marker, index: string) => islands[Number(index)] ?? '');
}
