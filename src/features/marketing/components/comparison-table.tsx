/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the explicit table roles are deliberate: on phones the table is restyled with CSS display (stacked rows), which
   makes some browsers drop the native table semantics; the roles keep it a table for screen readers. */
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import type { ComparisonRow } from '../content/home';

type ComparisonTableProps = {
  caption: string;
  columns: { feature: string; traditional: string; doorKeep: string };
  rows: readonly ComparisonRow[];
};

/**
 * A real data table. From md up it is a classic three-column table; on a phone each row becomes a small card
 * (row header on top, both answers labelled underneath), so nothing scrolls sideways and DoorKeep's column is
 * never hidden off-screen.
 */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  const captionId = useId();
  return (
    <table role="table" aria-labelledby={captionId} className="block w-full text-left md:table md:border-collapse md:overflow-hidden md:rounded-3xl md:bg-white md:shadow-card md:ring-1 md:ring-ink-200">
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
        <tr role="row" className="md:border-b md:border-ink-200">
          <th role="columnheader" scope="col" className="w-[28%] px-6 py-4 text-sm font-semibold text-ink-600">
            {columns.feature}
          </th>
          <th role="columnheader" scope="col" className="w-[36%] px-6 py-4 text-sm font-semibold text-ink-700">
            {columns.traditional}
          </th>
          <th role="columnheader" scope="col" className="w-[36%] bg-brand-800 px-6 py-4 text-sm font-bold text-white">
            {columns.doorKeep}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row, index) => (
          <tr
            key={row.feature}
            role="row"
            className={[
              'block overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-card',
              'md:table-row md:rounded-none md:border-0 md:shadow-none',
              index < rows.length - 1 ? 'md:border-b md:border-ink-100' : '',
            ].join(' ')}
          >
            <th role="rowheader" scope="row" className="block px-5 pb-1 pt-4 font-bold text-ink-900 md:table-cell md:px-6 md:py-4 md:font-semibold">
              {row.feature}
            </th>
            <td role="cell" className="block px-5 py-2 text-ink-700 md:table-cell md:px-6 md:py-4">
              <span className="flex items-start gap-2">
                <X className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
                <span>
                  <span className="block text-xs font-semibold uppercase tracking-wider text-ink-600 md:hidden" aria-hidden="true">
                    {columns.traditional}
                  </span>
                  {row.traditional}
                </span>
              </span>
            </td>
            <td role="cell" className="block bg-brand-50 px-5 py-3 font-semibold text-brand-900 md:table-cell md:px-6 md:py-4">
              <span className="flex items-start gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  <span className="block text-xs font-bold uppercase tracking-wider text-brand-700 md:hidden" aria-hidden="true">
                    {columns.doorKeep}
                  </span>
                  {row.doorKeep}
                </span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
