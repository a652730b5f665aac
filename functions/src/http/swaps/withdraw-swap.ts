import type { SwapView } from '@worknest/shared/swap-rules';
import { withdrawSwap } from '../../domain/swaps/swaps';
import { defineHandler } from '../../middleware/define-handler';
import { swapIdParams } from './swap-inputs';

/** `POST /api/swaps/{id}/withdraw` (issue 37). */
export const handler = defineHandler({ params: swapIdParams }, async ({ params, session }): Promise<SwapView> => withdrawSwap(session, params.id));
