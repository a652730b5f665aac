import { purgeErasedPhotos } from '../domain/users/purge-erased-photos';
import { defineScheduledJob } from './define-scheduled-job';

/** Leaves room before the job's own timeout (120 s) to end the run cleanly. */
const RUN_BUDGET_MS = 90_000;

/** Erased members' photo objects (issue 15: the erasure records them, this deletes them; see domain/users/purge-erased-photos.ts). */
export const handler = defineScheduledJob('purge-erased-photos', async () => purgeErasedPhotos(performance.now() + RUN_BUDGET_MS));
