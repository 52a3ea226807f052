import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const MAX_STARS = 5;

/** Accessible text of a star rating, e.g. "Rated 4 out of 5". */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of ${MAX_STARS}`;
}

/** Five stars with the rating filled in; screen readers hear the rating as words. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <div role="img" aria-label={ratingLabel(rating)} className={cn('flex gap-0.5', className)}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn('h-5 w-5', index < rating ? 'fill-accent-400 text-accent-600' : 'fill-ink-100 text-ink-300')}
        />
      ))}
    </div>
  );
}
