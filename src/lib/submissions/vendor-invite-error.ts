import type { VendorApplication } from './schemas';

/**
 * The vendor's invite e-mail was not sent. `reason` is the server's own message when vendor-invite gave one.
 * Thrown by an approval carries the application as saved (`approved`): the decision stands, only the invite failed.
 */
export class VendorInviteError extends Error {
  override readonly name = 'VendorInviteError';

  constructor(
    readonly reason: string,
    readonly approved?: VendorApplication,
  ) {
    super(`The invite e-mail was not sent: ${reason}`);
  }
}

/** The reason a failed invite gives: the VendorInviteError's own, or a generic one for anything else. */
export function inviteFailureReason(error: unknown): string {
  if (error instanceof VendorInviteError) return error.reason;
  return 'The invite service could not be reached.';
}
