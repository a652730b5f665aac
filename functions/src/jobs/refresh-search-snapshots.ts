import { refreshSearchSnapshots } from '../domain/listings/refresh-search-snapshots';
import { defineScheduledJob } from './define-scheduled-job';

/**
 * Issue 41 (ADR 0125): each company's search snapshot, which a new search instance loads in one
 * Query instead of reading the company's whole search partition. Idempotent and safe against
 * itself (conditional writes; see domain/listings/refresh-search-snapshots.ts).
 */
export const handler = defineScheduledJob('refresh-search-snapshots', async () => refreshSearchSnapshots());
