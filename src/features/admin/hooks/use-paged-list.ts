import { useMemo, useState } from 'react';
import { pageSizes, paginate, type PageSize } from '../lib/pagination';

/** Page and page size of one admin list; `reset` goes back to page 1 (call it when the filter changes). */
export function usePagedList<T>(items: readonly T[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(pageSizes[0]);
  const slice = useMemo(() => paginate(items, page, pageSize), [items, page, pageSize]);
  return {
    ...slice,
    pageSize,
    pageSizes,
    reset: () => setPage(1),
    onPageChange: (next: number) => setPage(next),
    onPageSizeChange: (size: number) => {
      setPageSize(size === 50 ? 50 : 25);
      setPage(1);
    },
  };
}
