import { useId, useMemo, type ReactNode } from 'react';
import { Spinner } from '@/components/ui';
import { cn } from '@/lib/cn';
import { overviewPeriods, type OverviewOfPeriod, type OverviewPeriod, type OverviewStanding } from '@/lib/submissions';
import { adminCopy } from '../content';
import { useOverview } from '../hooks/use-admin-data';
import { dailySeries, type DailySeries } from '../lib/overview';
import { DailyChart } from './daily-chart';
import type { PanelProps } from './panel-parts';


const copy = adminCopy.overview;
const count = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const signed = new Intl.NumberFormat('en-US', { signDisplay: 'always' });
const signedDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, signDisplay: 'always' });

/** The launch overview: headline figures, signups per day, the funnel, sources and coverage, for a chosen period. */
export function OverviewPanel({ view, onViewChange }: PanelProps) {
  const { available, standing, ofPeriod } = useOverview(view.period);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
          {adminCopy.tabs.overview}
        </h2>
        {available && <PeriodChoice period={view.period} onChange={(period) => onViewChange({ period })} />}
      </div>
      {!available ? (
        <p className="rounded-2xl bg-white p-5 text-sm text-ink-700 ring-1 ring-ink-200">{copy.needsServer}</p>
      ) : (
        <>
          {(standing.isError || ofPeriod.isError) && (
            <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
              {copy.loadError}
            </p>
          )}
          <Figures figures={standing.data?.figures} />
          <Card title={copy.daily.title} busy={ofPeriod.isFetching && ofPeriod.isPlaceholderData}>
            {ofPeriod.data ? <DailySignups days={ofPeriod.data.days} period={view.period} /> : <Loading />}
          </Card>
          <Card title={copy.sources.title} lead={copy.sources.lead}>
            {ofPeriod.data ? <Sources sources={ofPeriod.data.sources} /> : <Loading />}
          </Card>
          <div className="grid gap-5 xl:grid-cols-2">
            <Card title={copy.funnel.title} lead={copy.funnel.lead}>
              {ofPeriod.data ? <Funnel funnel={ofPeriod.data.funnel} /> : <Loading />}
            </Card>
            <Card title={copy.coverage.title} lead={copy.coverage.lead}>
              {standing.data ? <Coverage coverage={standing.data.coverage} /> : <Loading />}
            </Card>
          </div>
        </>
      )}
    </section>
  );
}

/** 30 or 90 days, as two radio buttons that look like a segmented control. */
function PeriodChoice({ period, onChange }: { period: OverviewPeriod; onChange: (period: OverviewPeriod) => void }) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{copy.periodLabel}</legend>
      <div className="inline-flex rounded-xl bg-white p-1 ring-1 ring-ink-200">
        {overviewPeriods.map((days) => (
          <label
            key={days}
            className={cn(
              'cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
              days === period ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-ink-50',
            )}
          >
            <input type="radio" name={name} value={days} checked={days === period} onChange={() => onChange(days)} className="sr-only" />
            {copy.period(days)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Card({ title, lead, busy = false, children }: { title: string; lead?: string; busy?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy} className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-5">
      <h3 id={headingId} className="text-lg font-bold text-ink-900">
        {title}
      </h3>
      {lead && <p className="mt-1 text-sm text-ink-600">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Loading() {
  return (
    <p className="flex items-center gap-2 text-sm text-ink-600" role="status">
      <Spinner className="h-4 w-4" />
      {copy.loading}
    </p>
  );
}

const figureOrder = [
  'waitlistOwners',
  'paidDeposits',
  'refunds',
  'depositsHeld',
  'confirmedReaders',
  'vendorsPending',
  'vendorsApproved',
  'compliantVendors',
  'doors',
  'monthlyRent',
] as const satisfies readonly (keyof OverviewStanding['figures'])[];

/** The headline figures, each with its change over the last 7 days. */
function Figures({ figures }: { figures: OverviewStanding['figures'] | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4 xl:grid-cols-5">
      {figureOrder.map((key) => {
        const figure = figures?.[key];
        const money = key === 'depositsHeld' || key === 'monthlyRent';
        const difference = figure ? figure.now - figure.weekAgo : 0;
        return (
          <li key={key} className="min-w-0 rounded-2xl bg-white p-3 ring-1 ring-ink-200 sm:p-4">
            <p className="text-xs font-semibold text-ink-600 sm:text-sm">{copy.figures[key]}</p>
            <p className="mt-1 text-2xl font-extrabold text-ink-900 tabular-nums">
              {figure ? (money ? dollars.format(figure.now) : count.format(figure.now)) : '—'}
            </p>
            {figure && (
              <p className={cn('mt-1 text-xs', difference > 0 ? 'text-green-800' : difference < 0 ? 'text-red-800' : 'text-ink-600')}>
                {difference === 0
                  ? copy.noChange
                  : copy.change(money ? signedDollars.format(difference) : signed.format(difference))}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The chart, a sentence that says what it shows, and the same figures as a table for anyone who wants them. */
function DailySignups({ days, period }: { days: OverviewOfPeriod['days']; period: OverviewPeriod }) {
  const series = useMemo(() => dailySeries(days), [days]);
  const totals = series.map((line) => `${count.format(line.total)} ${copy.daily.series[line.key].toLowerCase()}`);
  if (series.every((line) => line.total === 0)) return <p className="text-sm text-ink-600">{copy.daily.empty(period)}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-700">{copy.daily.summary(period, totals.join(', '))}</p>
      <DailyChart days={days} series={series} />
      <DailyTable days={days} series={series} />
    </div>
  );
}

function DailyTable({ days, series }: { days: OverviewOfPeriod['days']; series: DailySeries[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-800">{copy.daily.table}</summary>
      <div className="mt-2 max-h-72 overflow-auto">
        <table className="w-full text-left tabular-nums">
          <caption className="sr-only">{copy.daily.title}</caption>
          <thead>
            <tr className="text-xs text-ink-600">
              <th scope="col" className="py-1 pr-3">{copy.daily.day}</th>
              {series.map((line) => (
                <th key={line.key} scope="col" className="py-1 pr-3">
                  {copy.daily.series[line.key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-ink-100">
                <th scope="row" className="py-1 pr-3 font-normal">{day.day}</th>
                {series.map((line) => (
                  <td key={line.key} className="py-1 pr-3">{day[line.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** Each step as a bar against the first, with its count and its rate from the step before. */
function Funnel({ funnel }: { funnel: OverviewOfPeriod['funnel'] }) {
  const steps = (['accounts', 'waitlist', 'paid', 'refunded'] as const).map((key) => ({ key, value: funnel[key] }));
  const widest = Math.max(...steps.map((step) => step.value));
  if (widest === 0) return <p className="text-sm text-ink-600">{copy.funnel.empty}</p>;
  return (
    <ol className="space-y-3">
      {steps.map((step, index) => {
        const before = index > 0 ? steps[index - 1]!.value : 0;
        return (
          <li key={step.key}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-semibold text-ink-900">{copy.funnel.steps[step.key]}</span>
              <span className="tabular-nums text-ink-900">{count.format(step.value)}</span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-ink-100" aria-hidden="true">
              <div className="h-3 rounded-full bg-brand-600" style={{ width: `${(step.value / widest) * 100}%` }} />
            </div>
            {index > 0 && before > 0 && (
              <p className="mt-1 text-xs text-ink-600">{copy.funnel.rate(percent.format(step.value / before))}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** One column of an overview table: its heading and each row's cell; a number column is right-aligned. */
type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/** A compact table whose first column names the row (its row header), scrolling sideways when it must. */
function FigureTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string }) {
  const [first, ...rest] = columns;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-xs text-ink-600">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('py-1 pr-2 last:pr-0', column.numeric && 'text-right')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-ink-100 align-top">
              <th scope="row" className="py-1.5 pr-2 font-normal wrap-anywhere text-ink-900">
                {first!.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.header} className={cn('py-1.5 pr-2 last:pr-0 text-ink-800', column.numeric && 'text-right')}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Source = OverviewOfPeriod['sources'][number];
const sourceColumns: Column<Source>[] = [
  {
    header: copy.sources.columns.source,
    cell: (row) => (
      <>
        {row.source ?? copy.sources.direct}
        {row.kind === 'referrer' && <span className="ml-1 text-xs text-ink-600">({copy.sources.referrer})</span>}
      </>
    ),
  },
  { header: copy.sources.columns.waitlist, cell: (row) => count.format(row.waitlist), numeric: true },
  { header: copy.sources.columns.paid, cell: (row) => count.format(row.paid), numeric: true },
  { header: copy.sources.columns.newsletter, cell: (row) => count.format(row.newsletter), numeric: true },
  { header: copy.sources.columns.vendors, cell: (row) => count.format(row.vendors), numeric: true },
];

function Sources({ sources }: { sources: Source[] }) {
  if (sources.length === 0) return <p className="text-sm text-ink-600">{copy.sources.empty}</p>;
  return (
    <FigureTable caption={copy.sources.title} columns={sourceColumns} rows={sources} rowKey={(row) => `${row.kind}:${row.source ?? ''}`} />
  );
}

type StateCoverage = OverviewStanding['coverage'][number];
const coverageColumns: Column<StateCoverage>[] = [
  { header: copy.coverage.columns.state, cell: (row) => <span className="font-semibold">{row.state}</span> },
  { header: copy.coverage.columns.doors, cell: (row) => count.format(row.doors), numeric: true },
  { header: copy.coverage.columns.vendors, cell: (row) => count.format(row.vendors), numeric: true },
  {
    header: copy.coverage.columns.trades,
    // Rentals with no vendor at all are the gap that matters first; it is said in words, not only in red.
    cell: (row) =>
      row.vendors === 0 ? (
        <span className="font-semibold text-red-800">{copy.coverage.noVendor}</span>
      ) : (
        Object.entries(row.trades)
          .map(([trade, vendors]) => `${trade} ${vendors}`)
          .join(' · ')
      ),
  },
];

function Coverage({ coverage }: { coverage: StateCoverage[] }) {
  if (coverage.length === 0) return <p className="text-sm text-ink-600">{copy.coverage.empty}</p>;
  return <FigureTable caption={copy.coverage.title} columns={coverageColumns} rows={coverage} rowKey={(row) => row.state} />;
}
