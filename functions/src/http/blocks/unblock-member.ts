import { unblockMember } from '../../domain/safety/blocks';
import { defineHandler } from '../../middleware/define-handler';
import { noContent } from '../../middleware/responses';
import { blockParams } from './block-inputs';

/** `DELETE /api/blocks/{userId}` (issue 39): 204, also when there was no block. */
export const handler = defineHandler({ params: blockParams }, async ({ params, session }) => {
  await unblockMember(session, params.userId);
  return noContent();
});
