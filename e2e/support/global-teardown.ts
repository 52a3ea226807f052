import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Removes the build this run made (each run builds into its own folder, named after its port). */
export default async function globalTeardown() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  await rm(path.join(root, '.e2e', `dist-${process.env.E2E_PORT}`), { recursive: true, force: true });
}
