import type { ExchangeProgramme } from '@worknest/shared/credit-rules';
import { saveProgramme } from '../../domain/credits/ledger';
import { defineHandler } from '../../middleware/define-handler';
import { exchangeProgrammeBody } from './credit-inputs';

/** `PUT /api/hr/exchange-programme` (issue 37): `{ creditsEnabled, starterCredits, nightCost, swapsEnabled }`, the whole programme. */
export const handler = defineHandler({ body: exchangeProgrammeBody }, async ({ body, session }): Promise<ExchangeProgramme> => saveProgramme(session.companyDomain, body));
