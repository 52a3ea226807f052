import { queryOptions } from '@tanstack/react-query';
import type { AuthPort, AuthUser } from '@/lib/auth';
import { isCheckoutCanceledReturn, type OwnerBillingPort, type OwnerWaitlist } from '@/lib/billing';
import { ownerWaitlistRowQuery } from '@/lib/query/owner-billing';
import type { SubmissionsPort, WaitlistSignup } from '@/lib/submissions';
import type { WaitlistFormValues } from './schema';
import { readAwaitingConfirmation, storedLoginDraft } from './lib/storage';

/**
 * The waitlist's own keys. They hold what this browser and its session say at the start of a visit, read before the
 * account is known (so not under its key) and forgotten as soon as the flow is gone; the owner's row is shared and
 * lives under the account's key (lib/query).
 */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  resume: () => [...waitlistKeys.all, 'resume'] as const,
  confirmedSession: () => [...waitlistKeys.all, 'confirmed-session'] as const,
};

/** Just after the silent sign-up (or a sign-in that claims the row) the signup may not be linked to the account yet. */
export const queueLookup = { attempts: 5, intervalMs: 1250 } as const;

/** How many answers (or failures) the owner's row has had so far. */
export const rowReads = (state: { dataUpdateCount: number; errorUpdateCount: number } | undefined) =>
  (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);

/**
 * The signed-in owner's row for their place in line, asked again while it has no number yet, up to
 * `queueLookup.attempts` reads.
 */
export const queuePositionQuery = (port: OwnerBillingPort, userId: string) =>
  queryOptions({
    ...ownerWaitlistRowQuery(port, userId),
    enabled: port.configured,
    refetchInterval: (query) =>
      query.state.data?.queuePosition == null && rowReads(query.state) < queueLookup.attempts ? queueLookup.intervalMs : false,
  });

/** Where the flow starts: this browser's pending signup, a pending e-mail confirmation, and who is signed in. */
export type Resume = {
  signup: WaitlistSignup | null;
  awaiting: string | null;
  owner: AuthUser | null;
  /** The signed-in owner's own waitlist row, when they have one. */
  reservation: OwnerWaitlist | null;
  /** Step 1's details kept while this owner logged in (same address), to be sent now that they are signed in. */
  loginDraft: WaitlistFormValues | null;
  /** Back from a payment page that was cancelled. */
  checkoutCanceled: boolean;
};

async function readResume(auth: AuthPort, ownerBilling: OwnerBillingPort, submissions: SubmissionsPort): Promise<Resume> {
  let signup: WaitlistSignup | null = null;
  try {
    signup = submissions.pendingWaitlistSignup() ?? null;
  } catch {
    signup = null;
  }
  const awaitingRecord = readAwaitingConfirmation();
  const awaiting = signup && awaitingRecord?.signupId === signup.id ? awaitingRecord.email : null;
  const user = auth.configured ? await auth.currentUser().catch(() => null) : null;
  const owner = user?.role === 'owner' ? user : null;
  // A failed read only costs the shortcut: the owner still gets the form.
  const reservation = owner ? await ownerBilling.waitlist().catch(() => null) : null;
  const draft = owner && !signup ? (storedLoginDraft.read() ?? null) : null;
  const loginDraft = draft && draft.email.trim().toLowerCase() === owner?.email.toLowerCase() ? draft : null;
  return { signup, awaiting, owner, reservation, loginDraft, checkoutCanceled: isCheckoutCanceledReturn(window.location.search) };
}

/**
 * Storage and the session, read after mount and once per visit, so the first render never depends on this browser's
 * data and the flow does not start over when the session changes under it.
 */
export const resumeQuery = (auth: AuthPort, ownerBilling: OwnerBillingPort, submissions: SubmissionsPort) =>
  queryOptions({
    queryKey: waitlistKeys.resume(),
    queryFn: () => readResume(auth, ownerBilling, submissions),
    staleTime: Infinity,
    gcTime: 0,
  });

/** Whether the account waiting for its e-mail confirmation has a session now (the user once it has, else null). */
export const confirmedSessionQuery = (auth: AuthPort, enabled: boolean) =>
  queryOptions({
    queryKey: waitlistKeys.confirmedSession(),
    queryFn: () => auth.currentUser().catch(() => null),
    enabled,
    networkMode: 'always',
    gcTime: 0,
  });
