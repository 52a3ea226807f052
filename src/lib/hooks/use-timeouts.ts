import { useCallback, useEffect, useRef } from 'react';

/**
 * setTimeout bound to a component's life: every pending timer is cleared on unmount, so a simulated delay never
 * updates a form that is gone. Returns `schedule(callback, ms)` and `clearAll()`.
 */
export function useTimeouts() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const clearAll = useCallback(() => {
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current.clear();
  }, []);

  const schedule = useCallback((callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, ms);
    timers.current.add(timer);
  }, []);

  useEffect(() => clearAll, [clearAll]);

  return { schedule, clearAll };
}

/** Resolves after `ms` through `schedule`, so the wait ends (never resolves) when the component unmounts. */
export function delay(schedule: (callback: () => void, ms: number) => void, ms: number): Promise<void> {
  return new Promise((resolve) => schedule(resolve, ms));
}
