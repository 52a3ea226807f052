import { publishableKey, functionsUrl } from '@/lib/supabase';
import { VendorInviteError } from './vendor-invite-error';

/** vendor-invite's `{ error }` message, or the status when the answer carries none (a proxy's error page). */
async function inviteErrorMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const message = body && typeof body === 'object' && 'error' in body ? body.error : null;
  return typeof message === 'string' && message ? message : `The invite service answered ${response.status}.`;
}

/** Asks the vendor-invite function, with the admin's token, to (re)send the invite of an approved application. */
export async function sendVendorInvite(applicationId: string, accessToken: string): Promise<void> {
  const response = await fetch(`${functionsUrl()}/vendor-invite`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, apikey: publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ application_id: applicationId }),
  });
  if (!response.ok) throw new VendorInviteError(await inviteErrorMessage(response));
}
