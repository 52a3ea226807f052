/** Rows per page the admin lists offer. */
export const pageSizes = [25, 50] as const;
export type PageSize = (typeof pageSizes)[number];

export type PageSlice<T> = { items: T[]; page: number; pageCount: number; start: number; end: number; total: number };

/** The rows of page `page` (1-based, clamped to the pages that exist) and where they sit in the whole list. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const startIndex = (current - 1) * pageSize;
  const slice = items.slice(startIndex, startIndex + pageSize);
  return {
    items: slice,
    page: current,
    pageCount,
    start: total === 0 ? 0 : startIndex + 1,
    end: startIndex + slice.length,
    total,
  };
}
