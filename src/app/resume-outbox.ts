import { whenIdleAfterLoad } from '@/lib/idle';
import { outboxHasEntries } from '@/lib/submissions/outbox-key';

/**
 * A page load is a retry of its own: when the browser has idle time after a page has loaded, and the
 * outbox holds records (only a build with a backend has one), the submissions part is made, which starts delivering them. Pages with a form make it
 * anyway; the marketing pages load it only when there is something to deliver, so a first visit carries none of
 * the browser collections, their schemas or supabase-js.
 */
export function resumeOutboxWhenIdle(): () => void {
  if (typeof window === 'undefined') return () => {};
  const start = () => {
    if (outboxHasEntries()) import('./backend/submissions').then(({ submissionsPart }) => submissionsPart()).catch(() => undefined);
  };
  return whenIdleAfterLoad(start);
}
