// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import type { SubmissionKind, SubmissionRecords, LocalSubmissions } from '../../src/lib/submissions/port.ts';
import { vendorApplicationSchema } from '../../src/lib/submissions/schemas.ts';
import { createSupabaseSubmissions, insertRow } from '../../src/lib/submissions/supabase-adapter.ts';
import { SubmissionRejectedError } from '../../src/lib/submissions/submission-rejected-error.ts';
import { createVendorApplication } from '../factories/submissions.ts';
import { createTestClient } from './support.ts';

/**
 * A submission that everything in the browser accepts but the server's constraints refuse: the visitor gets the
 * server's message, no row is written, nothing is retried, and this browser keeps its copy (in its collection, and
 * in the outbox as rejected with the reason), so the visitor's only copy is never deleted.
 */

let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
});
afterAll(async () => {
  await stack?.stop();
});

const visitorMessage = 'The server could not accept these details. Please check what you entered and try again.';
const code = () => Math.random().toString(36).slice(2, 11).toUpperCase().padEnd(9, '0');

/** This browser's collection of vendor applications, in memory, validating like the real one. */
function memoryLocal(): LocalSubmissions & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    async add<K extends SubmissionKind>(_kind: K, record: SubmissionRecords[K]) {
      const valid = vendorApplicationSchema.parse(record) as SubmissionRecords[K];
      records.set(valid.id, valid);
      return valid;
    },
    list: () => [],
    update: () => undefined,
    remove: (_kind, id) => records.delete(id),
    subscribe: () => () => undefined,
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

async function rowsWith(clientId: string) {
  const service = createTestClient(stack, stack.secretKey);
  const { data, error } = await service.from('vendor_applications').select('client_id').eq('client_id', clientId);
  if (error) throw error;
  return data;
}

describe('a submission the server refuses on the local stack', () => {
  it.each([
    // The browser accepts any URL the WHATWG parser reads as http(s); the column's domain wants a literal '//'.
    ['a website the http-url CHECK refuses', { website: 'https:reliable.example.com' }],
    // The browser's stored shape only bounds the year below; the server refuses a year in the future.
    ['a founding year in the future', { yearEstablished: new Date().getFullYear() + 1 }],
  ])('%s: rejected with the visitor message, no row, nothing queued, the record kept whole in its rejected outbox entry', async (_label, override) => {
    const id = code();
    const application = createVendorApplication({ id: `VEN-${id}`, applicationNumber: `VN-${id}`, ...override });
    expect(vendorApplicationSchema.safeParse(application).success).toBe(true);

    const local = memoryLocal();
    const client = createTestClient(stack);
    const submissions = createSupabaseSubmissions({
      local,
      storage: memoryStorage(),
      userId: async () => null,
      firstAttemptTimeoutMs: 20_000,
      insert: (table, row) => insertRow(client, table, row),
    });

    const attempt = submissions.create('vendorApplications', application);
    await expect(attempt).rejects.toBeInstanceOf(SubmissionRejectedError);
    await expect(attempt).rejects.toThrow(visitorMessage);
    expect(submissions.pending()).toEqual([]);
    expect(submissions.rejected()).toEqual([
      expect.objectContaining({ clientId: application.id, record: application, state: 'rejected', reason: visitorMessage }),
    ]);
    // No longer listed as saved in this browser: the outbox entry is the visitor's copy.
    expect([...local.records.keys()]).toEqual([]);
    expect(await rowsWith(application.id)).toEqual([]);

    await submissions.flush(true);
    expect(await rowsWith(application.id)).toEqual([]);
    expect(submissions.rejected()).toHaveLength(1);
  });
});
