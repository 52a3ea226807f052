import type { DatabaseClient } from '@/lib/supabase';
import { z } from 'zod';
import type { TablesInsert } from '@/lib/database.types';
import { getSupabase, onSupabaseLoad } from '@/lib/supabase';
import { askedOfThisBrowser } from './local-submissions';
import type { LocalSubmissions, SubmissionKind, SubmissionRecords, SubmissionsPort } from './port';
import { SubmissionRejectedError } from './submission-rejected-error';
import { defaultOutboxKey } from './outbox-key';
import { submissionTables, tableRows, type SubmissionTable } from './table-rows';

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
    clientId: z.string().min(1),
    record: z.record(z.string(), z.unknown()),
    attempts: z.number().int().nonnegative(),
    createdAt: z.number(),
    nextAttemptAt: z.number(),
    state: z.enum(['queued', 'rejected']).default('queued'),
    reason: z.string().optional(),
    rejectedAt: z.number().optional(),
  })
  .refine((entry) => entry.record.id === entry.clientId, { message: 'The record id is not the client id.', path: ['record'] });

/** One submission waiting to reach the server, or kept after the server refused it. */
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export type SupabaseSubmissionsOptions = {
  /** Where records are written first (this browser's collections). */
  local: LocalSubmissions;
  insert: InsertRow;
  /** Holds the outbox; localStorage in the browser, any Storage-like object in tests. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
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
  }

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

  function schedule() {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    const entries = queued();
    if (entries.length === 0) return;
    const next = Math.min(...entries.map((entry) => entry.nextAttemptAt));
    timer = setTimeout(() => {
      timer = undefined;
      void flush().then(schedule);
    }, Math.max(1000, next - now()));
  }

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
    start(target) {
      running = true;
      const online = () => void flush(true).then(schedule);
      target?.addEventListener('online', online);
      // A page load is a retry of its own, even for entries still inside their back-off.
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
export function connectSupabaseSubmissions(local: LocalSubmissions, browser?: Window): SupabaseSubmissions {
  const adapter = createSupabaseSubmissions({
    local,
    storage: browser ? browser.localStorage : noStorage,
    async insert(table, row) {
      const client = await getSupabase();
      return client ? insertRow(client, table, row) : { status: 0 };
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
    const claimOnSignIn = (loading: Promise<DatabaseClient | null>) =>
      void loading.then(
        (client) =>
          client?.auth.onAuthStateChange((event, session) => {
            const email = session?.user.email;
            if (!email || (event !== 'SIGNED_IN' && event !== 'INITIAL_SESSION')) return;
            // supabase-js holds its auth lock while it runs this callback: calling it from here would wait on itself.
            setTimeout(() => void adapter.claimOwnSignups(email), 0);
          }),
        // Offline, the client's chunk cannot load: listen again when something (the outbox's retry) loads it.
        () => onSupabaseLoad(claimOnSignIn),
      );
    // Signing in loads supabase-js, so there is nothing to claim before something has loaded it.
    onSupabaseLoad(claimOnSignIn);
  }
  return adapter;
}
