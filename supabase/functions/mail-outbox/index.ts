// Scheduler-only: sends the due mails of public.mail_outbox; logic in _shared/mail-outbox.ts.
import { createMailOutboxHandler, envMailOutboxDeps } from '../_shared/mail-outbox.ts';

/** Handles one request (exported for the local functions host). */
export const handler: (req: Request) => Promise<Response> = createMailOutboxHandler(envMailOutboxDeps());

if (import.meta.main) Deno.serve(handler);
