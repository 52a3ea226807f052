// The backend of the 'backend-bench' project (e2e/bench/playwright.config.ts): an in-memory local stack like
// e2e/support/backend-stack.ts, seeded at production scale straight into its database (one `insert ... select
// generate_series(...)` per table: seconds, where 305,000 REST inserts would take minutes), plus one admin account
// made through the auth admin API. No functions host or Stripe stand-in: the admin lists never call them.
// Writes the stack's URL and keys to E2E_BACKEND_INFO for e2e/support/backend-app.mjs and the bench; removes it on exit.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_DEPOSIT_PRICE_ID, startLocalStack } from '../../supabase/local/stack';
import { benchScale, overviewScale, seedSql } from './bench-seed';

const apiPort = Number(process.env.E2E_BACKEND_API_PORT);
const appOrigin = process.env.E2E_BACKEND_APP_ORIGIN ?? '';
const infoFile = process.env.E2E_BACKEND_INFO ?? '';
const adminEmail = process.env.BENCH_ADMIN_EMAIL ?? '';
const adminPassword = process.env.BENCH_ADMIN_PASSWORD ?? '';
if (!apiPort || !appOrigin || !infoFile || !adminEmail || !adminPassword) {
  throw new Error('E2E_BACKEND_API_PORT, E2E_BACKEND_APP_ORIGIN, E2E_BACKEND_INFO, BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD are required');
}

const started = performance.now();
const stack = await startLocalStack({ port: apiPort, siteUrl: appOrigin, allowedOrigins: [appOrigin], bcryptCost: 4 });
const ready = performance.now();

for (const [table, sql] of Object.entries(seedSql)) {
  const before = performance.now();
  await stack.db.exec(sql);
  const scale: Record<string, number> = { ...benchScale, ...overviewScale };
  const rows = table in scale ? scale[table]!.toLocaleString('en-US') : 'its';
  console.info(`[bench stack] ${table}: ${rows} rows in ${((performance.now() - before) / 1000).toFixed(1)} s`);
}
// Fresh statistics, as autovacuum would have them on a live database, so the planner picks the search indexes.
await stack.db.exec('analyze auth.users, public.newsletter_signups, public.waitlist_signups, public.vendor_applications, public.stripe_orders, public.support_messages, public.properties');

const response = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
  method: 'POST',
  headers: { apikey: stack.secretKey, Authorization: `Bearer ${stack.secretKey}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({
    email: adminEmail,
    password: adminPassword,
    email_confirm: true,
    user_metadata: { first_name: 'Bench', last_name: 'Admin', full_name: 'Bench Admin' },
    app_metadata: { role: 'admin' },
  }),
});
if (!response.ok) throw new Error(`creating the bench admin failed: ${response.status} ${await response.text()}`);

mkdirSync(path.dirname(infoFile), { recursive: true });
writeFileSync(
  infoFile,
  JSON.stringify({
    apiUrl: stack.apiUrl,
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
    // No Stripe stand-in runs here; the build only needs a price id to compile.
    stripeUrl: '',
    depositPriceId: LOCAL_DEPOSIT_PRICE_ID,
  }),
  { mode: 0o600 },
);
console.info(
  `[bench stack] ${stack.apiUrl}: stack ${((ready - started) / 1000).toFixed(1)} s, seeded and ready after ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

async function stop() {
  rmSync(infoFile, { force: true });
  await stack.stop().catch(() => undefined);
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
