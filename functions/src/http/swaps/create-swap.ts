import { proposeSwap } from '../../domain/swaps/swaps';
import { defineHandler } from '../../middleware/define-handler';
import { json } from '../../middleware/responses';
import { proposeSwapBody } from './swap-inputs';

/**
 * `POST /api/swaps {myListingId, theirListingId, myStay, theirStay, message?}` (issue 37): I stay at
 * their home for `theirStay`, they stay at mine for `myStay`. 201 with the swap.
 */
export const handler = defineHandler({ body: proposeSwapBody }, async ({ body, session }) => json(201, await proposeSwap(session, body)));
