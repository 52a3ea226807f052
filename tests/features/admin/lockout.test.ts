import { describe, expect, it } from 'vitest';
import {
  initialLockout,
  isLocked,
  lockoutMs,
  maxFailedAttempts,
  recordFailure,
  recordSuccess,
  secondsLeft,
} from '@/features/admin/lib/lockout';

const failTimes = (count: number, now: number) => {
  let state = initialLockout;
  for (let index = 0; index < count; index += 1) state = recordFailure(state, now);
  return state;
};

describe('sign-in lockout', () => {
  it('stays open for four failures and locks on the fifth', () => {
    expect(maxFailedAttempts).toBe(5);
    expect(isLocked(failTimes(4, 1000), 1000)).toBe(false);
    const locked = failTimes(5, 1000);
    expect(isLocked(locked, 1000)).toBe(true);
    expect(locked.lockedUntil).toBe(1000 + 30_000);
  });

  it('lasts exactly 30 seconds and counts down in whole seconds', () => {
    expect(lockoutMs).toBe(30_000);
    const locked = failTimes(5, 0);
    expect(secondsLeft(locked, 0)).toBe(30);
    expect(secondsLeft(locked, 29_001)).toBe(1);
    expect(isLocked(locked, 29_999)).toBe(true);
    expect(isLocked(locked, 30_000)).toBe(false);
    expect(secondsLeft(locked, 30_000)).toBe(0);
  });

  it('starts a fresh count after the lock has run out', () => {
    const after = recordFailure(failTimes(5, 0), 30_000);
    expect(after).toEqual({ failures: 1, lockedUntil: null });
  });

  it('forgets failures after a successful sign-in', () => {
    expect(recordSuccess()).toEqual({ failures: 0, lockedUntil: null });
  });
});
