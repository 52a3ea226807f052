import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const servers = base.webServer === undefined ? [] : Array.isArray(base.webServer) ? base.webServer : [base.webServer];

/**
 * Benchmarks: the browser-test build (browser-only mode) and browser, but only `*.bench.ts`, one at a time,
 * never in `npm test`; the backend project and its servers are left out.
 */
export default defineConfig({
  ...base,
  testDir: here,
  testMatch: '**/*.bench.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  globalTeardown: path.join(here, '..', 'support', 'global-teardown.ts'),
  projects: base.projects?.filter((project) => project.name === 'chromium'),
  webServer: servers.filter((server) => server.url === base.use?.baseURL),
});
