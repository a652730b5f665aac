import type { CompanyDomainCheck } from '@worknest/shared/company-signup-rules';
import { verifySetupDomain } from '../../domain/companies/company-setup';
import { defineHandler } from '../../middleware/define-handler';

/** `POST /api/company/setup/verify` (issue 38): looks up the caller's company domain's TXT record now. */
export const handler = defineHandler({}, async ({ session }): Promise<CompanyDomainCheck> => verifySetupDomain(session.companyDomain));
