import { describe, expect, it, vi } from 'vitest';
import { isSubmissionRejected, SubmissionRejectedError } from '@/lib/submissions';
import { browserCollections as submissions, storageKeys } from '@/lib/submissions/browser-adapter';
import { createSupabaseSubmissions, type InsertOutcome, type InsertRow } from '@/lib/submissions/supabase-adapter';
import { tableRows } from '@/lib/submissions/table-rows';
import { createNewsletterSignup, createSupportMessage } from '../../factories/submissions';

const checkViolation: InsertOutcome = { status: 400, code: '23514', message: 'new row violates check constraint "x"' };
const visitorMessage = 'The server could not accept these details. Please check what you entered and try again.';

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
  const outbox = () => JSON.parse(localStorage.getItem('submissions-outbox') ?? '[]') as unknown[];
  return { adapter, insert, outbox, advance: (ms: number) => (clock += ms) };
}

describe('supabase submissions adapter: a refusal from the server', () => {
  it('throws the visitor message and keeps the refused record whole in the outbox, as rejected, no longer listed as saved', async () => {
    const { adapter, outbox } = setup([checkViolation]);
    const kept = createNewsletterSignup();
    await submissions.add('newsletter', kept);
    const refused = createNewsletterSignup();

    const attempt = adapter.create('newsletter', refused);
    await expect(attempt).rejects.toBeInstanceOf(SubmissionRejectedError);
    await expect(attempt).rejects.toThrow(visitorMessage);
    expect(isSubmissionRejected(await attempt.catch((error: unknown) => error))).toBe(true);
    // Nothing deletes the visitor's only copy: the outbox keeps the record, marked rejected with the reason, and it
    // leaves the list of saved signups (so the newsletter's duplicate check does not call the address subscribed).
    expect(submissions.list('newsletter')).toEqual([kept]);
    expect(JSON.parse(localStorage.getItem(storageKeys.newsletter) ?? '[]')).toEqual([kept]);
    expect(outbox()).toEqual([expect.objectContaining({ clientId: refused.id, record: refused, state: 'rejected', reason: visitorMessage })]);
    expect(adapter.pending()).toEqual([]);
  });

  it('keeps the record in its rejected outbox entry when a later retry ends refused, and never asks again', async () => {
    const { adapter, insert, outbox, advance } = setup([{ status: 0 }, checkViolation]);
    const message = createSupportMessage();
    await expect(adapter.create('supportMessages', message)).resolves.toEqual(message);
    expect(submissions.list('supportMessages')).toEqual([message]);
    expect(outbox()).toHaveLength(1);

    advance(1000);
    await adapter.flush();
    expect(insert).toHaveBeenCalledTimes(2);
    expect(submissions.list('supportMessages')).toEqual([]);
    expect(outbox()).toEqual([expect.objectContaining({ clientId: message.id, record: message, state: 'rejected', reason: visitorMessage })]);
    await adapter.flush(true);
    expect(insert).toHaveBeenCalledTimes(2);
  });

  it('keeps the local record of a delivery that is only retried, or delivered', async () => {
    const { adapter } = setup([{ status: 503 }, { status: 201 }]);
    const waiting = createSupportMessage();
    const delivered = createSupportMessage();
    await adapter.create('supportMessages', waiting);
    await adapter.create('supportMessages', delivered);
    expect(submissions.list('supportMessages')).toEqual([waiting, delivered]);
    expect(adapter.pending().map((entry) => entry.clientId)).toEqual([waiting.id]);
  });

  it('is a plain error with the message for anything else, never a refusal', () => {
    expect(isSubmissionRejected(new Error(visitorMessage))).toBe(false);
    expect(isSubmissionRejected(undefined)).toBe(false);
  });
});

describe('supabase submissions adapter: retries', () => {
  it('delivers on the online event even when the flush on start found nothing to send', async () => {
    const { adapter, insert } = setup([{ status: 0 }]);
    const target = new EventTarget();
    const stop = adapter.start(target as unknown as Window);
    await adapter.flush();
    const message = createSupportMessage();
    await adapter.create('supportMessages', message);
    expect(adapter.pending()).toHaveLength(1);

    target.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(adapter.pending()).toEqual([]));
    expect(insert).toHaveBeenCalledTimes(2);
    expect(submissions.list('supportMessages')).toEqual([message]);
    stop();
  });
});

describe('browser collections', () => {
  it('remove one record by id, notify subscribers and report a missing one', async () => {
    const [first, second] = [createNewsletterSignup(), createNewsletterSignup()];
    await submissions.add('newsletter', first);
    await submissions.add('newsletter', second);
    const listener = vi.fn();
    const unsubscribe = submissions.subscribe('newsletter', listener);
    expect(submissions.remove('newsletter', first.id)).toBe(true);
    expect(submissions.list('newsletter')).toEqual([second]);
    expect(listener).toHaveBeenCalledOnce();
    expect(submissions.remove('newsletter', first.id)).toBe(false);
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });
});

describe('supabase submissions adapter: one delivery at a time', () => {
  it('joins a flush that starts while create() is still sending instead of inserting the record twice', async () => {
    let answer: (outcome: InsertOutcome) => void = () => undefined;
    const insert = vi.fn<InsertRow>(() => new Promise<InsertOutcome>((resolve) => (answer = resolve)));
    const adapter = createSupabaseSubmissions({ local: submissions, storage: window.localStorage, insert, userId: async () => null });
    const signup = createNewsletterSignup();

    const created = adapter.create('newsletter', signup);
    await vi.waitFor(() => expect(insert).toHaveBeenCalledTimes(1));
    // E.g. the sign-in that follows the waitlist's silent account flushes the outbox at this moment.
    const flushed = adapter.flush(true);
    answer({ status: 201 });
    await Promise.all([created, flushed]);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(adapter.pending()).toEqual([]);
  });
});

describe('a support message on its way to the table', () => {
  it('carries no status or status change: the table starts it open, and the insert policy refuses a change record', () => {
    const row = tableRows.supportMessages.toInsert(createSupportMessage({ id: 'DK-ROW000001' }), null);
    expect(row).toMatchObject({ client_id: 'DK-ROW000001', subject: 'Question about onboarding' });
    for (const column of ['status', 'status_changed_at', 'status_changed_by_email']) expect(row).not.toHaveProperty(column);
  });
});
