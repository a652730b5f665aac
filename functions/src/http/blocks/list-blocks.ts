import { blocksOf } from '../../domain/safety/blocks';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/blocks` (issue 39): the members the caller blocked, newest first (never who blocked them). */
export const handler = defineHandler({}, async ({ session }) => blocksOf(session));
