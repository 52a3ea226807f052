import type { FirstTouch } from '@/lib/attribution';
import { adminCopy } from '../content';

/**
 * Where a submission's visitor first came from, as one line: the campaign tags in the order source / medium /
 * campaign, then the referring site. The visitor's text is shown as text, whatever it holds.
 */
export function firstTouchText(firstTouch: FirstTouch | undefined): string {
  if (!firstTouch) return adminCopy.firstTouch.none;
  const tags = [firstTouch.utmSource, firstTouch.utmMedium, firstTouch.utmCampaign].filter(Boolean).join(' / ');
  const via = firstTouch.referrerHost ? adminCopy.firstTouch.via(firstTouch.referrerHost) : '';
  return [tags, via].filter(Boolean).join(', ');
}

/** The detail list's line for a submission's first touch. */
export const firstTouchItem = (firstTouch: FirstTouch | undefined) => ({
  label: adminCopy.firstTouch.label,
  value: firstTouchText(firstTouch),
});
