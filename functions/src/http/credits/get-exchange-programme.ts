import type { ExchangeProgramme } from '@worknest/shared/credit-rules';
import { programmeOf } from '../../domain/credits/ledger';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/hr/exchange-programme` (issue 37): the HR person's company's credits and swaps programme. */
export const handler = defineHandler({}, async ({ session }): Promise<ExchangeProgramme> => programmeOf(session.companyDomain));
