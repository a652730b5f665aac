import { billingCompanyOf } from '../../domain/billing/billing-company';
import { saveCompanyBenchmarks, type BenchmarksView } from '../../domain/billing/travel-reports';
import { defineHandler } from '../../middleware/define-handler';
import { billingCompanyQuery } from '../hr/billing-inputs';
import { benchmarksBody } from './travel-report-inputs';

/** `PUT /api/hr/benchmarks` (issue 36): HR's own hotel rates per country and city, over the shipped defaults. */
export const handler = defineHandler({ body: benchmarksBody, query: billingCompanyQuery }, async ({ body, query, session }): Promise<BenchmarksView> =>
  saveCompanyBenchmarks((await billingCompanyOf(session, query.domain)).domain, body, session.userId),
);
