import type { CompanyBilling } from '@worknest/shared/company-billing-rules';
import { getCompanyBilling, type CompanyBillingRecord } from '../../store/company-billing';
import type { Company } from '../../store/companies';
import { companyFees } from './company-fees';

/** Issue 34: HR's view of the company's billing (no Stripe call, no zod: `GET /api/hr/billing` loads neither). */
export function billingView(company: Company, record: CompanyBillingRecord | null): CompanyBilling {
  const fees = companyFees();
  const ready = billingIsReady(record);
  return {
    domain: company.domain,
    companyName: company.name,
    mode: record?.mode ?? null,
    billingEmail: record?.billingEmail ?? null,
    legalName: record?.legalName ?? null,
    address: record?.address ?? null,
    vatNumber: record?.vatNumber ?? null,
    requireCostCentre: record?.requireCostCentre ?? false,
    card: record?.card ? { brand: record.card.brand, last4: record.card.last4, expMonth: record.card.expMonth, expYear: record.card.expYear } : null,
    ready,
    setupFeeCents: fees.setupFeeCents,
    stayFeeCents: fees.stayFeeCents,
    setupFeeBilled: !!record?.setupFeeBilledAt,
  };
}

/** Whether members can book business stays: details saved (a Stripe customer), and in card mode a card on file. */
export function billingIsReady(record: CompanyBillingRecord | null): record is CompanyBillingRecord {
  return !!record && !!record.stripeCustomerId && (record.mode === 'invoice' || !!record.card);
}

export async function getBilling(company: Company): Promise<CompanyBilling> {
  return billingView(company, await getCompanyBilling(company.domain));
}

