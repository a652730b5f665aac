import { billingCompanyOf } from '../../domain/billing/billing-company';
import { companyBenchmarks, type BenchmarksView } from '../../domain/billing/travel-reports';
import { defineHandler } from '../../middleware/define-handler';
import { billingCompanyQuery } from '../hr/billing-inputs';

/** `GET /api/hr/benchmarks` (issue 36): the hotel rates the reports compare with (defaults, HR's overrides, the source). */
export const handler = defineHandler({ query: billingCompanyQuery }, async ({ query, session }): Promise<BenchmarksView> =>
  companyBenchmarks((await billingCompanyOf(session, query.domain)).domain),
);
