import { finishListingCleanups } from '../domain/listings/finish-listing-cleanups';
import { defineScheduledJob } from './define-scheduled-job';

/** Leaves room before the job's own timeout (120 s) to end the run cleanly. */
const RUN_BUDGET_MS = 90_000;

/**
 * Deleted listings whose clean-up a request did not finish (issue 15: a large listing, a timeout,
 * a failure): their photo objects, nights and conversations are dealt with here, retried every
 * run until done (see domain/listings/on-listing-deleted.ts).
 */
export const handler = defineScheduledJob('finish-listing-cleanups', async ({ now }) => finishListingCleanups(now, performance.now() + RUN_BUDGET_MS));
