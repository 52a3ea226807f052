import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect } from 'react';
import type {
  AdminDataPort,
  AdminListKind,
  AdminPage,
  DocumentDecision,
  InviteSelection,
  OverviewPeriod,
  SubmissionRecords,
} from '@/lib/submissions';
import type { VendorDocumentKind } from '@/lib/vendor-documents';
import {
  adminKeys,
  adminListQuery,
  adminReferenceTabsQuery,
  adminStatsQuery,
  depositHistoryQuery,
  onboardingHistoryQuery,
  overviewOfPeriodQuery,
  overviewStandingQuery,
  unmatchedDepositsQuery,
  vendorDocumentsQuery,
} from '../api';
import { adminRefreshMs } from '../refresh';

export { adminRefreshMs };
/** Rows on one page of a list. */
export const adminPageSize = 50;

const listKinds = ['vendorApplications', 'waitlist', 'newsletter', 'supportMessages'] as const satisfies readonly AdminListKind[];

/** Whose dashboard this is and the port it reads through; given once, by the dashboard of a signed-in admin. */
export type AdminAccount = { adminId: string; port: AdminDataPort };

export const AdminAccountContext = createContext<AdminAccount | null>(null);

function useAdminAccount(): AdminAccount {
  const account = useContext(AdminAccountContext);
  if (!account) throw new Error('Admin data is read inside the dashboard of a signed-in admin (AdminAccountContext).');
  return account;
}

/** Every tab's figures (badges, the notification dot, the stat cards). */
export function useAdminStats() {
  const { adminId, port } = useAdminAccount();
  return useQuery(adminStatsQuery(port, adminId));
}

/** The visible page of one list (its search trimmed), the previous page kept on screen while the next one loads. */
export function useAdminList<K extends AdminListKind>(
  kind: K,
  {
    search,
    status,
    page,
    compliance,
    onboarding,
  }: { search: string; status: string; page: number; compliance?: string; onboarding?: string },
) {
  const { adminId, port } = useAdminAccount();
  return useQuery(
    adminListQuery(port, adminId, kind, {
      search: search.trim(),
      status,
      ...(compliance ? { compliance } : {}),
      ...(onboarding ? { onboarding } : {}),
      page,
      pageSize: adminPageSize,
    }),
  );
}

/** The compliance documents of the approved vendors on the page (none asked of a port without documents). */
export function useVendorDocuments(applicationIds: readonly string[]) {
  const { adminId, port } = useAdminAccount();
  return useQuery(vendorDocumentsQuery(port, adminId, applicationIds));
}

/**
 * The admin's decision on one vendor document; afterwards the documents, the vendor applications list (its
 * compliance filter) and the figures (the waiting badge) are read again, whether it was saved or refused.
 */
export function useDocumentDecision() {
  const { adminId, port } = useAdminAccount();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (input: { applicationId: string; kind: VendorDocumentKind; decision: DocumentDecision; version: string }) =>
      port.decideVendorDocument!(input.applicationId, input.kind, input.decision, input.version),
    onSettled: () =>
      Promise.all([
        readAgain(queryClient, adminId, ['vendorApplications']),
        queryClient.invalidateQueries({ queryKey: adminKeys.vendorDocumentsAll(adminId) }),
      ]),
  });
  return mutateAsync;
}

/** The lists that hold the reference `search` names, asked only while `enabled` (a tab that found nothing). */
export function useAdminReferenceTabs(search: string, enabled: boolean) {
  const { adminId, port } = useAdminAccount();
  return useQuery(adminReferenceTabsQuery(port, adminId, search.trim(), enabled));
}

/** The open unmatched deposits (none asked of a port that takes no payments). */
export function useUnmatchedDeposits() {
  const { adminId, port } = useAdminAccount();
  return useQuery(unmatchedDepositsQuery(port, adminId));
}

/** Every checkout, payment and refund of one waitlist signup, read while its details are open. */
export function useDepositHistory(waitlistId: string) {
  const { adminId, port } = useAdminAccount();
  return useQuery(depositHistoryQuery(port, adminId, waitlistId));
}

/** Every change of one owner's onboarding status, read while their details are open. */
export function useOnboardingHistory(waitlistId: string) {
  const { adminId, port } = useAdminAccount();
  return useQuery(onboardingHistoryQuery(port, adminId, waitlistId));
}

/**
 * Invites owners (chosen, or the next N); afterwards the waitlist, the figures and every open history are read again.
 * Resolves with who was invited and who was skipped.
 */
export function useInviteOwners() {
  const { adminId, port } = useAdminAccount();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (selection: InviteSelection) => port.inviteOwners!(selection),
    onSettled: () =>
      Promise.all([
        readAgain(queryClient, adminId, ['waitlist']),
        queryClient.invalidateQueries({ queryKey: adminKeys.onboardingHistoryAll(adminId) }),
      ]),
  });
  return mutateAsync;
}

/** Moves one owner to onboarding or live; afterwards the same reads as an invitation. */
export function useSetOnboardingStatus() {
  const { adminId, port } = useAdminAccount();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ waitlistId, status }: { waitlistId: string; status: 'onboarding' | 'live' }) =>
      port.setOnboardingStatus!(waitlistId, status),
    onSettled: () =>
      Promise.all([
        readAgain(queryClient, adminId, ['waitlist']),
        queryClient.invalidateQueries({ queryKey: adminKeys.onboardingHistoryAll(adminId) }),
      ]),
  });
  return mutateAsync;
}

/** The overview's figures and coverage, and what its period shows; a port without an overview asks nothing. */
export function useOverview(period: OverviewPeriod) {
  const { adminId, port } = useAdminAccount();
  return {
    available: Boolean(port.overviewStanding && port.overviewOfPeriod),
    standing: useQuery(overviewStandingQuery(port, adminId)),
    ofPeriod: useQuery(overviewOfPeriodQuery(port, adminId, period)),
  };
}

function readAgain(queryClient: QueryClient, adminId: string, kinds: readonly AdminListKind[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.stats(adminId) }),
    queryClient.invalidateQueries({ queryKey: adminKeys.overview(adminId) }),
    ...kinds.map((kind) => queryClient.invalidateQueries({ queryKey: adminKeys.lists(adminId, kind) })),
  ]);
}

/** Reads a list and the figures again when the port reports a change it saw without polling (another tab's write). */
export function useAdminChangesFromElsewhere() {
  const { adminId, port } = useAdminAccount();
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribes = listKinds.map((kind) => port.subscribe(kind, () => void readAgain(queryClient, adminId, [kind])));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [adminId, port, queryClient]);
}

/**
 * Saving a change to one record of `kind`: `save` stores it, shows the saved record on its row at once, and reads
 * the list and the figures again; `showSaved` lays a record the server saved over the rows on screen.
 */
export function useAdminRecordChanges<K extends AdminListKind>(kind: K) {
  const { adminId, port } = useAdminAccount();
  const queryClient = useQueryClient();
  const showSaved = useCallback(
    (record: SubmissionRecords[K]) =>
      queryClient.setQueriesData<AdminPage<K>>({ queryKey: adminKeys.lists(adminId, kind) }, (page) =>
        page ? { ...page, rows: page.rows.map((row) => (row.id === record.id ? record : row)) } : page,
      ),
    [adminId, kind, queryClient],
  );
  const { mutateAsync: save } = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<SubmissionRecords[K]> }) => port.update(kind, id, patch),
    onSuccess: (updated) => {
      if (updated) showSaved(updated);
    },
    onSettled: () => readAgain(queryClient, adminId, [kind]),
  });
  return { save, showSaved };
}

/**
 * A change the admin asks the server for that is not a field of a record (an invite, a declined applicant's
 * e-mail, attaching a deposit); afterwards the lists of `kinds`, the figures and the unmatched deposits are read again.
 */
export function useAdminAction<Input>(run: (port: AdminDataPort, input: Input) => Promise<void>, kinds: readonly AdminListKind[]) {
  const { adminId, port } = useAdminAccount();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (input: Input) => run(port, input),
    onSettled: () =>
      Promise.all([readAgain(queryClient, adminId, kinds), queryClient.invalidateQueries({ queryKey: adminKeys.unmatchedDeposits(adminId) })]),
  });
  return mutateAsync;
}

/** What the port can do beyond reading and saving (only a backend sends invites and mail and takes payments). */
export function useAdminCapabilities() {
  const { port } = useAdminAccount();
  return {
    invites: Boolean(port.inviteVendor),
    declineEmails: Boolean(port.tellDeclinedApplicant),
    attachesDeposits: Boolean(port.attachDeposit),
    onboarding: Boolean(port.inviteOwners && port.setOnboardingStatus),
    documents: Boolean(port.vendorDocuments && port.openVendorDocument && port.decideVendorDocument),
  };
}

/** The port, for an export (a one-off read of every row, with its own progress). */
export function useAdminPort(): AdminDataPort {
  return useAdminAccount().port;
}
