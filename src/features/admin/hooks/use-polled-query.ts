import { useCallback, useEffect, useRef, useState } from 'react';

export type PolledQuery<T> = {
  /** The newest answer applied so far (kept while a new key loads, so the list never flashes empty). */
  data: T | undefined;
  /** False while `data` answers an earlier key and the current question is still on its way. */
  fresh: boolean;
  status: 'loading' | 'ready' | 'error';
  /** Asks again now; resolves once this answer (or a newer one) is applied or has failed. */
  refresh: () => Promise<void>;
};

type PolledQueryOptions = {
  intervalMs: number;
  /** Changes the port can push without polling (another tab's writes); returns the unsubscribe function. */
  subscribe?: (listener: () => void) => () => void;
};

/**
 * Reads `load()` for `key` at once, whenever `key` changes, every `intervalMs` while the page is visible, and
 * when a hidden page is shown again. Answers are sequenced: each request is numbered, and an answer is applied
 * only if no later request has been answered already and its key is still the current one, so a slow or failed
 * answer never overwrites a newer one. A timer tick while a request for the same key is still in flight is
 * skipped rather than stacked.
 */
export function usePolledQuery<T>(key: string, load: () => Promise<T>, { intervalMs, subscribe }: PolledQueryOptions): PolledQuery<T> {
  const [state, setState] = useState<{ data: T | undefined; dataKey: string | undefined; status: PolledQuery<T>['status'] }>({
    data: undefined,
    dataKey: undefined,
    status: 'loading',
  });
  const latest = useRef({ key, load });
  // Declared before the effects that read it, so they always see this render's key and loader.
  useEffect(() => {
    latest.current = { key, load };
  }, [key, load]);
  const sequence = useRef({ issued: 0, applied: 0, inFlightKey: null as string | null, inFlight: 0 });
  const mounted = useRef(true);

  const request = useCallback(async (skipIfBusy: boolean) => {
    const { key: askedKey, load: ask } = latest.current;
    const counters = sequence.current;
    if (skipIfBusy && counters.inFlight > 0 && counters.inFlightKey === askedKey) return;
    const number = ++counters.issued;
    counters.inFlight += 1;
    counters.inFlightKey = askedKey;
    try {
      const data = await ask();
      if (!mounted.current || number < counters.applied || askedKey !== latest.current.key) return;
      counters.applied = number;
      setState({ data, dataKey: askedKey, status: 'ready' });
    } catch (error) {
      console.warn('[admin] read failed; trying again at the next refresh', error);
      if (!mounted.current || number < counters.applied || askedKey !== latest.current.key) return;
      // Keep the last good answer on screen; the next tick tries again.
      setState((current) => ({ ...current, status: current.status === 'ready' ? 'ready' : 'error' }));
    } finally {
      counters.inFlight -= 1;
      if (counters.inFlight === 0) counters.inFlightKey = null;
    }
  }, []);

  // A new key is asked for at once.
  useEffect(() => {
    void request(false);
  }, [key, request]);

  useEffect(() => {
    mounted.current = true;
    const tick = () => {
      if (document.visibilityState !== 'hidden') void request(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request(true);
    };
    const timer = setInterval(tick, intervalMs);
    const unsubscribe = subscribe?.(() => void request(false));
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      mounted.current = false;
      clearInterval(timer);
      unsubscribe?.();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, request, subscribe]);

  const refresh = useCallback(() => request(false), [request]);
  return { data: state.data, fresh: state.dataKey === key, status: state.status, refresh };
}
