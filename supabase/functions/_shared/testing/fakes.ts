// Test doubles: an in-memory stand-in for the supabase-js calls the functions make, and a Stripe double.
import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import type { FunctionConfig } from '../config.ts';
import type { Deps, StripeApi } from '../deps.ts';

type Row = Record<string, unknown>;
type DbResult = { data: unknown; error: { message: string; code?: string } | null };

/** Unique columns per table, like the migrations' constraints. */
const UNIQUE: Record<string, string[]> = {
  stripe_customers: ['user_id', 'customer_id'],
  stripe_subscriptions: ['customer_id'],
  stripe_orders: ['checkout_session_id'],
  stripe_webhook_events: ['event_id'],
  stripe_refunds: ['payment_intent_id'],
  unmatched_deposits: ['checkout_session_id'],
  waitlist_signups: ['client_id'],
};

/** Postgres-like ordering of the values the doubles store: numbers and booleans by value, nulls last. */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** An in-memory database shared by the admin client and per-user clients. */
export class FakeDatabase {
  readonly tables = new Map<string, Row[]>();
  readonly users = new Map<string, { id: string; email: string }>();
  /** When set, every query on these tables fails like an unreachable database. */
  readonly failingTables = new Set<string>();
  /** Called before each write, so a test can run other work at that exact point (a race, made deterministic). */
  beforeWrite: ((table: string, op: 'upsert' | 'update', payload: Row) => Promise<void> | void) | null = null;
  private nextId = 1;
  /** SQL functions callable through `rpc`, as a test defines them. */
  readonly rpcs = new Map<string, (args: Row) => Promise<DbResult> | DbResult>();
  /** Ids Auth's admin API deleted (`auth.admin.deleteUser`), in order. */
  readonly deletedUsers: string[] = [];

  rows(table: string): Row[] {
    if (!this.tables.has(table)) this.tables.set(table, []);
    return this.tables.get(table)!;
  }

  /** Registers a user whose access token is `token`. */
  addUser(token: string, id: string, email: string): void {
    this.users.set(token, { id, email });
  }

  insertRow(table: string, row: Row): Row {
    const stored = {
      id: this.nextId++,
      created_at: new Date(Date.now() + this.nextId).toISOString(),
      ...row,
    };
    this.rows(table).push(stored);
    return stored;
  }

  /** A client like supabase-js: service role when userId is undefined, otherwise acting as that user. */
  client(userId?: string): SupabaseClient {
    const auth = {
      getClaims: async (token: string) => {
        await tick();
        const user = this.users.get(token);
        return user
          ? { data: { claims: { sub: user.id, email: user.email, role: 'authenticated', app_metadata: {} } }, error: null }
          : { data: null, error: { name: 'AuthInvalidJwtError', status: 400, message: 'Invalid JWT structure' } };
      },
    };
    // A deleted user's session tokens still verify (getClaims checks the signature, not Auth), as on hosted.
    const findById = (id: string) =>
      this.deletedUsers.includes(id) ? undefined : [...this.users.values()].find((user) => user.id === id);
    const admin = {
      getUserById: async (id: string) => {
        await tick();
        const user = findById(id);
        return user
          ? { data: { user: { id: user.id, email: user.email } }, error: null }
          : { data: { user: null }, error: { name: 'AuthApiError', status: 404, code: 'user_not_found', message: 'User not found' } };
      },
      deleteUser: async (id: string) => {
        await tick();
        const user = findById(id);
        if (!user) return { data: { user: null }, error: { name: 'AuthApiError', status: 404, message: 'User not found' } };
        this.deletedUsers.push(id);
        return { data: { user }, error: null };
      },
    };
    const rpc = async (name: string, args: Row = {}) => {
      await tick();
      const fn = this.rpcs.get(name);
      if (!fn) return { data: null, error: { code: 'PGRST202', message: `Could not find the function public.${name}` } };
      return fn(args);
    };
    return {
      auth: { ...auth, admin },
      rpc,
      from: (table: string) => new FakeQuery(this, table, userId),
    } as unknown as SupabaseClient;
  }

  /**
   * The my_waitlist_signup view for one user, by the rule of public.waitlist_queue_position: refunded rows have no
   * place; the others are 500 + rank by (queued_at, else created_at) among the rows that are not refunded.
   */
  waitlistViewFor(userId: string): Row[] {
    const queuedAt = (row: Row) => String(row.queued_at ?? row.created_at);
    const inLine = this.rows('waitlist_signups')
      .filter((row) => row.status !== 'refunded')
      .sort((a, b) => queuedAt(a).localeCompare(queuedAt(b)));
    return this.rows('waitlist_signups')
      .filter((row) => row.user_id === userId)
      .map((row): Row => ({ ...row, queue_position: row.status === 'refunded' ? null : 500 + inLine.indexOf(row) + 1 }));
  }
}

class FakeQuery implements PromiseLike<DbResult> {
  private filters: ((row: Row) => boolean)[] = [];
  private op: 'select' | 'upsert' | 'update' = 'select';
  private payload: Row = {};
  private options: { onConflict?: string; ignoreDuplicates?: boolean } = {};
  private mode: 'many' | 'maybeSingle' = 'many';
  private max = Infinity;
  private sortBy: { column: string; ascending: boolean }[] = [];

  constructor(
    private readonly db: FakeDatabase,
    private readonly table: string,
    private readonly userId: string | undefined,
  ) {}

  select(_columns?: string) {
    return this;
  }
  eq(column: string, value: unknown) {
    this.filters.push((row) => row[column] === value);
    return this;
  }
  neq(column: string, value: unknown) {
    this.filters.push((row) => row[column] !== value);
    return this;
  }
  is(column: string, value: null) {
    this.filters.push((row) => (row[column] ?? null) === value);
    return this;
  }
  order(column: string, options: { ascending?: boolean } = {}) {
    this.sortBy.push({ column, ascending: options.ascending ?? true });
    return this;
  }
  limit(count: number) {
    this.max = count;
    return this;
  }
  maybeSingle() {
    this.mode = 'maybeSingle';
    return this;
  }
  upsert(row: Row, options: { onConflict?: string; ignoreDuplicates?: boolean } = {}) {
    this.op = 'upsert';
    this.payload = row;
    this.options = options;
    return this;
  }
  update(values: Row) {
    this.op = 'update';
    this.payload = values;
    return this;
  }

  then<A = DbResult, B = never>(
    onFulfilled?: ((value: DbResult) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    return this.run().then(onFulfilled, onRejected);
  }

  private async run(): Promise<DbResult> {
    await tick();
    if (this.db.failingTables.has(this.table))
      return { data: null, error: { message: 'connection refused' } };
    if (this.op !== 'select') await this.db.beforeWrite?.(this.table, this.op, this.payload);
    if (this.op === 'upsert') return this.runUpsert();
    if (this.op === 'update') {
      const matches = this.db.rows(this.table).filter((row) => this.filters.every((f) => f(row)));
      for (const row of matches) Object.assign(row, this.payload);
      return { data: null, error: null };
    }
    const source =
      this.table === 'my_waitlist_signup'
        ? this.userId
          ? this.db.waitlistViewFor(this.userId)
          : []
        : this.db.rows(this.table);
    const filtered = source.filter((row) => this.filters.every((f) => f(row)));
    filtered.sort((a, b) => {
      for (const { column, ascending } of this.sortBy) {
        const order = compareValues(a[column], b[column]) * (ascending ? 1 : -1);
        if (order !== 0) return order;
      }
      return 0;
    });
    const found = filtered.slice(0, this.max);
    if (this.mode === 'maybeSingle') {
      if (found.length > 1) return { data: null, error: { message: 'multiple rows', code: 'PGRST116' } };
      return { data: found[0] ?? null, error: null };
    }
    return { data: found, error: null };
  }

  private runUpsert(): DbResult {
    if (this.userId) return { data: null, error: { message: 'permission denied', code: '42501' } };
    const rows = this.db.rows(this.table);
    const conflictColumn = this.options.onConflict ?? 'id';
    const existing = rows.find((row) => row[conflictColumn] === this.payload[conflictColumn]);
    if (existing) {
      if (!this.options.ignoreDuplicates) Object.assign(existing, this.payload);
      return { data: null, error: null };
    }
    for (const column of UNIQUE[this.table] ?? []) {
      if (rows.some((row) => row[column] === this.payload[column])) {
        return {
          data: null,
          error: { message: `duplicate key value violates unique constraint (${column})`, code: '23505' },
        };
      }
    }
    this.db.insertRow(this.table, this.payload);
    return { data: null, error: null };
  }
}

/** A Stripe double that honours idempotency keys like Stripe (same key → same object). */
export class FakeStripe implements StripeApi {
  readonly customersById = new Map<string, Stripe.Customer>();
  readonly sessionsById = new Map<string, Stripe.Checkout.Session>();
  readonly createdSessions: Stripe.Checkout.SessionCreateParams[] = [];
  private readonly idempotent = new Map<string, Stripe.Customer>();
  private counter = 0;

  customers = {
    create: async (params: Stripe.CustomerCreateParams, options?: Stripe.RequestOptions) => {
      const key = options?.idempotencyKey;
      if (key && this.idempotent.has(key)) return this.idempotent.get(key)!;
      const customer = {
        id: `cus_fake${++this.counter}`,
        object: 'customer',
        email: params.email ?? null,
        metadata: params.metadata ?? {},
      };
      if (key) this.idempotent.set(key, customer as unknown as Stripe.Customer);
      await tick();
      this.customersById.set(customer.id, customer as unknown as Stripe.Customer);
      return customer as unknown as Stripe.Customer;
    },
  };

  /** Every refund request the double received, with its idempotency key. */
  readonly refundRequests: { params: Stripe.RefundCreateParams; idempotencyKey?: string }[] = [];
  /** Refunds created per payment intent (a replayed key returns the first one, like Stripe). */
  readonly refundsByPaymentIntent = new Map<string, Stripe.Refund>();
  private readonly idempotentRefunds = new Map<string, Stripe.Refund>();
  /** When set, refunds.create throws this (a Stripe error such as charge_disputed, or a network failure). */
  refundError: (Error & { code?: string; statusCode?: number; type?: string }) | null = null;
  /** The status a new refund gets ('succeeded' by default). */
  refundStatus: Stripe.Refund['status'] = 'succeeded';

  refunds = {
    create: async (params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions) => {
      await tick();
      this.refundRequests.push({ params, idempotencyKey: options?.idempotencyKey });
      const key = options?.idempotencyKey;
      if (key && this.idempotentRefunds.has(key)) return this.idempotentRefunds.get(key)!;
      if (this.refundError) throw this.refundError;
      const paymentIntent = String(params.payment_intent ?? '');
      if (this.refundsByPaymentIntent.has(paymentIntent)) {
        throw Object.assign(new Error(`Charge ch_${paymentIntent} has already been refunded.`), {
          statusCode: 400,
          type: 'StripeInvalidRequestError',
          code: 'charge_already_refunded',
        });
      }
      const refund = {
        id: `re_fake${++this.counter}`,
        object: 'refund',
        amount: 9900,
        currency: 'usd',
        payment_intent: paymentIntent,
        charge: `ch_${paymentIntent}`,
        reason: params.reason ?? null,
        metadata: params.metadata ?? {},
        status: this.refundStatus,
      } as unknown as Stripe.Refund;
      this.refundsByPaymentIntent.set(paymentIntent, refund);
      if (key) this.idempotentRefunds.set(key, refund);
      return refund;
    },
  };

  /** Card last4 per payment intent, as Stripe would report on the latest charge. */
  readonly cardsByPaymentIntent = new Map<string, string>();

  paymentIntents = {
    retrieve: async (id: string) => {
      await tick();
      const last4 = this.cardsByPaymentIntent.get(id);
      if (!last4)
        throw Object.assign(new Error(`No such payment_intent: '${id}'`), {
          statusCode: 404,
          code: 'resource_missing',
        });
      return {
        id,
        object: 'payment_intent',
        latest_charge: {
          id: `ch_${id}`,
          object: 'charge',
          payment_method_details: { type: 'card', card: { last4 } },
        },
      } as unknown as Stripe.PaymentIntent;
    },
  };

  checkout = {
    sessions: {
      create: async (params: Stripe.Checkout.SessionCreateParams) => {
        await tick();
        this.createdSessions.push(params);
        const id = `cs_test_fake${++this.counter}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: params.mode,
          customer: params.customer,
          metadata: params.metadata,
          amount_subtotal: 9900,
          amount_total: 9900,
          currency: 'usd',
          payment_status: 'unpaid',
          status: 'open',
          payment_intent: null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          url: `http://127.0.0.1:12111/c/pay/${id}`,
        };
        this.sessionsById.set(id, session as unknown as Stripe.Checkout.Session);
        return session as unknown as Stripe.Checkout.Session;
      },
      retrieve: async (id: string) => {
        await tick();
        const session = this.sessionsById.get(id);
        if (!session)
          throw Object.assign(new Error(`No such checkout.session: '${id}'`), {
            statusCode: 404,
            code: 'resource_missing',
          });
        return session;
      },
    },
  };
}

/** Per-run values the doubles and the handlers under test share. */
export const TEST_WEBHOOK_SECRET = `whsec_${crypto.randomUUID().replaceAll('-', '')}`;
export const TEST_PRICE_ID = 'price_local_deposit_99';
export const TEST_ORIGIN = 'http://127.0.0.1:5173';

/** Config as the functions would read it from env in tests. */
export function testConfig(overrides: Partial<FunctionConfig> = {}): FunctionConfig {
  return {
    supabaseUrl: 'http://127.0.0.1:1',
    publishableKey: 'sb_publishable_test',
    secretKey: 'sb_secret_test',
    secretKeys: ['sb_secret_test'],
    stripeSecretKey: 'sk_test_fake',
    stripeWebhookSecret: TEST_WEBHOOK_SECRET,
    depositPriceId: TEST_PRICE_ID,
    siteOrigins: [TEST_ORIGIN],
    ...overrides,
  };
}

/** Deps wired to the doubles. */
export function testDeps(db = new FakeDatabase(), stripe = new FakeStripe(), config = testConfig()): Deps {
  return {
    config,
    stripe,
    admin: db.client(),
    asUser: (token) => db.client(db.users.get(token)?.id ?? 'nobody'),
  };
}
