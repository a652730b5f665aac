import { Star } from 'lucide-react';
import { REVIEW_RATING_MAX } from '@worknest/shared/review-rules';
import { cn } from '../lib/utils';

/**
 * A 1–5 rating as stars, read out as `label`: "Rated 4 out of 5" from the caller's catalog (issue 40:
 * `reviews` rated on listings and stays, `admin` reviews.rated in the admin's queue).
 */
export function RatingStars({ rating, className, label }: { rating: number; className?: string; label: string }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => (
        <Star key={i} aria-hidden="true" className={cn('size-4', i < full ? 'fill-[#d97706] text-[#d97706]' : 'text-input')} />
      ))}
    </span>
  );
}
