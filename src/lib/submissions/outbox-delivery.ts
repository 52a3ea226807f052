import type { LocalSubmissions, SubmissionRecords, SubmissionsPort } from './port';
import { askedOfThisBrowser } from './local-submissions';
import { classifyInsert, type Delivery, type InsertOutcome, type InsertRow } from './insert-outcome';
import { defaultOutboxKey } from './outbox-key';
import { createOutboxStorage, type OutboxEntry, type StorageEvents } from './outbox-storage';
import { createRetryScheduler, retryWait } from './retry-scheduler';
import { SubmissionRejectedError } from './submission-rejected-error';
import { submissionTables, tableRows, type SubmissionTable } from './table-rows';

export type SupabaseSubmissionsOptions = {
  /** Where records are written first (this browser's collections). */
  local: LocalSubmissions;
  insert: InsertRow;
  /** Holds the outbox; localStorage in the browser, any Storage-like object in tests. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The window, whose `storage` events say another tab changed the outbox; none outside a browser. */
  storageEvents?: StorageEvents;
  /** True when the signed-in user can already see their row with this client id (their own waitlist row). */
  ownRowExists?: (table: SubmissionTable, clientId: string) => Promise<boolean>;
  /** The signed-in user's id, so their waitlist row, application or message is theirs. */
  userId: () => Promise<string | null>;
  now?: () => number;
  outboxKey?: string;
  /** How long create() waits for the first delivery before leaving it to the outbox. */
  firstAttemptTimeoutMs?: number;
  /** Links an ownerless waitlist row with this client id to the signed-in owner whose e-mail it carries. */
  claimSignup?: (clientId: string) => Promise<boolean>;
  baseRetryMs?: number;
  maxRetryMs?: number;
};

export type SupabaseSubmissions = SubmissionsPort & {
  /** Tries every due queued entry of the outbox once (all of them with `force`). */
  flush(force?: boolean): Promise<void>;
  /** Entries still waiting to be delivered. */
  pending(): OutboxEntry[];
  /** Entries the server refused for good: kept with their reason, never retried. */
  rejected(): OutboxEntry[];
  /**
   * Claims this browser's waitlist signups made under `email` before its owner signed in (the already-registered
   * path), so the owner's dashboard and the payment webhook find them. Returns how many were linked.
   */
  claimOwnSignups(email: string): Promise<number>;
  /** Retries on start, on the `online` event and on a back-off timer; returns the stop function. */
  start(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
};

/**
 * The backend adapter of the submissions port: each record goes to this browser's storage first (as in browser-only
 * mode), then into its table. What does not get through stays in a localStorage outbox and is retried; the client
 * id is the table's unique key, so a retry never creates a second row and a conflict on it counts as delivered.
 * Nothing here deletes the visitor's only copy: a refused record is kept, whole, in its outbox entry marked rejected.
 */
export function createSupabaseSubmissions(options: SupabaseSubmissionsOptions): SupabaseSubmissions {
  const {
    local,
    insert,
    storage,
    storageEvents,
    userId,
    ownRowExists,
    claimSignup,
    now = () => Date.now(),
    outboxKey = defaultOutboxKey,
    firstAttemptTimeoutMs = 8000,
    baseRetryMs = 5000,
    maxRetryMs = 5 * 60_000,
  } = options;
  let flushing: Promise<void> | null = null;
  const settledClaims = new Set<string>();
  const inFlight = new Map<string, Promise<Delivery>>();
  const { read, write, subscribe } = createOutboxStorage(storage, outboxKey, now, storageEvents);

  const queued = () => read().filter((entry) => entry.state === 'queued');

  function remove(clientId: string) {
    write(read().filter((entry) => entry.clientId !== clientId));
  }

  /**
   * Keeps a refused entry, the visitor's whole record in it, with the visitor's message as its reason; it is never
   * offered to the server again. The record leaves the list of this browser's submissions, so no form treats it as
   * saved (the newsletter's duplicate check, the waitlist's resume at step 2): the outbox entry is its copy now.
   */
  function markRejected(entry: OutboxEntry, reason: string) {
    write(read().map((kept) => (kept.clientId === entry.clientId ? { ...kept, state: 'rejected', reason, rejectedAt: now() } : kept)));
    try {
      local.remove(entry.kind, entry.clientId);
    } catch {
      // Storage refused the write: the record stays listed, and its rejected entry still keeps it from the server.
    }
  }

  function reschedule(clientId: string) {
    write(
      read().map((entry) => {
        if (entry.clientId !== clientId) return entry;
        const attempts = entry.attempts + 1;
        return { ...entry, attempts, nextAttemptAt: now() + retryWait(attempts, baseRetryMs, maxRetryMs) };
      }),
    );
    scheduler.schedule();
  }

  async function attempt(entry: OutboxEntry): Promise<Delivery> {
    let user: string | null = null;
    try {
      user = await userId();
    } catch {
      user = null;
    }
    // An earlier attempt may have got through with its answer lost; checking first saves a 409 in the console.
    if (entry.kind === 'waitlist' && user && ownRowExists) {
      const exists = await ownRowExists(submissionTables.waitlist, entry.clientId).catch(() => false);
      if (exists) return { result: 'delivered' };
    }
    const row = tableRows[entry.kind].toInsert(entry.record as SubmissionRecords[typeof entry.kind] as never, user);
    let outcome: InsertOutcome;
    try {
      outcome = await insert(submissionTables[entry.kind], row);
    } catch {
      outcome = { status: 0 };
    }
    return classifyInsert(outcome, entry.kind);
  }

  /** One delivery per client id at a time: a flush while create() is still sending joins it, never inserts twice. */
  function deliver(entry: OutboxEntry): Promise<Delivery> {
    const sending = inFlight.get(entry.clientId);
    if (sending) return sending;
    const delivery = deliverOnce(entry).finally(() => inFlight.delete(entry.clientId));
    inFlight.set(entry.clientId, delivery);
    return delivery;
  }

  async function deliverOnce(entry: OutboxEntry): Promise<Delivery> {
    const delivery = await attempt(entry);
    if (delivery.result === 'retry') reschedule(entry.clientId);
    else if (delivery.result === 'rejected') markRejected(entry, delivery.message);
    else remove(entry.clientId);
    return delivery;
  }

  function flush(force = false): Promise<void> {
    // Cleared in a .finally callback, which always runs after the assignment: a `finally` block inside the async
    // function would run synchronously when nothing is due and leave a settled promise here for good.
    flushing ??= (async () => {
      for (const entry of queued()) {
        if (force || entry.nextAttemptAt <= now()) await deliver(entry);
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  const scheduler = createRetryScheduler({
    flush,
    nextDue: () => {
      const entries = queued();
      return entries.length === 0 ? null : Math.min(...entries.map((entry) => entry.nextAttemptAt));
    },
    now,
  });

  return {
    serverDecidesNewsletterRepeats: true,
    ...askedOfThisBrowser(local),
    async create(kind, record) {
      const saved = await local.add(kind, record);
      const entry: OutboxEntry = {
        kind,
        clientId: (saved as { id: string }).id,
        record: saved as Record<string, unknown>,
        attempts: 0,
        createdAt: now(),
        nextAttemptAt: now(),
        state: 'queued',
      };
      write([...read().filter((existing) => existing.clientId !== entry.clientId), entry]);
      const first = deliver(entry);
      let timeoutId: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timeoutId = setTimeout(() => resolve('timeout'), firstAttemptTimeoutMs);
      });
      const delivery = await Promise.race([first, timeout]).finally(() => clearTimeout(timeoutId));
      // The refused record is kept in its rejected outbox entry; the form keeps what was typed.
      if (delivery !== 'timeout' && delivery.result === 'rejected') throw new SubmissionRejectedError(delivery.message);
      return saved;
    },
    awaitingDelivery: (id) => queued().some((entry) => entry.clientId === id),
    subscribeDelivery: subscribe,
    flush,
    pending: queued,
    rejected: () => read().filter((entry) => entry.state === 'rejected'),
    async claimOwnSignups(email) {
      if (!claimSignup) return 0;
      // Anything still queued goes out now, already carrying the owner's id.
      await flush(true);
      // Queued or refused entries have no row on the server to claim.
      const unsent = new Set(read().map((entry) => entry.clientId));
      const address = email.trim().toLowerCase();
      const candidates = local
        .list('waitlist')
        .filter((signup) => signup.email.trim().toLowerCase() === address && !unsent.has(signup.id) && !settledClaims.has(signup.id));
      let linked = 0;
      for (const signup of candidates) {
        try {
          if (await claimSignup(signup.id)) linked += 1;
          // Claimed now, or already someone's: asking again this session cannot change the answer.
          settledClaims.add(signup.id);
        } catch {
          // Offline or a server error: the next sign-in or page load asks again.
        }
      }
      return linked;
    },
    start: scheduler.start,
  };
}
