import type { MemberOffice } from '@worknest/shared/offices';
import { defineHandler } from '../../middleware/define-handler';
import { getOffices } from '../../store/offices';

/** `GET /api/offices` (issue 41): the member's company's offices that have a position, to search near one. */
export const handler = defineHandler({}, async ({ session }): Promise<{ offices: MemberOffice[] }> => ({
  offices: (await getOffices(session.companyDomain)).filter((office) => office.latitude !== null).map(({ id, name }) => ({ id, name })),
}));
