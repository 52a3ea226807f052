import type { ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query/query-client';

let pageClient: QueryClient | undefined;

/** The page's one query client, made on first use, so the islands of a page that read the same data share it. */
function islandQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}

/**
 * `Component` below the page's query client. Only the islands that read server state are wrapped (the registry
 * imports this module with them), so an island page without one never loads TanStack Query.
 */
export function withQueryClient<P extends object>(Component: ComponentType<P>) {
  function IslandWithQueries(props: P) {
    return (
      <QueryClientProvider client={islandQueryClient()}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return IslandWithQueries;
}
