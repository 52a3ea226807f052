import { statusTone, type BadgeTone } from '@/components/ui';

/** A stored status as people read it: underscores become spaces ('pending_payment' → 'pending payment'). */
export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}

/** Label and badge colour of a status, in one place for every admin list. */
export function statusDisplay(status: string): { label: string; tone: BadgeTone } {
  return { label: statusLabel(status), tone: statusTone(status) };
}
