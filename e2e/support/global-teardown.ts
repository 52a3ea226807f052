import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Removes the builds this run made (each run builds into its own folders, named after their ports) and the backend
 * stack's info file. The backend app server removes its build on exit too, but not when it is killed outright.
 */
export default async function globalTeardown() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const leftovers = [path.join(root, '.e2e', `dist-${process.env.E2E_PORT}`)];
  if (process.env.E2E_BACKEND_APP_PORT) leftovers.push(path.join(root, '.e2e', `dist-backend-${process.env.E2E_BACKEND_APP_PORT}`));
  if (process.env.E2E_BACKEND_INFO) leftovers.push(process.env.E2E_BACKEND_INFO);
  await Promise.all(leftovers.map((leftover) => rm(leftover, { recursive: true, force: true })));
}
