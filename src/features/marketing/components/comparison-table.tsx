import { Check, MoveHorizontal, X } from 'lucide-react';
import { useId } from 'react';
import type { ComparisonRow } from '../content/home';

type ComparisonTableProps = {
  caption: string;
  columns: { feature: string; traditional: string; doorKeep: string };
  rows: readonly ComparisonRow[];
};

/**
 * A real data table. On a phone it scrolls sideways inside a labelled, focusable region, so keyboard users
 * can scroll it too and the page itself never overflows.
 */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  const captionId = useId();
  return (
    <div>
      <p className="mb-3 flex items-center justify-center gap-2 text-sm font-medium text-ink-600 md:hidden" aria-hidden="true">
        <MoveHorizontal className="h-4 w-4" />
        Swipe to compare
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll the table when it is wider than the screen (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-3xl border border-ink-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-ink-200">
              <th scope="col" className="sticky left-0 z-10 w-[28%] border-r border-ink-200 md:border-r-0 bg-white px-5 py-4 text-sm font-semibold text-ink-600 sm:px-6 md:static">
                {columns.feature}
              </th>
              <th scope="col" className="w-[36%] px-5 py-4 text-sm font-semibold text-ink-700 sm:px-6">
                {columns.traditional}
              </th>
              <th scope="col" className="w-[36%] bg-brand-800 px-5 py-4 text-sm font-bold text-white sm:px-6">
                {columns.doorKeep}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.feature} className={index < rows.length - 1 ? 'border-b border-ink-100' : undefined}>
                <th scope="row" className="sticky left-0 z-10 bg-white px-5 py-4 font-semibold text-ink-900 border-r border-ink-200 sm:px-6 md:static md:border-r-0">
                  {row.feature}
                </th>
                <td className="px-5 py-4 text-ink-700 sm:px-6">
                  <span className="flex items-start gap-2">
                    <X className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
                    {row.traditional}
                  </span>
                </td>
                <td className="bg-brand-50 px-5 py-4 font-semibold text-brand-900 sm:px-6">
                  <span className="flex items-start gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {row.doorKeep}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
