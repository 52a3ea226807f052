import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './support/chromium.mjs';
import { freePortSync } from './support/free-port.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Chosen once in the runner process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const distDir = `.e2e/dist-${port}`;

// The browser-only admin gate of this test build: a throwaway credential made per run, never written down.
process.env.E2E_ADMIN_EMAIL ??= 'admin@doorkeep.test';
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url');
const adminPasswordSha256 = createHash('sha256').update(process.env.E2E_ADMIN_PASSWORD).digest('hex');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(projectRoot, '.e2e', `results-${port}`),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build, served the way the static host serves it.
    command: `npm run build && npm run preview -- --port ${port} --strictPort`,
    cwd: projectRoot,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      DIST_DIR: distDir,
      VITE_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      VITE_ADMIN_PASSWORD_SHA256: adminPasswordSha256,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
