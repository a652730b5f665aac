import { expireDueSwaps } from '../domain/swaps/swaps';
import { defineScheduledJob } from './define-scheduled-job';

/** Swap proposals (and counters) not answered within 7 days expire (issue 37, domain/swaps/swaps.ts). */
export const handler = defineScheduledJob('expire-swaps', async ({ now }) => expireDueSwaps(now));
