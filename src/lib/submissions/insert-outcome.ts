import type { DatabaseClient } from '@/lib/supabase';
import type { TablesInsert } from '@/lib/database.types';
import type { SubmissionKind } from './port';
import { submissionTables, type SubmissionTable } from './table-rows';

// How one insert's answer from PostgREST (status, Postgres SQLSTATE, message) decides an outbox entry's fate.

/** What PostgREST answered to one insert, reduced to what decides between delivered, retry and rejected. */
export type InsertOutcome = { status: number; code?: string; message?: string; details?: string };

/** Inserts one row (return=minimal); a network failure resolves with status 0 rather than throwing. */
export type InsertRow = (table: SubmissionTable, row: TablesInsert<SubmissionTable>) => Promise<InsertOutcome>;

/** Inserts one row with `client`: what PostgREST answered, a network failure as status 0. */
export async function insertRow(client: DatabaseClient, table: SubmissionTable, row: TablesInsert<SubmissionTable>): Promise<InsertOutcome> {
  // supabase-js cannot pair a table named by a union with that table's row type; one mapper made both (table-rows.ts).
  const { error, status } = await client.from(table).insert(row as never);
  return { status: error && !status ? 0 : status, code: error?.code, message: error?.message, details: error?.details ?? undefined };
}

export type Delivery = { result: 'delivered' } | { result: 'retry' } | { result: 'rejected'; message: string };

/** PostgREST's SQLSTATE for a refusal by RLS, a grant or a guard trigger (401 for anon, 403 when signed in). */
const insufficientPrivilege = '42501';
const uniqueViolation = '23505';
/**
 * The flood limits' refusal (supabase/migrations/*_server_owned_fields_and_floods.sql): SQLSTATE PT429, which
 * PostgREST answers with HTTP 429. A proxy's 429 carries no such code and is retried as before.
 */
const tooManySubmissions = 'PT429';

/** What the visitor is told when the server's flood limits refuse a submission. */
export const tooManyAttemptsMessage = 'Too many attempts. Please wait a few minutes and try again.';

/** A CHECK or NOT NULL violation, or a value the column's type refuses (class 22, data exception). */
const isInvalidInput = (code: string | undefined) => code === '23514' || code === '23502' || Boolean(code?.startsWith('22'));

/** True when `name` appears in the error's message or details as a whole identifier. */
function names({ message = '', details = '' }: InsertOutcome, name: string): boolean {
  const identifier = new RegExp(`(^|[^A-Za-z0-9_])${name}($|[^A-Za-z0-9_])`);
  return identifier.test(message) || identifier.test(details);
}

/**
 * A unique violation on the client id: the row with this id is already in the table, so an earlier attempt got
 * through with its answer lost. Postgres names the constraint in the message (duplicate key value violates unique
 * constraint "waitlist_signups_client_id_key") and the column in the details (Key (client_id)=(…) already exists.).
 */
function isClientIdConflict(outcome: InsertOutcome, kind?: SubmissionKind): boolean {
  const tables = kind ? [submissionTables[kind]] : Object.values(submissionTables);
  return tables.some((table) => names(outcome, `${table}_client_id_key`)) || /^Key \(client_id\)=/.test(outcome.details ?? '');
}

/**
 * Sorts an insert's outcome. Only what the answer proves ends an entry's retries:
 * - delivered: a 2xx, or a unique violation (23505) on the client id itself (the row is there). A 409 alone proves
 *   nothing: a foreign-key violation (23503) answers 409 too, and so does a unique violation on another index;
 * - rejected: the row's values break a CHECK, NOT NULL or type rule (23514, 23502, 22xxx), or RLS, a grant or a
 *   guard trigger refuses it (42501; a 401 for anon, a 403 when signed in), or the server's flood limits refuse it
 *   (PT429, told as "Too many attempts…": the visitor sees it now and sends again later with what they typed still
 *   in the form; retrying on our own would only keep a flooding client's requests coming). The visitor is told,
 *   and the entry is kept as rejected, never deleted;
 * - retry, with back-off, for everything else: offline (0), a 401 about the token (PGRST301/PGRST303 or no code,
 *   which a refreshed session fixes), any 409 that is not a client-id conflict, a 404 (missing table: PGRST205,
 *   42P01), a proxy's 403 or 413, 408, 429, 5xx, or anything not understood.
 * `kind` names the table the row went to (without it a client-id conflict on any submissions table counts).
 */
export function classifyInsert(outcome: InsertOutcome, kind?: SubmissionKind): Delivery {
  const { status, code } = outcome;
  if (status >= 200 && status < 300) return { result: 'delivered' };
  if (code === uniqueViolation) {
    if (isClientIdConflict(outcome, kind)) return { result: 'delivered' };
    // The newsletter only: signing up an address that is already subscribed counts as success (the form
    // says "subscribed" for a duplicate in this browser), so the server's unique lower(email) index refusing a
    // second row for the same address is the same outcome. For any other table or index a 23505 proves nothing.
    if (kind === 'newsletter' && names(outcome, 'newsletter_signups_email_key')) return { result: 'delivered' };
    return { result: 'retry' };
  }
  if (code === tooManySubmissions) return { result: 'rejected', message: tooManyAttemptsMessage };
  if (isInvalidInput(code) || code === insufficientPrivilege) return { result: 'rejected', message: serverMessage(outcome) };
  return { result: 'retry' };
}

/** A sentence for the visitor from a constraint violation or a refusal, without table internals. */
function serverMessage({ code }: InsertOutcome): string {
  if (code === insufficientPrivilege) {
    return 'The server did not allow this submission. Please try again, or contact support if it keeps happening.';
  }
  return 'The server could not accept these details. Please check what you entered and try again.';
}
