/**
 * How long each kind of Vitest work may take, set per project in vite.config.ts: each at least three times the
 * slowest such case seen in a full run on our two-core machine with one core kept busy (`npm run test:under-load`),
 * so only a real fault fails a test, not a slow machine.
 */
export const timeouts = {
  /** A component, hook or module test in jsdom, and its hooks. */
  unit: 20_000,
  /** One test against a running local stack (requests through the gateway into PGlite), or a dev server's answer. */
  backend: 60_000,
  /** Starting a local stack or a dev server: PGlite from the migrated snapshot, the functions host. */
  stackStart: 180_000,
} as const;
