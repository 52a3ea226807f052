import { useId, type ReactNode } from 'react';
import { Inbox, Search, SearchX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClasses } from '@/components/ui';

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
export function EmptyState({ title, hint, filtered }: { title: string; hint: string; filtered: boolean }) {
  const Icon = filtered ? SearchX : Inbox;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-14 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-ink-100 text-ink-600">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-bold text-ink-900">{title}</p>
      <p className="mt-1 text-sm text-ink-600">{hint}</p>
    </div>
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

/** Layout of the search and filter row above a list. */
export const panelToolbarClasses = 'flex flex-col gap-3 sm:flex-row sm:items-end';
