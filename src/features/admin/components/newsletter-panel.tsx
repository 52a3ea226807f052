import { memo, useCallback, useId } from 'react';
import { CalendarClock, Copy, Download, FileSpreadsheet, Home, Mail, MailQuestion, MailX, Send } from 'lucide-react';
import { Badge, Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { useToast } from '@/components/ui/toast';
import { toIsoDate } from '@/lib/dates';
import type { AdminStats, NewsletterSignup } from '@/lib/submissions';
import { adminCopy } from '../content';
import { useAdminList, useAdminStats } from '../hooks/use-admin-data';
import { useExport } from '../hooks/use-export';
import { newsletterCsv, newsletterEmailsText, newsletterReadersCsv } from '../lib/exports';
import {
  ExportProgress,
  ListBody,
  SearchField,
  StatCard,
  StatusFilter,
  panelToolbarClasses,
  type PanelProps,
} from './panel-parts';
import { mailtoHref } from '@/lib/mailto';
import { ListCell, ListRow, ListTable, WrappingEmail, listActionClasses } from './list-table';
import { firstTouchText } from '../lib/first-touch';

const copy = adminCopy.newsletter;
const count = new Intl.NumberFormat('en-US');
const columns = copy.columns;

/** Shown date of a stored ISO timestamp (yyyy-mm-dd in the admin's time zone). */
function shownDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : toIsoDate(date);
}

/** The Export Emails file (one e-mail per line, today's date in the name) and the CSV of every column. */
const exports = {
  text: { prefix: 'newsletter-emails', extension: 'txt', render: newsletterEmailsText },
  csv: { prefix: 'newsletter-signups', extension: 'csv', render: newsletterCsv },
} as const;
const noStats: AdminStats['newsletter'] = { total: 0, fromHomepage: 0, thisWeek: 0 };

/** With a backend the exports hold confirmed readers, and the CSV each one's unsubscribe link on this site. */
const readerExports = {
  text: exports.text,
  csv: {
    prefix: 'newsletter-readers',
    extension: 'csv',
    render: (signups: readonly NewsletterSignup[]) =>
      newsletterReadersCsv(signups, (token) => `${window.location.origin}${paths.newsletterUnsubscribe.getHref(token)}`),
  },
} as const;
const confirmedOnly = { status: 'confirmed' };

const readerStatusFilters = ['all', 'confirmed', 'unconfirmed', 'unsubscribed'] as const;
const statusOptions = readerStatusFilters.map((value) => ({ value, label: copy.statusOptions[value] }));
const statusTone = { confirmed: 'green', unconfirmed: 'yellow', unsubscribed: 'grey' } as const;

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
        <ListRow key={signup.id}>
          <ListCell label={columns[0]} span={4} className="font-medium text-ink-900 @4xl:w-2/5">
            <WrappingEmail email={signup.email} />
            {signup.status && (
              <Badge tone={statusTone[signup.status]} className="mt-1">
                {copy.statusBadge[signup.status]}
              </Badge>
            )}
          </ListCell>
          <ListCell label={columns[1]}>
            <Badge tone={signup.source === 'homepage' ? 'blue' : 'grey'} className="capitalize">
              {signup.source}
            </Badge>
            {signup.firstTouch && (
              <span className="mt-1 block text-xs break-words text-ink-600">
                <span className="sr-only">{adminCopy.firstTouch.label} </span>
                {firstTouchText(signup.firstTouch)}
              </span>
            )}
          </ListCell>
          <ListCell label={columns[2]} className="whitespace-nowrap">
            {shownDate(signup.signupDate)}
          </ListCell>
          <ListCell label={columns[3]} span={4} className="font-mono text-xs whitespace-nowrap text-ink-600">
            {signup.id}
          </ListCell>
          <ListCell span={4}>
            <div className="flex flex-wrap gap-2 @4xl:flex-nowrap @4xl:gap-1">
              <button type="button" className={listActionClasses} title={copy.copy} onClick={() => void onCopy(signup.email)}>
                <Copy className="h-4 w-4" aria-hidden="true" />
                <span aria-hidden="true" className="@4xl:hidden">
                  {copy.copy}
                </span>
                <span className="sr-only">
                  {copy.copy} {signup.email}
                </span>
              </button>
              {signup.status === 'unsubscribed' ? (
                // A reader who left asked for no more mail, so there is no link to write to them, only the reason.
                <span className="self-center text-xs text-ink-600">{copy.noSend}</span>
              ) : (
                <a className={listActionClasses} href={mailtoHref(signup.email)} title={copy.send}>
                  <Send className="h-4 w-4" aria-hidden="true" />
                  <span aria-hidden="true" className="@4xl:hidden">
                    {copy.send}
                  </span>
                  <span className="sr-only">
                    {copy.send} to {signup.email}
                  </span>
                </a>
              )}
            </div>
          </ListCell>
        </ListRow>
      ))}
    </>
  );
});

/** Newsletter Signups tab: search, three totals, text and CSV exports and a paged table. */
export function NewsletterPanel({
  view,
  onViewChange,
}: PanelProps) {
  const allStats = useAdminStats();
  const list = useAdminList('newsletter', view);
  const exporter = useExport('newsletter');
  const announce = useToast();
  const headingId = useId();
  const stats = allStats.data?.newsletter ?? noStats;
  // Only a backend knows who confirmed (double opt-in); browser-only mode exports every e-mail it holds.
  const optIn = stats.confirmed !== undefined;
  const busy = (optIn ? stats.confirmed === 0 : stats.total === 0) || exporter.progress !== null;
  const formats = optIn ? readerExports : exports;
  const filter = optIn ? confirmedOnly : undefined;

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
          <Button size="sm" onClick={() => void exporter.run(formats.text, filter)} disabled={busy}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {copy.exportEmails}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void exporter.run(formats.csv, filter)} disabled={busy}>
            <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
            {copy.exportCsv}
          </Button>
        </div>
      </div>
      {optIn && <p className="text-sm text-ink-600">{copy.exportNote}</p>}
      <ExportProgress progress={exporter.progress} />
      <div className={optIn ? 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-5' : 'grid grid-cols-3 gap-2 sm:gap-3'}>
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
        {optIn && (
          <>
            <StatCard
              label={copy.stats.unconfirmed}
              value={count.format(stats.unconfirmed ?? 0)}
              tone="orange"
              icon={<MailQuestion className="h-5 w-5" aria-hidden="true" />}
            />
            <StatCard
              label={copy.stats.unsubscribed}
              value={count.format(stats.unsubscribed ?? 0)}
              icon={<MailX className="h-5 w-5" aria-hidden="true" />}
            />
          </>
        )}
      </div>
      {optIn && <p className="text-sm text-ink-600">{copy.statsNote}</p>}
      <div className={panelToolbarClasses}>
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={view.search}
          onChange={(search) => onViewChange({ search })}
        />
        {optIn && (
          <StatusFilter label={copy.statusLabel} options={statusOptions} view={view} onViewChange={onViewChange} />
        )}
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
          <ListTable caption={copy.caption} columns={columns}>
            <NewsletterRows rows={rows} onCopy={copyEmail} />
          </ListTable>
        )}
      </ListBody>
    </section>
  );
}
