// Completes package-lock.json with entries for platform-specific optional packages (other operating systems' and
// CPUs' native bindings of tailwind, esbuild, rolldown, deno…). Our npm registry mirror does not serve those
// packages, so `npm install` leaves them out of the lock, and npm 11's `npm ci` then refuses the lock as "out of
// sync" ("Missing: <package>@ from lock file"). An optional entry with the version and the platform the package
// declares (os, cpu, libc, read from its name the way these packages are named) satisfies it; npm skips installing it
// on a platform it does not fit. Without the platform fields npm installs every one of them wherever it can fetch
// them (each Deno binary is about 90 MB). Run after any dependency change: `node .ci/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
const exactVersion = (spec) => spec.replace(/^[\^~=v]+/, '');

/**
 * The os, cpu and libc fields of a native binding's package.json, which npm copies into the lock; these packages
 * spell their platform in their name (`@deno/darwin-arm64`, `@unrs/resolver-binding-linux-arm-musleabihf`).
 * Returns {} for a name that names no platform (a WebAssembly build runs everywhere).
 */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'netbsd', 'android', 'openharmony', 'sunos', 'aix'].find(
    (candidate) => parts.includes(candidate),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 's390x', 'ppc64', 'riscv64', 'loong64', 'mips64el'].find((candidate) =>
    parts.includes(candidate),
  );
  if (!os || !cpu) return {};
  // Only a bare `gnu`/`glibc`/`musl` part is declared as libc; the `…eabihf` ARM builds declare none.
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') || parts.includes('glibc') ? 'glibc' : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
let completed = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const version = exactVersion(spec);
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) continue;
    const hoisted = `node_modules/${name}`;
    const nested = path ? `${path}/node_modules/${name}` : hoisted;
    const existing = packages[nested] ?? (packages[hoisted]?.version === version ? packages[hoisted] : undefined);
    if (existing) {
      // An entry this script wrote before it recorded platforms.
      if (!existing.integrity && !existing.os && platformOf(name).os) {
        Object.assign(existing, platformOf(name));
        completed += 1;
      }
      continue;
    }
    packages[packages[hoisted] ? nested : hoisted] = { version, optional: true, ...platformOf(name) };
    added += 1;
  }
}

const byPath = ([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0);
lock.packages = Object.fromEntries(Object.entries(packages).sort(byPath));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`complete-lock: added ${added} optional platform entries, gave ${completed} their platform`);
