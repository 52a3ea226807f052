import type { AuthUser } from '@/lib/auth';
import type { WaitlistSignup } from '@/lib/submissions';
import { emptyWaitlistForm, type WaitlistField, type WaitlistFormValues } from '../schema';

/** Step 1's values of a saved signup. */
export function valuesOf(signup: WaitlistSignup): WaitlistFormValues {
  const { firstName, lastName, email, phone, properties } = signup;
  return { firstName, lastName, email, phone, properties };
}

export const sameValues = (a: WaitlistFormValues, b: WaitlistFormValues) =>
  (Object.keys(a) as WaitlistField[]).every((field) => a[field].trim() === b[field].trim());

/** Step 1's first values: this browser's pending signup, else the signed-in owner's name and e-mail, else empty. */
export function initialValues({
  signup,
  owner,
  loginDraft,
}: {
  signup: WaitlistSignup | null;
  owner: AuthUser | null;
  loginDraft: WaitlistFormValues | null;
}): WaitlistFormValues {
  if (signup) return valuesOf(signup);
  if (loginDraft) return loginDraft;
  if (owner) return { ...emptyWaitlistForm, firstName: owner.firstName, lastName: owner.lastName, email: owner.email };
  return emptyWaitlistForm;
}
