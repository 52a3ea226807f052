import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { linkUnreachableCopy } from '../content/auth';
import { Notice } from './auth-shell';

/** Shown while an e-mailed link is being checked with the server. */
export function LinkChecking({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-ink-700">
      <Spinner className="h-5 w-5 text-brand-700" />
      {children}
    </p>
  );
}

/** The connection dropped while a link was checked: it may still work, so the page keeps it and offers a retry. */
export function LinkUnreachable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-5">
      <Notice tone="error" title={linkUnreachableCopy.title}>
        {message}
      </Notice>
      <Button className="w-full" onClick={onRetry}>
        {linkUnreachableCopy.retry}
      </Button>
    </div>
  );
}
