import type { Office } from '@worknest/shared/offices';
import { setOffices } from '../../domain/companies/set-offices';
import { defineHandler } from '../../middleware/define-handler';
import { officesBody } from './office-inputs';

/** `PUT /api/hr/offices` (issue 41): HR replaces its company's offices; each address is geocoded. */
export const handler = defineHandler({ body: officesBody }, async ({ body, session }): Promise<{ offices: Office[] }> => ({
  offices: await setOffices(session.companyDomain, body.offices),
}));
