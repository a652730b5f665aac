import type { Office } from '@worknest/shared/offices';
import { defineHandler } from '../../middleware/define-handler';
import { getOffices } from '../../store/offices';

/** `GET /api/hr/offices` (issue 41): HR's (and an admin's) own company's offices, with where each was placed. */
export const handler = defineHandler({}, async ({ session }): Promise<{ offices: Office[] }> => ({ offices: await getOffices(session.companyDomain) }));
