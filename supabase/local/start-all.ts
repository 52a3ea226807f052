// Everything `npm start` needs on one machine, in one process tree:
//   npx tsx supabase/local/start-all.ts            local stack + functions (Deno) + Stripe stand-in + Vite
//   npx tsx supabase/local/start-all.ts --no-app   the backend only (e.g. when Vite runs elsewhere)
// The app gets VITE_SUPABASE_URL, VITE_SUPABASE_PUBLISHABLE_KEY and VITE_STRIPE_DEPOSIT_PRICE_ID from here; nothing is
// written to .env files. Ctrl+C stops all of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDir, stackFile, writeStackInfo } from './stack-info.ts';
import { DEFAULT_API_PORT, DEFAULT_SITE_URL, startLocalStack } from './stack.ts';
import { startPaymentServices, type PaymentServices } from './stripe/payment-services.ts';

const FUNCTIONS_PORT = 54329;
const STRIPE_PORT = 12111;
const root = fileURLToPath(new URL('../../', import.meta.url));
const withApp = !process.argv.includes('--no-app');

const stack = await startLocalStack({ port: DEFAULT_API_PORT, persistDir: localDir, siteUrl: DEFAULT_SITE_URL });
let payments: PaymentServices | undefined;
let app: ChildProcess | undefined;

async function stopAll(code: number): Promise<never> {
  app?.kill('SIGTERM');
  await payments?.stop().catch(() => undefined);
  await stack.stop().catch(() => undefined);
  rmSync(stackFile, { force: true });
  process.exit(code);
}
process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));

try {
  // The Stripe stand-in and the Deno functions host, sharing a per-run webhook signing secret.
  payments = await startPaymentServices({
    stack,
    siteOrigins: [DEFAULT_SITE_URL, 'http://localhost:5173', 'http://127.0.0.1:4173'],
    stripePort: STRIPE_PORT,
    functionsPort: FUNCTIONS_PORT,
  });
  stack.setFunctionsUrl(payments.functionsUrl);
} catch (error) {
  console.error(`The payment services did not start: ${(error as Error).message}`);
  await stopAll(1);
}

const info = writeStackInfo(stack, { functionsUrl: payments?.functionsUrl, stripeUrl: payments?.stripeUrl });
console.info(`Supabase stand-in  ${info.apiUrl}  (mailbox ${info.mailboxUrl})`);
console.info(`Edge functions     ${info.functionsUrl ?? '-'}  (via ${info.apiUrl}/functions/v1/<name>)`);
console.info(`Stripe stand-in    ${info.stripeUrl ?? '-'}  (payments ${info.stripeUrl ?? '-'}/__payments)`);
console.info('Make an admin:     npm run admin:create -- you@example.com');

if (withApp) {
  app = spawn(path.join(root, 'node_modules/.bin/vite'), ['--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_SUPABASE_URL: info.apiUrl,
      VITE_SUPABASE_PUBLISHABLE_KEY: info.publishableKey,
      VITE_STRIPE_DEPOSIT_PRICE_ID: info.depositPriceId,
    },
  });
  app.once('exit', (code) => void stopAll(code ?? 0));
}
