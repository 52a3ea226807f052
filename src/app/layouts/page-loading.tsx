import { Spinner } from '@/components/ui/spinner';

/** Shown while a page's chunk loads (and while the page reloads for a chunk that failed). */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-700" role="status">
      <Spinner className="h-8 w-8" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
