// Finds a Chromium for Playwright. Playwright cannot download its own browser on our machines, so tests use the
// system's (Debian's `chromium` package). `ensure-chromium.mjs` installs it when it is missing.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Path of a system Chromium, or undefined to let Playwright use its own download. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((candidate) => existsSync(candidate));
}

/** Flags that keep Chromium quiet on a machine with no internet (no background traffic, no updates). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
