import { useState, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/query-client';

let pageClient: QueryClient | undefined;

/**
 * The page's one query client, made on first use, so the islands of a page that read the same data share it. The
 * prerender renders many pages in one process, so there each island's root gets a client of its own.
 */
function islandQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  pageClient ??= createQueryClient();
  return pageClient;
}

/**
 * `Component` below the page's query client. Only the islands that read server state are wrapped (the registry
 * imports this module with them, for an island whose table entry says `queries: true`), so an island page without
 * one never loads TanStack Query.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>) {
  function IslandWithQueries(props: P) {
    const [client] = useState(islandQueryClient);
    return (
      <QueryClientProvider client={client}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return IslandWithQueries;
}
