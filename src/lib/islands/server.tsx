import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { IslandCollector, IslandCollectorContext, type IslandSource } from './island';

async function renderHtml(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerender(element, { identifierPrefix });
  return new Response(prelude).text();
}

/**
 * Renders a page to HTML, each island on a root of its own (with its own id prefix), as the browser hydrates it.
 * `surround` wraps the page's root and each island's in what every root has above it (providers that render no
 * markup). With `islands` (the app's table), an island's moment is the declared one and its root holds the component
 * the browser's registry gives, with its ports and query client. Server-only: the prerender and the dev server call it.
 */
export async function renderPageHtml(
  page: ReactNode,
  surround: (root: ReactNode) => ReactNode = (root) => root,
  islands?: IslandSource,
): Promise<string> {
  const collector = new IslandCollector(islands);
  const html = await renderHtml(surround(<IslandCollectorContext.Provider value={collector}>{page}</IslandCollectorContext.Provider>));
  const rendered = await Promise.all(
    collector.islands.map(async ({ name, Component, props, idPrefix }) => {
      const Root = islands ? await islands.load(name) : Component;
      if (!Root) throw new Error(`No island is registered as "${name}".`);
      const Island = Root as ComponentType<object>;
      return renderHtml(surround(<Island {...props} />), idPrefix);
    }),
  );
  return html.replace(/<!--island:(\d+)-->/g, (_marker, index: string) => rendered[Number(index)] ?? '');
}
