import { memo, useCallback, useId, useMemo, useState } from 'react';
import { Building2, CircleDollarSign, Clock, CreditCard, Eye, FileSpreadsheet, Mail, Percent, Rocket, Undo2, Users, Wallet } from 'lucide-react';
import { Badge, Button, Modal, Select } from '@/components/ui';
import { formatUsd } from '@/lib/format';
import { onboardingStatuses, type AdminStats, type WaitlistSignup } from '@/lib/submissions';
import { adminCopy } from '../content';
import { useAdminCapabilities, useAdminList, useAdminStats, useUnmatchedDeposits } from '../hooks/use-admin-data';
import { useExport } from '../hooks/use-export';
import { waitlistCsv } from '../lib/exports';
import { statusDisplay } from '../lib/status';
import {
  DetailList,
  ExportProgress,
  ListBody,
  SearchField,
  StatCard,
  panelToolbarClasses,
  type PanelProps,
} from './panel-parts';
import { mailtoHref } from '@/lib/mailto';
import { ListCell, ListRow, ListTable, WrappingEmail, listActionClasses } from './list-table';
import { UnmatchedDeposits } from './unmatched-deposits';
import { OnboardingCallSlots } from './onboarding-call-slots';
import { DepositHistory } from './deposit-history';
import { firstTouchItem } from '../lib/first-touch';
import { InviteBar, OnboardingBadge, OnboardingDetails, Portfolio } from './onboarding';

const copy = adminCopy.waitlist;
const onboardingCopy = copy.onboarding;
const onboardingOptions = [
  { value: 'all', label: onboardingCopy.filterAll },
  ...onboardingStatuses.map((value) => ({ value, label: onboardingCopy.statuses[value] })),
];
const count = new Intl.NumberFormat('en-US');

const fullName = (signup: WaitlistSignup) => `${signup.firstName} ${signup.lastName}`;

function StatusBadge({ status }: { status: string }) {
  const display = statusDisplay(status);
  return (
    <Badge tone={display.tone} className="whitespace-nowrap capitalize">
      {display.label}
    </Badge>
  );
}

function Deposit({ signup }: { signup: WaitlistSignup }) {
  if (!signup.depositPaid && signup.status === 'refunded') {
    return <span className="font-semibold text-ink-700">{copy.refunded(formatUsd(signup.depositAmount))}</span>;
  }
  if (!signup.depositPaid) return <span className="text-ink-600">{copy.unpaid}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-ink-900">{formatUsd(signup.depositAmount)}</span>
      {signup.cardNumber && (
        <span className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-ink-600">
          <CreditCard className="h-3.5 w-3.5" aria-hidden="true" />
          {signup.cardNumber}
        </span>
      )}
    </span>
  );
}

function WaitlistDetails({
  signup,
  onClose,
  onboarding,
}: {
  signup: WaitlistSignup | null;
  onClose: () => void;
  onboarding: boolean;
}) {
  if (!signup) return null;
  const labels = copy.detailLabels;
  return (
    <Modal
      open
      onClose={onClose}
      title={copy.detailsTitle(fullName(signup))}
      description={<span className="font-mono">{signup.id}</span>}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {adminCopy.details.close}
          </Button>
          <a
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            href={mailtoHref(signup.email)}
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            {copy.email} {signup.firstName}
          </a>
        </>
      }
    >
      <DetailList
        items={[
          { label: labels.position, value: signup.queuePosition === null ? copy.noPlace : `#${signup.queuePosition}` },
          { label: labels.status, value: <StatusBadge status={signup.status} /> },
          { label: labels.email, value: signup.email },
          { label: labels.phone, value: signup.phone },
          { label: labels.properties, value: copy.properties(signup.properties) },
          { label: labels.signupDate, value: signup.signupDate },
          {
            label: labels.deposit,
            value: signup.depositPaid
              ? formatUsd(signup.depositAmount)
              : signup.status === 'refunded'
                ? copy.refunded(formatUsd(signup.depositAmount))
                : copy.unpaid,
          },
          { label: labels.card, value: signup.cardNumber ?? adminCopy.details.notProvided },
          firstTouchItem(signup.firstTouch),
        ]}
      />
      <DepositHistory waitlistId={signup.id} />
      <OnboardingDetails signup={signup} available={onboarding} />
    </Modal>
  );
}

const columns = copy.columns;

/** The rows of one page; memoised, so typing in the search box does not re-render them until new rows arrive. */
const WaitlistRows = memo(function WaitlistRows({
  rows,
  onView,
  selectable,
  selected,
  onToggle,
}: {
  rows: WaitlistSignup[];
  onView: (signup: WaitlistSignup) => void;
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <>
      {rows.map((signup) => (
        <ListRow key={signup.id}>
          {selectable && (
            <ListCell label={columns[0]} span={1} className="@4xl:w-12">
              <input
                type="checkbox"
                className="h-6 w-6 rounded border-ink-300 accent-brand-700 @4xl:h-5 @4xl:w-5"
                aria-label={onboardingCopy.select(fullName(signup))}
                checked={selected.has(signup.id)}
                onChange={() => onToggle(signup.id)}
              />
            </ListCell>
          )}
          <ListCell label={columns[1]} span={1} className="font-bold text-brand-800">
            {signup.queuePosition === null ? (
              <span title={copy.noPlace}>
                <span aria-hidden="true" className="text-ink-500">
                  —
                </span>
                <span className="sr-only">{copy.noPlace}</span>
              </span>
            ) : (
              `#${signup.queuePosition}`
            )}
          </ListCell>
          {/* Without the selection (browser-only mode) the name takes the card's row as before. */}
          <ListCell label={columns[2]} span={selectable ? 2 : 3}>
            <span className="block font-semibold text-ink-900">{fullName(signup)}</span>
            <span className="block font-mono text-xs text-ink-600">{signup.id}</span>
          </ListCell>
          {/* A share of the table's width, so an address breaks after its @ rather than anywhere. */}
          <ListCell label={columns[3]} span={4} className="@4xl:w-[22%]">
            <WrappingEmail email={signup.email} className="text-ink-900" />
            <span className="block text-ink-600">{signup.phone}</span>
          </ListCell>
          <ListCell label={columns[4]}>
            <Portfolio signup={signup} />
          </ListCell>
          <ListCell label={columns[5]}>
            <OnboardingBadge signup={signup} />
          </ListCell>
          <ListCell label={columns[6]} className="whitespace-nowrap">
            {signup.signupDate}
          </ListCell>
          {/* The deposit and its status in one cell, so the table keeps room for the onboarding columns. */}
          <ListCell label={columns[7]}>
            <Deposit signup={signup} />
            <span className="mt-1 block">
              <StatusBadge status={signup.status} />
            </span>
          </ListCell>
          <ListCell span={4}>
            <div className="flex flex-wrap gap-2 @4xl:flex-nowrap @4xl:gap-1">
              <button type="button" className={listActionClasses} title={copy.view} onClick={() => onView(signup)}>
                <Eye className="h-4 w-4" aria-hidden="true" />
                <span aria-hidden="true" className="@4xl:hidden">
                  {copy.view}
                </span>
                <span className="sr-only">
                  {copy.view} {fullName(signup)}
                </span>
              </button>
              <a href={mailtoHref(signup.email)} className={listActionClasses} title={copy.email}>
                <Mail className="h-4 w-4" aria-hidden="true" />
                <span aria-hidden="true" className="@4xl:hidden">
                  {copy.email}
                </span>
                <span className="sr-only">
                  {copy.email} {fullName(signup)}
                </span>
              </a>
            </div>
          </ListCell>
        </ListRow>
      ))}
    </>
  );
});

const csvExport = { prefix: 'waitlist-signups', extension: 'csv', render: waitlistCsv } as const;
const noStats: AdminStats['waitlist'] = { total: 0, paid: 0, pendingPayment: 0, refunded: 0, totalDeposits: 0 };

/** Waitlist Signups tab: search, the figures, invitations, a CSV export and a paged table with each owner's status. */
export function WaitlistPanel({
  view,
  onViewChange,
}: PanelProps) {
  const allStats = useAdminStats();
  const list = useAdminList('waitlist', view);
  const exporter = useExport('waitlist');
  const { onboarding } = useAdminCapabilities();
  const [viewing, setViewing] = useState<WaitlistSignup | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const headingId = useId();
  const stats = allStats.data?.waitlist ?? noStats;
  const unmatched = useUnmatchedDeposits();
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  // Names of the rows on screen (and the ones ticked before), so the outcome names whom it skipped.
  const names = useMemo(() => new Map(rows.map((row) => [row.id, fullName(row)])), [rows]);
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const pageIds = rows.map((row) => row.id);
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of pageIds) {
        if (pageSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  // The details show the row as the list has it now, so a status change shows up while they are open.
  const shown = viewing ? (rows.find((row) => row.id === viewing.id) ?? viewing) : null;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
          {adminCopy.tabs.waitlist}
        </h2>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void exporter.run(csvExport)}
          disabled={stats.total === 0 || exporter.progress !== null}
        >
          <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
          {adminCopy.exports.csv}
        </Button>
      </div>
      <ExportProgress progress={exporter.progress} />
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 xl:grid-cols-5">
        <StatCard
          label={copy.stats.total}
          value={count.format(stats.total)}
          icon={<Users className="h-5 w-5" aria-hidden="true" />}
        />
        <StatCard
          label={copy.stats.paid}
          value={count.format(stats.paid)}
          tone="green"
          icon={<CreditCard className="h-5 w-5" aria-hidden="true" />}
        />
        <StatCard
          label={copy.stats.pending}
          value={count.format(stats.pendingPayment)}
          tone="orange"
          icon={<Clock className="h-5 w-5" aria-hidden="true" />}
        />
        <StatCard
          label={copy.stats.refunded}
          value={count.format(stats.refunded)}
          icon={<Undo2 className="h-5 w-5" aria-hidden="true" />}
        />
        <StatCard
          label={copy.stats.deposits}
          value={formatUsd(stats.totalDeposits)}
          tone="accent"
          icon={<CircleDollarSign className="h-5 w-5" aria-hidden="true" />}
        />
      </div>
      {stats.doors !== undefined && (
        <div className="grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4" data-testid="onboarding-figures">
          <StatCard
            label={onboardingCopy.stats.doors}
            value={count.format(stats.doors)}
            icon={<Building2 className="h-5 w-5" aria-hidden="true" />}
          />
          <StatCard
            label={onboardingCopy.stats.rent}
            value={formatUsd(stats.monthlyRent ?? 0)}
            icon={<Wallet className="h-5 w-5" aria-hidden="true" />}
          />
          <StatCard
            label={onboardingCopy.stats.fee}
            value={formatUsd(stats.monthlyFee ?? 0)}
            tone="accent"
            icon={<Percent className="h-5 w-5" aria-hidden="true" />}
          />
          <StatCard
            label={onboardingCopy.stats.progress}
            value={`${count.format(stats.invited ?? 0)} · ${count.format(stats.onboarding ?? 0)} · ${count.format(stats.live ?? 0)}`}
            tone="green"
            icon={<Rocket className="h-5 w-5" aria-hidden="true" />}
          />
        </div>
      )}
      <UnmatchedDeposits deposits={unmatched.data ?? []} />
      <InviteBar
        available={onboarding}
        selected={[...selected]}
        names={names}
        onInvited={() => setSelected(new Set())}
      />
      <div className={panelToolbarClasses}>
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={view.search}
          onChange={(search) => onViewChange({ search })}
        />
        <Select
          className="sm:w-56"
          label={onboardingCopy.filterLabel}
          options={onboardingOptions}
          value={view.onboarding || 'all'}
          onChange={(event) => onViewChange({ onboarding: event.target.value === 'all' ? '' : event.target.value })}
        />
      </div>
      {onboarding && rows.length > 0 && (
        <label className="inline-flex min-h-10 items-center gap-3 text-sm font-semibold text-ink-800">
          <input
            type="checkbox"
            className="h-5 w-5 rounded border-ink-300 accent-brand-700"
            checked={pageSelected}
            onChange={togglePage}
          />
          {onboardingCopy.selectPage}
        </label>
      )}

      <ListBody
        label={adminCopy.tabs.waitlist}
        list={list}
        view={view}
        onViewChange={onViewChange}
        empty={{ title: copy.empty, hint: copy.emptyHint }}
        noMatch={{ title: copy.noMatch, hint: copy.noMatchHint }}
      >
        {(page) => (
          <ListTable caption={copy.caption} columns={onboarding ? columns : columns.slice(1)}>
            <WaitlistRows rows={page} onView={setViewing} selectable={onboarding} selected={selected} onToggle={toggle} />
          </ListTable>
        )}
      </ListBody>
      <WaitlistDetails signup={shown} onClose={() => setViewing(null)} onboarding={onboarding} />

      <OnboardingCallSlots />
    </section>
  );
}
