// Refunds the signed-in owner's $99 deposit through Stripe; the logic lives in _shared/deposit-refund.ts.
import { createDepositRefundHandler } from '../_shared/deposit-refund.ts';
import { envDeps } from '../_shared/clients.ts';

/** Handles one request (exported for the local functions host). */
export const handler: (req: Request) => Promise<Response> = createDepositRefundHandler(envDeps());

if (import.meta.main) Deno.serve(handler);
