import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';

/** What a page gets from checking the one-use link it was opened with. */
export type LinkCheck<Outcome> = {
  /** What the check found; undefined while it runs (or when it is not enabled). */
  outcome: Outcome | undefined;
  /** Checks the same link again, as a new attempt (after a dropped connection). */
  retry: () => void;
};

/**
 * Checks the one-use link (an e-mailed token) a page was opened with: `check` runs once per attempt and settles to
 * its outcome, doing whatever must follow the exchange (signing in, taking the token out of the address) itself.
 *
 * Each attempt is a query in the app's query cache, keyed by the link and the attempt, never stale and never retried:
 * the cache runs one request per key and gives a second caller the same answer, so React's StrictMode running the
 * effect twice still exchanges the token once, without a ref to guard it (a mutation would send twice). It is
 * fetched from the effect rather than observed with useQuery because an observed query hands its answer to React on
 * a later task, where the page used to show it as soon as the request settled. It runs offline too (the check
 * reports the dropped connection), and `check` must not reject: a failed query would be asked again.
 */
export function useLinkCheck<Outcome>(options: {
  /** Names the page and the link, e.g. ['newsletter-confirm', token]. */
  key: readonly unknown[];
  check: () => Promise<Outcome>;
  /** False while there is nothing to check (no token, no backend). */
  enabled: boolean;
}): LinkCheck<Outcome> {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; outcome: Outcome }>();
  const queryKey = ['link-check', ...options.key, attempt];
  const keyHash = hashKey(queryKey);
  const { enabled } = options;
  const run = useEffectEvent(() => {
    void queryClient
      .fetchQuery({ queryKey, queryFn: () => options.check(), staleTime: Infinity, retry: false, networkMode: 'always' })
      .then((outcome) => setAnswer({ key: keyHash, outcome }));
  });

  useEffect(() => {
    if (enabled) run();
  }, [enabled, keyHash]);

  return { outcome: answer?.key === keyHash ? answer.outcome : undefined, retry: () => setAttempt((count) => count + 1) };
}
