import { useId } from 'react';
import { ExternalLink, Star } from 'lucide-react';
import { buttonClasses } from '@/components/ui';
import { isHttpUrl } from '@/lib/validation';
import { adminCopy } from '../content';

const copy = adminCopy.vendors;

/**
 * View Reviews: opens the applicant's reviews page in a new tab, but only an http(s) address; anything else
 * (empty, javascript:, data:) gives a disabled button that says why.
 */
export function ReviewsLink({ link, company }: { link: string; company: string }) {
  const noteId = useId();
  if (isHttpUrl(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
        <Star className="h-4 w-4" aria-hidden="true" />
        {copy.viewReviews}
        <span className="sr-only"> of {company} (opens in a new tab)</span>
        <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
      </a>
    );
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" disabled aria-describedby={noteId} className={buttonClasses('outline', 'sm')}>
        <Star className="h-4 w-4" aria-hidden="true" />
        {copy.viewReviews}
      </button>
      <span id={noteId} className="max-w-56 text-xs text-ink-600">
        {link.trim() ? copy.unsafeReviewsLink : copy.noReviewsLink}
      </span>
    </span>
  );
}
