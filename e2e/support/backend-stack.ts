// The backend of the 'backend' Playwright project: an in-memory local stack, the Stripe stand-in and the Deno
// functions host, wired for the app origin of this run. Started by Playwright as a webServer (npx tsx ...); writes
// what the app build and the tests need (URL, keys) to E2E_BACKEND_INFO and removes it on exit.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalStack } from '../../supabase/local/stack';
import { startPaymentServices } from '../../supabase/local/stripe/index';

const apiPort = Number(process.env.E2E_BACKEND_API_PORT);
const appOrigin = process.env.E2E_BACKEND_APP_ORIGIN ?? '';
const infoFile = process.env.E2E_BACKEND_INFO ?? '';
if (!apiPort || !appOrigin || !infoFile) throw new Error('E2E_BACKEND_API_PORT, E2E_BACKEND_APP_ORIGIN and E2E_BACKEND_INFO are required');

// bcrypt cost 4: these passwords protect nothing and the machine is shared.
// Addresses at confirm.example.com sign up as on a project that requires e-mail confirmation (hosted's default);
// everyone else is confirmed at once, so the other specs are unaffected (e2e/backend/email-confirmation.spec.ts).
const stack = await startLocalStack({
  port: apiPort,
  siteUrl: appOrigin,
  allowedOrigins: [appOrigin],
  bcryptCost: 4,
  enableConfirmations: (email) => email.endsWith('@confirm.example.com'),
});
const payments = await startPaymentServices({ stack, siteOrigins: [appOrigin], stripePort: 0, log: false });
stack.setFunctionsUrl(payments.functionsUrl);

mkdirSync(path.dirname(infoFile), { recursive: true });
writeFileSync(
  infoFile,
  JSON.stringify({
    apiUrl: stack.apiUrl,
    publishableKey: stack.publishableKey,
    secretKey: stack.secretKey,
    stripeUrl: payments.stripeUrl,
    depositPriceId: payments.depositPriceId,
  }),
  { mode: 0o600 },
);
console.info(`backend stack for e2e on ${stack.apiUrl}`);

async function stop() {
  rmSync(infoFile, { force: true });
  await payments.stop().catch(() => undefined);
  await stack.stop().catch(() => undefined);
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
