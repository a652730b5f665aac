import type { CreditsView } from '@worknest/shared/credit-rules';
import { creditsOf } from '../../domain/credits/ledger';
import { defineHandler } from '../../middleware/define-handler';
import { creditsQuery } from './credit-inputs';

/** `GET /api/credits?cursor=&limit=` (issue 37): the member's balance and ledger entries, newest first. */
export const handler = defineHandler({ query: creditsQuery }, async ({ query, session }): Promise<CreditsView> => creditsOf(session, query.cursor, query.limit));
