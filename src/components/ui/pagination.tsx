import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

type PaginationProps = {
  /** What the list holds, for the landmark name ("Newsletter signups pages"). */
  label: string;
  /** The page shown (1-based), rows per page and how many rows there are in all. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const numberFormat = new Intl.NumberFormat('en-US');

const stepButton =
  'inline-flex min-h-10 items-center gap-1 rounded-xl border border-ink-300 bg-white px-3 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

/** The pages a list of `total` rows has at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous/next paging with the visible range ("1–50 of 12,345"), as a labelled navigation landmark. */
export function Pagination({ label, page, pageSize, total, onPageChange, className }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const start = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const end = Math.min(total, page * pageSize);
  return (
    <nav aria-label={`${label} pages`} className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}>
      <p className="text-ink-700" aria-live="polite" data-testid="page-range">
        <span className="font-semibold text-ink-900">
          {numberFormat.format(start)}–{numberFormat.format(end)}
        </span>{' '}
        of <span className="font-semibold text-ink-900">{numberFormat.format(total)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={stepButton} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous<span className="sr-only"> page</span>
        </button>
        <span className="px-1 text-ink-700">
          Page {numberFormat.format(page)} of {numberFormat.format(pages)}
        </span>
        <button type="button" className={stepButton} onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Next<span className="sr-only"> page</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
