import { whenIdleAfterLoad } from '@/lib/idle';
import { outboxHasEntries } from '@/lib/submissions/outbox-key';
import { backendConfigured } from '@/lib/supabase';

/**
 * A page load is a retry of its own (the spec): when the browser has idle time after a page has loaded, and the
 * outbox holds records, the composition root is loaded, which starts delivering them. Pages with a form load it
 * anyway; the marketing pages load it only when there is something to deliver, so a first visit carries none of
 * the browser collections, their schemas or supabase-js.
 */
export function resumeOutboxWhenIdle(): () => void {
  if (!backendConfigured || typeof window === 'undefined') return () => {};
  const start = () => {
    if (outboxHasEntries()) import('@/lib/backend').catch(() => undefined);
  };
  return whenIdleAfterLoad(start);
}
