/**
 * How long each kind of work may take before a browser test gives up, in one place. Each budget is at least three
 * times the longest such wait seen in a full run on our two-core machine, so a machine three times slower (or ours
 * with a core kept busy: `npm run test:under-load`) still passes and only a real fault fails. A test names the kind
 * of work it waits for instead of picking a number; waits are for conditions, never for time.
 */
export const timeouts = {
  /** The page answering in this browser: a render after a click, a key, a navigation, an island waking up. */
  ui: 15_000,
  /** A round trip through the local stack: a save, a sign-in, a read after a write, a function call. */
  server: 20_000,
  /** A mail reaching the local mailbox: the database queues it, the outbox drain sends it. */
  mail: 30_000,
  /** A payment from the Stripe stand-in's checkout page, through its webhook, to the success page. */
  payment: 40_000,
  /** One test of the browser-only build: pages, forms and stores in this browser. */
  browserTest: 45_000,
  /** One test against the local stack: accounts, payments, mail, the admin's tables. */
  backendTest: 90_000,
  /** A journey across several pages and people (apply, approve, invite, set a password, sign in). */
  journey: 180_000,
} as const;
