// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import type { SubmissionKind, SubmissionRecords, LocalSubmissions } from '../../src/lib/submissions/port.ts';
import { SubmissionRejectedError } from '../../src/lib/submissions/submission-rejected-error.ts';
import { createSupabaseSubmissions, insertRow, type SupabaseSubmissionsOptions } from '../../src/lib/submissions/supabase-adapter.ts';
import {
  createNewsletterSignup,
  createSupportMessage,
  createVendorApplication,
  createWaitlistSignup,
} from '../factories/submissions.ts';
import { createTestClient, signUpOwner, uniqueEmail } from './support.ts';

/**
 * The submissions adapter against a real local stack that persists to disk, so it can be stopped in the middle of a
 * submit and started again on the same port: the outbox keeps what did not get through and delivers it exactly once.
 */

let stack: LocalStack;
let port: number;
const persistDir = mkdtempSync(path.join(tmpdir(), 'doorkeep-outbox-'));
let seq = 0;
const code = () => `X${String(++seq).padStart(4, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, '0')}`;

async function start() {
  stack = await startLocalStack({ port: port ?? 0, persistDir, bcryptCost: 4 });
  port = Number(new URL(stack.apiUrl).port);
}

beforeAll(start);
afterAll(async () => {
  await stack?.stop();
  rmSync(persistDir, { recursive: true, force: true });
});

/** A Storage-like map standing in for localStorage. */
function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

/** This browser's collections, kept in memory. */
function memoryLocal(): LocalSubmissions & { saved: unknown[] } {
  const saved: unknown[] = [];
  return {
    saved,
    async add(_kind, record) {
      saved.push(record);
      return record;
    },
    list: () => [],
    update: () => undefined,
    remove: () => false,
    subscribe: () => () => undefined,
  };
}

/** The adapter as the app wires it, with a supabase-js client built per call (the stack may restart). */
function adapter(overrides: Partial<SupabaseSubmissionsOptions> & { client?: () => SupabaseClient } = {}) {
  const client = overrides.client ?? (() => createTestClient(stack));
  const local = memoryLocal();
  const port = createSupabaseSubmissions({
    local,
    storage: memoryStorage(),
    userId: async () => null,
    firstAttemptTimeoutMs: 20_000,
    insert: (table, row) => insertRow(client(), table, row),
    ...overrides,
  });
  return { port, local };
}

async function rowsWith(table: string, clientId: string) {
  const service = createTestClient(stack, stack.secretKey);
  const { data, error } = await service.from(table).select('*').eq('client_id', clientId);
  if (error) throw error;
  return data;
}

describe('submissions outbox on the local stack', () => {
  it('keeps a submission made while the backend is down and delivers it exactly once when it is back', async () => {
    const { port: submissions, local } = adapter();
    await stack.stop();
    const message = createSupportMessage({ id: `DK-${code()}` });
    await expect(submissions.create('supportMessages', message)).resolves.toEqual(message);
    expect(local.saved).toHaveLength(1);
    expect(submissions.pending().map((entry) => entry.clientId)).toEqual([message.id]);

    await start();
    await submissions.flush(true);
    expect(submissions.pending()).toEqual([]);
    expect(await rowsWith('support_messages', message.id)).toHaveLength(1);
  });

  it('never creates a second row when a delivery is retried, and counts the conflict as delivered', async () => {
    const { port: submissions } = adapter();
    const application = createVendorApplication({ id: `VEN-${code()}`, applicationNumber: `VN-${code()}` });
    await submissions.create('vendorApplications', application);
    // The response of the first insert was lost: the same record is submitted and retried again.
    await submissions.create('vendorApplications', application);
    await submissions.flush(true);
    expect(submissions.pending()).toEqual([]);
    const rows = await rowsWith('vendor_applications', application.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ company: application.company, status: 'pending', application_number: application.applicationNumber });
  });

  it('ends a newsletter duplicate (unique lower(email) on the server) as delivered', async () => {
    const { port: submissions } = adapter();
    const email = uniqueEmail('news');
    await submissions.create('newsletter', createNewsletterSignup({ id: `NEWS-${code()}`, email }));
    const second = createNewsletterSignup({ id: `NEWS-${code()}`, email: email.toUpperCase() });
    await expect(submissions.create('newsletter', second)).resolves.toEqual(second);
    expect(submissions.pending()).toEqual([]);
    expect(await rowsWith('newsletter_signups', second.id)).toHaveLength(0);
  });

  it('shows a CHECK violation to the visitor, keeps the record as rejected and never retries it', async () => {
    const { port: submissions, local } = adapter();
    const message = createSupportMessage({ id: `DK-${code()}` });
    const invalid = { ...message, priority: 'whenever' } as unknown as SubmissionRecords['supportMessages'];
    const attempt = submissions.create('supportMessages', invalid);
    await expect(attempt).rejects.toBeInstanceOf(SubmissionRejectedError);
    await expect(attempt).rejects.toThrow(/check what you entered/);
    expect(submissions.pending()).toEqual([]);
    expect(submissions.rejected()).toEqual([expect.objectContaining({ clientId: message.id, record: invalid, state: 'rejected' })]);
    expect(local.saved).toEqual([invalid]);
    await submissions.flush(true);
    expect(await rowsWith('support_messages', message.id)).toHaveLength(0);
  });

  it('retries a foreign-key violation (409, 23503: the owner was deleted) and keeps the copy, instead of counting the 409 as delivered', async () => {
    const owner = await signUpOwner(stack, 'outbox-deleted', 'correct-horse-1');
    const removed = await createTestClient(stack, stack.secretKey).auth.admin.deleteUser(owner.user.id);
    expect(removed.error).toBeNull();
    const answers: Array<{ status: number; code?: string }> = [];
    const { port: submissions, local } = adapter({
      userId: async () => owner.user.id,
      async insert(table, row) {
        const outcome = await insertRow(owner.client, table, row);
        answers.push({ status: outcome.status, code: outcome.code });
        return outcome;
      },
    });
    const signup = createWaitlistSignup({ id: `WAIT-${code()}`, email: owner.email });
    await expect(submissions.create('waitlist', signup)).resolves.toEqual(signup);
    expect(answers).toEqual([{ status: 409, code: '23503' }]);
    expect(submissions.pending()).toEqual([expect.objectContaining({ clientId: signup.id, state: 'queued', attempts: 1 })]);
    expect(local.saved).toEqual([signup]);
    expect(await rowsWith('waitlist_signups', signup.id)).toEqual([]);
  });

  it('retries a 404 for a missing table and keeps the copy', async () => {
    const { port: submissions, local } = adapter({
      async insert(table, row) {
        const { error, status } = await createTestClient(stack).from(`${table}_not_deployed`).insert(row as never);
        return { status: error && !status ? 0 : status, code: error?.code, message: error?.message, details: error?.details };
      },
    });
    const message = createSupportMessage({ id: `DK-${code()}` });
    await expect(submissions.create('supportMessages', message)).resolves.toEqual(message);
    expect(submissions.pending()).toEqual([expect.objectContaining({ clientId: message.id, state: 'queued' })]);
    expect(submissions.rejected()).toEqual([]);
    expect(local.saved).toEqual([message]);
  });

  it("links a signed-in owner's waitlist row to them and delivers a signed-out one at once, without an owner", async () => {
    const owner = await signUpOwner(stack, 'outbox-owner', 'correct-horse-1');
    let checked = 0;
    const signedIn = adapter({
      client: () => owner.client,
      userId: async () => owner.user.id,
      async ownRowExists(table, clientId) {
        checked += 1;
        const { data } = await owner.client.from(table).select('client_id').eq('client_id', clientId);
        return (data?.length ?? 0) > 0;
      },
    });
    const mine = createWaitlistSignup({ id: `WAIT-${code()}`, email: owner.email });
    await signedIn.port.create('waitlist', mine);
    expect(await rowsWith('waitlist_signups', mine.id)).toEqual([
      expect.objectContaining({ user_id: owner.user.id, status: 'pending_payment', deposit_paid: false }),
    ]);
    // Submitted again (e.g. after the account link inserted it): found as the owner's own row, not inserted again.
    await signedIn.port.create('waitlist', mine);
    expect(checked).toBe(2);
    expect(signedIn.port.pending()).toEqual([]);
    expect(await rowsWith('waitlist_signups', mine.id)).toHaveLength(1);

    // Signed out, a waitlist signup goes straight to the server without an owner (the owner claims it on sign-in).
    const anonymous = adapter();
    const theirs = createWaitlistSignup({ id: `WAIT-${code()}` });
    await anonymous.port.create('waitlist' as SubmissionKind, theirs);
    expect(anonymous.port.pending()).toEqual([]);
    expect(await rowsWith('waitlist_signups', theirs.id)).toEqual([expect.objectContaining({ user_id: null })]);
  });
});
