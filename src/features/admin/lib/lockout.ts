/** Failed sign-in attempts and the lock they lead to; a plain value so it can be stored and tested. */
export type LockoutState = { failures: number; lockedUntil: number | null };

/** Failed attempts allowed before the form locks. */
export const maxFailedAttempts = 5;
/** How long the form stays locked. */
export const lockoutMs = 30_000;

export const initialLockout: LockoutState = { failures: 0, lockedUntil: null };

/** True while the lock is in force at `now` (epoch ms). */
export function isLocked(state: LockoutState, now: number): boolean {
  return state.lockedUntil !== null && now < state.lockedUntil;
}

/** Whole seconds left on the lock at `now`, rounded up; 0 when not locked. */
export function secondsLeft(state: LockoutState, now: number): number {
  if (!isLocked(state, now) || state.lockedUntil === null) return 0;
  return Math.ceil((state.lockedUntil - now) / 1000);
}

/** The state after one more failed attempt at `now`: the fifth failure in a row locks the form. */
export function recordFailure(state: LockoutState, now: number): LockoutState {
  // A lock that has run out starts a fresh count.
  const base = state.lockedUntil !== null && now >= state.lockedUntil ? initialLockout : state;
  const failures = base.failures + 1;
  if (failures >= maxFailedAttempts) return { failures, lockedUntil: now + lockoutMs };
  return { failures, lockedUntil: null };
}

/** A successful sign-in forgets earlier failures. */
export function recordSuccess(): LockoutState {
  return initialLockout;
}
