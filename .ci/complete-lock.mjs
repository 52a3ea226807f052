// Completes package-lock.json with entries for platform-specific optional packages (other operating systems' and
// CPUs' native bindings of tailwind, esbuild, rolldown, deno…). Our npm registry mirror does not serve those
// packages, so `npm install` leaves them out of the lock, and npm 11's `npm ci` then refuses the lock as "out of
// sync" ("Missing: <package>@ from lock file"). A version-only optional entry satisfies it; npm skips installing
// it on a platform it does not fit. Run after any dependency change: `node .ci/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const exactVersion = (spec) => spec.replace(/^[\^~=v]+/, '');

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const version = exactVersion(spec);
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    const hoisted = `node_modules/${name}`;
    const nested = path ? `${path}/node_modules/${name}` : hoisted;
    if (packages[nested] || packages[hoisted]?.version === version) continue;
    packages[packages[hoisted] ? nested : hoisted] = { version, optional: true };
    added += 1;
  }
}

const byPath = ([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0);
lock.packages = Object.fromEntries(Object.entries(packages).sort(byPath));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`complete-lock: added ${added} optional platform entries`);
