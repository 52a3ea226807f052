import { memo, useCallback, useId } from 'react';
import { CalendarClock, Copy, Download, FileSpreadsheet, Home, Mail, Send } from 'lucide-react';
import { Badge, Button } from '@/components/ui';
import { useToast } from '@/components/ui/toast';
import { adminData } from '@/lib/backend';
import { toIsoDate } from '@/lib/dates';
import type { AdminDataPort, NewsletterSignup } from '@/lib/submissions';
import { adminCopy } from '../content';
import { useAdminList } from '../hooks/use-admin-data';
import { useExport } from '../hooks/use-export';
import { newsletterCsv, newsletterEmailsText } from '../lib/exports';
import {
  ExportProgress,
  ListBody,
  SearchField,
  StatCard,
  panelToolbarClasses,
  type PanelProps,
} from './panel-parts';
import { mailtoHref } from '@/lib/mailto';

const copy = adminCopy.newsletter;
const count = new Intl.NumberFormat('en-US');
const cell = 'px-4 py-3 align-middle';
const iconButton =
  'inline-flex h-9 w-9 items-center justify-center rounded-xl text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700';

/** Shown date of a stored ISO timestamp (yyyy-mm-dd in the admin's time zone). */
function shownDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : toIsoDate(date);
}

/** The spec's Export Emails file (one e-mail per line, today's date in the name) and the CSV of every column. */
const exports = {
  text: { prefix: 'newsletter-emails', extension: 'txt', render: newsletterEmailsText },
  csv: { prefix: 'newsletter-signups', extension: 'csv', render: newsletterCsv },
} as const;
const noStats = { total: 0, fromHomepage: 0, thisWeek: 0 };

/** The rows of one page; memoised, so typing in the search box does not re-render them until new rows arrive. */
const NewsletterRows = memo(function NewsletterRows({
  rows,
  onCopy,
}: {
  rows: NewsletterSignup[];
  onCopy: (email: string) => Promise<void>;
}) {
  return (
    <>
      {rows.map((signup) => (
        <tr key={signup.id} className="hover:bg-brand-50/40">
          <td className={`${cell} font-medium whitespace-nowrap text-ink-900`}>{signup.email}</td>
          <td className={cell}>
            <Badge tone={signup.source === 'homepage' ? 'blue' : 'grey'} className="capitalize">
              {signup.source}
            </Badge>
          </td>
          <td className={`${cell} whitespace-nowrap`}>{shownDate(signup.signupDate)}</td>
          <td className={`${cell} font-mono text-xs whitespace-nowrap text-ink-600`}>{signup.id}</td>
          <td className={cell}>
            <div className="flex gap-1">
              <button
                type="button"
                className={iconButton}
                title={copy.copy}
                onClick={() => void onCopy(signup.email)}
              >
                <Copy className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">
                  {copy.copy} {signup.email}
                </span>
              </button>
              <a className={iconButton} href={mailtoHref(signup.email)} title={copy.send}>
                <Send className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">
                  {copy.send} to {signup.email}
                </span>
              </a>
            </div>
          </td>
        </tr>
      ))}
    </>
  );
});

/** Newsletter Signups tab: search, three totals, text and CSV exports and a paged table. */
export function NewsletterPanel({
  view,
  onViewChange,
  stats: allStats,
  port = adminData,
}: PanelProps & { port?: AdminDataPort }) {
  const list = useAdminList('newsletter', view, port);
  const exporter = useExport('newsletter', port);
  const announce = useToast();
  const headingId = useId();
  const stats = allStats.data?.newsletter ?? noStats;
  const busy = stats.total === 0 || exporter.progress !== null;

  const copyEmail = useCallback(
    async (email: string) => {
      try {
        await navigator.clipboard.writeText(email);
        announce(copy.copied(email));
      } catch {
        announce(copy.copyFailed, 'info');
      }
    },
    [announce],
  );

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
          {adminCopy.tabs.newsletter}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void exporter.run(exports.text)} disabled={busy}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {copy.exportEmails}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void exporter.run(exports.csv)} disabled={busy}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
            {copy.exportCsv}
          </Button>
        </div>
      </div>
      <ExportProgress progress={exporter.progress} />
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <StatCard
          label={copy.stats.total}
          value={count.format(stats.total)}
          icon={<Mail className="h-5 w-5" aria-hidden="true" />}
        />
        <StatCard
          label={copy.stats.homepage}
          value={count.format(stats.fromHomepage)}
          tone="green"
          icon={<Home className="h-5 w-5" aria-hidden="true" />}
        />
        <StatCard
          label={copy.stats.week}
          value={count.format(stats.thisWeek)}
          tone="accent"
          icon={<CalendarClock className="h-5 w-5" aria-hidden="true" />}
        />
      </div>
      <div className={panelToolbarClasses}>
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={view.search}
          onChange={(search) => onViewChange({ search })}
        />
      </div>

      <ListBody
        label={adminCopy.tabs.newsletter}
        list={list}
        view={view}
        onViewChange={onViewChange}
        empty={{ title: copy.empty, hint: copy.emptyHint }}
        noMatch={{ title: copy.noMatch, hint: copy.noMatchHint }}
      >
        {(rows) => (
          <div
            className="relative overflow-x-auto rounded-2xl border border-ink-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-brand-700"
            role="region"
            aria-label={copy.caption}
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{copy.caption}</caption>
              <thead className="bg-ink-50 text-xs font-semibold tracking-wide text-ink-700 uppercase">
                <tr>
                  {copy.columns.map((column) => (
                    <th key={column} scope="col" className="px-4 py-3">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                <NewsletterRows rows={rows} onCopy={copyEmail} />
              </tbody>
            </table>
          </div>
        )}
      </ListBody>
    </section>
  );
}
