import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { Inbox, Search, SearchX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses, Select, Spinner } from '@/components/ui';
import type { SelectOption } from '@/components/ui/field';
import { Pagination, pageCount } from '@/components/ui/pagination';
import type { AdminListKind, AdminPage, SubmissionKind } from '@/lib/submissions';
import { paths } from '@/config/paths';
import { adminCopy } from '../content';
import { adminPageSize, useAdminReferenceTabs } from '../hooks/use-admin-data';
import { listTabs, paramsFromView, type AdminView, type ListTab } from '../hooks/use-admin-view';

/** What every tab's panel gets from the dashboard: the view in the address and a way to change it. */
export type PanelProps = {
  view: AdminView;
  onViewChange: (patch: Partial<AdminView>) => void;
};

type ListBodyProps<K extends SubmissionKind> = {
  label: string;
  list: UseQueryResult<AdminPage<K>>;
  view: AdminView;
  onViewChange: (patch: Partial<AdminView>) => void;
  empty: { title: string; hint: string };
  noMatch: { title: string; hint: string };
  children: (rows: AdminPage<K>['rows']) => ReactNode;
};

/**
 * The list part of a tab: a loading state until the first answer, the empty states (nothing stored, or
 * nothing matching the search or filter), else the rows and the pagination. While a new question is on its way
 * the previous answer stays, marked busy, so the list never flashes empty between keystrokes.
 */
export function ListBody<K extends SubmissionKind>({ label, list, view, onViewChange, empty, noMatch, children }: ListBodyProps<K>) {
  const page = list.data;
  const lastPage = page ? pageCount(page.total, adminPageSize) : 1;
  // A shared link or a shrinking list can point past the last page: show the last one instead.
  const pastTheEnd = Boolean(page && page.total > 0 && page.rows.length === 0 && view.page > lastPage);
  useEffect(() => {
    if (pastTheEnd) onViewChange({ page: lastPage });
  }, [lastPage, onViewChange, pastTheEnd]);

  if (!page) {
    return list.isError ? (
      <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
        {adminCopy.loadError}
      </p>
    ) : (
      <div className="flex items-center gap-3 py-16 text-ink-700" role="status">
        <Spinner className="h-6 w-6 text-brand-700" />
        {adminCopy.loading}
      </div>
    );
  }
  const filtered = Boolean(view.search.trim() || view.status || view.compliance || view.onboarding);
  if (page.total === 0) {
    const copy = filtered ? noMatch : empty;
    return (
      <EmptyState filtered={filtered} title={copy.title} hint={copy.hint}>
        {view.search.trim() ? <ReferenceElsewhere view={view} onViewChange={onViewChange} /> : null}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.isPlaceholderData} className="space-y-4">
      {children(page.rows)}
      <Pagination label={label} page={Math.min(view.page, lastPage)} pageSize={adminPageSize} total={page.total} onPageChange={(next) => onViewChange({ page: next })} />
    </div>
  );
}

/** The search box above each admin list. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-ink-500" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className={cn(controlClasses, 'pl-10')}
        />
      </div>
    </div>
  );
}

/** A figure with its label, for the stats row of a tab. */
export function StatCard({ label, value, icon, tone = 'brand' }: { label: string; value: ReactNode; icon: ReactNode; tone?: 'brand' | 'accent' | 'green' | 'orange' }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700',
    accent: 'bg-accent-50 text-accent-700',
    green: 'bg-green-50 text-green-700',
    orange: 'bg-orange-50 text-orange-700',
  };
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-ink-200 bg-white p-3 shadow-card sm:p-5">
      <span className={cn('hidden h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:flex', tones[tone])}>{icon}</span>
      <div className="min-w-0">
        <p className="text-xs leading-tight font-medium text-ink-600 sm:text-sm">{label}</p>
        <p className="mt-1 text-xl font-extrabold tracking-tight text-ink-900 sm:mt-0 sm:text-2xl">{value}</p>
      </div>
    </div>
  );
}

/** The message in place of an empty list: nothing stored yet, or nothing matching the filters. */
export function EmptyState({ title, hint, filtered, children }: { title: string; hint: string; filtered: boolean; children?: ReactNode }) {
  const Icon = filtered ? SearchX : Inbox;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-ink-100 text-ink-600">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-bold text-ink-900">{title}</p>
      <p className="mt-1 text-sm text-ink-600">{hint}</p>
      {children}
    </div>
  );
}

const kindOfTab: Record<ListTab, AdminListKind> = {
  vendors: 'vendorApplications',
  waitlist: 'waitlist',
  newsletter: 'newsletter',
  support: 'supportMessages',
};

/**
 * Under a tab that found nothing: the tab that holds the reference searched for (a DK- ticket typed in Waitlist,
 * a VN- number in Support), as a link to it with the search kept.
 */
function ReferenceElsewhere({ view, onViewChange }: { view: AdminView; onViewChange: (patch: Partial<AdminView>) => void }) {
  const tabs = useAdminReferenceTabs(view.search, true);
  const tab = listTabs.find((candidate) => candidate !== view.tab && tabs.data?.includes(kindOfTab[candidate]));
  if (!tab) return null;
  const search = view.search.trim();
  const href = `${paths.adminDashboard.getHref()}?${paramsFromView({ tab, search, status: '', page: 1 }).toString()}`;
  return (
    <p className="mt-4 text-sm text-ink-800">
      {adminCopy.referenceElsewhere.lead(search)}{' '}
      <a
        href={href}
        className="font-semibold text-brand-700 underline underline-offset-2"
        onClick={(event) => {
          event.preventDefault();
          onViewChange({ tab, search, status: '' });
        }}
      >
        {adminCopy.referenceElsewhere.link(adminCopy.tabs[tab])}
      </a>
    </p>
  );
}

/** Label/value pairs as a description list (detail dialogs). */
export function DetailList({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{item.label}</dt>
          <dd className="mt-0.5 break-words text-ink-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block inside a detail dialog. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-ink-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="mb-3 text-sm font-bold text-brand-800">{title}</h3>
      {children}
    </section>
  );
}

/** How far an export has got, while one runs (announced politely to screen readers). */
export function ExportProgress({ progress }: { progress: { done: number; total: number } | null }) {
  if (!progress) return null;
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <Spinner className="h-4 w-4 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">{progress.total > 0 ? adminCopy.exports.progress(progress.done, progress.total) : adminCopy.exports.running}</span>
      <progress className="h-2 w-24 shrink-0 accent-brand-700 sm:w-40" max={100} value={percent} aria-hidden="true" />
    </div>
  );
}

/** A red-outlined button for a refusal (declining an application, rejecting a document). */
export const declineButtonClasses =
  'inline-flex min-h-9 items-center justify-center gap-2 rounded-xl border-2 border-red-700 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

/** Layout of the search and filter row above a list. */
export const panelToolbarClasses = 'flex flex-col gap-3 sm:flex-row sm:items-end';

/**
 * A tab's status filter. 'all' is the option for no filter; the view keeps it as an empty status, so the address
 * carries no status until the admin picks one.
 */
export function StatusFilter({
  label,
  options,
  view,
  onViewChange,
}: Omit<PanelProps, 'stats'> & { label: string; options: readonly SelectOption[] }) {
  return (
    <Select
      className="sm:w-52"
      label={label}
      options={options}
      value={view.status || 'all'}
      onChange={(event) => onViewChange({ status: event.target.value === 'all' ? '' : event.target.value })}
    />
  );
}
