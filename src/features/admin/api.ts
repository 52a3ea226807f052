import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminAuthPort } from '@/lib/admin-auth';
import type { OnboardingCallsPort } from '@/lib/onboarding-calls';
import type { AdminDataPort, AdminListKind, AdminListQuery, AdminPage, AdminStats, OverviewPeriod } from '@/lib/submissions';
import { accountKey } from '@/lib/query/query-client';
import { adminRefreshMs, overviewRefreshMs } from './refresh';

/**
 * The admin feature's reads. The session is not under an account key: it is what says which account is signed in,
 * and the admin's dashboard answers are kept under ['account', <their e-mail>] (adminKeys below).
 */
export const adminSessionKey = ['admin-session'] as const;

/**
 * The admin's session for this tab: this tab's marker at once, then, with a backend, the server's answer (an admin
 * signed in elsewhere, e.g. /login, goes straight in, and a stale marker is dropped). Asked again only when the page
 * mounts anew, as the sign-in gate and sign-out set it themselves; it reads the browser's own session, so it runs
 * offline too.
 */
export function adminSessionQuery(adminAuth: AdminAuthPort) {
  return queryOptions({
    queryKey: adminSessionKey,
    queryFn: async () => (await adminAuth.restore?.()) ?? null,
    initialData: () => adminAuth.currentSession(),
    enabled: adminAuth.restore !== undefined,
    networkMode: 'always',
    refetchOnReconnect: false,
  });
}

/** The dashboard's query keys, all under the signed-in admin's account, so signing out forgets every answer. */
export const adminKeys = {
  all: (adminId: string) => [...accountKey(adminId), 'admin'] as const,
  stats: (adminId: string) => [...adminKeys.all(adminId), 'stats'] as const,
  lists: (adminId: string, kind: AdminListKind) => [...adminKeys.all(adminId), 'list', kind] as const,
  list: (adminId: string, kind: AdminListKind, query: AdminListQuery) => [...adminKeys.lists(adminId, kind), query] as const,
  unmatchedDeposits: (adminId: string) => [...adminKeys.all(adminId), 'unmatched-deposits'] as const,
  depositHistory: (adminId: string, waitlistId: string) => [...adminKeys.all(adminId), 'deposit-history', waitlistId] as const,
  onboardingHistoryAll: (adminId: string) => [...adminKeys.all(adminId), 'onboarding-history'] as const,
  onboardingHistory: (adminId: string, waitlistId: string) => [...adminKeys.onboardingHistoryAll(adminId), waitlistId] as const,
  referenceTabs: (adminId: string, search: string) => [...adminKeys.all(adminId), 'reference-tabs', search] as const,
  vendorDocumentsAll: (adminId: string) => [...adminKeys.all(adminId), 'vendor-documents'] as const,
  vendorDocuments: (adminId: string, applicationIds: readonly string[]) =>
    [...adminKeys.vendorDocumentsAll(adminId), applicationIds] as const,
  overview: (adminId: string) => [...adminKeys.all(adminId), 'overview'] as const,
  overviewStanding: (adminId: string) => [...adminKeys.overview(adminId), 'standing'] as const,
  overviewOfPeriod: (adminId: string, period: OverviewPeriod) => [...adminKeys.overview(adminId), 'period', period] as const,
};

/**
 * Every read of the dashboard: every 5 seconds while the page is visible, and at once when it is shown again. An
 * answer younger than that is fresh, so a tab or a panel that mounts does not ask again for what is on screen (the
 * figures, which every panel shows) at the moment the admin starts typing.
 */
const polled = { refetchInterval: adminRefreshMs, refetchOnWindowFocus: true, staleTime: adminRefreshMs } as const;

async function readStats(port: AdminDataPort, signal: AbortSignal): Promise<AdminStats> {
  const [vendorApplications, waitlist, newsletter, supportMessages] = await Promise.all([
    port.stats('vendorApplications', signal),
    port.stats('waitlist', signal),
    port.stats('newsletter', signal),
    port.stats('supportMessages', signal),
  ]);
  return { vendorApplications, waitlist, newsletter, supportMessages };
}

/** Every tab's figures (badges, the notification dot, the stat cards), computed where the rows are. */
export const adminStatsQuery = (port: AdminDataPort, adminId: string) =>
  queryOptions({ queryKey: adminKeys.stats(adminId), queryFn: ({ signal }) => readStats(port, signal), ...polled });

/**
 * One page of one list; only that page ever crosses the network. While a new search or page loads, the previous
 * answer stays on screen (`isPlaceholderData`), so the list never flashes empty between keystrokes.
 */
export const adminListQuery = <K extends AdminListKind>(port: AdminDataPort, adminId: string, kind: K, query: AdminListQuery) =>
  queryOptions({
    queryKey: adminKeys.list(adminId, kind, query),
    queryFn: ({ signal }) => port.list(kind, query, signal) as Promise<AdminPage<K>>,
    placeholderData: keepPreviousData,
    ...polled,
  });

/**
 * The lists that hold the reference `search` (trimmed) names, asked only while `enabled` (a tab that found nothing)
 * and only of a port that can tell; none for a search that is not shaped like one of our references.
 */
export const adminReferenceTabsQuery = (port: AdminDataPort, adminId: string, search: string, enabled: boolean) =>
  queryOptions({
    queryKey: adminKeys.referenceTabs(adminId, search),
    queryFn: ({ signal }) => port.referenceTabs!(search, signal),
    enabled: enabled && search !== '' && Boolean(port.referenceTabs),
    staleTime: adminRefreshMs,
  });

/** The open unmatched deposits; only a port that takes payments has any, so no other asks. */
export const unmatchedDepositsQuery = (port: AdminDataPort, adminId: string) =>
  queryOptions({
    queryKey: adminKeys.unmatchedDeposits(adminId),
    queryFn: ({ signal }) => port.unmatchedDeposits!(signal),
    enabled: Boolean(port.unmatchedDeposits),
    ...polled,
  });

/**
 * Every checkout, payment and refund of one waitlist signup, read while its details are open (polled like the rest,
 * so a refund that lands meanwhile shows up); a port that reads no deposits answers with none.
 */
export const depositHistoryQuery = (port: AdminDataPort, adminId: string, waitlistId: string) =>
  queryOptions({
    queryKey: adminKeys.depositHistory(adminId, waitlistId),
    queryFn: ({ signal }) => (port.depositHistory ? port.depositHistory(waitlistId, signal) : Promise.resolve([])),
    ...polled,
  });

/** Every change of one owner's onboarding status, read while their details are open; none without a backend. */
export const onboardingHistoryQuery = (port: AdminDataPort, adminId: string, waitlistId: string) =>
  queryOptions({
    queryKey: adminKeys.onboardingHistory(adminId, waitlistId),
    queryFn: ({ signal }) => port.onboardingHistory!(waitlistId, signal),
    enabled: Boolean(port.onboardingHistory),
    ...polled,
  });

/**
 * The compliance documents of the approved vendors on the page (`applicationIds`), polled like the list, so a
 * vendor's new upload shows up; only a port that keeps documents (a backend) is asked. The previous answer stays
 * while the page's next one loads.
 */
export const vendorDocumentsQuery = (port: AdminDataPort, adminId: string, applicationIds: readonly string[]) =>
  queryOptions({
    queryKey: adminKeys.vendorDocuments(adminId, applicationIds),
    queryFn: ({ signal }) => port.vendorDocuments!(applicationIds, signal),
    enabled: Boolean(port.vendorDocuments) && applicationIds.length > 0,
    placeholderData: keepPreviousData,
    ...polled,
  });

/**
 * The overview is read on its own, slower schedule: its figures move by the day, and each read counts every table
 * on the server. A change of period keeps the last period's answer on screen until the new one arrives.
 */
const overviewPolled = { refetchInterval: overviewRefreshMs, refetchOnWindowFocus: true, staleTime: overviewRefreshMs } as const;

/** The overview's headline figures and vendor coverage; asked only of a port that computes them. */
export const overviewStandingQuery = (port: AdminDataPort, adminId: string) =>
  queryOptions({
    queryKey: adminKeys.overviewStanding(adminId),
    queryFn: ({ signal }) => port.overviewStanding!(signal),
    enabled: Boolean(port.overviewStanding),
    ...overviewPolled,
  });

/** Signups per day, the funnel and the sources of one period. */
export const overviewOfPeriodQuery = (port: AdminDataPort, adminId: string, period: OverviewPeriod) =>
  queryOptions({
    queryKey: adminKeys.overviewOfPeriod(adminId, period),
    queryFn: ({ signal }) => port.overviewOfPeriod!(period, signal),
    enabled: Boolean(port.overviewOfPeriod),
    placeholderData: keepPreviousData,
    ...overviewPolled,
  });

/** The admin's upcoming onboarding call times (open and booked), under the admin's account. */
export const adminCallSlotsKey = (adminId: string) => [...adminKeys.all(adminId), 'onboarding-call-slots'] as const;

export const adminCallSlotsQuery = (port: OnboardingCallsPort, adminId: string) =>
  queryOptions({
    queryKey: adminCallSlotsKey(adminId),
    queryFn: ({ signal }) => port.adminSlots(signal),
    enabled: port.available && adminId !== '',
    ...polled,
  });
