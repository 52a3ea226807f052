// `npm run bench [-- --check] [web-vitals | playwright args]`: the web-vitals bench (e2e/bench/web-vitals.mjs,
// Lighthouse), then the admin benches with e2e/bench/playwright.config.ts. `web-vitals` as the first argument runs
// only the former; Playwright arguments (a file, --project=...) run only the latter. Playwright rejects options it
// does not know, so `--check` (fail on any budget miss; without it figures are only printed) is taken out here and
// passed on as BENCH_CHECK=1; every other argument goes to `playwright test` unchanged.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');

function runChild(childArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, childArgs, { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    const forward = (signal) => child.kill(signal);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const rest = args.filter((arg) => arg !== '--check');
const webVitalsOnly = rest[0] === 'web-vitals';
const playwrightOnly = rest.length > 0 && !webVitalsOnly;
let exitCode = 0;
if (!playwrightOnly) {
  const code = await runChild([path.join(projectRoot, 'e2e/bench/web-vitals.mjs'), ...(check ? ['--check'] : [])], {});
  exitCode ||= code;
}
if (!webVitalsOnly) {
  const code = await runChild([cli, 'test', '-c', 'e2e/bench/playwright.config.ts', ...rest], { BENCH_CHECK: check ? '1' : '0' });
  exitCode ||= code;
}
process.exit(exitCode);
