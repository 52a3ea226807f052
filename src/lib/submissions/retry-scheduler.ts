/** The wait after a failed attempt: doubling from `baseMs` with each attempt made, never more than `maxMs`. */
export function retryWait(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempts - 1, 16));
}

export type RetrySchedulerOptions = {
  /** Tries the due entries (every entry with `force`). */
  flush(force?: boolean): Promise<void>;
  /** When the earliest waiting entry is due, or null when nothing waits. */
  nextDue(): number | null;
  now(): number;
};

export type RetryScheduler = {
  /** Sets the timer for the earliest waiting entry (at least a second away); does nothing until started. */
  schedule(): void;
  /** Retries now, on the `online` event and on the timer; returns the stop function. */
  start(target?: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
};

/** When the outbox is tried again: one timer for the earliest due entry, each page load and each return online. */
export function createRetryScheduler({ flush, nextDue, now }: RetrySchedulerOptions): RetryScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  function schedule() {
    if (!running) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    const next = nextDue();
    if (next === null) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush().then(schedule);
    }, Math.max(1000, next - now()));
  }

  return {
    schedule,
    start(target) {
      running = true;
      const online = () => void flush(true).then(schedule);
      target?.addEventListener('online', online);
      // A page load is a retry of its own, even for entries still inside their back-off.
      void flush(true).then(schedule);
      return () => {
        running = false;
        if (timer) clearTimeout(timer);
        timer = undefined;
        target?.removeEventListener('online', online);
      };
    },
  };
}
