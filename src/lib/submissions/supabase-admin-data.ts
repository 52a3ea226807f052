import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminDataPort, SubmissionKind, SubmissionRecords } from './port';
import type { VendorApplication } from './schemas';
import { submissionTables } from './supabase-adapter';
import { inviteFailureReason, VendorInviteError } from './vendor-invite-error';

type Row = Record<string, unknown>;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const numeric = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/** Columns that are the server's bookkeeping, not part of a browser record. */
const serverOnly = new Set(['id', 'user_id', 'decided_by', 'decided_at', 'created_at', 'updated_at', 'refunded_at', 'card_last4']);

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

/** The columns of a patch an admin may change (never ids or bookkeeping). */
function toPatchRow(patch: Row): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(patch)) {
    if (['id', 'queuePosition', 'createdAt', 'cardNumber', 'applicationNumber', 'appliedDate'].includes(key)) continue;
    row[snake(key)] = value;
  }
  return row;
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
 * The backend adapter of the admin data port: the three tabs read the tables with the admin's own token (RLS lets
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

  return {
    async list(kind) {
      const supabase = await api();
      const { data, error } = await supabase
        .from(submissionTables[kind])
        .select('*')
        .order('created_at', { ascending: true })
        .order('id', { ascending: true });
      if (error) throw new Error(error.message);
      // The queue position is 500 + rank by creation time, the server's rule (my_waitlist_signup).
      return (data as Row[]).map((row, index) => fromTableRow(kind, row, 501 + index)).reverse();
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
    // Another admin's changes arrive with the 5-second polling; there is no cross-browser push.
    subscribe: () => () => undefined,
  };
}
