// Everything `npm start` needs on one machine, in one process tree:
//   npx tsx supabase/local/start-all.ts            local stack + functions (Deno) + Stripe stand-in + Vite
//   npx tsx supabase/local/start-all.ts --no-app   the backend only (e.g. when Vite runs elsewhere)
// The app gets VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY and VITE_STRIPE_DEPOSIT_PRICE_ID from here; nothing is
// written to .env files. Ctrl+C stops all of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFunctionsHost, type FunctionsHost } from './functions-runner.ts';
import { localDir, stackFile, writeStackInfo } from './stack-info.ts';
import { DEFAULT_API_PORT, DEFAULT_SITE_URL, LOCAL_DEPOSIT_PRICE_ID, startLocalStack } from './stack.ts';
import { startStripeStandin } from './stripe/index.ts';

const FUNCTIONS_PORT = 54329;
const STRIPE_PORT = 12111;
const root = fileURLToPath(new URL('../../', import.meta.url));
const withApp = !process.argv.includes('--no-app');

const stack = await startLocalStack({ port: DEFAULT_API_PORT, persistDir: localDir, siteUrl: DEFAULT_SITE_URL });
// A fresh signing secret per run: the stand-in signs and the webhook function verifies with the same value.
const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
const stripe = await startStripeStandin({
  port: STRIPE_PORT,
  webhookUrl: `${stack.apiUrl}/functions/v1/stripe-webhook`,
  webhookSecret,
});
let functions: FunctionsHost | undefined;
let app: ChildProcess | undefined;

async function stopAll(code: number): Promise<never> {
  app?.kill('SIGTERM');
  await functions?.stop().catch(() => undefined);
  await stripe.stop().catch(() => undefined);
  await stack.stop().catch(() => undefined);
  rmSync(stackFile, { force: true });
  process.exit(code);
}
process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));

try {
  functions = await startFunctionsHost({
    port: FUNCTIONS_PORT,
    env: {
      SUPABASE_URL: stack.apiUrl,
      SUPABASE_ANON_KEY: stack.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
      STRIPE_SECRET_KEY: 'sk_test_local_standin',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_DEPOSIT_PRICE_ID: LOCAL_DEPOSIT_PRICE_ID,
      SITE_ORIGINS: [DEFAULT_SITE_URL, 'http://localhost:5173', 'http://127.0.0.1:4173'].join(','),
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  stack.setFunctionsUrl(functions.url);
} catch (error) {
  console.error(`The functions host did not start: ${(error as Error).message}`);
  await stopAll(1);
}

const info = writeStackInfo(stack, { functionsUrl: functions?.url, stripeUrl: stripe.url });
console.info(`Supabase stand-in  ${info.apiUrl}  (mailbox ${info.mailboxUrl})`);
console.info(`Edge functions     ${functions?.url ?? '-'}  (via ${info.apiUrl}/functions/v1/<name>)`);
console.info(`Stripe stand-in    ${stripe.url}  (payments ${stripe.url}/__payments)`);
console.info('Make an admin:     npm run admin:create -- you@example.com');

if (withApp) {
  app = spawn(path.join(root, 'node_modules/.bin/vite'), ['--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SUPABASE_URL: info.apiUrl,
      VITE_SUPABASE_ANON_KEY: info.anonKey,
      VITE_STRIPE_DEPOSIT_PRICE_ID: info.depositPriceId,
    },
  });
  app.once('exit', (code) => void stopAll(code ?? 0));
}
