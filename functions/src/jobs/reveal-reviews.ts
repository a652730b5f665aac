import { revealDueReviews } from '../domain/reviews/reveal-reviews';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Double-blind reviews (issue 20): a review the other side never answered is shown 14 days after
 * check-out. Safe against itself (conditional writes; see domain/reviews/reveal-reviews.ts).
 */
export const handler = defineScheduledJob('reveal-reviews', async ({ now }) => revealDueReviews(now));
