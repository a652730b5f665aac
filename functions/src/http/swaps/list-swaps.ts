import type { SwapList } from '@worknest/shared/swap-rules';
import { listSwaps } from '../../domain/swaps/swaps';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/swaps` (issue 37): the caller's swaps, waiting for them (in), for the other member (out), decided. */
export const handler = defineHandler({}, async ({ session }): Promise<SwapList> => listSwaps(session));
