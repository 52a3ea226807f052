import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Centres content at the site's reading width with the standard side padding. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={cn('mx-auto w-full max-w-content px-5 sm:px-8', className)} />;
}

type SectionHeadingProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  /** h1 for a page title, h2 (default) for a section. */
  as?: 'h1' | 'h2';
  id?: string;
  className?: string;
};

/** The eyebrow / title / lead trio that opens a section. */
export function SectionHeading({ eyebrow, title, lead, align = 'center', as: Tag = 'h2', id, className }: SectionHeadingProps) {
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}>
      {eyebrow && <p className="text-sm font-bold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
      <Tag
        id={id}
        className={cn(
          'mt-2 font-extrabold tracking-tight text-ink-900 text-balance',
          Tag === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Tag>
      {lead && <p className="mt-4 text-lg text-ink-600 text-pretty">{lead}</p>}
    </div>
  );
}

/** A big figure with its label, for stat strips and cards. */
export function Stat({ value, label, className }: { value: ReactNode; label: ReactNode; className?: string }) {
  return (
    <div className={cn('text-center', className)}>
      <p className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">{value}</p>
      <p className="mt-1 text-sm font-medium text-ink-600">{label}</p>
    </div>
  );
}
