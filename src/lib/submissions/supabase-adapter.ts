import { getSupabase } from '@/lib/supabase';
import type { SubmissionKind, SubmissionRecords, SubmissionsPort } from './port';
import { SubmissionRejectedError } from './submission-rejected-error';

/** The table each kind of submission is delivered to. */
export const submissionTables: Record<SubmissionKind, string> = {
  newsletter: 'newsletter_signups',
  waitlist: 'waitlist_signups',
  vendorApplications: 'vendor_applications',
  supportMessages: 'support_messages',
};

/** What PostgREST answered to one insert, reduced to what decides between delivered, retry and rejected. */
export type InsertOutcome = { status: number; code?: string; message?: string };

/** Inserts one row (return=minimal); a network failure resolves with status 0 rather than throwing. */
export type InsertRow = (table: string, row: Record<string, unknown>) => Promise<InsertOutcome>;

export type Delivery = { result: 'delivered' } | { result: 'retry' } | { result: 'rejected'; message: string };

/** PostgREST's SQLSTATE for a refusal by RLS, a grant or a guard trigger (401 for anon, 403 when signed in). */
const insufficientPrivilege = '42501';

/**
 * Sorts an insert's outcome: a unique-key conflict means an earlier attempt already got through. A 401 is retried
 * only when it is about the token (expired or invalid JWT: PGRST301/PGRST303 or no code), which a refreshed
 * session can fix; a 401 carrying 42501 is RLS refusing anon, as permanent as the 403 a signed-in user gets.
 */
export function classifyInsert(outcome: InsertOutcome): Delivery {
  const { status, code } = outcome;
  if (status >= 200 && status < 300) return { result: 'delivered' };
  if (status === 409 || code === '23505') return { result: 'delivered' };
  if (code === insufficientPrivilege) return { result: 'rejected', message: serverMessage(outcome) };
  if (status === 0 || status >= 500 || status === 401 || status === 408 || status === 429) return { result: 'retry' };
  return { result: 'rejected', message: serverMessage(outcome) };
}

/** A sentence for the visitor from a constraint violation or a refusal, without table internals. */
function serverMessage({ code, message }: InsertOutcome): string {
  if (code === '23514' || code === '23502' || code?.startsWith('22')) {
    return 'The server could not accept these details. Please check what you entered and try again.';
  }
  if (code === insufficientPrivilege) {
    return 'The server did not allow this submission. Please try again, or contact support if it keeps happening.';
  }
  return message?.trim() ? `The server refused this submission: ${message.trim()}` : 'The server refused this submission.';
}

const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The table row of a browser record: snake_case columns, the client id as `client_id`. Deposit state, the queue
 * position and timestamps are the server's (RLS rejects a visitor's insert that sets deposit state).
 */
export function toTableRow<K extends SubmissionKind>(
  kind: K,
  record: SubmissionRecords[K],
  userId: string | null,
): Record<string, unknown> {
  const skipped = new Set(['queuePosition', 'createdAt', 'cardNumber', 'depositPaid', 'depositAmount']);
  if (kind === 'waitlist') skipped.add('status');
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record as Record<string, unknown>)) {
    if (skipped.has(key)) continue;
    row[key === 'id' ? 'client_id' : snake(key)] = value;
  }
  if (userId && kind !== 'newsletter') row.user_id = userId;
  return row;
}

/** One submission waiting to reach the server. */
export type OutboxEntry = {
  kind: SubmissionKind;
  clientId: string;
  record: Record<string, unknown>;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
};

export type SupabaseSubmissionsOptions = {
  /** Where records are written first (this browser's collections). */
  local: SubmissionsPort;
  insert: InsertRow;
  /** Holds the outbox; localStorage in the browser, any Storage-like object in tests. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** True when the signed-in user can already see their row with this client id (their own waitlist row). */
  ownRowExists?: (table: string, clientId: string) => Promise<boolean>;
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
  /** Tries every due entry of the outbox once (all of them with `force`). */
  flush(force?: boolean): Promise<void>;
  /** Entries still waiting to be delivered. */
  pending(): OutboxEntry[];
  /**
   * Claims this browser's waitlist signups made under `email` before its owner signed in (the already-registered
   * path), so the owner's dashboard and the payment webhook find them. Returns how many were linked.
   */
  claimOwnSignups(email: string): Promise<number>;
  /** Retries on start, on the `online` event and on a back-off timer; returns the stop function. */
  start(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
};

const defaultOutboxKey = 'submissions-outbox';

/**
 * The backend adapter of the submissions port: each record goes to this browser's storage first (as in browser-only
 * mode), then into its table. What does not get through stays in a localStorage outbox and is retried; the client
 * id is the table's unique key, so a retry never creates a second row and a conflict counts as delivered.
 */
export function createSupabaseSubmissions(options: SupabaseSubmissionsOptions): SupabaseSubmissions {
  const {
    local,
    insert,
    storage,
    userId,
    ownRowExists,
    claimSignup,
    now = () => Date.now(),
    outboxKey = defaultOutboxKey,
    firstAttemptTimeoutMs = 8000,
    baseRetryMs = 5000,
    maxRetryMs = 5 * 60_000,
  } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let flushing: Promise<void> | null = null;
  const settledClaims = new Set<string>();
  const inFlight = new Map<string, Promise<Delivery>>();

  function read(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(outboxKey) ?? '[]');
      return Array.isArray(parsed) ? (parsed as OutboxEntry[]).filter((entry) => entry && entry.clientId) : [];
    } catch {
      return [];
    }
  }

  function write(entries: OutboxEntry[]) {
    try {
      storage.setItem(outboxKey, JSON.stringify(entries));
    } catch {
      // A full storage keeps the previous outbox; the record itself is already saved locally.
    }
  }

  function remove(clientId: string) {
    write(read().filter((entry) => entry.clientId !== clientId));
  }

  function reschedule(clientId: string) {
    write(
      read().map((entry) => {
        if (entry.clientId !== clientId) return entry;
        const attempts = entry.attempts + 1;
        const wait = Math.min(maxRetryMs, baseRetryMs * 2 ** Math.min(attempts - 1, 16));
        return { ...entry, attempts, nextAttemptAt: now() + wait };
      }),
    );
    schedule();
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
    const row = toTableRow(entry.kind, entry.record as SubmissionRecords[SubmissionKind], user);
    let outcome: InsertOutcome;
    try {
      outcome = await insert(submissionTables[entry.kind], row);
    } catch {
      outcome = { status: 0 };
    }
    return classifyInsert(outcome);
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
    else remove(entry.clientId);
    if (delivery.result === 'rejected') forget(entry);
    return delivery;
  }

  /** Drops this browser's copy of a record the server refused for good, so nobody sees it as submitted. */
  function forget(entry: OutboxEntry) {
    try {
      local.removeLocal?.(entry.kind, entry.clientId);
    } catch {
      // Storage refused the write: the copy stays, but the outbox no longer offers it to the server.
    }
  }

  function flush(force = false): Promise<void> {
    // Cleared in a .finally callback, which always runs after the assignment: a `finally` block inside the async
    // function would run synchronously when nothing is due and leave a settled promise here for good.
    flushing ??= (async () => {
      for (const entry of read()) {
        if (force || entry.nextAttemptAt <= now()) await deliver(entry);
      }
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  function schedule() {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    const entries = read();
    if (entries.length === 0) return;
    const next = Math.min(...entries.map((entry) => entry.nextAttemptAt));
    timer = setTimeout(() => {
      timer = undefined;
      void flush().then(schedule);
    }, Math.max(1000, next - now()));
  }

  return {
    async create(kind, record) {
      const saved = await local.create(kind, record);
      const entry: OutboxEntry = {
        kind,
        clientId: (saved as { id: string }).id,
        record: saved as Record<string, unknown>,
        attempts: 0,
        createdAt: now(),
        nextAttemptAt: now(),
      };
      write([...read().filter((existing) => existing.clientId !== entry.clientId), entry]);
      const first = deliver(entry);
      let timeoutId: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timeoutId = setTimeout(() => resolve('timeout'), firstAttemptTimeoutMs);
      });
      const delivery = await Promise.race([first, timeout]).finally(() => clearTimeout(timeoutId));
      // deliver() has already removed the refused record from this browser; the form keeps what was typed.
      if (delivery !== 'timeout' && delivery.result === 'rejected') throw new SubmissionRejectedError(delivery.message);
      return saved;
    },
    listLocal: (kind) => local.listLocal(kind),
    updateLocal: (kind, id, patch) => local.updateLocal(kind, id, patch),
    removeLocal: (kind, id) => local.removeLocal?.(kind, id) ?? false,
    subscribeLocal: (kind, listener) => local.subscribeLocal(kind, listener),
    flush,
    pending: read,
    async claimOwnSignups(email) {
      if (!claimSignup) return 0;
      // Anything still queued goes out now, already carrying the owner's id.
      await flush(true);
      const queued = new Set(read().map((entry) => entry.clientId));
      const address = email.trim().toLowerCase();
      const candidates = local
        .listLocal('waitlist')
        .filter((signup) => signup.email.trim().toLowerCase() === address && !queued.has(signup.id) && !settledClaims.has(signup.id));
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
    start(target) {
      running = true;
      const online = () => void flush(true).then(schedule);
      target?.addEventListener('online', online);
      // A page load is a retry of its own (as the spec asks), even for entries still inside their back-off.
      void flush(true).then(schedule);
      return () => {
        running = false;
        if (timer) clearTimeout(timer);
        timer = undefined;
        target?.removeEventListener('online', online);
      };
    },
  };
}

/** The outbox needs a storage even where there is none (prerendering): nothing is delivered there anyway. */
const noStorage = { getItem: () => null, setItem: () => undefined };

/**
 * The adapter over this build's Supabase client (supabase-js loads on the first delivery). Given the browser's
 * window, it starts retrying the outbox and claims the signed-in owner's earlier signups at each sign-in.
 */
export function connectSupabaseSubmissions(local: SubmissionsPort, browser?: Window): SupabaseSubmissions {
  const adapter = createSupabaseSubmissions({
    local,
    storage: browser ? browser.localStorage : noStorage,
    async insert(table, row) {
      const client = await getSupabase();
      if (!client) return { status: 0 };
      const { error, status } = await client.from(table).insert(row);
      return { status: error && !status ? 0 : status, code: error?.code, message: error?.message };
    },
    async ownRowExists(table, clientId) {
      const client = await getSupabase();
      const found = await client?.from(table).select('client_id').eq('client_id', clientId).limit(1);
      return Boolean(found && !found.error && found.data.length > 0);
    },
    async userId() {
      const client = await getSupabase();
      const { data } = (await client?.auth.getSession()) ?? { data: { session: null } };
      return data.session?.user.id ?? null;
    },
    async claimSignup(clientId) {
      const client = await getSupabase();
      if (!client) return false;
      const { data, error } = await client.rpc('claim_waitlist_signup', { signup_client_id: clientId });
      if (error) throw new Error(error.message);
      return data === true;
    },
  });
  if (browser) {
    adapter.start(browser);
    void getSupabase().then((client) =>
      client?.auth.onAuthStateChange((event, session) => {
        const email = session?.user.email;
        if (!email || (event !== 'SIGNED_IN' && event !== 'INITIAL_SESSION')) return;
        // supabase-js holds its auth lock while it runs this callback: calling it from here would wait on itself.
        setTimeout(() => void adapter.claimOwnSignups(email), 0);
      }),
    );
  }
  return adapter;
}
