import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserCollections as submissions } from '@/lib/submissions/browser-adapter';
import { classifyInsert, createSupabaseSubmissions, type InsertOutcome, type InsertRow } from '@/lib/submissions/supabase-adapter';
import { createNewsletterSignup, createSupportMessage } from '../../factories/submissions';

const refusedMessage = 'The server did not allow this submission. Please try again, or contact support if it keeps happening.';

describe('classifyInsert: what an insert answer means for the outbox', () => {
  it('treats an RLS refusal as permanent, whether PostgREST says 401 (anon) or 403 (signed in)', () => {
    const rls = 'new row violates row-level security policy for table "waitlist_signups"';
    expect(classifyInsert({ status: 401, code: '42501', message: rls })).toEqual({ result: 'rejected', message: refusedMessage });
    expect(classifyInsert({ status: 403, code: '42501', message: rls })).toEqual({ result: 'rejected', message: refusedMessage });
  });

  it('retries a 401 about the token itself: expired, invalid or without a code', () => {
    expect(classifyInsert({ status: 401, code: 'PGRST303', message: 'JWT expired' })).toEqual({ result: 'retry' });
    expect(classifyInsert({ status: 401, code: 'PGRST301', message: 'No suitable key or wrong key type' })).toEqual({ result: 'retry' });
    expect(classifyInsert({ status: 401 })).toEqual({ result: 'retry' });
  });

  it('keeps the other cases: delivered on success or a client-id conflict, retry when offline, busy or failing, rejected on a CHECK', () => {
    expect(classifyInsert({ status: 201 })).toEqual({ result: 'delivered' });
    const conflict = { status: 409, code: '23505', message: 'duplicate key value violates unique constraint "newsletter_signups_client_id_key"' };
    expect(classifyInsert(conflict, 'newsletter')).toEqual({ result: 'delivered' });
    // A 409 or a 23505 that does not name the client id proves nothing (a foreign-key violation answers 409 too).
    expect(classifyInsert({ status: 409, code: '23505' }, 'newsletter')).toEqual({ result: 'retry' });
    expect(classifyInsert({ status: 409, code: '23503' }, 'waitlist')).toEqual({ result: 'retry' });
    for (const status of [0, 408, 429, 500, 503]) expect(classifyInsert({ status }), String(status)).toEqual({ result: 'retry' });
    expect(classifyInsert({ status: 400, code: '23514', message: 'violates check constraint' })).toEqual({
      result: 'rejected',
      message: 'The server could not accept these details. Please check what you entered and try again.',
    });
  });
});

describe('the outbox delivers by itself', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An insert that answers from `answers` in turn (then 201) and notes when each call arrived. */
  function scriptedInsert(answers: InsertOutcome[]) {
    const calledAt: number[] = [];
    const insert = vi.fn<InsertRow>(async () => {
      calledAt.push(Date.now());
      return answers.shift() ?? { status: 201 };
    });
    return { insert, calledAt };
  }

  const adapterWith = (insert: InsertRow, baseRetryMs = 1000) =>
    createSupabaseSubmissions({ local: submissions, storage: window.localStorage, insert, userId: async () => null, baseRetryMs });

  it('retries a failed entry on the back-off timer from start(), waiting longer after each failure', async () => {
    const { insert, calledAt } = scriptedInsert([{ status: 0 }, { status: 503 }, { status: 0 }]);
    const adapter = adapterWith(insert);
    const stop = adapter.start(new EventTarget() as unknown as Window);
    const message = createSupportMessage();
    await adapter.create('supportMessages', message);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(adapter.pending()).toHaveLength(1);

    // No flush() from the test: only the timer start() armed can send the record again.
    await vi.advanceTimersByTimeAsync(999);
    expect(insert).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(insert).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(insert).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(insert).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(insert).toHaveBeenCalledTimes(4);

    const delays = calledAt.slice(1).map((at, index) => at - calledAt[index]!);
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(adapter.pending()).toEqual([]);
    expect(insert.mock.calls.every(([table, row]) => table === 'support_messages' && row.client_id === message.id)).toBe(true);

    // Delivered: nothing is left to wake the timer for.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(insert).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops retrying once stopped', async () => {
    const { insert } = scriptedInsert([{ status: 0 }, { status: 0 }]);
    const adapter = adapterWith(insert);
    const stop = adapter.start();
    await adapter.create('newsletter', createNewsletterSignup());
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(insert).toHaveBeenCalledTimes(1);
    expect(adapter.pending()).toHaveLength(1);
  });

  it('a page that loads before the entry is due tries it at once instead of waiting out the back-off', async () => {
    const offline = scriptedInsert([{ status: 0 }]);
    const earlierPage = adapterWith(offline.insert, 4000);
    const stopEarlier = earlierPage.start();
    await earlierPage.create('newsletter', createNewsletterSignup());
    stopEarlier();

    // Reloaded 1 s into the 4 s back-off: the load itself is a retry.
    await vi.advanceTimersByTimeAsync(1000);
    const online = scriptedInsert([]);
    const nextPage = adapterWith(online.insert, 4000);
    const stop = nextPage.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(online.insert).toHaveBeenCalledTimes(1);
    expect(nextPage.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(online.insert).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('a page load', () => {
  it('delivers what an earlier page left in the outbox, without any flush from the test', async () => {
    let clock = 1_000_000;
    const adapterAt = (insert: InsertRow) =>
      createSupabaseSubmissions({ local: submissions, storage: window.localStorage, insert, userId: async () => null, now: () => clock, baseRetryMs: 1000 });
    const offlineInsert = vi.fn<InsertRow>(async () => ({ status: 0 }));
    const earlierPage = adapterAt(offlineInsert);
    const stopEarlier = earlierPage.start();
    const signup = createNewsletterSignup();
    await earlierPage.create('newsletter', signup);
    stopEarlier();
    expect(JSON.parse(localStorage.getItem('submissions-outbox') ?? '[]')).toEqual([
      expect.objectContaining({ kind: 'newsletter', clientId: signup.id, attempts: 1 }),
    ]);

    // The visitor comes back later; the new page's adapter reads the same storage.
    clock += 30_000;
    const insert = vi.fn<InsertRow>(async () => ({ status: 201 }));
    const stop = adapterAt(insert).start();
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('submissions-outbox') ?? '[]')).toEqual([]));
    expect(insert).toHaveBeenCalledExactlyOnceWith('newsletter_signups', expect.objectContaining({ client_id: signup.id, email: signup.email }));
    expect(offlineInsert).toHaveBeenCalledTimes(1);
    stop();
  });
});
