/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table roles are spelled out on purpose: below the wide layout the same elements are restyled as cards with CSS
   display, and some browsers then drop native table semantics; the explicit roles keep rows and cells for screen
   readers in both layouts (the plugin takes a td for a grid cell, but this is a data table, not a grid). */
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const cellSpacing = '@4xl:px-2.5 @4xl:first:pl-4 @4xl:last:pr-4';

/**
 * One markup, two layouts, chosen by the width of the list's own container (not the viewport, so the side
 * navigation counts): from 56rem a classic table with a header row; below it each row is a card whose cells show
 * their column's name above the value. Screen readers get the same table either way (the header row is only
 * visually hidden in the card layout), so nothing is rendered twice.
 */
export function ListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="@container">
      <div className="@4xl:overflow-hidden @4xl:rounded-2xl @4xl:border @4xl:border-ink-200 @4xl:bg-white @4xl:shadow-card">
        <table role="table" className="block w-full text-left text-sm @4xl:table">
          <caption className="sr-only">{caption}</caption>
          <thead
            role="rowgroup"
            className="sr-only bg-ink-50 text-xs font-semibold tracking-wide text-ink-700 uppercase @4xl:not-sr-only @4xl:table-header-group"
          >
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column}
                  role="columnheader"
                  scope="col"
                  className={cn(cellSpacing, 'py-3 align-bottom')}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody
            role="rowgroup"
            className="grid gap-3 @2xl:grid-cols-2 @4xl:table-row-group @4xl:divide-y @4xl:divide-ink-100"
          >
            {children}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** One row of a ListTable: a card of four grid columns in the narrow layout, a table row in the wide one. */
export function ListRow({ children }: { children: ReactNode }) {
  return (
    <tr
      role="row"
      className="grid min-w-0 grid-cols-4 content-start gap-x-4 gap-y-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-card @4xl:table-row @4xl:rounded-none @4xl:border-0 @4xl:bg-transparent @4xl:p-0 @4xl:shadow-none @4xl:hover:bg-brand-50/40"
    >
      {children}
    </tr>
  );
}

const spans = { 1: 'col-span-1', 2: 'col-span-2', 3: 'col-span-3', 4: 'col-span-4' } as const;

/**
 * A cell of a ListRow. In the card layout it takes `span` of the card's four columns and shows `label` (its column's
 * name) above the value; the label is hidden from screen readers, which announce the column header instead.
 * Without a label (the actions) the cell sits under a divider at the foot of the card.
 */
export function ListCell({
  label,
  span = 2,
  className,
  children,
}: {
  label?: string;
  span?: keyof typeof spans;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      role="cell"
      className={cn(
        'block min-w-0 @4xl:table-cell @4xl:py-3 @4xl:align-top',
        cellSpacing,
        spans[span],
        !label && 'border-t border-ink-100 pt-3 @4xl:border-0',
        className,
      )}
    >
      {label ? (
        <>
          <span
            aria-hidden="true"
            className="mb-0.5 block text-xs font-semibold tracking-wide text-ink-600 uppercase @4xl:hidden"
          >
            {label}
          </span>
          <div>{children}</div>
        </>
      ) : (
        children
      )}
    </td>
  );
}

/**
 * A row action: a labelled button in the card layout, an icon button in the table. Its visible words go in an
 * aria-hidden `@4xl:hidden` span and its full name (naming the row) in an sr-only one.
 */
export const listActionClasses =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-xl border border-ink-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 @4xl:h-9 @4xl:min-h-0 @4xl:w-9 @4xl:border-0 @4xl:bg-transparent @4xl:px-0';

/** An e-mail address split after each `@`, `.`, `-`, `_` and `+`: the places it may wrap without reading oddly. */
function emailParts(email: string): string[] {
  return email.match(/[^@.\-_+]*(?:[@.\-_+]|$)/g)?.filter(Boolean) ?? [email];
}

/**
 * An e-mail address that wraps after its @ or a dot where it can, and anywhere rather than overflow a narrow cell.
 * Copying it copies the plain address (the break opportunities are <wbr> elements, not characters).
 */
export function WrappingEmail({ email, className, inline = false }: { email: string; className?: string; inline?: boolean }) {
  return (
    <span className={cn(inline ? 'inline wrap-anywhere' : 'block wrap-anywhere', className)}>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
