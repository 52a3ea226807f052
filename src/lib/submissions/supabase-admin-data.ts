import { withSignal, type DatabaseClient } from '@/lib/supabase';
import { SIGNED_URL_SECONDS, vendorDocumentsBucket } from '@/lib/file-buckets';
import { vendorDocumentKinds } from '@/lib/vendor-documents';
import type {
  InviteResult,
  OnboardingHistoryEntry,
  AdminDataPort,
  AdminListKind,
  AdminStats,
  AdminVendorDocument,
  DepositHistoryEntry,
  DepositTotals,
  ExportRecords,
  SubmissionRecords,
  UnmatchedDeposit,
  VendorCompliance,
} from './port';
import type { VendorApplication } from './schemas';
import { submissionTables, tableRows, type ListedRow } from './table-rows';
import type { Database } from '@/lib/database.types';
import { inviteFailureReason, VendorInviteError } from './vendor-invite-error';
import { supabaseOverviewReads } from './supabase-admin-overview';

/** The most rows one answer may hold: hosted PostgREST's `max_rows` (supabase/config.toml), which admin_list keeps. */
export const adminMaxPageSize = 1000;

/** What admin_list answers (a JSON document): one page of rows and how many match. */
/** How many rows an export reads: the filtered status's figure, or every row of the table. */
function exportTotal(figures: Record<string, number>, status: string): number {
  if (status && typeof figures[status] === 'number') return figures[status];
  // The newsletter's total counts subscribers only; an unfiltered export holds every reader, whatever their status.
  if (typeof figures.confirmed === 'number') {
    return figures.confirmed + (figures.unconfirmed ?? 0) + (figures.unsubscribed ?? 0);
  }
  return figures.total ?? 0;
}

type ListAnswer<K extends AdminListKind> = { total: number | null; rows: ListedRow<K>[] };

type ListArgs = Omit<Database['public']['Functions']['admin_list']['Args'], 'kind'>;

type UnmatchedRow = Database['public']['Functions']['admin_unmatched_deposits']['Returns'][number];

/**
 * One row of admin_unmatched_deposits() in the port's shape. The generator types a function's result columns as
 * never null, but an unmatched payment may lack an amount, a currency, an e-mail or a suggestion.
 */
function fromUnmatchedRow(row: UnmatchedRow): UnmatchedDeposit {
  return {
    id: row.id,
    checkoutSessionId: row.checkout_session_id,
    amountCents: row.amount_total ?? null,
    currency: row.currency ?? null,
    reason: row.reason as UnmatchedDeposit['reason'],
    createdAt: row.created_at,
    email: row.email ?? null,
    suggestedWaitlistId: row.suggested_client_id ?? null,
    detailsSource:
      row.details_source === 'payer_row' || row.details_source === 'payer_account' ? row.details_source : null,
  };
}

type HistoryRow = Database['public']['Functions']['admin_deposit_history']['Returns'][number];
type TotalsRow = Database['public']['Functions']['admin_deposit_totals']['Returns'][number];

const historyKinds: readonly DepositHistoryEntry['kind'][] = ['checkout', 'payment', 'refund'];
const historyStatuses: readonly DepositHistoryEntry['status'][] = ['pending', 'canceled', 'paid', 'refunded'];

/**
 * One line of admin_deposit_history() in the port's shape, cents as dollars. As for the unmatched deposits, the
 * generator types every result column as never null, but a deposit recorded without an order has no reference.
 */
function fromHistoryRow(row: HistoryRow): DepositHistoryEntry {
  const kind = historyKinds.find((known) => known === row.kind);
  const status = historyStatuses.find((known) => known === row.status);
  if (!kind || !status) throw new Error(`Unknown deposit history line: ${row.kind} ${row.status}`);
  return {
    kind,
    at: row.happened_at,
    amount: row.amount_cents === null || row.amount_cents === undefined ? null : Number(row.amount_cents) / 100,
    currency: row.currency ?? null,
    reference: row.reference ?? null,
    status,
  };
}

const noDeposits: DepositTotals = { payments: 0, refunds: 0, amountPaid: 0, amountRefunded: 0, amountHeld: 0 };

function fromTotalsRow(row: TotalsRow): DepositTotals {
  return {
    payments: Number(row.payments),
    refunds: Number(row.refunds),
    amountPaid: Number(row.amount_paid),
    amountRefunded: Number(row.amount_refunded),
    amountHeld: Number(row.amount_held),
  };
}

/** One document as admin_vendor_documents() answers it (a JSON object built from the row). */
type DocumentJson = {
  kind: string;
  state: string;
  expires_on: string | null;
  rejection_reason: string | null;
  file_name: string | null;
  insurer: string | null;
  policy_number: string | null;
  coverage_amount: number | null;
  storage_path: string;
  version: string;
  decided_at: string | null;
  decided_by: string | null;
};

const documentStates: readonly AdminVendorDocument['state'][] = ['pending', 'verified', 'rejected', 'expiring', 'expired'];

function fromDocumentJson(document: DocumentJson): AdminVendorDocument | null {
  const kind = vendorDocumentKinds.find((known) => known === document.kind);
  const state = documentStates.find((known) => known === document.state);
  if (!kind || !state) return null;
  return {
    kind,
    state,
    expiresOn: document.expires_on,
    rejectionReason: document.rejection_reason,
    fileName: document.file_name,
    insurer: document.insurer,
    policyNumber: document.policy_number,
    coverageAmount: document.coverage_amount,
    version: document.version,
    decidedAt: document.decided_at,
    decidedBy: document.decided_by,
  };
}

type SupabaseAdminDataOptions = {
  client: () => Promise<DatabaseClient | null> | DatabaseClient | null;
  /**
   * Called after an application is approved and on a resend; the vendor-invite function sends the vendor their
   * account. Throws VendorInviteError with the server's reason.
   */
  inviteVendor: (applicationId: string, accessToken: string) => Promise<void>;
};

/**
 * The backend adapter of the admin data port: the four tabs read the tables with the admin's own token (RLS lets
 * only app_metadata.role 'admin' see them), and decisions are UPDATEs the server stamps with who and when.
 * Approving an application then asks vendor-invite to create the vendor's account.
 */
export function createSupabaseAdminData({ client, inviteVendor }: SupabaseAdminDataOptions): AdminDataPort {
  async function api(): Promise<DatabaseClient> {
    const supabase = await client();
    if (!supabase) throw new Error('No backend configured');
    return supabase;
  }

  async function invite(applicationId: string): Promise<void> {
    const supabase = await api();
    const { data } = await supabase.auth.getSession();
    if (!data.session) throw new VendorInviteError('Your admin session has ended. Sign in again to send the invite.');
    try {
      await inviteVendor(applicationId, data.session.access_token);
    } catch (error) {
      throw error instanceof VendorInviteError ? error : new VendorInviteError(inviteFailureReason(error));
    }
  }

  /** One page from admin_list (supabase/migrations/*_admin_queries.sql), which searches, filters and orders in SQL. */
  async function listPage<K extends AdminListKind>(kind: K, args: ListArgs, signal?: AbortSignal): Promise<ListAnswer<K>> {
    const supabase = await api();
    // Widened on purpose: supabase-js cannot match a function's arguments to a generic index type.
    const table: string = submissionTables[kind];
    const { data, error } = await withSignal(supabase.rpc('admin_list', { kind: table, ...args }), signal);
    if (error) throw new Error(error.message);
    // A JSON document the function builds from the table's own rows (to_jsonb), so it has the table's row type.
    return data as unknown as ListAnswer<K>;
  }

  async function stats<K extends AdminListKind>(kind: K, signal?: AbortSignal): Promise<AdminStats[K]> {
    const supabase = await api();
    const table: string = submissionTables[kind]; // widened, as in listPage
    const { data, error } = await withSignal(supabase.rpc('admin_stats', { kind: table }), signal);
    if (error) throw new Error(error.message);
    // Counts are JSON numbers; Total Deposits is a numeric sum, which JSON carries as a number too.
    const figures = Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, Number(value)]);
    return Object.fromEntries(figures) as AdminStats[K];
  }

  type DocumentsRow = { application_client_id: string; compliant: boolean; documents: DocumentJson[] };

  /** admin_vendor_documents() (supabase/migrations/*_admin_document_review.sql) for these applications. */
  async function documentRows(applicationIds: readonly string[], signal?: AbortSignal): Promise<DocumentsRow[]> {
    if (applicationIds.length === 0) return [];
    const supabase = await api();
    const { data, error } = await withSignal(
      supabase.rpc('admin_vendor_documents', { application_ids: [...applicationIds] }),
      signal,
    );
    if (error) throw new Error(error.message);
    // The documents column is a JSON array the function builds from the rows, so it has DocumentJson's shape.
    return (data ?? []) as unknown as DocumentsRow[];
  }

  async function readDocuments(applicationIds: readonly string[], signal?: AbortSignal): Promise<Record<string, VendorCompliance>> {
    const rows = await documentRows(applicationIds, signal);
    return Object.fromEntries(
      rows.map((row) => [
        row.application_client_id,
        {
          compliant: row.compliant,
          documents: row.documents.flatMap((document) => fromDocumentJson(document) ?? []),
        },
      ]),
    );
  }

  const records = <K extends AdminListKind>(kind: K, rows: ListedRow<K>[]): SubmissionRecords[K][] =>
    rows.map((row) => tableRows[kind].fromRow(row));

  /** An export page's records; waitlist signups get their deposit totals in one admin_deposit_totals() call. */
  async function exportRecords<K extends AdminListKind>(kind: K, rows: ListedRow<K>[]): Promise<ExportRecords[K][]> {
    const page = records(kind, rows);
    if (kind !== 'waitlist' || rows.length === 0) return page as ExportRecords[K][];
    const supabase = await api();
    const { data, error } = await supabase.rpc('admin_deposit_totals', { signup_ids: rows.map((row) => row.id) });
    if (error) throw new Error(error.message);
    const totals = new Map((data ?? []).map((row) => [Number(row.signup_id), fromTotalsRow(row)]));
    return page.map((record, index) => ({
      ...record,
      depositTotals: totals.get(rows[index]!.id) ?? noDeposits,
    })) as ExportRecords[K][];
  }

  return {
    ...supabaseOverviewReads(api),
    async list(kind, { search = '', status = '', compliance = '', onboarding = '', page = 1, pageSize = 50 }, signal) {
      const limit = Math.min(Math.max(1, pageSize), adminMaxPageSize);
      const answer = await listPage(kind, {
        search,
        status_filter: status,
        ...(compliance && kind === 'vendorApplications' ? { compliance_filter: compliance } : {}),
        ...(onboarding && kind === 'waitlist' ? { onboarding_filter: onboarding } : {}),
        page_offset: (Math.max(1, Math.floor(page) || 1) - 1) * limit,
        page_limit: limit,
      }, signal);
      return { rows: records(kind, answer.rows), total: Number(answer.total ?? 0) };
    },
    stats,
    async referenceTabs(search, signal) {
      const supabase = await api();
      const { data, error } = await withSignal(supabase.rpc('admin_reference_tabs', { search }), signal);
      if (error) throw new Error(error.message);
      const kinds = Object.entries(submissionTables) as [AdminListKind, string][];
      return (data ?? []).flatMap((table: string) => kinds.filter(([, name]) => name === table).map(([kind]) => kind));
    },
    async export(kind, onProgress, filter) {
      const status = filter?.status ?? '';
      const figures = (await stats(kind)) as Record<string, number>;
      const total = exportTotal(figures, status);
      const all: ExportRecords[typeof kind][] = [];
      // Keyset pages by id: each page starts where the last ended, so no page re-reads the rows before it.
      let beforeId: number | null = null;
      for (;;) {
        const answer: ListAnswer<typeof kind> = await listPage(kind, {
          page_limit: adminMaxPageSize,
          ...(beforeId !== null ? { before_id: beforeId } : {}),
          with_total: false,
          for_export: true,
          status_filter: status,
        });
        all.push(...(await exportRecords(kind, answer.rows)));
        onProgress?.(all.length, Math.max(total, all.length));
        if (answer.rows.length < adminMaxPageSize) return all;
        beforeId = answer.rows[answer.rows.length - 1]!.id;
      }
    },
    async update(kind, id, patch) {
      const supabase = await api();
      // supabase-js cannot pair a table named by a union with that table's types; one mapper makes both.
      const table = supabase.from(submissionTables[kind] as 'support_messages');
      const { data, error } = await table
        .update(tableRows[kind].toUpdate(patch) as never)
        .eq('client_id', id)
        .select('*');
      if (error) throw new Error(error.message);
      const row = (data as unknown as ListedRow<typeof kind>[])[0];
      if (!row) return undefined;
      const record = tableRows[kind].fromRow(row);
      if (kind === 'vendorApplications' && row.status === 'approved' && !(row as ListedRow<'vendorApplications'>).user_id) {
        try {
          await invite(id);
        } catch (error) {
          // The approval is saved whatever the invite does; the caller shows both and offers a resend.
          throw new VendorInviteError(inviteFailureReason(error), record as VendorApplication);
        }
      }
      return record;
    },
    async depositHistory(waitlistId, signal) {
      const supabase = await api();
      const { data, error } = await withSignal(
        supabase.rpc('admin_deposit_history', { signup_client_id: waitlistId }),
        signal,
      );
      if (error) throw new Error(error.message);
      return (data ?? []).map(fromHistoryRow);
    },
    inviteVendor: invite,
    async inviteOwners(selection) {
      const supabase = await api();
      const { data, error } = await supabase.rpc(
        'admin_invite_owners',
        'ids' in selection ? { signup_client_ids: [...selection.ids] } : { next_count: selection.next },
      );
      if (error) throw new Error(error.message);
      // A JSON document admin_invite_owners builds: {"invited": [WAIT- ids], "skipped": [{"id", "reason"}]}.
      return data as unknown as InviteResult;
    },
    async setOnboardingStatus(waitlistId, status) {
      const supabase = await api();
      const { error } = await supabase.rpc('admin_set_onboarding_status', { signup_client_id: waitlistId, new_status: status });
      // The server's message is written for the admin (not paid, refunded, invite first).
      if (error) throw new Error(error.message);
    },
    async onboardingHistory(waitlistId, signal) {
      const supabase = await api();
      const { data, error } = await withSignal(
        supabase.rpc('admin_onboarding_history', { signup_client_id: waitlistId }),
        signal,
      );
      if (error) throw new Error(error.message);
      return (data ?? []).map(
        (row): OnboardingHistoryEntry => ({
          from: (row.from_status ?? null) as OnboardingHistoryEntry['from'],
          to: row.to_status as OnboardingHistoryEntry['to'],
          byRole: row.changed_by_role as OnboardingHistoryEntry['byRole'],
          byEmail: row.changed_by_email ?? null,
          at: row.changed_at,
        }),
      );
    },
    async unmatchedDeposits(signal) {
      const supabase = await api();
      const { data, error } = await withSignal(supabase.rpc('admin_unmatched_deposits'), signal);
      if (error) throw new Error(error.message);
      return (data ?? []).map(fromUnmatchedRow);
    },
    async attachDeposit(depositId, waitlistClientId) {
      const supabase = await api();
      const { error } = await supabase.rpc('attach_unmatched_deposit', {
        deposit_id: depositId,
        signup_client_id: waitlistClientId,
      });
      // The server's message is written for the admin (already attached, no such signup, already paid, ...).
      if (error) throw new Error(error.message);
    },
    async tellDeclinedApplicant(applicationId) {
      const supabase = await api();
      const { error } = await supabase.rpc('tell_declined_vendor', { application_client_id: applicationId });
      if (error) throw new Error(error.message);
    },
    vendorDocuments: readDocuments,
    async openVendorDocument(applicationId, kind) {
      const supabase = await api();
      // The file on record now: a replacement removes the file the page may still show.
      const document = (await documentRows([applicationId]))[0]?.documents.find((row) => row.kind === kind);
      if (!document) throw new Error('This document has no file on record.');
      const { data, error } = await supabase.storage
        .from(vendorDocumentsBucket.id)
        .createSignedUrl(document.storage_path, SIGNED_URL_SECONDS);
      if (error || !data) throw new Error('The document could not be opened. Please try again.');
      return data.signedUrl;
    },
    async decideVendorDocument(applicationId, kind, decision, version) {
      const supabase = await api();
      const { error } = await supabase.rpc('admin_decide_vendor_document', {
        application_id: applicationId,
        document_kind: kind,
        verdict: decision.verdict,
        ...(decision.verdict === 'rejected' ? { reason: decision.reason } : {}),
        seen_version: version,
      });
      // The server's message is written for the admin (changed meanwhile, a reason is needed).
      if (error) throw new Error(error.message);
    },
    // Another admin's changes arrive with the 5-second polling; there is no cross-browser push.
    subscribe: () => () => undefined,
  };
}
