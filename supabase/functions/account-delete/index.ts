// Deletes the signed-in person's own account; the logic lives in _shared/account-delete.ts.
import { createAccountDeleteHandler } from '../_shared/account-delete.ts';
import { envDeps } from '../_shared/clients.ts';

/** Handles one request (exported for the local functions host). */
export const handler: (req: Request) => Promise<Response> = createAccountDeleteHandler(envDeps());

if (import.meta.main) Deno.serve(handler);
