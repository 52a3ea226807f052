// Runs the whole suite (`npm test`) several times in a row while another process keeps CPU cores busy, to prove that
// no verdict depends on how fast the machine is. Usage: `npm run test:under-load [-- --runs 3 --busy-cores 1]`.
// The load is `stress-ng --cpu N` when Debian's stress-ng is installed, otherwise one busy Node loop per core; either
// way this script starts it before the first run and stops it when the last run ends, fails, or is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'busy-cores': { type: 'string', default: '1' },
  },
});
const runs = Number(values.runs);
const busyCores = Number(values['busy-cores']);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
if (!Number.isInteger(busyCores) || busyCores < 1 || busyCores >= availableParallelism()) {
  throw new Error(`--busy-cores must leave at least one of the ${availableParallelism()} cores free`);
}

/** Starts the load generator: stress-ng when available, else busy Node loops that never yield. */
function startLoad() {
  const hasStressNg = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0;
  if (hasStressNg) {
    return { name: `stress-ng --cpu ${busyCores}`, children: [spawn('stress-ng', ['--cpu', String(busyCores), '--quiet'], { stdio: 'ignore' })] };
  }
  const children = Array.from({ length: busyCores }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return { name: `${busyCores} busy Node loop${busyCores === 1 ? '' : 's'}`, children };
}

function stopLoad(load) {
  for (const child of load.children) if (child.exitCode === null) child.kill('SIGKILL');
}

/** One `npm test`, its output passed through; resolves with its exit code and wall time. */
function runSuite() {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], { stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
  });
}

const load = startLoad();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopLoad(load);
    process.exit(130);
  });
}
process.once('exit', () => stopLoad(load));
console.info(`test:under-load: ${load.name} running; npm test ${runs} time(s) in a row`);

const results = [];
for (let run = 1; run <= runs; run += 1) {
  console.info(`\ntest:under-load: run ${run} of ${runs}`);
  const result = await runSuite();
  results.push(result);
  if (result.code !== 0) break;
}
stopLoad(load);

const format = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
console.info(`\ntest:under-load with ${load.name}:`);
results.forEach((result, index) =>
  console.info(`  run ${index + 1}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${format(result.seconds)}`),
);
const passed = results.length === runs && results.every((result) => result.code === 0);
if (!passed) console.info(`  not all ${runs} runs passed`);
process.exitCode = passed ? 0 : 1;
