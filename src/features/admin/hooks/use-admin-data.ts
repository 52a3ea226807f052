import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect } from 'react';
import type { AdminDataPort, AdminListKind, AdminListQuery, AdminPage, AdminStats, SubmissionRecords } from '@/lib/submissions';
import { accountKey } from '@/lib/query/query-client';
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

/** The dashboard's query keys, all under the signed-in admin's account, so signing out forgets every answer. */
export const adminKeys = {
  all: (adminId: string) => [...accountKey(adminId), 'admin'] as const,
  stats: (adminId: string) => [...adminKeys.all(adminId), 'stats'] as const,
  lists: (adminId: string, kind: AdminListKind) => [...adminKeys.all(adminId), 'list', kind] as const,
  list: (adminId: string, kind: AdminListKind, query: AdminListQuery) => [...adminKeys.lists(adminId, kind), query] as const,
  unmatchedDeposits: (adminId: string) => [...adminKeys.all(adminId), 'unmatched-deposits'] as const,
  depositHistory: (adminId: string, waitlistId: string) => [...adminKeys.all(adminId), 'deposit-history', waitlistId] as const,
  referenceTabs: (adminId: string, search: string) => [...adminKeys.all(adminId), 'reference-tabs', search] as const,
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
export function useAdminStats() {
  const { adminId, port } = useAdminAccount();
  return useQuery({ queryKey: adminKeys.stats(adminId), queryFn: ({ signal }) => readStats(port, signal), ...polled });
}

/**
 * The visible page of one list; only that page ever crosses the network. While a new search or page loads, the
 * previous answer stays on screen (`isPlaceholderData`), so the list never flashes empty between keystrokes.
 */
export function useAdminList<K extends AdminListKind>(kind: K, { search, status, page }: { search: string; status: string; page: number }) {
  const { adminId, port } = useAdminAccount();
  const query = { search: search.trim(), status, page, pageSize: adminPageSize };
  return useQuery({
    queryKey: adminKeys.list(adminId, kind, query),
    queryFn: ({ signal }) => port.list(kind, query, signal) as Promise<AdminPage<K>>,
    placeholderData: keepPreviousData,
    ...polled,
  });
}

/**
 * The lists that hold the reference `search` names, asked only while `enabled` (a tab that found nothing) and only of
 * a port that can tell; none for a search that is not shaped like one of our references.
 */
export function useAdminReferenceTabs(search: string, enabled: boolean) {
  const { adminId, port } = useAdminAccount();
  const trimmed = search.trim();
  return useQuery({
    queryKey: adminKeys.referenceTabs(adminId, trimmed),
    queryFn: ({ signal }) => port.referenceTabs!(trimmed, signal),
    enabled: enabled && trimmed !== '' && Boolean(port.referenceTabs),
    staleTime: adminRefreshMs,
  });
}

/** The open unmatched deposits; only a port that takes payments has any, so no other asks. */
export function useUnmatchedDeposits() {
  const { adminId, port } = useAdminAccount();
  return useQuery({
    queryKey: adminKeys.unmatchedDeposits(adminId),
    queryFn: ({ signal }) => port.unmatchedDeposits!(signal),
    enabled: Boolean(port.unmatchedDeposits),
    ...polled,
  });
}

/**
 * Every checkout, payment and refund of one waitlist signup, read while its details are open (polled like the rest,
 * so a refund that lands meanwhile shows up); a port that reads no deposits answers with none.
 */
export function useDepositHistory(waitlistId: string) {
  const { adminId, port } = useAdminAccount();
  return useQuery({
    queryKey: adminKeys.depositHistory(adminId, waitlistId),
    queryFn: ({ signal }) => (port.depositHistory ? port.depositHistory(waitlistId, signal) : Promise.resolve([])),
    ...polled,
  });
}

function readAgain(queryClient: QueryClient, adminId: string, kinds: readonly AdminListKind[]) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.stats(adminId) }),
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
  };
}

/** The port, for an export (a one-off read of every row, with its own progress). */
export function useAdminPort(): AdminDataPort {
  return useAdminAccount().port;
}
