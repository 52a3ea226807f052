import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

type PaginationProps = {
  /** What the list holds, for the landmark name ("Newsletter signups pages"). */
  label: string;
  page: number;
  pageCount: number;
  /** First and last row shown (1-based) and the total. */
  start: number;
  end: number;
  total: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  className?: string;
};

const numberFormat = new Intl.NumberFormat('en-US');

const stepButton =
  'inline-flex min-h-10 items-center gap-1 rounded-xl border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous/next paging with the visible range and a rows-per-page choice, as a labelled navigation landmark. */
export function Pagination({
  label,
  page,
  pageCount,
  start,
  end,
  total,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  className,
}: PaginationProps) {
  const sizeId = useId();
  return (
    <nav aria-label={`${label} pages`} className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}>
      <p className="text-ink-600" aria-live="polite">
        Showing <span className="font-semibold text-ink-900">{numberFormat.format(start)}</span>–
        <span className="font-semibold text-ink-900">{numberFormat.format(end)}</span> of{' '}
        <span className="font-semibold text-ink-900">{numberFormat.format(total)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={sizeId} className="text-ink-700">
          Rows per page
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="min-h-10 rounded-xl border border-ink-300 bg-white px-2 text-sm text-ink-900 focus:outline-2 focus:outline-brand-600/40"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <button type="button" className={stepButton} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous<span className="sr-only"> page</span>
        </button>
        <span className="px-1 text-ink-700">
          Page {numberFormat.format(page)} of {numberFormat.format(pageCount)}
        </span>
        <button type="button" className={stepButton} onClick={() => onPageChange(page + 1)} disabled={page >= pageCount}>
          Next<span className="sr-only"> page</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
