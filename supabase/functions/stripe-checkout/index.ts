// Creates the $99 deposit Checkout Session; the logic lives in _shared/checkout.ts.
import { createCheckoutHandler } from '../_shared/checkout.ts';
import { envDeps } from '../_shared/clients.ts';

/** Handles one request (exported for the local functions host). */
export const handler: (req: Request) => Promise<Response> = createCheckoutHandler(envDeps());

if (import.meta.main) Deno.serve(handler);
