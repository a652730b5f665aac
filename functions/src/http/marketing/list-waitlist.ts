import { marketingListQuerySchema, type WaitlistPage } from '@worknest/shared/marketing';
import { defineHandler } from '../../middleware/define-handler';
import { listWaitlistEntries } from '../../store/marketing';

/** `GET /api/waitlist?limit&cursor`: admin only (route table), newest first. */
export const handler = defineHandler({ query: marketingListQuerySchema }, async ({ query }): Promise<WaitlistPage> => {
  return listWaitlistEntries(query.limit, query.cursor);
});
