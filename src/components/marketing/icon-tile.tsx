import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A lucide icon in a soft rounded tile, the visual anchor of feature cards. Decorative. */
export function IconTile({ icon: Icon, tone = 'brand', className }: { icon: LucideIcon; tone?: 'brand' | 'accent' | 'dark'; className?: string }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700 ring-brand-100',
    accent: 'bg-accent-50 text-accent-700 ring-accent-100',
    dark: 'bg-brand-800 text-white ring-brand-700',
  };
  return (
    <span aria-hidden="true" className={cn('inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ring-1', tones[tone], className)}>
      <Icon className="h-6 w-6" />
    </span>
  );
}
