import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { createStoredValue } from '@/lib/storage';
import { initialLockout, isLocked, recordFailure, recordSuccess, secondsLeft, type LockoutState } from '../lib/lockout';

// Kept for the tab, so reloading the page does not reset the count.
const storedLockout = createStoredValue(
  'doorkeep-admin-lockout',
  z.object({ failures: z.number().check(z.int(), z.nonnegative()), lockedUntil: z.nullable(z.number()) }),
  'session',
);

/** The sign-in lockout of this tab, with a once-a-second countdown while locked. */
export function useLockout() {
  const [state, setState] = useState<LockoutState>(() => storedLockout.read() ?? initialLockout);
  const [now, setNow] = useState(() => Date.now());
  const locked = isLocked(state, now);

  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [locked]);

  const update = useCallback((next: LockoutState) => {
    storedLockout.write(next);
    setState(next);
    setNow(Date.now());
  }, []);

  return {
    locked,
    failures: state.failures,
    secondsLeft: secondsLeft(state, now),
    fail: useCallback(() => update(recordFailure(state, Date.now())), [state, update]),
    succeed: useCallback(() => update(recordSuccess()), [update]),
  };
}
