import type { CostCentre, CostCentreList } from '@worknest/shared/company-billing-rules';
import { nowIso } from '../../clock';
import { getCostCentres, putCostCentres } from '../../store/company-billing';
import type { Company } from '../../store/companies';

/** Issue 34: the company's cost centres, which business stays name (`costCentre` is a code of this list). */
export async function listCostCentres(company: Company): Promise<CostCentreList> {
  return { costCentres: await getCostCentres(company.domain) };
}

/** Replaces the list; codes are kept as HR typed them and compared case-insensitively. */
export async function replaceCostCentres(company: Company, costCentres: CostCentre[]): Promise<CostCentreList> {
  await putCostCentres(company.domain, costCentres, nowIso());
  return { costCentres };
}
