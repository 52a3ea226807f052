// Tells the /checkout-success page what really happened to the caller's session; logic in _shared/checkout-status.ts.
import { createCheckoutStatusHandler } from '../_shared/checkout-status.ts';
import { envDeps } from '../_shared/clients.ts';

/** Handles one request (exported for the local functions host). */
export const handler: (req: Request) => Promise<Response> = createCheckoutStatusHandler(envDeps());

if (import.meta.main) Deno.serve(handler);
