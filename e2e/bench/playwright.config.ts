import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Benchmarks: the browser-test build and browser, but only `*.bench.ts`, one at a time, never in `npm test`. */
export default defineConfig({
  ...base,
  testDir: here,
  testMatch: '**/*.bench.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 180_000,
  globalTeardown: path.join(here, '..', 'support', 'global-teardown.ts'),
});
