// Open to anyone holding a reader's token (verify_jwt = false): confirm and one-click unsubscribe; logic in
// _shared/newsletter.ts.
import { createNewsletterHandler, envNewsletterDeps } from '../_shared/newsletter.ts';

/** Handles one request (exported for the local functions host). */
export const handler: (req: Request) => Promise<Response> = createNewsletterHandler(envNewsletterDeps());

if (import.meta.main) Deno.serve(handler);
