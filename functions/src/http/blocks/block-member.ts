import { blockBodySchema } from '@worknest/shared/blocks';
import { blockMember } from '../../domain/safety/blocks';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';

/** `POST /api/blocks {userId}` (issue 39): 201 when blocked now, 200 when already; 404 for a member not of one's company; silent to them. */
export const handler = defineHandler({ body: blockBodySchema }, async ({ body, session }) => {
  const { created } = await blockMember(session, body.userId);
  return json(created ? 201 : 200, { userId: body.userId, blocked: true });
});
