import { createStoredValue } from '@/lib/storage';
import { waitlistFormSchema } from '../schema';

/** This tab's signup whose account waits for its e-mail confirmation (survives a reload, not a new tab). */
const awaitingConfirmationKey = 'doorkeep.waitlist.awaitingConfirmation';
export type AwaitingConfirmation = { signupId: string; email: string };

export function readAwaitingConfirmation(): AwaitingConfirmation | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(awaitingConfirmationKey) ?? 'null') as Partial<AwaitingConfirmation> | null;
    return typeof value?.signupId === 'string' && typeof value.email === 'string' ? { signupId: value.signupId, email: value.email } : null;
  } catch {
    return null;
  }
}

export function writeAwaitingConfirmation(value: AwaitingConfirmation | null) {
  try {
    if (value) window.sessionStorage.setItem(awaitingConfirmationKey, JSON.stringify(value));
    else window.sessionStorage.removeItem(awaitingConfirmationKey);
  } catch {
    // Without storage a reload simply resumes at step 2, where the payment asks for a login.
  }
}

/**
 * Step 1's details of a visitor sent to /login because the address already has an account. Nothing is stored or sent
 * for them until they are signed in: a row queued before the account step succeeds would hold a place (and count in
 * the admin's figures) for someone who may never log in. Kept for this tab only, and used once the same address is
 * signed in.
 */
export const storedLoginDraft = createStoredValue('doorkeep.waitlist.loginDraft', waitlistFormSchema, 'session');
