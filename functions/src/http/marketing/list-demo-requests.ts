import type { DemoRequestPage } from '@worknest/shared/marketing';
import { defineHandler } from '../../middleware/define-handler';
import { listDemoRequests } from '../../store/marketing';
import { marketingListQuery } from './marketing-inputs';

/** `GET /api/demo-request?limit&cursor`: admin only (route table), newest first. */
export const handler = defineHandler({ query: marketingListQuery }, async ({ query }): Promise<DemoRequestPage> => {
  return listDemoRequests(query.limit, query.cursor);
});
