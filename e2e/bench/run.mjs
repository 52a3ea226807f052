// `npm run bench [-- --check] [playwright args]`: runs the benches with e2e/bench/playwright.config.ts. Playwright
// rejects options it does not know, so `--check` (fail on any budget miss; without it figures are only printed) is
// taken out here and passed on as BENCH_CHECK=1; every other argument goes to `playwright test` unchanged.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');

const child = spawn(process.execPath, [cli, 'test', '-c', 'e2e/bench/playwright.config.ts', ...args.filter((arg) => arg !== '--check')], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: { ...process.env, BENCH_CHECK: check ? '1' : '0' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
