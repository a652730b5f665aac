import { companyCounterNames, firstWeekOf, isoWeekStart, type AnalyticsReport, type CompanyAnalytics } from '@worknest/shared/analytics';
import { NotFoundError } from '../errors';
import { nowIso } from '../../clock';
import { listCompanies, type Company } from '../../store/companies';
import { readCompanyTotals, readTotals, readWeeks } from '../../store/counters';
import { ADMIN_MESSAGES } from '@worknest/shared/admin-rules';

async function allCompanies(): Promise<Company[]> {
  const companies: Company[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listCompanies(100, startKey);
    companies.push(...page.companies);
    startKey = page.lastKey;
  } while (startKey);
  return companies;
}

/**
 * The Analytics view: platform totals, each enrolled company's own counters, and the weekly
 * series (of one company when `domain` is given). Reads counter items only (no scans): the
 * totals item, one item per company (BatchGet) and one item per week.
 */
export async function getAnalytics(options: { weeks: number; domain: string | null }): Promise<AnalyticsReport> {
  const now = nowIso();
  const companies = await allCompanies();
  if (options.domain && !companies.some((company) => company.domain === options.domain)) throw new NotFoundError(ADMIN_MESSAGES.companyNotFound);
  const [totals, perCompany, weeks] = await Promise.all([
    readTotals(),
    readCompanyTotals(companies.map((company) => company.domain)),
    readWeeks(firstWeekOf(now, options.weeks), isoWeekStart(now), options.domain ?? undefined),
  ]);
  const rows: CompanyAnalytics[] = companies.map((company) => {
    const counters = perCompany.get(company.domain)!;
    return {
      domain: company.domain,
      name: company.name,
      status: company.status,
      counters: Object.fromEntries(companyCounterNames.map((name) => [name, counters[name]])) as CompanyAnalytics['counters'],
    };
  });
  return { totals, companies: rows, domain: options.domain, weeks };
}
