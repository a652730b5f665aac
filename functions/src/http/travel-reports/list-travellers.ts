import { billingCompanyOf } from '../../domain/billing/billing-company';
import { todayUtc, travellersOn } from '../../domain/billing/travel-reports';
import { defineHandler } from '../../middleware/define-handler';
import { travellersQuery } from './travel-report-inputs';

/** `GET /api/hr/travellers?date=` (issue 36): duty of care, who is on a business stay that day (today by default). */
export const handler = defineHandler({ query: travellersQuery }, async ({ query, session }) => {
  const company = await billingCompanyOf(session, query.domain);
  return travellersOn(company.domain, query.date ?? todayUtc());
});
