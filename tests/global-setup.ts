// Runs once before every Vitest worker: the backend tests start Deno, which needs the functions' npm imports, and
// each backend test file starts a stack from the migrated database snapshot, made here once rather than by whichever
// files start first.
import { prepareDatabaseSnapshot } from '../supabase/local/database.ts';
import { installFunctionDependencies } from '../supabase/local/functions-runner.ts';

export default async function setup() {
  await Promise.all([installFunctionDependencies(), prepareDatabaseSnapshot()]);
}
