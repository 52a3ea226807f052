import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import base from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '../..');
const servers = base.webServer === undefined ? [] : Array.isArray(base.webServer) ? base.webServer : [base.webServer];

/** Server-path benches run in the 'backend-bench' project, against a build wired to a seeded local stack. */
const serverBenchFiles = '**/*-server.bench.ts';
const benchFiles = {
  browser: [path.join(here, 'admin.bench.ts')],
  server: [path.join(here, 'admin-server.bench.ts'), path.join(here, 'admin-overview-server.bench.ts')],
};

// Which benches this run asks for, decided once in the runner from its command line (the workers inherit it through
// the environment): a run that names only the browser-only bench or project skips the seeded stack and its build,
// and one that names only the server bench skips the browser-only build. File filters are regular expressions over
// the file path, as Playwright reads them.
const valueOptions = new Set(['-c', '--config', '--project', '-g', '--grep', '--grep-invert', '-j', '--workers', '--reporter', '--timeout', '--repeat-each', '--retries', '--output', '--shard', '--max-failures']);
const args = process.argv.slice(2);
const filters = args.filter((arg, index) => !arg.startsWith('-') && arg !== 'test' && !valueOptions.has(args[index - 1] ?? ''));
const projectsAsked = args.flatMap((arg, index) =>
  arg.startsWith('--project=') ? [arg.slice('--project='.length)] : args[index - 1] === '--project' ? [arg] : [],
);
const matchesFilters = (file: string) =>
  filters.length === 0 ||
  filters.some((filter) => {
    const pattern = filter.replace(/:\d+(:\d+)?$/, '');
    try {
      return new RegExp(pattern).test(file);
    } catch {
      return file.includes(pattern);
    }
  });
const asked = (project: string, files: string[]) => (projectsAsked.length === 0 || projectsAsked.includes(project)) && files.some(matchesFilters);
process.env.BENCH_BROWSER ??= asked('chromium', benchFiles.browser) ? 'on' : 'off';
process.env.BENCH_SERVER ??= asked('backend-bench', benchFiles.server) ? 'on' : 'off';

// The server bench's stack and app use the backend ports and info file the base config picked for this run (free
// loopback ports; e2e/support/global-teardown.ts removes that build and info file). Its admin is made per run.
const backendAppUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_APP_PORT}`;
process.env.BENCH_ADMIN_EMAIL ??= 'bench-admin@example.com';
process.env.BENCH_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url');

/**
 * The benches' probes (bench-helpers.ts) rebuild their list check inside the page with `new Function`, which the
 * site's Content-Security-Policy refuses (no 'unsafe-eval'); the benches time the app, so the browser skips the policy.
 */
const benchBrowser = { bypassCSP: true };

/**
 * Benchmarks, one at a time, never in `npm test` (only `*.bench.ts`): the browser-only admin bench in the browser-test
 * build ('chromium'), and the admin benches at production scale (the lists, then the Overview) against a build wired
 * to a local stack seeded with 305,000 rows and the accounts and rentals the Overview reads ('backend-bench'). `npm run bench` runs both through e2e/bench/run.mjs (`-- --check` enforces budgets).
 */
export default defineConfig({
  ...base,
  testDir: here,
  testMatch: '**/*.bench.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  globalTeardown: path.join(here, '..', 'support', 'global-teardown.ts'),
  projects: [
    ...(base.projects ?? [])
      .filter((project) => project.name === 'chromium')
      .map((project) => ({ ...project, use: { ...project.use, ...benchBrowser }, testIgnore: [serverBenchFiles] })),
    {
      name: 'backend-bench',
      testMatch: serverBenchFiles,
      timeout: 600_000,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: backendAppUrl, ...benchBrowser },
    },
  ],
  webServer: [
    ...(process.env.BENCH_BROWSER === 'on' ? servers.filter((server) => server.url === base.use?.baseURL) : []),
    ...(process.env.BENCH_SERVER === 'on'
      ? [
          {
            // Ready once seeded: its health URL would answer before the rows are in, so wait for its line instead.
            // Seeding 305,000 rows takes minutes on a busy machine, about two per 100,000-row table.
            command: 'npx tsx e2e/bench/backend-bench-stack.ts',
            cwd: projectRoot,
            wait: { stdout: /seeded and ready/ },
            timeout: 900_000,
            env: {
              E2E_BACKEND_API_PORT: process.env.E2E_BACKEND_API_PORT ?? '',
              E2E_BACKEND_APP_ORIGIN: backendAppUrl,
              E2E_BACKEND_INFO: process.env.E2E_BACKEND_INFO ?? '',
              BENCH_ADMIN_EMAIL: process.env.BENCH_ADMIN_EMAIL,
              BENCH_ADMIN_PASSWORD: process.env.BENCH_ADMIN_PASSWORD,
            },
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
          },
          {
            command: 'node e2e/support/backend-app.mjs',
            cwd: projectRoot,
            url: backendAppUrl,
            reuseExistingServer: false,
            timeout: 240_000,
            env: {
              DIST_DIR: `.e2e/dist-backend-${process.env.E2E_BACKEND_APP_PORT}`,
              E2E_BACKEND_INFO: process.env.E2E_BACKEND_INFO ?? '',
              E2E_BACKEND_APP_PORT: process.env.E2E_BACKEND_APP_PORT ?? '',
            },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
