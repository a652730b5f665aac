import { safeFileName, toCsv } from '@worknest/shared/csv';
import { reportCsvRows } from '@worknest/shared/hr-report-rules';
import { billingCompanyOf } from '../../domain/billing/billing-company';
import { travelReport } from '../../domain/billing/travel-reports';
import { defineHandler } from '../../middleware/define-handler';
import { reportQuery } from './travel-report-inputs';

/** `GET /api/hr/reports.csv` (issue 36): the report's rows and total, formula-safe (../csv, as the employee CSV). */
export const handler = defineHandler({ query: reportQuery }, async ({ query, session }) => {
  const company = await billingCompanyOf(session, query.domain);
  const report = await travelReport(company.domain, query);
  const { header, rows } = reportCsvRows(report);
  const name = safeFileName(`travel-${company.domain}-${report.groupBy}-${report.from}-${report.to}.csv`);
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
    body: toCsv(header, rows),
  };
});
