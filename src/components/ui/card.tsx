import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A rounded surface with a soft shadow: the building block of most sections. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cn('rounded-2xl border border-ink-200 bg-white p-6 shadow-card', className)} />;
}
