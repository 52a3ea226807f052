import { memo, useCallback, useId, useState } from 'react';
import { CircleDot, Eye, Inbox, Reply } from 'lucide-react';
import { Badge, Button, Modal, Spinner, controlClasses, type BadgeTone } from '@/components/ui';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { toIsoDate } from '@/lib/dates';
import { mailtoHref } from '@/lib/mailto';
import { supportStatuses, type SupportMessage, type SupportStatus } from '@/lib/submissions';
import { adminCopy } from '../content';
import { useAdminList, useAdminRecordChanges, useAdminStats } from '../hooks/use-admin-data';
import { ListCell, ListRow, ListTable, WrappingEmail, listActionClasses } from './list-table';
import { DetailList, ListBody, SearchField, StatCard, StatusFilter, panelToolbarClasses, type PanelProps } from './panel-parts';
import { firstTouchItem } from '../lib/first-touch';

const copy = adminCopy.support;
const columns = copy.columns;
const count = new Intl.NumberFormat('en-US');
const statusFilterOptions = [
  { value: 'all', label: copy.allStatuses },
  ...supportStatuses.map((status) => ({ value: status, label: copy.statusNames[status] })),
];
const priorityTones: Record<SupportMessage['priority'], BadgeTone> = { low: 'grey', medium: 'blue', high: 'orange', urgent: 'red' };
const noStats = { total: 0, open: 0 };

/** A stored ISO time as the admin reads it: yyyy-mm-dd hh:mm in their own time zone. */
function shownTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${toIsoDate(date)} ${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** When the status was last changed and by whom, or that nobody has yet; the address wraps after its @ or a dot. */
function LastChange({ message }: { message: SupportMessage }) {
  if (!message.statusChangedAt) return <>{copy.neverChanged}</>;
  return (
    <>
      <span className="block">{copy.changed(shownTime(message.statusChangedAt))}</span>{' '}
      {message.statusChangedByEmail && (
        <span className="block">
          {copy.changedBy} <WrappingEmail email={message.statusChangedByEmail} inline />
        </span>
      )}
    </>
  );
}

/** The reply link: an e-mail to the sender whose subject carries the ticket reference. */
function replyHref(message: SupportMessage): string {
  return mailtoHref(message.email, { subject: copy.replySubject(message.id, message.subject) });
}

type RowProps = {
  rows: SupportMessage[];
  /** The status each row is being saved to, while it is. */
  saving: Readonly<Record<string, SupportStatus>>;
  onStatusChange: (message: SupportMessage, status: SupportStatus) => void;
  onView: (message: SupportMessage) => void;
};

/** The rows of one page; memoised, so typing in the search box does not re-render them until new rows arrive. */
const SupportRows = memo(function SupportRows({ rows, saving, onStatusChange, onView }: RowProps) {
  return (
    <>
      {rows.map((message) => {
        const pending = saving[message.id];
        const changeId = `support-change-${message.id}`;
        return (
          <ListRow key={message.id}>
            {/* Cells keep the columns' order for screen readers; on a card, `order` lifts Received up beside the ticket. */}
            <ListCell label={columns[0]} className="order-1 font-mono text-xs font-semibold whitespace-nowrap text-brand-800">
              {message.id}
            </ListCell>
            <ListCell label={columns[1]} span={4} className="order-3 @4xl:w-[22%]">
              <span className="block font-semibold break-words text-ink-900">{message.name}</span>
              <WrappingEmail email={message.email} className="text-ink-600" />
            </ListCell>
            <ListCell label={columns[2]} span={4} className="order-4">
              <span className="block font-medium break-words text-ink-900">{message.subject}</span>
              <span className="mt-1.5 flex flex-wrap gap-1.5">
                <Badge tone={priorityTones[message.priority]}>
                  <span className="sr-only">{copy.priorityLabel}: </span>
                  {copy.priorities[message.priority]}
                </Badge>
                <Badge>
                  <span className="sr-only">{copy.categoryLabel}: </span>
                  {copy.categories[message.category]}
                </Badge>
              </span>
            </ListCell>
            <ListCell label={columns[3]} className="order-2 whitespace-nowrap">
              {shownTime(message.createdAt)}
            </ListCell>
            <ListCell label={columns[4]} span={4} className="order-5 @4xl:w-48">
              <div className="flex items-center gap-2">
                <select
                  aria-label={copy.statusOf(message.id)}
                  aria-describedby={changeId}
                  value={pending ?? message.status}
                  disabled={pending !== undefined}
                  onChange={(event) => onStatusChange(message, event.target.value as SupportStatus)}
                  className={cn(controlClasses, 'py-2 pr-9 text-sm')}
                >
                  {supportStatuses.map((status) => (
                    <option key={status} value={status}>
                      {copy.statusNames[status]}
                    </option>
                  ))}
                </select>
                {pending !== undefined && (
                  <span role="status" className="inline-flex shrink-0 items-center">
                    <Spinner className="h-4 w-4 text-brand-700" />
                    <span className="sr-only">{copy.saving}</span>
                  </span>
                )}
              </div>
              <span id={changeId} className="mt-1 block text-xs text-ink-600">
                <LastChange message={message} />
              </span>
            </ListCell>
            <ListCell span={4} className="order-6">
              <div className="flex flex-wrap gap-2 @4xl:flex-nowrap @4xl:gap-1">
                <button type="button" className={listActionClasses} title={copy.view} onClick={() => onView(message)}>
                  <Eye className="h-4 w-4" aria-hidden="true" />
                  <span aria-hidden="true" className="@4xl:hidden">
                    {copy.view}
                  </span>
                  <span className="sr-only">
                    {copy.view} {message.id}
                  </span>
                </button>
                <a className={listActionClasses} href={replyHref(message)} title={copy.reply}>
                  <Reply className="h-4 w-4" aria-hidden="true" />
                  <span aria-hidden="true" className="@4xl:hidden">
                    {copy.reply}
                  </span>
                  <span className="sr-only">
                    {copy.reply} to {message.name} about {message.id}
                  </span>
                </a>
              </div>
            </ListCell>
          </ListRow>
        );
      })}
    </>
  );
});

/** The whole message, with its facts, the last status change and the reply link. */
function SupportDetails({ message, onClose }: { message: SupportMessage | null; onClose: () => void }) {
  if (!message) return null;
  const labels = copy.detailsLabels;
  return (
    <Modal
      open
      onClose={onClose}
      title={message.subject}
      description={<span className="font-mono">{message.id}</span>}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {adminCopy.details.close}
          </Button>
          <a
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            href={replyHref(message)}
          >
            <Reply className="h-4 w-4" aria-hidden="true" />
            {copy.reply} to {message.name}
          </a>
        </>
      }
    >
      <div className="space-y-5">
        <DetailList
          items={[
            { label: labels.ticket, value: <span className="font-mono">{message.id}</span> },
            { label: labels.email, value: message.email },
            { label: labels.priority, value: copy.priorities[message.priority] },
            { label: labels.category, value: copy.categories[message.category] },
            { label: labels.received, value: shownTime(message.createdAt) },
            { label: labels.status, value: copy.statusNames[message.status] },
            { label: labels.lastChange, value: <LastChange message={message} /> },
            firstTouchItem(message.firstTouch),
          ]}
        />
        <div>
          <h3 className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{labels.message}</h3>
          {/* The visitor's text as typed: rendered as text, line breaks kept. */}
          <p className="mt-1 rounded-xl bg-ink-50 p-4 break-words whitespace-pre-wrap text-ink-900">{message.message}</p>
        </div>
      </div>
    </Modal>
  );
}

/** Support tab: search over name, e-mail and subject, a status filter, and a status to set on each message. */
export function SupportPanel({ view, onViewChange }: PanelProps) {
  const allStats = useAdminStats();
  const list = useAdminList('supportMessages', view);
  const announce = useToast();
  const headingId = useId();
  const stats = allStats.data?.supportMessages ?? noStats;
  const shown = list.data?.rows;
  const { save } = useAdminRecordChanges('supportMessages');
  const [saving, setSaving] = useState<Readonly<Record<string, SupportStatus>>>({});
  const [viewing, setViewing] = useState<SupportMessage | null>(null);

  const viewingNow = viewing ? (shown?.find((message) => message.id === viewing.id) ?? viewing) : null;

  const changeStatus = useCallback(
    async (message: SupportMessage, status: SupportStatus) => {
      if (status === message.status) return;
      setSaving((current) => ({ ...current, [message.id]: status }));
      try {
        // A saved change shows on its row at once; the list and the figures are then read again.
        const updated = await save({ id: message.id, patch: { status } });
        if (updated) {
          announce(copy.savedToast(message.id, copy.statusNames[updated.status]));
        } else {
          announce(copy.goneToast(message.id), 'info');
        }
      } catch {
        announce(copy.saveFailedToast(message.id), 'info');
      } finally {
        setSaving(({ [message.id]: _done, ...rest }) => rest);
      }
    },
    [announce, save],
  );
  const onStatusChange = useCallback((message: SupportMessage, status: SupportStatus) => void changeStatus(message, status), [changeStatus]);

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
        {adminCopy.tabs.support}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:gap-3">
        <StatCard label={copy.stats.total} value={count.format(stats.total)} icon={<Inbox className="h-5 w-5" aria-hidden="true" />} />
        <StatCard
          label={copy.stats.open}
          value={count.format(stats.open)}
          tone="orange"
          icon={<CircleDot className="h-5 w-5" aria-hidden="true" />}
        />
      </div>
      <div className={panelToolbarClasses}>
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={view.search}
          onChange={(search) => onViewChange({ search })}
        />
        <StatusFilter label={copy.statusFilterLabel} options={statusFilterOptions} view={view} onViewChange={onViewChange} />
      </div>

      <ListBody
        label={adminCopy.tabs.support}
        list={list}
        view={view}
        onViewChange={onViewChange}
        empty={{ title: copy.empty, hint: copy.emptyHint }}
        noMatch={{ title: copy.noMatch, hint: copy.noMatchHint }}
      >
        {() => (
          <ListTable caption={copy.caption} columns={columns}>
            <SupportRows rows={shown ?? []} saving={saving} onStatusChange={onStatusChange} onView={setViewing} />
          </ListTable>
        )}
      </ListBody>
      <SupportDetails message={viewingNow} onClose={() => setViewing(null)} />
    </section>
  );
}
