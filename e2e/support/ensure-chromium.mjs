// Makes sure a Chromium exists before the browser tests start, so a fresh machine needs no manual step:
// Debian's package when we are root on Debian, Playwright's own installer anywhere else.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status === 0;
}

if (findChromium()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canApt = existsSync('/usr/bin/apt-get');
if (isRoot && canApt) {
  console.log('Chromium not found: installing Debian\'s chromium package.');
  if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium']) && findChromium()) process.exit(0);
  console.error('Installing chromium with apt-get failed.');
  process.exit(1);
}
console.log('Chromium not found and apt-get is not available to us: using Playwright\'s installer.');
process.exit(run('npx', ['playwright', 'install', 'chromium']) ? 0 : 1);
