import type { SwapView } from '@worknest/shared/swap-rules';
import { declineSwap } from '../../domain/swaps/swaps';
import { defineHandler } from '../../middleware/define-handler';
import { swapIdParams } from './swap-inputs';

/** `POST /api/swaps/{id}/decline` (issue 37). */
export const handler = defineHandler({ params: swapIdParams }, async ({ params, session }): Promise<SwapView> => declineSwap(session, params.id));
