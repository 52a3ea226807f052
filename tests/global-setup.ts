// Runs once before every Vitest worker: the backend tests start Deno, which needs the functions' npm imports.
import { installFunctionDependencies } from '../supabase/local/functions-runner.ts';

export default async function setup() {
  await installFunctionDependencies();
}
