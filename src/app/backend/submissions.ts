import type { Backend } from '@/lib/backend-context';
import { browserCollections, browserSubmissions } from '@/lib/submissions/browser-adapter';
import { connectSupabaseSubmissions } from '@/lib/submissions/supabase-adapter';
import { backendConfigured } from '@/lib/supabase';

let submissions: Backend['submissions'] | undefined;

/**
 * What visitors submit: this browser's collections, and with a backend also the server's tables through the outbox.
 * Made once per page; in a browser, making it starts delivering what an earlier visit left in the outbox.
 */
export function submissionsPart(): Pick<Backend, 'submissions'> {
  submissions ??= backendConfigured
    ? connectSupabaseSubmissions(browserCollections, typeof window === 'undefined' ? undefined : window)
    : browserSubmissions;
  return { submissions };
}
