import * as z from 'zod/mini';
import type { SubmissionKind } from './port';
import { submissionTables } from './table-rows';

/** The kinds of submission, in the order of `submissionTables`. */
const submissionKinds = Object.keys(submissionTables) as [SubmissionKind, ...SubmissionKind[]];

/**
 * One submission in the outbox, as stored (validated whenever it is read). `queued` entries wait for their next
 * attempt; a `rejected` one is a record the server refused for good (a CHECK or an RLS refusal): it is kept with
 * the visitor's message as its reason, so this browser never loses the visitor's copy, and it is never retried.
 * Entries written before the state existed read as queued.
 */
export const outboxEntrySchema = z
  .object({
    kind: z.enum(submissionKinds),
    clientId: z.string().check(z.minLength(1)),
    record: z.record(z.string(), z.unknown()),
    attempts: z.number().check(z.int(), z.nonnegative()),
    createdAt: z.number(),
    nextAttemptAt: z.number(),
    state: z._default(z.enum(['queued', 'rejected']), 'queued'),
    reason: z.optional(z.string()),
    rejectedAt: z.optional(z.number()),
  })
  .check(z.refine((entry) => entry.record.id === entry.clientId, { message: 'The record id is not the client id.', path: ['record'] }));

/** One submission waiting to reach the server, or kept after the server refused it. */
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The outbox's list in a Storage-like object: reads keep only valid entries and never drop an invalid one. */
export type OutboxStorage = {
  /** The valid entries; anything invalid is kept aside (never dropped) and the outbox rewritten without it. */
  read(): OutboxEntry[];
  /** Saves the outbox, with whatever invalid value could not be kept aside (an unreadable one is not overwritten). */
  write(entries: OutboxEntry[]): void;
  /**
   * Calls `listener` after each write here and, given the window's `storage` events, after another tab changes the
   * outbox; returns the unsubscribe function.
   */
  subscribe(listener: () => void): () => void;
};

/** Where another tab's writes to localStorage are announced (the window); absent where there is none. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * The outbox stored under `outboxKey` in `storage`; `now` names the keys of values kept aside, and `events` (the
 * window) tells subscribers about other tabs' writes.
 */
export function createOutboxStorage(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  outboxKey: string,
  now: () => number,
  events?: StorageEvents,
): OutboxStorage {
  const listeners = new Set<() => void>();
  /**
   * What the stored outbox held that is not a valid entry and could not be kept aside (storage full): written back
   * with every update so it is never lost; `unreadable` is a whole value that is not a JSON array.
   */
  let unparked: { items: unknown[]; unreadable: boolean } = { items: [], unreadable: false };

  /** Copies an invalid stored value under `<key>.corrupt.<timestamp>` (the pattern of src/lib/storage.ts). */
  function keepAside(raw: string): boolean {
    try {
      let key = `${outboxKey}.corrupt.${now()}`;
      for (let n = 1; storage.getItem(key) !== null; n += 1) key = `${outboxKey}.corrupt.${now()}-${n}`;
      storage.setItem(key, raw);
      return true;
    } catch {
      return false;
    }
  }

  /** The valid entries; anything invalid is kept aside (never dropped) and the outbox rewritten without it. */
  function read(): OutboxEntry[] {
    let raw: string | null;
    try {
      raw = storage.getItem(outboxKey);
    } catch {
      return [];
    }
    if (raw === null) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed)) {
      unparked = { items: [], unreadable: !keepAside(raw) };
      if (!unparked.unreadable) store([]);
      return [];
    }
    const valid: OutboxEntry[] = [];
    const invalid: unknown[] = [];
    for (const item of parsed) {
      const result = outboxEntrySchema.safeParse(item);
      if (result.success) valid.push(result.data);
      else invalid.push(item);
    }
    unparked = { items: [], unreadable: false };
    if (invalid.length > 0) {
      if (keepAside(raw)) store(valid);
      else unparked = { items: invalid, unreadable: false };
    }
    return valid;
  }

  function store(entries: OutboxEntry[]) {
    try {
      storage.setItem(outboxKey, JSON.stringify(entries));
    } catch {
      // A full storage keeps the previous outbox; the record itself is already saved locally.
    }
  }

  /** Saves the outbox, with whatever invalid value could not be kept aside (an unreadable one is not overwritten). */
  function write(entries: OutboxEntry[]) {
    if (unparked.unreadable) return;
    store([...entries, ...(unparked.items as OutboxEntry[])]);
    // Only a write tells: read()'s own rewrite keeps the same valid entries, and it runs while a component renders.
    for (const listener of [...listeners]) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab's write reaches this one only as a storage event (a cleared storage has no key).
    const onStorage = (event: Event) => {
      const { key } = event as StorageEvent;
      if (key === outboxKey || key === null) listener();
    };
    events?.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      events?.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, subscribe };
}
