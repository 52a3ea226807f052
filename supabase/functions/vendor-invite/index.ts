// Admin-only: invites an approved vendor's e-mail with app_metadata.role 'vendor'; logic in _shared/vendor-invite.ts.
import { envProjectDeps } from '../_shared/project.ts';
import { createVendorInviteHandler, vendorInviteDeps } from '../_shared/vendor-invite.ts';

/** Handles one request (exported for the local functions host). */
export const handler: (req: Request) => Promise<Response> = createVendorInviteHandler(vendorInviteDeps(envProjectDeps()));

if (import.meta.main) Deno.serve(handler);
