import type { CompanySetup } from '@worknest/shared/company-signup-rules';
import { companySetup } from '../../domain/companies/company-setup';
import { defineHandler } from '../../middleware/define-handler';

/** `GET /api/company/setup` (issue 38): the setup steps of the caller's own company (HR; its founder while pending). */
export const handler = defineHandler({}, async ({ session }): Promise<CompanySetup> => companySetup(session.companyDomain));
