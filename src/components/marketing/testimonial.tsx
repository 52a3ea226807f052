import { Quote } from 'lucide-react';
import { cn } from '@/lib/cn';

export type TestimonialData = { quote: string; name: string; role: string };

/** A customer quote with the person's name and role; initials stand in for a photo. */
export function Testimonial({ quote, name, role, className }: TestimonialData & { className?: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <figure className={cn('relative rounded-3xl border border-ink-200 bg-white p-7 shadow-card sm:p-10', className)}>
      <Quote className="h-9 w-9 text-accent-400" aria-hidden="true" />
      <blockquote className="mt-4 text-xl font-medium leading-relaxed text-ink-900 text-pretty sm:text-2xl">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-sm font-bold text-white"
        >
          {initials}
        </span>
        <span>
          <span className="block font-semibold text-ink-900">{name}</span>
          <span className="block text-sm text-ink-600">{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
