import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  AdminDataPort,
  AdminListKind,
  AdminStats,
  SubmissionKind,
  SubmissionRecords,
  UnmatchedDeposit,
} from './port';
import type { VendorApplication } from './schemas';
import { submissionTables } from './supabase-adapter';
import { inviteFailureReason, VendorInviteError } from './vendor-invite-error';

type Row = Record<string, unknown>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const numeric = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** Columns that are the server's bookkeeping, not part of a browser record. */
const serverOnly = new Set([
  'id',
  'user_id',
  'decided_by',
  'decided_at',
  'created_at',
  'updated_at',
  'refunded_at',
  'card_last4',
  'queue_position',
  // The admin's account id; the dashboard shows the e-mail recorded beside it (status_changed_by_email).
  'status_changed_by',
]);

/** The most rows one answer may hold: hosted PostgREST's `max_rows` (supabase/config.toml), which admin_list keeps. */
export const adminMaxPageSize = 1000;

/** What admin_list answers: one page of rows and how many match. */
type ListAnswer = { total: number | null; rows: Row[] };

/** A table row in the record shape the admin dashboard shows (SPEC section 3). */
export function fromTableRow<K extends SubmissionKind>(kind: K, row: Row, queuePosition = 0): SubmissionRecords[K] {
  const record: Row = { id: row.client_id };
  for (const [key, value] of Object.entries(row)) {
    if (key === 'client_id' || serverOnly.has(key)) continue;
    record[camel(key)] = value;
  }
  if (kind === 'waitlist') {
    record.depositAmount = numeric(row.deposit_amount) ?? 0;
    record.queuePosition = queuePosition;
    if (typeof row.card_last4 === 'string') record.cardNumber = `•••• ${row.card_last4}`;
  }
  if (kind === 'vendorApplications') {
    for (const key of ['minHourlyRate', 'maxHourlyRate', 'minServiceCharge']) record[key] = numeric(record[key]);
    record.yearEstablished = Number(record.yearEstablished);
  }
  if (kind === 'supportMessages') record.createdAt = row.created_at;
  return record as SubmissionRecords[K];
}

/**
 * The columns of a patch an admin may change (never ids or bookkeeping). Who changed a support status and when is
 * the server's to stamp: naming those columns would be refused.
 */
function toPatchRow(patch: Row): Row {
  const row: Row = {};
  const skipped = ['id', 'queuePosition', 'createdAt', 'cardNumber', 'applicationNumber', 'appliedDate', 'statusChangedAt', 'statusChangedByEmail'];
  for (const [key, value] of Object.entries(patch)) {
    if (skipped.includes(key)) continue;
    row[snake(key)] = value;
  }
  return row;
}

/** One row of admin_unmatched_deposits() in the port's shape. */
function fromUnmatchedRow(row: Row): UnmatchedDeposit {
  return {
    id: Number(row.id),
    checkoutSessionId: String(row.checkout_session_id),
    amountCents: numeric(row.amount_total),
    currency: typeof row.currency === 'string' ? row.currency : null,
    reason: row.reason as UnmatchedDeposit['reason'],
    createdAt: String(row.created_at),
    email: typeof row.email === 'string' ? row.email : null,
    suggestedWaitlistId: typeof row.suggested_client_id === 'string' ? row.suggested_client_id : null,
  };
}

type SupabaseAdminDataOptions = {
  client: () => Promise<SupabaseClient | null> | SupabaseClient | null;
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
  async function api(): Promise<SupabaseClient> {
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
  async function listPage(kind: AdminListKind, args: Record<string, unknown>): Promise<ListAnswer> {
    const supabase = await api();
    const { data, error } = await supabase.rpc('admin_list', { kind: submissionTables[kind], ...args });
    if (error) throw new Error(error.message);
    return data as ListAnswer;
  }

  async function stats<K extends AdminListKind>(kind: K): Promise<AdminStats[K]> {
    const supabase = await api();
    const { data, error } = await supabase.rpc('admin_stats', { kind: submissionTables[kind] });
    if (error) throw new Error(error.message);
    // Counts are JSON numbers; Total Deposits is a numeric sum, which JSON carries as a number too.
    const figures = Object.entries(data as Record<string, unknown>).map(([key, value]) => [key, Number(value)]);
    return Object.fromEntries(figures) as AdminStats[K];
  }

  const records = <K extends AdminListKind>(kind: K, rows: Row[]) =>
    rows.map((row) => fromTableRow(kind, row, Number(row.queue_position ?? 0)));

  return {
    async list(kind, { search = '', status = '', page = 1, pageSize = 50 }) {
      const limit = Math.min(Math.max(1, pageSize), adminMaxPageSize);
      const answer = await listPage(kind, {
        search,
        status_filter: status,
        page_offset: (Math.max(1, Math.floor(page) || 1) - 1) * limit,
        page_limit: limit,
      });
      return { rows: records(kind, answer.rows), total: Number(answer.total ?? 0) };
    },
    stats,
    async export(kind, onProgress, filter) {
      const status = filter?.status ?? '';
      const figures = (await stats(kind)) as Record<string, number>;
      const total = status && typeof figures[status] === 'number' ? figures[status] : figures.total;
      const all: SubmissionRecords[typeof kind][] = [];
      // Keyset pages by id: each page starts where the last ended, so no page re-reads the rows before it.
      let beforeId: number | null = null;
      for (;;) {
        const answer = await listPage(kind, {
          page_limit: adminMaxPageSize,
          before_id: beforeId,
          with_total: false,
          for_export: true,
          status_filter: status,
        });
        all.push(...records(kind, answer.rows));
        onProgress?.(all.length, Math.max(total, all.length));
        if (answer.rows.length < adminMaxPageSize) return all;
        beforeId = Number(answer.rows[answer.rows.length - 1]!.id);
      }
    },
    async update(kind, id, patch) {
      const supabase = await api();
      const { data, error } = await supabase
        .from(submissionTables[kind])
        .update(toPatchRow(patch as Row))
        .eq('client_id', id)
        .select('*');
      if (error) throw new Error(error.message);
      const row = (data as Row[])[0];
      if (!row) return undefined;
      const record = fromTableRow(kind, row);
      if (kind === 'vendorApplications' && row.status === 'approved' && !row.user_id) {
        try {
          await invite(id);
        } catch (error) {
          // The approval is saved whatever the invite does; the caller shows both and offers a resend.
          throw new VendorInviteError(inviteFailureReason(error), record as VendorApplication);
        }
      }
      return record;
    },
    inviteVendor: invite,
    async unmatchedDeposits() {
      const supabase = await api();
      const { data, error } = await supabase.rpc('admin_unmatched_deposits');
      if (error) throw new Error(error.message);
      return ((data as Row[] | null) ?? []).map(fromUnmatchedRow);
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
    // Another admin's changes arrive with the 5-second polling; there is no cross-browser push.
    subscribe: () => () => undefined,
  };
}
