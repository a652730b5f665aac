import type { WaitlistPage } from '@worknest/shared/marketing';
import { defineHandler } from '../../middleware/define-handler';
import { listWaitlistEntries } from '../../store/marketing';
import { marketingListQuery } from './marketing-inputs';

/** `GET /api/waitlist?limit&cursor`: admin only (route table), newest first. */
export const handler = defineHandler({ query: marketingListQuery }, async ({ query }): Promise<WaitlistPage> => {
  return listWaitlistEntries(query.limit, query.cursor);
});
