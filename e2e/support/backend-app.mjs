// Builds the app for the 'backend' Playwright project with the env of the stack that backend-stack.ts started,
// then serves it with vite preview. Waits for the stack's info file first.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const infoFile = process.env.E2E_BACKEND_INFO;
const port = process.env.E2E_BACKEND_APP_PORT;
const distDir = process.env.DIST_DIR;
if (!infoFile || !port || !distDir) throw new Error('E2E_BACKEND_INFO, E2E_BACKEND_APP_PORT and DIST_DIR are required');

const deadline = Date.now() + 170_000;
while (!existsSync(infoFile)) {
  if (Date.now() > deadline) throw new Error(`The backend stack did not write ${infoFile}`);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const info = JSON.parse(readFileSync(infoFile, 'utf8'));
const env = {
  ...process.env,
  VITE_SUPABASE_URL: info.apiUrl,
  VITE_SUPABASE_PUBLISHABLE_KEY: info.publishableKey,
  VITE_STRIPE_DEPOSIT_PRICE_ID: info.depositPriceId,
};

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
    process.once('SIGTERM', () => child.kill('SIGTERM'));
    process.once('SIGINT', () => child.kill('SIGINT'));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} exited with ${code}`))));
  });
}

// This run's build is thrown away with the server (the browser-only build's teardown does the same for its own).
process.once('exit', () => rmSync(distDir, { recursive: true, force: true }));

await run(['run', 'build']);
await run(['run', 'preview', '--', '--port', port, '--strictPort']);
