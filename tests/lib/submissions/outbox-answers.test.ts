import { describe, expect, it, vi } from 'vitest';
import { SubmissionRejectedError } from '@/lib/submissions';
import { browserCollections as submissions, storageKeys } from '@/lib/submissions/browser-adapter';
import {
  classifyInsert,
  createSupabaseSubmissions,
  type InsertOutcome,
  type InsertRow,
} from '@/lib/submissions/supabase-adapter';
import { createNewsletterSignup, createSupportMessage, createVendorApplication, createWaitlistSignup } from '../../factories/submissions';

/**
 * The outbox never deletes a visitor's only copy on an answer it does not understand: only a unique violation on
 * the client id proves delivery, a CHECK or RLS refusal is shown and kept as rejected, everything else is retried.
 */

const outboxKey = 'submissions-outbox';
const checkMessage = 'The server could not accept these details. Please check what you entered and try again.';
const rlsMessage = 'The server did not allow this submission. Please try again, or contact support if it keeps happening.';

/** Postgres's own wording of a unique violation on `constraint`, as PostgREST passes it on (409). */
const uniqueViolation = (constraint: string, key: string): InsertOutcome => ({
  status: 409,
  code: '23505',
  message: `duplicate key value violates unique constraint "${constraint}"`,
  details: `Key (${key})=(value) already exists.`,
});

const foreignKeyViolation: InsertOutcome = {
  status: 409,
  code: '23503',
  message: 'insert or update on table "waitlist_signups" violates foreign key constraint "waitlist_signups_user_id_fkey"',
  details: 'Key (user_id)=(7d3c1a52-7a7e-4a53-9c55-3f3c0c1c9a10) is not present in table "users".',
};
const checkViolation: InsertOutcome = {
  status: 400,
  code: '23514',
  message: 'new row for relation "support_messages" violates check constraint "support_messages_priority_check"',
};

/** The backend adapter over this browser's real collections, with a scripted server and a clock the test moves. */
function setup(answers: InsertOutcome[]) {
  let clock = 1_000_000;
  const insert = vi.fn<InsertRow>(async () => answers.shift() ?? { status: 201 });
  const adapter = createSupabaseSubmissions({
    local: submissions,
    storage: window.localStorage,
    insert,
    userId: async () => null,
    now: () => clock,
    baseRetryMs: 1000,
  });
  const outbox = () => JSON.parse(localStorage.getItem(outboxKey) ?? '[]') as Array<Record<string, unknown>>;
  return { adapter, insert, outbox, advance: (ms: number) => (clock += ms) };
}

describe('an answer that proves nothing keeps the entry queued with back-off and the local copy', () => {
  it('a foreign-key violation (409 with 23503) is retried and the copy kept', async () => {
    const { adapter, insert, advance } = setup([foreignKeyViolation, foreignKeyViolation]);
    const signup = createWaitlistSignup();
    await expect(adapter.create('waitlist', signup)).resolves.toEqual(signup);

    expect(adapter.pending()).toEqual([expect.objectContaining({ clientId: signup.id, state: 'queued', attempts: 1 })]);
    expect(submissions.list('waitlist')).toEqual([signup]);
    // Backed off: not due yet, then retried once due, and still kept after a second 409.
    await adapter.flush();
    expect(insert).toHaveBeenCalledTimes(1);
    advance(1000);
    await adapter.flush();
    expect(insert).toHaveBeenCalledTimes(2);
    expect(adapter.pending()).toEqual([expect.objectContaining({ clientId: signup.id, attempts: 2 })]);
    expect(submissions.list('waitlist')).toEqual([signup]);
    advance(2000);
    await adapter.flush();
    expect(adapter.pending()).toEqual([]);
    expect(insert).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a missing table (404, PGRST205)', { status: 404, code: 'PGRST205', message: "Could not find the table 'public.support_messages' in the schema cache" }],
    ['a missing relation (404, 42P01)', { status: 404, code: '42P01', message: 'relation "public.support_messages" does not exist' }],
    ["a proxy's 403 without 42501", { status: 403, message: 'Forbidden' }],
    ["a proxy's 413", { status: 413, message: 'Request Entity Too Large' }],
    ['a 400 about the request rather than the row (PGRST204)', { status: 400, code: 'PGRST204', message: "Could not find the 'x' column" }],
    ['a 409 with no code', { status: 409 }],
  ] as Array<[string, InsertOutcome]>)('%s on the first attempt is retried and the copy kept', async (_label, answer) => {
    const { adapter, insert } = setup([answer]);
    const message = createSupportMessage();
    await expect(adapter.create('supportMessages', message)).resolves.toEqual(message);
    expect(adapter.pending()).toEqual([expect.objectContaining({ clientId: message.id, state: 'queued' })]);
    expect(adapter.rejected()).toEqual([]);
    expect(submissions.list('supportMessages')).toEqual([message]);

    await adapter.flush(true);
    expect(insert).toHaveBeenCalledTimes(2);
    expect(adapter.pending()).toEqual([]);
    expect(submissions.list('supportMessages')).toEqual([message]);
  });

  it.each([
    ['a 404 for a missing table', { status: 404, code: 'PGRST205', message: "Could not find the table 'public.support_messages'" }],
    ["a proxy's 403 without 42501", { status: 403, message: 'Forbidden' }],
    ["a proxy's 413", { status: 413 }],
    ['a foreign-key violation', foreignKeyViolation],
  ] as Array<[string, InsertOutcome]>)('%s on a background retry is retried again and the copy kept', async (_label, answer) => {
    const { adapter, insert, advance } = setup([{ status: 0 }, answer]);
    const message = createSupportMessage();
    await adapter.create('supportMessages', message);
    advance(1000);
    await adapter.flush();
    expect(insert).toHaveBeenCalledTimes(2);
    expect(adapter.pending()).toEqual([expect.objectContaining({ clientId: message.id, attempts: 2 })]);
    expect(submissions.list('supportMessages')).toEqual([message]);
  });

  it('a unique violation on another index than the client id (23505 on the application number) is retried, not delivered', async () => {
    const { adapter } = setup([uniqueViolation('vendor_applications_application_number_key', 'application_number')]);
    const application = createVendorApplication();
    await adapter.create('vendorApplications', application);
    expect(adapter.pending()).toEqual([expect.objectContaining({ clientId: application.id })]);
    expect(submissions.list('vendorApplications')).toEqual([application]);
  });
});

describe('a unique violation that proves the row is there counts as delivered', () => {
  it.each([
    ['newsletter', 'newsletter_signups_client_id_key', () => createNewsletterSignup()],
    ['waitlist', 'waitlist_signups_client_id_key', () => createWaitlistSignup()],
    ['vendorApplications', 'vendor_applications_client_id_key', () => createVendorApplication()],
    ['supportMessages', 'support_messages_client_id_key', () => createSupportMessage()],
  ] as const)('23505 on the client id of %s (%s) → delivered', async (kind, constraint, make) => {
    const { adapter, insert, outbox } = setup([uniqueViolation(constraint, 'client_id')]);
    const record = make();
    await expect(adapter.create(kind, record as never)).resolves.toEqual(record);
    // Nothing left in the outbox, neither queued nor rejected, and nothing asked again.
    expect(outbox()).toEqual([]);
    await adapter.flush(true);
    expect(insert).toHaveBeenCalledOnce();
    expect(submissions.list(kind)).toEqual([record]);
  });

  it('23505 on the newsletter e-mail index (newsletter_signups_email_key) → delivered: a repeated e-mail counts as a successful signup', async () => {
    const { adapter, insert, outbox } = setup([uniqueViolation('newsletter_signups_email_key', 'lower(email::text)')]);
    const signup = createNewsletterSignup();
    await expect(adapter.create('newsletter', signup)).resolves.toEqual(signup);
    expect(outbox()).toEqual([]);
    await adapter.flush(true);
    expect(insert).toHaveBeenCalledOnce();
    expect(submissions.list('newsletter')).toEqual([signup]);
  });

  it('reads the constraint name of the table the row went to, never a look-alike', () => {
    expect(classifyInsert(uniqueViolation('waitlist_signups_client_id_key', 'client_id'), 'waitlist')).toEqual({ result: 'delivered' });
    // Another table's client-id key, another index, or an e-mail index outside the newsletter prove nothing here.
    expect(classifyInsert(uniqueViolation('support_messages_client_id_key', 'id'), 'waitlist')).toEqual({ result: 'retry' });
    expect(classifyInsert({ status: 409, code: '23505', message: 'violates unique constraint "waitlist_signups_client_id_key_old"' }, 'waitlist')).toEqual({
      result: 'retry',
    });
    expect(classifyInsert(uniqueViolation('newsletter_signups_email_key', 'lower(email::text)'), 'waitlist')).toEqual({ result: 'retry' });
    expect(classifyInsert({ status: 409, code: '23505' }, 'newsletter')).toEqual({ result: 'retry' });
    // The details alone name the column when the message does not carry the constraint name.
    expect(classifyInsert({ status: 409, code: '23505', details: 'Key (client_id)=(DK-ABCDEFGHJ) already exists.' }, 'supportMessages')).toEqual({
      result: 'delivered',
    });
  });
});

describe('a refusal for good is shown, and the record is kept as rejected and never retried', () => {
  it('a CHECK violation → rejected, shown, the record kept whole in its rejected outbox entry (no longer listed as saved), and not retried', async () => {
    const { adapter, insert, outbox } = setup([checkViolation]);
    const message = createSupportMessage();
    const attempt = adapter.create('supportMessages', message);
    await expect(attempt).rejects.toBeInstanceOf(SubmissionRejectedError);
    await expect(attempt).rejects.toThrow(checkMessage);

    // No form may treat it as saved; the outbox entry holds the visitor's copy.
    expect(submissions.list('supportMessages')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKeys.supportMessages) ?? '[]')).toEqual([]);
    expect(outbox()).toEqual([
      expect.objectContaining({ kind: 'supportMessages', clientId: message.id, record: message, state: 'rejected', reason: checkMessage }),
    ]);
    expect(adapter.pending()).toEqual([]);
    expect(adapter.rejected()).toEqual([expect.objectContaining({ clientId: message.id, reason: checkMessage })]);

    await adapter.flush(true);
    const stop = adapter.start(new EventTarget() as unknown as Window);
    await adapter.flush(true);
    stop();
    expect(insert).toHaveBeenCalledTimes(1);
    expect(adapter.rejected()).toHaveLength(1);
  });

  it('a CHECK violation on a background retry keeps the record as rejected and never asks again', async () => {
    const { adapter, insert, advance } = setup([{ status: 503 }, { status: 400, code: '22001', message: 'value too long' }]);
    const message = createSupportMessage();
    await adapter.create('supportMessages', message);
    advance(1000);
    await adapter.flush();
    expect(insert).toHaveBeenCalledTimes(2);
    expect(submissions.list('supportMessages')).toEqual([]);
    expect(adapter.rejected()).toEqual([
      expect.objectContaining({ clientId: message.id, record: message, state: 'rejected', reason: checkMessage, attempts: 1 }),
    ]);
    await adapter.flush(true);
    expect(insert).toHaveBeenCalledTimes(2);
  });

  it('an RLS refusal (42501) → rejected, shown, the record kept and not retried', async () => {
    const { adapter, insert } = setup([{ status: 401, code: '42501', message: 'new row violates row-level security policy' }]);
    const signup = createWaitlistSignup();
    await expect(adapter.create('waitlist', signup)).rejects.toThrow(rlsMessage);
    // Not listed, so a reload does not resume it at step 2 as if it had been saved; the outbox entry keeps it.
    expect(submissions.list('waitlist')).toEqual([]);
    expect(adapter.rejected()).toEqual([expect.objectContaining({ clientId: signup.id, record: signup, reason: rlsMessage })]);
    await adapter.flush(true);
    expect(insert).toHaveBeenCalledTimes(1);
  });

  it('submitting the same record again replaces its rejected entry with a queued one', async () => {
    const { adapter } = setup([checkViolation, { status: 0 }]);
    const message = createSupportMessage();
    await expect(adapter.create('supportMessages', message)).rejects.toBeInstanceOf(SubmissionRejectedError);
    await adapter.create('supportMessages', message);
    expect(adapter.rejected()).toEqual([]);
    expect(adapter.pending()).toEqual([expect.objectContaining({ clientId: message.id, state: 'queued' })]);
  });
});

describe('outbox entries are validated when read', () => {
  const queuedEntry = (record: { id: string }, kind: string) => ({
    kind,
    clientId: record.id,
    record,
    attempts: 1,
    createdAt: 1,
    nextAttemptAt: 1,
  });
  const keptAside = () =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith(`${outboxKey}.corrupt.`))
      .map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown);

  it('a malformed outbox entry in storage is kept aside, not thrown away, and valid entries still deliver', async () => {
    const message = createSupportMessage();
    // An entry written before the rejected state existed (no `state`) is still valid and reads as queued.
    const valid = queuedEntry(message, 'supportMessages');
    const malformed = [
      { clientId: 'DK-MISSINGKD', record: { id: 'DK-MISSINGKD' }, attempts: 0, createdAt: 1, nextAttemptAt: 1 },
      { ...queuedEntry(createSupportMessage(), 'carrierPigeons') },
      { kind: 'newsletter', record: { id: 'NEWS-NOCLIENTID' }, attempts: 0, createdAt: 1, nextAttemptAt: 1 },
      'not an entry',
    ];
    const stored = [valid, ...malformed];
    localStorage.setItem(outboxKey, JSON.stringify(stored));

    const { adapter, insert, outbox } = setup([]);
    expect(adapter.pending()).toEqual([expect.objectContaining({ clientId: message.id, state: 'queued' })]);
    // The whole stored value is kept aside as it was; the outbox keeps only the valid entries.
    expect(keptAside()).toEqual([stored]);
    expect(outbox()).toHaveLength(1);

    await adapter.flush(true);
    expect(insert).toHaveBeenCalledExactlyOnceWith('support_messages', expect.objectContaining({ client_id: message.id }));
    expect(adapter.pending()).toEqual([]);
    expect(keptAside()).toEqual([stored]);
  });

  it('an outbox that is not a JSON array is kept aside and the outbox starts afresh', async () => {
    localStorage.setItem(outboxKey, '{"kind":"newsletter"');
    const { adapter, outbox } = setup([{ status: 0 }]);
    expect(adapter.pending()).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(`${outboxKey}.corrupt.`)).map((key) => localStorage.getItem(key))).toEqual([
      '{"kind":"newsletter"',
    ]);
    const signup = createNewsletterSignup();
    await adapter.create('newsletter', signup);
    expect(outbox()).toEqual([expect.objectContaining({ clientId: signup.id })]);
  });

  it('keeps an invalid entry in the outbox itself when storage refuses the copy aside', async () => {
    const message = createSupportMessage();
    const malformed = { clientId: 'DK-MISSINGKD', attempts: 'many' };
    const values = new Map([[outboxKey, JSON.stringify([queuedEntry(message, 'supportMessages'), malformed])]]);
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (key !== outboxKey) throw new DOMException('full', 'QuotaExceededError');
        values.set(key, value);
      },
    };
    const insert = vi.fn<InsertRow>(async () => ({ status: 201 }));
    const adapter = createSupabaseSubmissions({ local: submissions, storage, insert, userId: async () => null });
    await adapter.flush(true);
    expect(insert).toHaveBeenCalledOnce();
    expect(adapter.pending()).toEqual([]);
    expect(JSON.parse(values.get(outboxKey) ?? '[]')).toEqual([malformed]);
  });
});
