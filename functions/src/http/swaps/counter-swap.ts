import type { SwapView } from '@worknest/shared/swap-rules';
import { counterSwap } from '../../domain/swaps/swaps';
import { defineHandler } from '../../middleware/define-handler';
import { counterSwapBody, swapIdParams } from './swap-inputs';

/** `POST /api/swaps/{id}/counter {myStay?, theirStay?}` (issue 37): new dates, back to the other member. */
export const handler = defineHandler({ params: swapIdParams, body: counterSwapBody }, async ({ params, body, session }): Promise<SwapView> => counterSwap(session, params.id, body));
