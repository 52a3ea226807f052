import { useEffect, useRef, useState } from 'react';

/**
 * For work that failed because the browser was offline: returns `waitForOnline`; after `waitForOnline(true)` the
 * latest `retry` (with the values on screen then, not those of the render that asked) runs once when the browser
 * fires 'online'. `waitForOnline(false)` stops waiting.
 */
export function useRetryWhenOnline(retry: () => void): (waiting: boolean) => void {
  const [waiting, setWaiting] = useState(false);
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    if (!waiting) return;
    const resume = () => {
      setWaiting(false);
      latestRetry.current();
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [waiting]);
  return setWaiting;
}
