import type { BusinessStayOptions } from '@worknest/shared/business-stay-rules';
import { getCompanyBilling, getCostCentres } from '../../store/company-billing';
import type { Viewer } from '../listings/viewer';
import { billingIsReady } from './billing-view';

/**
 * Issue 34, `GET /api/business-stays/options`: whether the member's company pays business stays
 * (the booking panel asks "Who pays?" only then), how, and the cost centres to pick from. Only the
 * member's own company is read; nothing about its card or its Stripe customer is shown.
 */
export async function businessStayOptions(guest: Viewer): Promise<BusinessStayOptions> {
  const billing = await getCompanyBilling(guest.companyDomain);
  if (!billingIsReady(billing)) return { available: false, mode: null, requireCostCentre: false, costCentres: [] };
  return { available: true, mode: billing.mode, requireCostCentre: billing.requireCostCentre, costCentres: await getCostCentres(billing.domain) };
}
