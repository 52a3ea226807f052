// The local stack's stand-in for pg_cron: the one scheduler for every job a migration declares in
// private.scheduled_jobs (supabase/migrations/*_vendor_compliance_and_expiry.sql). On a hosted project the same
// migration hands each job to cron.schedule; PGlite has no pg_cron, so this runs the same SQL on a timer. It runs
// every job at each tick rather than parsing the cron schedule: the jobs are idempotent by their event keys, so
// running one more often than its schedule only repeats work that queues nothing new.
import type { PGlite } from '@electric-sql/pglite';

/** One declared job as the migration stores it. */
export interface ScheduledJob {
  name: string;
  schedule: string;
  command: string;
}

/** The scheduler of a stack: `runAll` runs every declared job now, in name order. */
export interface Scheduler {
  runAll: () => Promise<ScheduledJob[]>;
  stop: () => Promise<void>;
}

/** Starts the timer (`intervalMs` 0: never by itself, only through `runAll`). */
export function startScheduler(db: PGlite, intervalMs: number, onError: (job: string, error: unknown) => void): Scheduler {
  let running: Promise<ScheduledJob[]> | undefined;
  const runAll = (): Promise<ScheduledJob[]> => {
    running ??= (async () => {
      try {
        const jobs = (
          await db.query<ScheduledJob>('select name, schedule, command from private.scheduled_jobs order by name')
        ).rows;
        for (const job of jobs) {
          // A failing job does not keep the next one from running, as pg_cron runs each job on its own.
          await db.exec(job.command).catch((error: unknown) => onError(job.name, error));
        }
        return jobs;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (!running) runAll().catch((error: unknown) => onError('scheduler', error));
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    runAll,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
