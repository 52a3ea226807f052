// Receives Stripe events (verify_jwt = false: Stripe signs the body instead); the logic lives in _shared/webhook.ts.
import { envDeps } from '../_shared/clients.ts';
import { createWebhookHandler } from '../_shared/webhook.ts';

/** Handles one request (exported for the local functions host). */
export const handler: (req: Request) => Promise<Response> = createWebhookHandler(envDeps());

if (import.meta.main) Deno.serve(handler);
