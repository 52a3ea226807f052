import { pbkdf2Sync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/chromium.mjs';
import { freePortSync } from './support/free-port.mjs';
import { timeouts } from './support/timeouts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Chosen once in the runner process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const distDir = `.e2e/dist-${port}`;

// The browser-only admin gate of this test build: a throwaway credential made per run, never written down.
process.env.E2E_ADMIN_EMAIL ??= 'admin@doorkeep.test';
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url');
// Its VITE_ADMIN_PASSWORD_HASH is computed here at run time, as `npm run admin:hash` does (supabase/local/admin-hash.ts):
// PBKDF2-HMAC-SHA-256, 600,000 iterations, a random 16-byte salt.
const adminSalt = randomBytes(16);
const adminPasswordHash = [
  'pbkdf2-sha256',
  600_000,
  adminSalt.toString('base64url'),
  pbkdf2Sync(process.env.E2E_ADMIN_PASSWORD, adminSalt, 600_000, 32, 'sha256').toString('base64url'),
].join(':');

// The 'backend' project runs e2e/backend/** against an app built with a local stack started for this run. A run
// that names only other folders (or only the browser-only project) skips that stack and its build.
const cliFilters = process.argv
  .slice(2)
  .filter((arg, index, args) => !arg.startsWith('-') && args[index - 1] !== '-c' && arg !== 'test');
const onlyProjects = process.argv
  .filter((arg) => arg.startsWith('--project='))
  .map((arg) => arg.slice('--project='.length));
process.env.E2E_BACKEND ??=
  (cliFilters.length > 0 && !cliFilters.some((filter) => filter.includes('backend'))) ||
  (onlyProjects.length > 0 && !onlyProjects.includes('backend'))
    ? 'off'
    : 'on';
const withBackend = process.env.E2E_BACKEND === 'on';
process.env.E2E_ONLY_BACKEND ??=
  (cliFilters.length > 0 && cliFilters.every((filter) => filter.includes('backend'))) ||
  (onlyProjects.length > 0 && onlyProjects.every((name) => name === 'backend'))
    ? 'yes'
    : 'no';
const onlyBackend = process.env.E2E_ONLY_BACKEND === 'yes';
process.env.E2E_BACKEND_APP_PORT ??= String(freePortSync());
process.env.E2E_BACKEND_API_PORT ??= String(freePortSync());
const backendAppUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_APP_PORT}`;
const backendApiUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_API_PORT}`;
/** Where the backend stack writes its URL and keys for the app build and the tests. */
process.env.E2E_BACKEND_INFO ??= path.join(projectRoot, '.e2e', `backend-${port}.json`);
const backendDistDir = `.e2e/dist-backend-${process.env.E2E_BACKEND_APP_PORT}`;
/** Specs whose tests load pages and read them: nothing typed, stored, or taken offline. */
const pageReadingSpecs = [
  'foundation/pages.spec.ts',
  'foundation/prerender.spec.ts',
  'marketing/marketing.spec.ts',
  'marketing/seo.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(projectRoot, '.e2e', `results-${port}`),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // E2E_WORKERS raises it where the browser tests mostly wait rather than compute (a quiet machine); the backend
  // project stays at two whatever it says.
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: timeouts.browserTest,
  expect: { timeout: timeouts.ui },
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    // Animations are decoration the tests do not check, and Chromium without a GPU paints every animated frame in
    // software: a spinning button or a pulsing dot then competes with the app and the stack for the CPU. Tests of
    // motion itself ask for 'no-preference'.
    reducedMotion: 'reduce',
    // A trace is recorded as every test runs (DOM snapshots at each step) even when only a failure keeps it, which
    // cost about a fifth of the suite's CPU; a failure keeps a screenshot and the page's ARIA snapshot instead, and
    // `--trace=on` records traces when a failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['backend/**', ...pageReadingSpecs],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Tests that only load and read pages share one browser context per worker (Playwright resets cookies, storage,
      // routes, bindings and init scripts between tests). A new context and its page cost about as much CPU as the
      // page load itself, and these are a third of all browser tests.
      name: 'pages',
      testMatch: pageReadingSpecs,
      use: { ...devices['Desktop Chrome'], channel: undefined, reuseContext: true },
    },
    ...(withBackend
      ? [
          {
            name: 'backend',
            testMatch: 'backend/**/*.spec.ts',
            timeout: timeouts.backendTest,
            // These tests share one stack, and some read figures that other people's payments move (a place in the
            // line); they keep the two-at-a-time they were written for even when E2E_WORKERS allows more.
            workers: 2,
            // Most of what these tests wait for on screen follows a round trip through the stack.
            expect: { timeout: timeouts.server },
            use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: backendAppUrl },
          },
        ]
      : []),
  ],
  webServer: [
    ...(onlyBackend
      ? []
      : [
          {
            // The production build, served the way the static host serves it.
            command: `npm run build && npm run preview -- --port ${port} --strictPort`,
            cwd: projectRoot,
            url: baseURL,
            reuseExistingServer: false,
            timeout: 180_000,
            env: {
              DIST_DIR: distDir,
              VITE_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
              VITE_ADMIN_PASSWORD_HASH: adminPasswordHash,
            },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
    ...(withBackend
      ? [
          {
            command: 'npx tsx e2e/support/backend-stack.ts',
            cwd: projectRoot,
            url: `${backendApiUrl}/__health`,
            reuseExistingServer: false,
            timeout: 180_000,
            env: {
              E2E_BACKEND_API_PORT: process.env.E2E_BACKEND_API_PORT,
              E2E_BACKEND_APP_ORIGIN: backendAppUrl,
              E2E_BACKEND_INFO: process.env.E2E_BACKEND_INFO,
            },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: 'node e2e/support/backend-app.mjs',
            cwd: projectRoot,
            url: backendAppUrl,
            reuseExistingServer: false,
            timeout: 240_000,
            env: {
              DIST_DIR: backendDistDir,
              E2E_BACKEND_INFO: process.env.E2E_BACKEND_INFO,
              E2E_BACKEND_APP_PORT: process.env.E2E_BACKEND_APP_PORT,
            },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
