import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'green' | 'yellow' | 'red' | 'orange' | 'grey' | 'blue';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/25',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  orange: 'bg-orange-100 text-orange-900 ring-orange-600/25',
  grey: 'bg-ink-100 text-ink-700 ring-ink-500/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
};

/** Colour of a submission status: approved/confirmed green, pending yellow, declined red, pending_payment orange. */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case 'approved':
    case 'confirmed':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'declined':
      return 'red';
    case 'pending_payment':
      return 'orange';
    default:
      return 'grey';
  }
}

/** A small pill label. The text always carries the meaning; the colour only repeats it. */
export function Badge({ tone = 'grey', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
