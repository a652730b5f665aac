import type { ReportAnswer } from '@worknest/shared/hr-report-rules';
import { billingCompanyOf } from '../../domain/billing/billing-company';
import { travelReport } from '../../domain/billing/travel-reports';
import { defineHandler } from '../../middleware/define-handler';
import { reportQuery } from './travel-report-inputs';

/** `GET /api/hr/reports` (issue 36): business travel's spend, benchmark and savings, grouped. */
export const handler = defineHandler({ query: reportQuery }, async ({ query, session }): Promise<ReportAnswer> => {
  const company = await billingCompanyOf(session, query.domain);
  return travelReport(company.domain, query);
});
